import { servedLink, uploadLink } from '../declared/linked-documents.js';
import { badRequest } from '../http-error.js';
import { satisfyRequirement } from '../machines/requirements.js';
import { actorOf, checkUploadedFile, NO_CONTENT, visiblePerson } from '../request-scope.js';
import type { Route, RouteContext } from '../router.js';
import { documentKey } from '../store/store.js';
import { BodyReader } from '../validate.js';
import { declaredParams } from './declared.js';

/*
 * A person's statutory fields per country: empty until written, then read back as written (a file reference,
 * which must name a file uploaded for a statutory document, gains its download link); supplying the field a
 * worker requirement asks for satisfies it.
 */

type Wire = Record<string, unknown>;

/**
 * A stored field as the read shows it: a file reference gains the download link of the file it names (the
 * bytes uploaded, served by the simulator below the request's base for an hour of the clock, like
 * `GET /v1/files/{fileId}`'s `getUrl`).
 * @throws never.
 * @example
 * ```ts
 * fieldView(rc, { fileId }); // { fileId, url: 'http://127.0.0.1:4010/_files/uploads/…', fileUploaded: true }
 * ```
 */
export function fieldView(rc: RouteContext, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { fileId } = value as { fileId?: unknown };
  const upload = rc.ctx.state.uploads.get(String(fileId));
  // A file the simulator never reserved (written through the control API): its link answers 404 naming it.
  if (upload === undefined)
    return {
      fileId,
      url: servedLink(rc, `uploads/${encodeURIComponent(String(fileId))}`).url,
      fileUploaded: false,
    };
  return { fileId, url: uploadLink(rc, upload), fileUploaded: upload.uploaded };
}

/**
 * Checks the file references among written statutory fields: each names a file of the business uploaded with
 * purpose `statutory-document`; records a field problem on `read` otherwise.
 * @throws never.
 * @example
 * ```ts
 * checkFieldFiles(rc, read, { idCard: { fileId } });
 * ```
 */
export function checkFieldFiles(rc: RouteContext, read: BodyReader, fields: Wire): void {
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') continue;
    const fileId = read.value(`fields.${name}.fileId`);
    if (fileId === undefined) read.fail(`fields.${name}`, 'must be a string or an object with a fileId');
    else checkUploadedFile(rc, read, `fields.${name}.fileId`, fileId, 'statutory-document');
  }
}

function target(rc: RouteContext) {
  const personId = rc.params.person_id ?? '';
  const countryCode = (rc.params.country_code ?? '').toUpperCase();
  if (!/^[A-Z]{2}$/.test(countryCode))
    throw badRequest({ country_code: 'must be an ISO 3166-1 alpha-2 country code' });
  const person = visiblePerson(rc, personId);
  const key = documentKey(person.businessId, `/v1/statutory/persons/${personId}/fields/${countryCode}`);
  return { personId, countryCode, key };
}

function read(rc: RouteContext) {
  declaredParams(rc, 'statutory.persons.fields.get');
  const { personId, countryCode, key } = target(rc);
  const stored = rc.ctx.state.documents.get(key) ?? {};
  const fields = Object.fromEntries(
    Object.entries(stored).map(([name, value]) => [name, fieldView(rc, value)]),
  );
  return { status: 200, body: { entityType: 'person', entityId: personId, countryCode, fields } };
}

function write(rc: RouteContext) {
  const params = declaredParams(rc, 'statutory.persons.fields.update');
  const { personId, countryCode, key } = target(rc);
  const fields = structuredClone(params.fields ?? {}) as Wire;
  const files = new BodyReader(rc.body);
  checkFieldFiles(rc, files, fields);
  files.done();
  rc.ctx.state.documents.set(key, { ...rc.ctx.state.documents.get(key), ...fields });
  for (const requirement of rc.ctx.state.requirements.values()) {
    const asks = requirement.affectedPersons.some(
      (p) => p.personId === personId && Object.hasOwn(fields, p.missingField),
    );
    if (requirement.status === 'outstanding' && requirement.countryCode === countryCode && asks)
      satisfyRequirement(rc.ctx, requirement.id, actorOf(rc.principal));
  }
  return NO_CONTENT;
}

/** A person's statutory fields. */
export const statutoryFieldRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/v1/statutory/persons/{person_id}/fields/{country_code}',
    access: 'business',
    handle: read,
  },
  {
    method: 'PUT',
    path: '/v1/statutory/persons/{person_id}/fields/{country_code}',
    access: 'business',
    handle: write,
  },
];
