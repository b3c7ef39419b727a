import { removeExternalAccount } from '../machines/external-accounts.js';
import { type AdminInput, createAdmin } from '../machines/users.js';
import { visibleUpload } from '../request-scope.js';
import type { RouteContext } from '../router.js';
import type {
  BusinessRecord,
  ReimbursementRecord,
  RemittanceRecord,
  UploadRecord,
  UserRecord,
} from '../store/records.js';
import { businessListCollection, businessView } from './collection-business-lists.js';
import { contractCollection } from './collection-contracts.js';
import { filingCollection } from './collection-filings.js';
import { requestVirtualAccount } from './collection-hooks.js';
import { payrollCollection } from './collection-payrolls.js';
import { personCollection } from './collection-persons.js';
import { reimbursementView } from './collection-reimbursements.js';
import { remittanceFrom } from './collection-remittances.js';
import { invoiceCollection, milestoneCollection, reimbursementCollection } from './collection-reviews.js';
import { fileView, remittanceView } from './linked-documents.js';
import { userView } from './user-view.js';

/*
 * The collections whose records the hand-written routes and state machines own (persons, payrolls,
 * filings…): operations served from their declarations read and change those same records, so a person
 * created through `persons.create` is the one `persons.get` and the payroll machine see. An action
 * (`POST …/{id}/<verb>`) is served only by its collection's `actions`, each a move of a state machine.
 */

type Owned = { businessId: string } & Record<string, unknown>;

import type { Collection } from './collection.js';

export type { Collection } from './collection.js';

const mapOf = <T extends { businessId: string }>(map: Map<string, T>) => map as unknown as Map<string, Owned>;

/**
 * Whether a User token may see a record: one that names a person (an invoice, a claim, a user) is the token's
 * user's own only; records that name none are the access rules' to allow or refuse.
 */
function visibleToUser(rc: RouteContext, record: Owned): boolean {
  const { key, user } = rc.principal;
  if (key?.kind !== 'user' || typeof record.personId !== 'string') return true;
  return record.personId === user?.personId;
}

/** The records of `map` that belong to the request's business (and match `extra`), by id. */
function scoped(map: Map<string, Owned>, rc: RouteContext, extra?: (r: Owned) => boolean, key = 'id') {
  const out = new Map<string, Owned>();
  for (const record of map.values()) {
    if (record.businessId !== rc.principal.business.id || (extra && !extra(record))) continue;
    if (!visibleToUser(rc, record)) continue;
    out.set(String(record[key]), record);
  }
  return out;
}

/** The simulator's own collections, by collection path (parameters written `{}`). */
export const COLLECTIONS: Readonly<Record<string, Collection>> = {
  '/v1/businesses': {
    records: (rc) => {
      const out = new Map<string, Owned>();
      const business = rc.principal.business;
      out.set(business.id, { ...business, businessId: business.id } as unknown as Owned);
      return out;
    },
    view: (record, rc) => businessView(record as unknown as BusinessRecord, rc),
  },
  '/v1/businesses/{}/departments': businessListCollection('departments'),
  '/v1/businesses/{}/customFields': businessListCollection('customFields'),
  '/v1/persons': personCollection((rc) => scoped(mapOf(rc.ctx.state.persons), rc)),
  '/v1/users': {
    records: (rc) => scoped(mapOf(rc.ctx.state.users), rc),
    actions: { 'virtual-accounts': (rc, id, params) => requestVirtualAccount(rc, id, params) },
  },
  // Administrators are users tied to no person: created, read and listed as users, removed here.
  '/v1/users/admins': {
    records: (rc) => scoped(mapOf(rc.ctx.state.users), rc, (u) => u.personId === undefined),
    view: (record) => userView(record as unknown as UserRecord),
    create: (rc, params) =>
      createAdmin(rc.ctx, rc.principal.business.id, params as unknown as AdminInput) as unknown as Owned,
    remove: (rc, id) => rc.ctx.state.users.delete(id),
  },
  '/v1/sandbox/users': {
    records: (rc) => scoped(mapOf(rc.ctx.state.users), rc),
    remove: (rc, id) => rc.ctx.state.users.delete(id),
  },
  '/v1/payrolls': payrollCollection((rc) => scoped(mapOf(rc.ctx.state.payrolls), rc, undefined, 'payrollId')),
  '/v1/invoices': invoiceCollection((rc) => scoped(mapOf(rc.ctx.state.invoices), rc)),
  '/v1/reimbursements': {
    ...reimbursementCollection((rc) => scoped(mapOf(rc.ctx.state.reimbursements), rc)),
    view: (record, rc) => reimbursementView(record as unknown as ReimbursementRecord, rc),
  },
  '/v1/contracts': contractCollection,
  '/v1/files': {
    // A User token reads only the files its own user uploaded: any other reads as unknown (404).
    records: (rc) =>
      scoped(
        mapOf(rc.ctx.state.uploads),
        rc,
        (u) => visibleUpload(rc, u as unknown as UploadRecord),
        'fileId',
      ),
    view: (record, rc) => fileView(rc, record as unknown as UploadRecord),
  },
  '/v1/persons/{}/milestones': milestoneCollection((rc) =>
    scoped(mapOf(rc.ctx.state.milestones), rc, (m) => m.personId === rc.params.personId),
  ),
  '/v1/businesses/{}/external-accounts': {
    records: (rc) => scoped(mapOf(rc.ctx.state.externalAccounts), rc),
    remove: (rc, id) => {
      removeExternalAccount(rc.ctx, id);
    },
  },
  '/v1/statutory/filings': filingCollection((rc) => scoped(mapOf(rc.ctx.state.filings), rc)),
  '/v1/statutory/remittances': {
    records: (rc) => scoped(mapOf(rc.ctx.state.remittances), rc),
    create: (rc, params) => remittanceFrom(rc, params) as unknown as Owned,
    view: (record, rc) => remittanceView(rc, record as unknown as RemittanceRecord),
  },
  '/v1/statutory/requirements': { records: (rc) => scoped(mapOf(rc.ctx.state.requirements), rc) },
};

/**
 * Writes to a document that also move a state machine, by `METHOD path` (parameters written `{}`): the write is
 * stored first, then the move runs.
 */
export const DOCUMENT_MOVES: Readonly<Record<string, (rc: RouteContext) => void>> = {};
