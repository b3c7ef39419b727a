/** What the steps of the tour (`scripts/tour.ts`) share: the state they pass along and how they print. */
import {
  fromMinorUnits,
  type KnownWebhookEvent,
  payrollReadStatusOf,
  type WalletBalance,
  type WorkforceClient,
} from '../../src/index.js';
import type { MockServer } from '../../src/testing/index.js';

/** The state the steps pass along: the simulator, the client, the business and what has arrived so far. */
export interface Tour {
  server: MockServer;
  client: WorkforceClient;
  businessId: string;
  /** Events our webhook handler verified and accepted, in arrival order. */
  received: KnownWebhookEvent[];
  usd?: WalletBalance | undefined;
}

/** Prints the heading of step `n`. */
export const step = (n: number, title: string) => console.log(`\n${n}. ${title}`);
/** Prints a call the tour makes. */
export const call = (text: string) => console.log(`   → ${text}`);
/** Prints what came back. */
export const got = (text: string) => console.log(`   ← ${text}`);
/** Prints a remark. */
export const note = (text: string) => console.log(`   · ${text}`);
/** An id cut short for display. */
export const short = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);
/** An amount in minor units, printed in major units with its currency. */
export const money = (amount: { amount: number; currency: string } | null | undefined) =>
  amount ? `${fromMinorUnits(amount.amount, amount.currency)} ${amount.currency}` : 'n/a';

/** Runs a call that must fail and returns its error, typed by the guard; anything else fails the tour. */
export async function expectError<E>(action: () => Promise<unknown>, guard: (error: unknown) => error is E) {
  try {
    await action();
  } catch (error) {
    if (guard(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** One line saying what a webhook event the tour received means. */
export function describeEvent(event: KnownWebhookEvent): string {
  switch (event.eventType) {
    case 'payroll.status.updated':
      return `payroll ${short(event.data.id)} is now '${event.data.status}' (read as '${payrollReadStatusOf(event.data.status)}')`;
    case 'transaction.succeeded':
      return `${event.data.type} of ${money(event.data.amount)} succeeded`;
    case 'requirement.satisfied':
      return `'${event.data.data.name}' satisfied, unblocks ${event.data.data.unblockedFilings.join(', ')}`;
    case 'filing.pending':
      return `filing ${event.data.resourceId} is pending again`;
    case 'remittance.processing':
    case 'remittance.completed':
      return `remittance ${event.data.resourceId} → ${String(event.data.data.status)}`;
    default:
      return event.eventType;
  }
}
