import { OPERATION_INDEX } from '../../generated/operation-index.js';
import { visibleUpload } from '../request-scope.js';
import type { RouteContext } from '../router.js';
import { documentKey } from '../store/store.js';
import { documentOf } from './record-access.js';
import { isObject, type Wire } from './wire.js';

/*
 * A request body's references: a field that names a record by id (`personId`, `beneficiaryId`, `documentIds`…)
 * must name a record of the caller's business. A record of another business reads exactly as an unknown one,
 * so a refusal tells nothing about other tenants.
 */

type Owned = { businessId: string } | undefined;

/** One kind of record a body field may name: how it reads in a refusal, and whether an id names one. */
interface Reference {
  /** What the field must name, as a refusal says it (`a person of this business`). */
  readonly what: string;
  exists(rc: RouteContext, id: string): boolean;
  /** Why a record it names can no longer be used (an expired quote), if it cannot. */
  stale?(rc: RouteContext, id: string): string | undefined;
}

const ours = (rc: RouteContext, record: Owned) => record?.businessId === rc.principal.business.id;
const stored = (rc: RouteContext, collection: string, id: string) =>
  rc.ctx.state.records.get(`${rc.principal.business.id} ${collection}`)?.has(id) === true;

const TEMPLATES = '/v1/contract-templates';
const QUOTES = '/v1/fx-quotes';

/** The contract templates of the caller's business: its catalog, as `GET /v1/contract-templates` lists it. */
function templateIds(rc: RouteContext): string[] {
  let catalog = rc.ctx.state.documents.get(documentKey(rc.principal.business.id, TEMPLATES));
  if (catalog === undefined) {
    // Not listed yet: drawn now, as the first list would draw it, and kept for that list.
    const list = OPERATION_INDEX.find((e) => e.operation.method === 'GET' && e.operation.path === TEMPLATES);
    if (list === undefined) return [];
    const url = new URL(TEMPLATES, rc.url);
    catalog = documentOf({ ...rc, url, params: {}, query: url.searchParams }, list.operation, {
      businessId: rc.principal.business.id,
    });
  }
  const data = Array.isArray(catalog.data) ? catalog.data : [];
  return data.flatMap((template) =>
    isObject(template) && typeof template.id === 'string' ? [template.id] : [],
  );
}

const FILE: Reference = {
  what: 'a file id from POST /v1/files/upload-url',
  exists: (rc, id) => visibleUpload(rc, rc.ctx.state.uploads.get(id)),
};

/** Fields naming an uploaded file: `…FileId` (`addressProofFileId`), and a KYC's `idFileFront` / `idFileBack`. */
const FILE_FIELD = /(FileId|^idFile(Front|Back))$/;

/** The kinds of record body fields name, by field name (an array field `xIds` names records of `xId`). */
const REFERENCES: Readonly<Record<string, Reference>> = {
  personId: { what: 'a person of this business', exists: (rc, id) => ours(rc, rc.ctx.state.persons.get(id)) },
  userId: { what: 'a user of this business', exists: (rc, id) => ours(rc, rc.ctx.state.users.get(id)) },
  beneficiaryId: {
    what: 'a beneficiary of this business',
    exists: (rc, id) => stored(rc, '/v1/beneficiaries', id),
  },
  templateId: {
    what: 'a contract template of this business (GET /v1/contract-templates)',
    exists: (rc, id) => templateIds(rc).includes(id),
  },
  entityId: { what: 'an entity of this business', exists: (rc, id) => stored(rc, '/v1/entities', id) },
  contractId: { what: 'a contract of this business', exists: (rc, id) => stored(rc, '/v1/contracts', id) },
  externalAccountId: {
    what: 'an external account of this business',
    exists: (rc, id) => ours(rc, rc.ctx.state.externalAccounts.get(id)),
  },
  invoiceId: {
    what: 'an invoice of this business',
    exists: (rc, id) => ours(rc, rc.ctx.state.invoices.get(id)),
  },
  quoteId: {
    what: 'an FX quote of this business (POST /v1/fx-quotes)',
    exists: (rc, id) => stored(rc, QUOTES, id),
    stale: (rc, id) => {
      const quote = rc.ctx.state.records.get(`${rc.principal.business.id} ${QUOTES}`)?.get(id);
      const expires = Date.parse(String(quote?.expirationTimestamp));
      return expires <= rc.ctx.now()
        ? `expired at ${String(quote?.expirationTimestamp)}; ask POST ${QUOTES} for a new quote`
        : undefined;
    },
  },
  fileId: FILE,
  documentId: FILE,
};

/**
 * Beneficiaries below a user (`POST /v1/users/{userId}/transactions`) are the user's own: a path naming a user
 * reads `beneficiaryId` among that user's beneficiaries.
 */
function referenceAt(rc: RouteContext, field: string): Reference | undefined {
  const single = field.endsWith('Ids') ? field.slice(0, -1) : field;
  const userId = rc.params.userId;
  if (single === 'beneficiaryId' && userId !== undefined)
    return {
      what: 'a beneficiary of this user',
      exists: (scope, id) => stored(scope, `/v1/users/${encodeURIComponent(userId)}/beneficiaries`, id),
    };
  return REFERENCES[single] ?? (FILE_FIELD.test(single) ? FILE : undefined);
}

function walk(rc: RouteContext, value: unknown, at: string, into: Record<string, string>): void {
  const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : [];
  const fields = isObject(value) ? Object.entries(value) : entries;
  for (const [name, field] of fields) {
    const path = at === '' ? name : `${at}.${name}`;
    const reference = isObject(value) ? referenceAt(rc, name) : undefined;
    if (reference === undefined) {
      walk(rc, field, path, into);
      continue;
    }
    const ids = Array.isArray(field)
      ? field.map((id, i) => [`${path}.${i}`, id] as const)
      : [[path, field] as const];
    for (const [where, id] of ids) {
      if (typeof id !== 'string') continue;
      const problem = reference.exists(rc, id) ? reference.stale?.(rc, id) : `is not ${reference.what}`;
      if (problem !== undefined) into[where] = problem;
    }
  }
}

/**
 * Every field of a request body that names a record the caller's business does not hold, with why; `{}` when
 * every reference holds. Only string ids are read: a field of another type is the schema's to refuse.
 * @throws never.
 * @example
 * ```ts
 * referenceProblems(rc, { beneficiaryId: unknownId }); // { beneficiaryId: 'is not a beneficiary of this business' }
 * ```
 */
export function referenceProblems(rc: RouteContext, body: Wire): Record<string, string> {
  const problems: Record<string, string> = {};
  walk(rc, body, '', problems);
  return problems;
}

/**
 * Body fields named like references that these rules do not read, with why: identifiers of the outside world
 * (a tax id), catalogs the simulator does not keep, and references the routes serving them check themselves.
 */
export const UNREAD_ID_FIELDS: Readonly<Record<string, string>> = {
  taxId: 'a tax authority identifier, not a record',
  nationalId: 'an identity document number, not a record',
  socialSecurityId: 'an identity document number, not a record',
  fullId: 'an identity document number, not a record',
  registrationId: 'a company registry number, not a record',
  externalEmployeeId: "the integrator's own employee number, not a record",
  roleId: 'a role of the dashboard, which the simulator does not keep',
  filingTypeId: 'a filing type of the authority catalog, which the simulator does not keep',
  filingTypeIds: 'filing types of the authority catalog, which the simulator does not keep',
  businessId: 'the business the request resolved to, checked by the statutory routes (403/404)',
  payrollRunIds: 'payroll runs a filing covers, not checked yet',
  filingIds: 'filings a remittance pays, checked with their country and status by the remittance create',
};

/**
 * Whether a body field name is one the reference rules read.
 * @throws never.
 * @example
 * ```ts
 * isReferenceField('documentIds'); // true
 * ```
 */
export function isReferenceField(name: string): boolean {
  const single = name.endsWith('Ids') ? name.slice(0, -1) : name;
  return REFERENCES[single] !== undefined || FILE_FIELD.test(single);
}
