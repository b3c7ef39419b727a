import { SimulatorError } from '../context.js';
import { decimalToMinor, isCurrency } from '../fx.js';
import { badRequest } from '../http-error.js';
import { payUserTransaction } from '../machines/payouts.js';
import type { RouteContext } from '../router.js';

/*
 * A user's wallet transaction (`POST /v1/users/{userId}/transactions`) names its money as `amount` (what the
 * beneficiary gets) or `sourceAmount` (what leaves the wallet), each a positive decimal in
 * an ISO 4217 currency. It is priced through its FX quote and paid from the user's wallet in the quote's `from`
 * currency (machines/payouts.ts). One that breaks a rule, or that the wallet cannot cover, is refused and
 * forgotten.
 */

type Wire = Record<string, unknown>;

function moneyProblems(field: string, value: unknown): Record<string, string> {
  if (value === undefined) return {};
  const { value: amount, currency } = value as { value?: unknown; currency?: unknown };
  if (typeof currency !== 'string' || !isCurrency(currency))
    return { [`${field}.currency`]: `${String(currency)} is not an ISO 4217 currency code` };
  const minor = typeof amount === 'string' ? decimalToMinor(amount, currency) : undefined;
  if (minor === undefined || minor <= 0)
    return { [`${field}.value`]: `must be a positive decimal amount in ${currency}` };
  return {};
}

/**
 * Pays a created user transaction from the user's wallet, or refuses (and removes) it.
 * @throws HttpError 400 naming the field: a non-positive or malformed value, a currency outside ISO 4217, an
 * amount the user's wallet cannot cover.
 * @example
 * ```ts
 * checkUserTransaction(rc, record);
 * ```
 */
export function checkUserTransaction(rc: RouteContext, record: Wire): void {
  const problems: Record<string, string> = {
    ...moneyProblems('amount', record.amount),
    ...moneyProblems('sourceAmount', record.sourceAmount),
  };
  const source = record.sourceCurrency;
  if (source !== undefined && (typeof source !== 'string' || !isCurrency(source)))
    problems.sourceCurrency = `${String(source)} is not an ISO 4217 currency code`;
  const userId = rc.params.userId ?? '';
  const businessId = rc.principal.business.id;
  const forget = () =>
    rc.ctx.state.records
      .get(`${businessId} /v1/users/${encodeURIComponent(userId)}/transactions`)
      ?.delete(String(record.id));
  if (Object.keys(problems).length > 0) {
    forget();
    throw badRequest(problems);
  }
  try {
    const sent = typeof rc.body === 'object' && rc.body !== null ? (rc.body as Wire) : record;
    payUserTransaction(rc.ctx, { businessId, userId }, record, sent);
  } catch (error) {
    forget();
    if (error instanceof SimulatorError) throw badRequest(error.params ?? { amount: error.message });
    throw error;
  }
}
