import { OPERATION_INDEX } from '../../../src/generated/operation-index.js';
import type { Operation } from '../../../src/internal/operation.js';
import {
  type PlannedOperation,
  planOperations,
  type Role,
  shapeOf,
} from '../../../src/testing/declared/operation-roles.js';
import type { MockServer, SimulatorFixtures } from '../../../src/testing/index.js';
import { completedRemittance, validParams } from './call-inputs.js';

/*
 * Every operation of the API map called over plain HTTP (fetch, no SDK), in an order where what a call needs
 * exists: creates first, deletes last. Inputs are valid ones drawn from each operation's declared params;
 * ids come from the default seed, else from what an earlier call of this run created or listed.
 */

/** One raw exchange: which operation, and the answer as it came off the wire. */
export interface RawExchange {
  readonly name: string;
  readonly method: string;
  /** The operation's path template (`/v1/persons/{personId}`). */
  readonly template: string;
  readonly url: string;
  readonly status: number;
  readonly contentType: string | null;
  /** The parsed JSON body, the text of another media type, or `undefined` when empty. */
  readonly body: unknown;
}

const ORDER: readonly Role[] = [
  'create',
  'list',
  'read',
  'document',
  'document-update',
  'update',
  'action',
  'command',
  'delete',
];

/** The API map's operations in call order. */
export const orderedPlans = (): PlannedOperation[] =>
  planOperations(OPERATION_INDEX).sort((a, b) => ORDER.indexOf(a.role) - ORDER.indexOf(b.role));

/** Ids the seeded data gives, by path parameter name. */
export function seededIds(fixtures: SimulatorFixtures): Record<string, string> {
  return {
    businessId: fixtures.businessId,
    business_id: fixtures.businessId,
    personId: fixtures.personIds[0] ?? '',
    person_id: fixtures.personIds[0] ?? '',
    userId: fixtures.userId,
    payrollId: fixtures.pendingPayrollId,
    id: fixtures.pendingPayrollId,
    filing_id: fixtures.blockedFilingId,
    remittance_id: fixtures.remittanceId,
    reimbursementId: fixtures.reimbursementId,
    requirement_id: fixtures.requirementId,
    milestoneId: fixtures.milestoneId,
    country_code: 'US',
    countryCode: 'US',
  };
}

/** Valid params for an operation (see {@link validParams}). */
function paramsFor(
  plan: PlannedOperation,
  known: Record<string, unknown>,
): Record<string, unknown> | undefined {
  if (plan.operation.params === undefined) return undefined;
  const context = { known, uuid: () => crypto.randomUUID(), now: Date.now(), optional: false };
  return validParams(plan.name, plan.operation.params(), context) as Record<string, unknown>;
}

function queryOf(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The URL path, query and JSON body of a call, split the way the operation declares. */
function requestOf(
  operation: Operation,
  ids: readonly string[],
  params: Record<string, unknown> | undefined,
) {
  let i = 0;
  const path = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(ids[i++] ?? ''));
  if (params === undefined) return { path, body: undefined };
  if (!operation.body) return { path: `${path}${queryOf(params)}`, body: undefined };
  const inQuery = new Set(operation.query ?? []);
  const query = Object.fromEntries(Object.entries(params).filter(([k]) => inQuery.has(k)));
  const body = Object.fromEntries(Object.entries(params).filter(([k]) => !inQuery.has(k)));
  // As the SDK does: a body the API deduplicates carries an idempotency key.
  if (operation.idempotencyKey && body.idempotencyKey === undefined)
    body.idempotencyKey = crypto.randomUUID();
  return { path: `${path}${queryOf(query)}`, body };
}

async function send(server: MockServer, plan: PlannedOperation, path: string, body: unknown) {
  const { operation } = plan;
  const response = await fetch(`${server.url}${path}`, {
    method: operation.method,
    headers: {
      authorization: `Bearer ${server.apiKey}`,
      accept: operation.accept ?? 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const contentType = response.headers.get('content-type');
  const text = await response.text();
  const json = contentType?.includes('json') === true && text !== '';
  return {
    name: plan.name,
    method: operation.method,
    template: operation.path,
    url: path,
    status: response.status,
    contentType,
    body: json ? (JSON.parse(text) as unknown) : text === '' ? undefined : text,
  };
}

/**
 * The record each action needs, in the state its machine moves it from, by operation and path parameter: the
 * seed's filing in review to approve, its blocked filing to cancel, its accepted filing to amend (and to read
 * the document of), its Former person to reinstate, its rejected identity to resubmit, and a completed
 * remittance (`completedRemittanceId`, see `completedRemittance`) to read the receipt of.
 */
export function actionIds(
  fixtures: SimulatorFixtures,
  completedRemittanceId = '',
): Record<string, Record<string, string>> {
  return {
    'statutory.filings.approve': { filing_id: fixtures.inReviewFilingId },
    'statutory.filings.cancel': { filing_id: fixtures.blockedFilingId },
    'statutory.filings.amend': { filing_id: fixtures.acceptedFilingId },
    'statutory.filings.document.get': { filing_id: fixtures.acceptedFilingId },
    'statutory.remittances.receipt.get': { remittance_id: completedRemittanceId },
    'persons.reinstate': { personId: fixtures.formerPersonId },
    'users.kyc.resubmit': { userId: fixtures.rejectedKycUserId },
  };
}

/** The body fields that name an uploaded file. */
const FILE_FIELDS = [
  'fileId',
  'frontFileId',
  'backFileId',
  'selfieFileId',
  'idFileFront',
  'idFileBack',
  'addressProofFileId',
  'addressFileId',
  'certificateOfIncorporationFileId',
  'identityFileId',
  'identityBackPageFileId',
  'ownershipDocumentFileId',
  'proofOfAddressFileId',
];

/**
 * The records a body may name, as an integration finds them: ids the API answered (a contract template from
 * its catalog, an FX quote, a file, a user's beneficiary) and the seed's, by the body field that names them.
 * `forOperation` holds the names one operation reads differently (a wallet transaction pays one of the user's
 * own beneficiaries).
 * @example
 * ```ts
 * const { known, forOperation } = await referencedIds((path, body) => callJson(path, body), fixtures);
 * ```
 */
export async function referencedIds(
  call: (path: string, body?: Record<string, unknown>) => Promise<Record<string, unknown>>,
  fixtures: SimulatorFixtures,
) {
  const firstId = (page: Record<string, unknown>) => String((page.data as { id: string }[])[0]?.id);
  const upload = await call('/v1/files/upload-url', {
    purpose: 'milestone-document',
    fileName: 'a.pdf',
    contentType: 'application/pdf',
  });
  const fileId = String(upload.fileId);
  const known: Record<string, unknown> = {
    ...Object.fromEntries(FILE_FIELDS.map((name) => [name, fileId])),
    templateId: firstId(await call('/v1/contract-templates')),
    quoteId: String((await call('/v1/fx-quotes', { from: 'USD', to: 'USD' })).id),
    beneficiaryId: fixtures.records.beneficiaryIds[0],
    contractId: fixtures.records.contractIds[0],
    entityId: fixtures.records.entityIds[0],
  };
  const userBeneficiary = firstId(await call(`/v1/users/${fixtures.userId}/beneficiaries`));
  // A tax form the user's list names (its download exists only for those).
  const forms = (await call(`/v1/users/${fixtures.userId}/tax-forms`)).data as { formId: string }[];
  known.formId = forms[0]?.formId;
  const signedContract = await call('/v1/files/upload-url', {
    purpose: 'contract',
    fileName: 'signed-contract.pdf',
    contentType: 'application/pdf',
  });
  const forOperation: Record<string, Record<string, unknown>> = {
    // A wallet transaction names its money once (the documents' oneOf): here, what leaves the wallet.
    'users.transactions.create': {
      beneficiaryId: userBeneficiary,
      sourceAmount: { value: '12.50', currency: 'USD' },
    },
    // Payment info names the details of its method; a wallet (the person's own user wallet) needs none.
    'persons.paymentInfo.update': { preferredMethod: 'wallet' },
    // A corridor the payment-methods catalog lists (its requirements exist for those only).
    'paymentRequirements.get': { countryCode: 'US', paymentMethod: 'ach', currency: 'USD' },
    // A contract's sender signs with a name and an e-mail (its schema leaves both optional; the service does not).
    'contracts.create': { name: 'Rosa Delgado', email: 'rosa.delgado@acme.example' },
    // A contract signed elsewhere is attached from a PDF uploaded for it.
    'contracts.upload': { fileId: String(signedContract.fileId) },
    // A filing names a filing type of its country's catalog.
    'statutory.filings.create': {
      countryCode: 'US',
      filingTypeId: firstId(await call('/v1/statutory/jurisdictions/US/filing-types')),
    },
    // A remittance pays an accepted return of its country that nothing pays yet.
    'statutory.remittances.create': { filingIds: [fixtures.payableFilingId], countryCode: 'GB' },
    // A business's lists are added to and renamed by name.
    'businesses.departments.create': { data: ['Engineering', 'Customer Success'] },
    'businesses.customFields.create': { data: ['Desk number'] },
    'businesses.departments.update': { name: 'Platform Engineering' },
    'businesses.customFields.update': { name: 'Badge number' },
  };
  return { known, forOperation };
}

/**
 * {@link referencedIds} over HTTP: reads and creates at `baseUrl` with `apiKey` (a GET without a body, a POST
 * with one).
 * @example
 * ```ts
 * const { known } = await referencedIdsAt(server.url, server.apiKey, fixtures);
 * ```
 */
export function referencedIdsAt(baseUrl: string, apiKey: string, fixtures: SimulatorFixtures) {
  return referencedIds(async (path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as Record<string, unknown>;
  }, fixtures);
}

/** Prepares what some calls need beyond the seed (an uploaded file, a second pending invoice); returns ids. */
async function prepare(server: MockServer) {
  const { simulator } = server;
  const { fixtures } = simulator;
  const ids = seededIds(fixtures);
  const references = await referencedIdsAt(server.url, server.apiKey, fixtures);
  ids.fileId = String(references.known.fileId);
  ids.formId = String(references.known.formId);
  ids.invoiceId = fixtures.invoiceId;
  ids.completedRemittanceId = completedRemittance(simulator);
  // A second pending invoice: the review may reject the seeded one, and a rejected invoice cannot be cancelled.
  ids.cancelledInvoiceId = simulator.invoices.submit({
    personId: fixtures.personIds[0] as string,
    amount: { amount: 50_000, currency: 'USD' },
  }).id;
  return { ids, references };
}

function idsFor(
  plan: PlannedOperation,
  ids: Record<string, string>,
  created: Map<string, string>,
  server: MockServer,
) {
  const { operation } = plan;
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  return names.map((name) => {
    const fromCollection = created.get(
      shapeOf(operation.path.slice(0, operation.path.indexOf(`/{${name}}`))),
    );
    if (name === 'personId' && plan.name.startsWith('persons.milestones'))
      return server.simulator.fixtures.milestoneContractorId;
    const forAction = actionIds(server.simulator.fixtures, ids.completedRemittanceId)[plan.name]?.[name];
    if (forAction !== undefined) return forAction;
    if (plan.name === 'invoices.cancel') return ids.cancelledInvoiceId ?? '';
    // The sandbox deposits into an account the user's list showed.
    if (name === 'virtualAccountId') return created.get('/v1/users/{}/virtual-accounts') ?? '';
    if (plan.role === 'delete' && name === names.at(-1)) return fromCollection ?? ids[name] ?? '';
    return ids[name] ?? fromCollection ?? crypto.randomUUID();
  });
}

/**
 * Calls each of the API map's operations once over HTTP and returns every answer, in call order.
 * @example
 * ```ts
 * const exchanges = await callEveryOperation(await startMockServer());
 * ```
 */
export async function callEveryOperation(server: MockServer): Promise<RawExchange[]> {
  const { ids, references } = await prepare(server);
  const created = new Map<string, string>();
  const known = {
    ...references.known,
    businessId: server.simulator.fixtures.businessId,
    personId: server.simulator.fixtures.personIds[0],
    currency: 'USD',
    // A decimal amount the seed's balances cover (a reserve beyond the available balance is refused).
    value: '12.50',
    code: 'NG-BANK-001',
    // Deposits are pulled from an active external account of the business (an unknown one is refused).
    externalAccountId: server.simulator.fixtures.externalAccountIds[0],
    // A platform transfer moves money between two tenants of the platform (an unknown one is refused).
    sourceTenantKey: server.simulator.fixtures.tenantKey,
    destinationTenantKey: server.simulator.fixtures.childTenantKey,
    // A pay day to come (a payroll is not saved with a past one).
    payrollDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  };
  const exchanges: RawExchange[] = [];
  for (const plan of orderedPlans()) {
    const { path, body } = requestOf(
      plan.operation,
      idsFor(plan, ids, created, server),
      paramsFor(plan, { ...known, ...references.forOperation[plan.name] }),
    );
    const exchange = await send(server, plan, path, body);
    exchanges.push(exchange);
    const result = exchange.body as Record<string, unknown> | undefined;
    const listed = Array.isArray(result) ? result : result?.data;
    const first = Array.isArray(listed) ? (listed[0] as { id?: unknown } | undefined) : undefined;
    // A create answers its record, or the items it added (`{ data: [{ id, name }] }`, departments).
    const made = typeof result?.id === 'string' ? result.id : first?.id;
    if (plan.role === 'create' && typeof made === 'string') created.set(plan.collection ?? plan.shape, made);
    if (plan.role === 'list' && typeof first?.id === 'string' && !created.has(plan.shape))
      created.set(plan.shape, first.id);
  }
  return exchanges;
}
