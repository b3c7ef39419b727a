import {
  mustGet,
  nowSeconds,
  type SimContext,
  SimulatorError,
  SYSTEM_ACTOR,
  statutoryChange,
} from '../context.js';
import { exponentOf, isCurrency, rateOf } from '../fx.js';
import { bookMovement, type Movement, refusalOf } from '../ledger.js';
import type { Actor, RemittanceRecord } from '../store/records.js';
import { type Authority, currencyOfCountry } from './filing-countries.js';
import { defaultFilingTypeId, filingAuthority, filingTypeOf } from './filing-types.js';
import { eventOf, nextStatus } from './moves.js';
import { filingProblems, owedFor, refuseRemittance } from './remittance-rules.js';

/**
 * What the simulator needs to initiate a remittance: the business, the country whose authority it pays and the
 * filings it pays. What the server sets may be given too, but only as the server would set it (the country's
 * currency, the filings' totals, the simulator's rate, the filings' authority). Pass it to
 * {@link StatutoryControls.createRemittance}, where `businessId` is optional.
 */
export type RemittanceCreateInput = Pick<RemittanceRecord, 'businessId' | 'countryCode' | 'filingIds'> &
  Partial<
    Pick<
      RemittanceRecord,
      'amount' | 'currency' | 'authorityId' | 'authorityName' | 'fxRate' | 'fundedCurrency' | 'paymentMethod'
    >
  > & {
    /** The business's own reference for the payment; the authority's is set on completion otherwise. */
    paymentReference?: string | undefined;
  };

function data(remittance: RemittanceRecord): Record<string, unknown> {
  return {
    countryCode: remittance.countryCode,
    authority: remittance.authorityName,
    status: remittance.status,
    amount: remittance.amount,
    currency: remittance.currency,
    paymentReference: remittance.paymentReference,
  };
}

function move(ctx: SimContext, remittance: RemittanceRecord, to: RemittanceRecord['status']): void {
  const now = nowSeconds(ctx);
  const from = remittance.status;
  remittance.statusHistory.push({ from, to, timestamp: now });
  remittance.status = to;
  remittance.updatedAt = now;
  const actor: Readonly<Actor> =
    to === 'completed' ? { type: 'authority', id: remittance.authorityId } : SYSTEM_ACTOR;
  ctx.emitStatutory(
    eventOf('remittance', from, to),
    statutoryChange('remittance', remittance, actor, data(remittance)),
  );
}

/** What a remittance settles on: its currency, what it owes, its rate and the authority it pays. */
type Terms = Pick<RemittanceRecord, 'currency' | 'amount' | 'fxRate' | 'fundedCurrency'> & {
  authority: Authority;
};

/** A value given that differs from what the server sets: the problem, or `undefined`. */
function differs(given: unknown, expected: unknown, why: string): string | undefined {
  return given === undefined || given === expected ? undefined : `must be ${String(expected)}, ${why}`;
}

/** The authority the filings are filed with, and a problem for each filing filed with another one. */
function authorityOf(ctx: SimContext, input: RemittanceCreateInput, problems: Record<string, string>) {
  const authorities = input.filingIds.map((id) => {
    const filing = ctx.state.filings.get(id);
    return filing === undefined ? undefined : filingAuthority(filing);
  });
  const country = filingTypeOf(defaultFilingTypeId(input.countryCode))?.authority;
  const authority = authorities.find((a) => a !== undefined) ?? country;
  authorities.forEach((other, index) => {
    if (other !== undefined && authority !== undefined && other.id !== authority.id)
      problems[`filingIds.${index}`] ??=
        `is filed with ${other.name}; this remittance pays ${authority.name}`;
  });
  return authority;
}

/**
 * The terms of a remittance, checked against every rule before anything changes: a country the simulator files
 * in, filings it can pay ({@link filingProblems}), and any server-set field given only as the server sets it.
 */
function termsOf(ctx: SimContext, input: RemittanceCreateInput): Terms {
  const currency = currencyOfCountry(input.countryCode);
  const problems: Record<string, string> = {};
  if (currency === undefined) problems.countryCode = 'is not a country the simulator files in';
  Object.assign(problems, filingProblems(ctx, input.businessId, input.countryCode, input.filingIds));
  const authority = authorityOf(ctx, input, problems);
  const fundedCurrency = input.fundedCurrency ?? currency ?? '';
  if (!isCurrency(fundedCurrency)) problems.fundedCurrency = 'is not an ISO 4217 currency code';
  refuseRemittance(problems);
  // A country the simulator files in has a currency and an authority: refused above otherwise.
  if (currency === undefined || authority === undefined)
    throw new SimulatorError(`Invalid remittance: ${input.countryCode} has no tax authority`);
  const terms = {
    currency,
    amount: owedFor(ctx, input.filingIds, currency),
    fxRate: rateOf(fundedCurrency, currency),
    fundedCurrency,
    authority,
  };
  const given: [string, string | undefined][] = [
    ['currency', differs(input.currency, currency, `the currency of ${input.countryCode}'s authority`)],
    ['amount', differs(input.amount, terms.amount, 'the total the named filings owe')],
    [
      'fxRate',
      differs(input.fxRate, terms.fxRate, `the simulator's rate from ${fundedCurrency} to ${currency}`),
    ],
    ['authorityId', differs(input.authorityId, authority.id, 'the authority the filings are filed with')],
    [
      'authorityName',
      differs(input.authorityName, authority.name, 'the authority the filings are filed with'),
    ],
  ];
  refuseRemittance(
    Object.fromEntries(given.filter((entry): entry is [string, string] => entry[1] !== undefined)),
  );
  return terms;
}

/** Refuses a remittance the funding wallet's available money cannot cover; returns the funding in minor units. */
function fundingOf(ctx: SimContext, businessId: string, terms: Terms) {
  const scale = 10 ** exponentOf(terms.fundedCurrency);
  const funding = {
    amount: Math.round((terms.amount / terms.fxRate) * scale),
    currency: terms.fundedCurrency,
  };
  const refusal = refusalOf(ctx, fundingMovement(businessId, '', funding));
  if (refusal !== undefined) {
    const rule = Object.values(refusal)[0] ?? 'is refused';
    const message = `the ${terms.fundedCurrency} wallet cannot fund this remittance: ${rule}`;
    throw new SimulatorError(message, { fundFromCurrency: message });
  }
  return { funding, fundedAmount: funding.amount / scale };
}

/**
 * Initiates a government payment in `pending` (`remittance.created`) for the filings it names, owing their
 * totals: the funded amount is held from the funding wallet's available money (it shows as `processing`) until
 * the payment completes or fails.
 * @throws SimulatorError naming each field that breaks a rule (a country the simulator does not file in, a
 * filing it cannot pay, a server-set field given otherwise than the server sets it), or when the funding
 * wallet's available money does not cover the funded amount; nothing is created then.
 * @example
 * ```ts
 * createRemittance(ctx, { businessId, countryCode: 'MX', filingIds: [filingId], fundedCurrency: 'USD' });
 * ```
 */
export function createRemittance(ctx: SimContext, input: RemittanceCreateInput): RemittanceRecord {
  const terms = termsOf(ctx, input);
  const { funding, fundedAmount } = fundingOf(ctx, input.businessId, terms);
  const now = nowSeconds(ctx);
  const id = `rem_${ctx.random.hex(8)}`;
  const remittance: RemittanceRecord = {
    id,
    businessId: input.businessId,
    countryCode: input.countryCode,
    filingIds: [...input.filingIds],
    authorityId: terms.authority.id,
    authorityName: terms.authority.name,
    paymentMethod: input.paymentMethod ?? 'local_rails',
    amount: terms.amount,
    currency: terms.currency,
    fxRate: terms.fxRate,
    fundedCurrency: terms.fundedCurrency,
    fundedAmount,
    status: 'pending',
    paymentReference: input.paymentReference ?? null,
    receiptUrl: null,
    statusHistory: [],
    createdAt: now,
    updatedAt: now,
  };
  bookMovement(ctx, fundingMovement(input.businessId, id, funding));
  ctx.state.remittances.set(remittance.id, remittance);
  ctx.emitStatutory(
    'remittance.created',
    statutoryChange('remittance', remittance, SYSTEM_ACTOR, data(remittance)),
  );
  return remittance;
}

/**
 * Moves a remittance one step: pending → processing → completed. Completion sets the payment reference and
 * receipt URL. Each move is appended to `statusHistory`.
 * @throws SimulatorError when the remittance is completed or failed.
 * @example
 * ```ts
 * advanceRemittance(ctx, remittanceId);
 * ```
 */
export function advanceRemittance(ctx: SimContext, id: string): RemittanceRecord {
  const remittance = mustGet(ctx.state.remittances, id, 'remittance');
  const to = nextStatus('remittance', remittance.status);
  if (to === undefined)
    throw new SimulatorError(`remittance ${id} is ${remittance.status}; it has no next step`);
  if (to === 'completed') {
    remittance.paymentReference ??= `${remittance.countryCode}-${ctx.random.hex(6).toUpperCase()}`;
    remittance.receiptUrl = `/_files/remittances/${remittance.id}.pdf`;
    debitFunding(ctx, remittance);
  }
  move(ctx, remittance, to);
  return remittance;
}

/** The movement that holds (`DEBIT`), releases (`CREDIT`) or pays (`settlement`) a remittance's funding. */
function fundingMovement(
  businessId: string,
  id: string,
  amount: { amount: number; currency: string },
  move: Pick<Movement, 'direction' | 'effect' | 'reason'> = {
    direction: 'DEBIT',
    effect: 'processing',
    reason: 'Remittance funds held',
  },
): Movement {
  return { businessId, type: 'REMITTANCE', amount, reference: id, ...move };
}

/** The funded amount in minor units of the funding currency, as held at creation. */
function fundedMinor(remittance: RemittanceRecord): { amount: number; currency: string } {
  const currency = remittance.fundedCurrency;
  return { amount: Math.round(remittance.fundedAmount * 10 ** exponentOf(currency)), currency };
}

/** A completed remittance pays the held funds out of the business's wallet: balance and processing go down. */
function debitFunding(ctx: SimContext, remittance: RemittanceRecord): void {
  bookMovement(
    ctx,
    fundingMovement(remittance.businessId, remittance.id, fundedMinor(remittance), {
      direction: 'DEBIT',
      effect: 'settlement',
      reason: `${remittance.authorityName} remittance`,
    }),
  );
}

/**
 * Fails a pending or processing remittance (`remittance.failed`); its held funds go back to available.
 * @throws SimulatorError when the remittance is already completed or failed.
 * @example
 * ```ts
 * failRemittance(ctx, remittanceId);
 * ```
 */
export function failRemittance(ctx: SimContext, id: string): RemittanceRecord {
  const remittance = mustGet(ctx.state.remittances, id, 'remittance');
  if (remittance.status !== 'pending' && remittance.status !== 'processing') {
    throw new SimulatorError(`remittance ${id} is ${remittance.status}; only pending or processing can fail`);
  }
  bookMovement(
    ctx,
    fundingMovement(remittance.businessId, remittance.id, fundedMinor(remittance), {
      direction: 'CREDIT',
      effect: 'processing',
      reason: 'Remittance funds released',
    }),
  );
  move(ctx, remittance, 'failed');
  return remittance;
}
