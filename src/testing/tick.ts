import { isoDay, type SimContext } from './context.js';
import { notifyKycExpiry, notifyOverdueFilings } from './machines/deadlines.js';
import { advanceFiling } from './machines/filings.js';
import { reviewPendingKyc } from './machines/kyc.js';
import { completeDueOffboardings } from './machines/offboarding.js';
import { payoutMoves } from './machines/payouts.js';
import { completePayroll, processPayroll } from './machines/payrolls.js';
import { advanceRemittance } from './machines/remittances.js';
import { invoicePaymentRefusal, payInvoice, payReimbursement } from './machines/reviews.js';
import { virtualAccountMoves } from './machines/virtual-accounts.js';

/* Filing moves the system or the authority makes; in_review → approved waits for the user's approval. */
const AUTOMATIC_FILING_STEPS = new Set(['pending', 'approved', 'submitted']);

/** How a round of background work runs. */
export interface TickOptions {
  /** Start a Scheduled payroll only once the clock has reached its payroll date (the test clock's rule). */
  onPayDay?: boolean;
}

/**
 * One round of the simulator's background work. The moves are collected first and applied after, so each
 * record moves at most one step per round. Returns the number of moves.
 * @throws never.
 * @example
 * ```ts
 * runTick(ctx); // 3
 * ```
 */
export function runTick(ctx: SimContext, { onPayDay = false }: TickOptions = {}): number {
  const { state } = ctx;
  const moves: (() => unknown)[] = [];
  const today = isoDay(ctx.now());
  for (const payroll of state.payrolls.values()) {
    const due = !onPayDay || (payroll.payrollDate ?? today) <= today;
    if (payroll.status === 'Scheduled' && due) moves.push(() => processPayroll(ctx, payroll.payrollId));
    if (payroll.status === 'Processing') moves.push(() => completePayroll(ctx, payroll.payrollId));
  }
  for (const remittance of state.remittances.values()) {
    if (remittance.status === 'pending' || remittance.status === 'processing') {
      moves.push(() => advanceRemittance(ctx, remittance.id));
    }
  }
  for (const filing of state.filings.values()) {
    if (AUTOMATIC_FILING_STEPS.has(filing.status)) moves.push(() => advanceFiling(ctx, filing.id));
  }
  for (const invoice of state.invoices.values()) {
    // An approved invoice is paid once its business's wallet holds the amount; until then it waits.
    // (Checked again when paid: an invoice paid before it in this round may have used the money.)
    if (invoice.status === 'approved' && invoicePaymentRefusal(ctx, invoice) === undefined)
      moves.push(() => invoicePaymentRefusal(ctx, invoice) === undefined && payInvoice(ctx, invoice.id));
  }
  for (const claim of state.reimbursements.values()) {
    if (claim.status === 'approved') moves.push(() => payReimbursement(ctx, claim.id));
  }
  // Payouts in flight move on: initiated → processing → succeeded (a user's wallet transaction: … → success).
  moves.push(...payoutMoves(ctx));
  // A requested virtual account is sent to the bank, then issued with its bank details.
  moves.push(...virtualAccountMoves(ctx));
  for (const move of moves) move();
  // What the clock's date makes due: exits complete, filings turn overdue, documents near expiry; KYC reviews end.
  const dated = completeDueOffboardings(ctx) + notifyOverdueFilings(ctx) + notifyKycExpiry(ctx);
  return moves.length + dated + reviewPendingKyc(ctx);
}
