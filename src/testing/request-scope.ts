import type { Principal } from './auth.js';
import { forbidden, notFound } from './http-error.js';
import type { RouteContext } from './router.js';
import type { Actor, PersonRecord, UploadRecord } from './store/records.js';
import type { BodyReader } from './validate.js';

/** A 3-letter currency code. */
export const CURRENCY = /^[A-Z]{3}$/;

/**
 * The actor recorded for a change made through the API.
 * @throws never.
 * @example
 * ```ts
 * submitBusinessFields(ctx, id, 'US', fields, actorOf(rc.principal));
 * ```
 */
export function actorOf(principal: Principal): Actor {
  return { type: 'user', id: principal.user?.id ?? principal.key.id };
}

/**
 * Checks that a business id named in a path or query is the business the request resolved to.
 * @throws HttpError 404 for an unknown business, 403 for another business.
 * @example
 * ```ts
 * requireResolvedBusiness(rc, rc.params.businessId);
 * ```
 */
export function requireResolvedBusiness(rc: RouteContext, businessId: string): void {
  if (businessId === rc.principal.business.id) return;
  if (!rc.ctx.state.businesses.has(businessId)) throw notFound('business', businessId);
  throw forbidden(
    `Business ${businessId} is not the business this request resolved to; select it with X-MultiTenantKey`,
  );
}

/**
 * A person of the resolved business that the caller may see (a User token: only its own person).
 * @throws HttpError 404 for a person of no or another business, 403 for a User token's other persons.
 * @example
 * ```ts
 * const person = visiblePerson(rc, rc.params.personId);
 * ```
 */
export function visiblePerson(rc: RouteContext, personId: string): PersonRecord {
  const person = rc.ctx.state.persons.get(personId);
  if (person === undefined || person.businessId !== rc.principal.business.id)
    throw notFound('person', personId);
  const user = rc.principal.user;
  if (rc.principal.key.kind === 'user' && user?.personId !== personId) {
    throw forbidden('User tokens can only access their own person');
  }
  return person;
}

/**
 * A record of the resolved business, or 404.
 * @throws HttpError 404 when the record is unknown or belongs to another business.
 * @example
 * ```ts
 * const payroll = ownRecord(rc, rc.ctx.state.payrolls, rc.params.payrollId, 'payroll');
 * ```
 */
export function ownRecord<T extends { businessId: string }>(
  rc: RouteContext,
  map: Map<string, T>,
  id: string,
  what: string,
): T {
  const record = map.get(id);
  if (record === undefined || record.businessId !== rc.principal.business.id) throw notFound(what, id);
  return record;
}

/**
 * Whether the caller may see an uploaded file: one of the resolved business, and for a User token one its own
 * user uploaded (a business's files are out of a User token's reach, as its other records are).
 * @throws never.
 * @example
 * ```ts
 * if (!visibleUpload(rc, upload)) throw notFound('file', id);
 * ```
 */
export function visibleUpload(rc: RouteContext, upload: UploadRecord | undefined): upload is UploadRecord {
  if (upload === undefined || upload.businessId !== rc.principal.business.id) return false;
  return rc.principal.key.kind !== 'user' || upload.userId === rc.principal.user?.id;
}

/**
 * Checks that a file id names a file of the resolved business, uploaded with the given purpose; records a
 * field problem on `read` otherwise.
 * @throws never.
 * @example
 * ```ts
 * checkUploadedFile(rc, read, 'documentIds.0', id, 'milestone-document');
 * ```
 */
export function checkUploadedFile(
  rc: RouteContext,
  read: BodyReader,
  path: string,
  fileId: unknown,
  purpose: string,
): UploadRecord | undefined {
  const upload = typeof fileId === 'string' ? rc.ctx.state.uploads.get(fileId) : undefined;
  if (!visibleUpload(rc, upload)) {
    return read.fail(path, 'is not a file id from POST /v1/files/upload-url');
  }
  if (!upload.uploaded) return read.fail(path, 'has not been uploaded yet');
  if (upload.purpose !== purpose)
    return read.fail(path, `was uploaded with purpose ${upload.purpose}, not ${purpose}`);
  return upload;
}

/**
 * Who handled a review: the user of a User token, else the key id.
 * @throws never.
 * @example
 * ```ts
 * reviewInvoice(ctx, id, 'approve', undefined, handledBy(rc.principal));
 * ```
 */
export function handledBy(principal: Principal): string {
  return principal.user?.id ?? principal.key.id;
}

/** An empty 204 answer. */
export const NO_CONTENT = Object.freeze({ status: 204 });
