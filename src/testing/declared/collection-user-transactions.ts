import { decimalToMinor, isCurrency } from '../fx.js';
import { badRequest } from '../http-error.js';
import type { RouteContext } from '../router.js';

/*
 * A user's wallet transaction (`POST /v1/users/{userId}/transactions`) names its money as `amount` (what the
 * beneficiary gets) or `sourceAmount` (what leaves the wallet), each a positive decimal in
 * an ISO 4217 currency. One that breaks a rule is refused and forgotten.
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
 * Refuses (and removes) a created user transaction whose money breaks a rule.
 * @throws HttpError 400 naming the field: a non-positive or malformed value, a currency outside ISO 4217.
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
  if (Object.keys(problems).length === 0) return;
  const collection = `/v1/users/${encodeURIComponent(rc.params.userId ?? '')}/transactions`;
  rc.ctx.state.records.get(`${rc.principal.business.id} ${collection}`)?.delete(String(record.id));
  throw badRequest(problems);
}
