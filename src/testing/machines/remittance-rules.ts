import { type SimContext, SimulatorError } from '../context.js';
import { exponentOf } from '../fx.js';
import type { FilingRecord, RemittanceRecord } from '../store/records.js';

/*
 * The rules a remittance's filings keep, for every way a remittance is made (the API's create and the test
 * controls): it pays returns that exist, each one of the paying business, of the remittance's country, filed far
 * enough to owe (approved, submitted or accepted), paid by no other remittance that has not failed, and named
 * once. What it owes is the filings' totals.
 */

/** The filing statuses whose return has been approved for the authority, and so can be paid. */
const PAYABLE: ReadonlySet<string> = new Set(['approved', 'submitted', 'accepted']);

/**
 * What a filing without contribution lines owes the authority, in major units of its currency: the simulator
 * computes no taxes, so a return the API prepares from payroll runs owes this much.
 */
const PER_FILING = 1_000;

/**
 * The remittance that pays a filing (pending, processing or completed), or `undefined` when none does: a failed
 * remittance frees its filings.
 * @throws never.
 * @example
 * ```ts
 * payingRemittance(ctx, filingId)?.status; // 'pending'
 * ```
 */
export function payingRemittance(ctx: SimContext, filingId: string): RemittanceRecord | undefined {
  for (const remittance of ctx.state.remittances.values())
    if (remittance.status !== 'failed' && remittance.filingIds.includes(filingId)) return remittance;
  return undefined;
}

/** Why a filing cannot be paid by a new remittance of `businessId` to `countryCode`'s authority, or `undefined`. */
function unpayable(
  ctx: SimContext,
  businessId: string,
  filing: FilingRecord | undefined,
  countryCode: string,
): string | undefined {
  if (filing === undefined || filing.businessId !== businessId) return 'is not a filing of this business';
  if (filing.countryCode !== countryCode)
    return `is a ${filing.countryCode} filing; this remittance pays the ${countryCode} authority`;
  if (!PAYABLE.has(filing.status))
    return `is ${filing.status}; only an approved, submitted or accepted filing can be paid`;
  const payer = payingRemittance(ctx, filing.id);
  if (payer !== undefined) return `is already paid by remittance ${payer.id} (${payer.status})`;
  return undefined;
}

/**
 * Why the filings a remittance names cannot be paid, by field (`filingIds` when none is named, `filingIds.N`
 * for each one that cannot be paid); empty when every one can.
 * @throws never.
 * @example
 * ```ts
 * filingProblems(ctx, businessId, 'MX', [filingId]); // {}
 * ```
 */
export function filingProblems(
  ctx: SimContext,
  businessId: string,
  countryCode: string,
  filingIds: readonly string[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (filingIds.length === 0) problems.filingIds = 'must name at least one filing to pay';
  filingIds.forEach((id, index) => {
    const first = filingIds.indexOf(id);
    const problem =
      first < index
        ? `repeats filingIds.${first}`
        : unpayable(ctx, businessId, ctx.state.filings.get(id), countryCode);
    if (problem !== undefined) problems[`filingIds.${index}`] = problem;
  });
  return problems;
}

/**
 * What the named filings owe, in major units of the authority's currency: their totals, to the currency's minor
 * unit (a filing without lines owes a flat amount).
 * @throws never.
 * @example
 * ```ts
 * owedFor(ctx, [filingId], 'MXN'); // 27000
 * ```
 */
export function owedFor(ctx: SimContext, filingIds: readonly string[], currency: string): number {
  const scale = 10 ** exponentOf(currency);
  const minor = filingIds.reduce((sum, id) => {
    const total = ctx.state.filings.get(id)?.amounts?.total ?? PER_FILING;
    return sum + Math.round(total * scale);
  }, 0);
  return minor / scale;
}

/**
 * Throws the problems found, if any, as one refusal.
 * @throws SimulatorError (400 over HTTP) naming each field, the first problem in its message.
 * @example
 * ```ts
 * refuseRemittance({ 'filingIds.0': 'is not a filing of this business' });
 * ```
 */
export function refuseRemittance(problems: Record<string, string>): void {
  const [first] = Object.entries(problems);
  if (first === undefined) return;
  const [field, problem] = first;
  const message = field.startsWith('filingIds') ? problem : `${field} ${problem}`;
  throw new SimulatorError(`Invalid remittance: ${message}`, problems);
}
