import { fullPersonView } from '../declared/person-view.js';
import { badRequest } from '../http-error.js';
import type { RouteContext } from '../router.js';
import type { PersonRecord } from '../store/records.js';
import { CATALOG } from './catalog.js';

/*
 * What a person's payment info must say before it is stored: the details of the method it prefers (a `momo`
 * object for `momo`), and a method the payment-methods catalog offers in the country of the person's address.
 * A wallet is the person's own user wallet: it needs no details and is offered everywhere. `wire` (a word the
 * catalog does not have) and countries the catalog does not list are not judged by country.
 */

/**
 * Refuses payment info that cannot pay the person, before anything is stored.
 * @throws HttpError 400 naming the missing details object, or `preferredMethod` with what the country offers.
 * @example
 * ```ts
 * requirePayable(rc, person, { preferredMethod: 'momo' }); // throws 400: momo is required with …
 * ```
 */
export function requirePayable(rc: RouteContext, person: PersonRecord, info: Record<string, unknown>): void {
  const method = String(info.preferredMethod);
  if (method !== 'wallet' && typeof info[method] !== 'object')
    throw badRequest({ [method]: `is required with preferredMethod ${method}` });
  const country = (fullPersonView(rc, person).address as { countryCode?: string } | undefined)?.countryCode;
  const offered = CATALOG.find((c) => c.country === country)
    ?.paymentMethods.filter((m) => m.status === 'active')
    .map((m) => m.type);
  if (offered !== undefined && !['wallet', 'wire', ...offered].includes(method))
    throw badRequest({
      preferredMethod: `${method} is not offered in ${country}, which offers ${offered.join(', ')}`,
    });
}
