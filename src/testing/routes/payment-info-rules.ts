import type { FieldMessages, SimContext } from '../context.js';
import type { PersonRecord } from '../store/records.js';
import { documentKey } from '../store/store.js';
import { CATALOG } from './catalog.js';

/*
 * What a person's payment info must say before it is stored: the details of the method it prefers (a `momo`
 * object for `momo`), and a method the payment-methods catalog offers in the country the person lives in. A
 * wallet is the person's own user wallet: it needs no details and is offered everywhere. Methods the catalog has
 * no word for (`wire`) and countries it does not list are not judged.
 */

/** The parts of a person that carry an address, oldest first (a later one is the person's current address). */
const ADDRESSED = ['(created)', 'basicInfo'] as const;

/** The country a person lives in, as their latest stored address says. */
function countryOf(ctx: SimContext, person: PersonRecord): string | undefined {
  let country: string | undefined;
  for (const part of ADDRESSED) {
    const doc = ctx.state.documents.get(documentKey(person.businessId, `/v1/persons/${person.id}/${part}`));
    const code = (doc?.address as { countryCode?: unknown } | undefined)?.countryCode;
    if (typeof code === 'string') country = code.toUpperCase();
  }
  return country;
}

/**
 * Why a person's payment info cannot be stored, by field; `undefined` when it can.
 * @throws never.
 * @example
 * ```ts
 * paymentInfoProblems(ctx, person, { preferredMethod: 'momo' }); // { momo: 'is required when …' }
 * ```
 */
export function paymentInfoProblems(
  ctx: SimContext,
  person: PersonRecord,
  info: Record<string, unknown>,
): FieldMessages | undefined {
  const method = String(info.preferredMethod);
  if (method === 'wallet') return undefined;
  const details = info[method];
  if (typeof details !== 'object' || details === null)
    return { [method]: `is required when preferredMethod is ${method}: the account to pay` };
  const country = countryOf(ctx, person);
  const offered = CATALOG.find((c) => c.country === country)?.paymentMethods.filter(
    (m) => m.status === 'active',
  );
  const known = CATALOG.some((c) => c.paymentMethods.some((m) => m.type === method));
  if (offered === undefined || !known || offered.some((m) => m.type === method)) return undefined;
  const listed = [...new Set(offered.map((m) => m.type))].join(', ');
  return {
    preferredMethod: `${method} is not offered in ${country} (GET /v1/payment-methods?countryCode=${country} lists ${listed})`,
  };
}
