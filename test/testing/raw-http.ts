import { OPERATION_INDEX } from '../../src/generated/operation-index.js';
import { type PlannedOperation, planOperations } from '../../src/testing/declared/operation-roles.js';
import type { MockServer, SimulatorFixtures } from '../../src/testing/index.js';
import { type DocumentedApi, placeholderFindings } from './support/documented.js';
import { referencedIds } from './support/raw-calls.js';
import { documentedApi } from './support/verdicts.js';

/* Calls to the simulator over plain HTTP (fetch), without the SDK: its lenient parsing cannot hide a field. */

/** Every operation with its role (list, read, create…). */
export const PLANS: readonly PlannedOperation[] = planOperations(OPERATION_INDEX);

/** One answer: status and parsed JSON body (`undefined` when empty). */
export interface RawAnswer {
  status: number;
  body: unknown;
}

/** Sends one request with the server's Platform key; `query` goes in the URL, `body` as JSON. */
export async function call(
  server: MockServer,
  method: string,
  path: string,
  options: { query?: Record<string, string>; body?: unknown; apiKey?: string } = {},
): Promise<RawAnswer> {
  const url = new URL(path, server.url);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${options.apiKey ?? server.apiKey}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/** Fills a path template from `ids` by parameter name. */
export function fill(template: string, ids: Readonly<Record<string, string>>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const id = ids[name];
    if (id === undefined) throw new Error(`no id for {${name}} in ${template}`);
    return encodeURIComponent(id);
  });
}

/** Ids of the default seed, by path parameter name. */
export function seedIds(fixtures: SimulatorFixtures): Record<string, string> {
  const person = fixtures.personIds[0] ?? '';
  return {
    businessId: fixtures.businessId,
    business_id: fixtures.businessId,
    personId: person,
    person_id: person,
    userId: fixtures.userId,
    payrollId: fixtures.pendingPayrollId,
    filing_id: fixtures.blockedFilingId,
    remittance_id: fixtures.remittanceId,
    requirement_id: fixtures.requirementId,
    invoiceId: fixtures.invoiceId,
    reimbursementId: fixtures.reimbursementId,
    country_code: 'US',
    countryCode: 'US',
  };
}

/** The records of a list answer: the array itself, its `data`, or its one array field. */
export function itemsOf(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.data)) return record.data;
  const arrays = Object.values(record).filter(Array.isArray);
  return arrays.length === 1 ? arrays[0] : undefined;
}

/**
 * The leaves of `sent` that `read` shows with another value (`path: sent → read`); leaves `read` leaves out
 * are not compared. `present` counts the leaves compared.
 */
export function differences(sent: unknown, read: unknown, path = ''): { diffs: string[]; present: number } {
  // Arrays are compared element by element when the read has as many (a read may add an id to each line).
  const sameLength = Array.isArray(sent) && Array.isArray(read) && sent.length === read.length;
  if (typeof sent !== 'object' || sent === null || (Array.isArray(sent) && !sameLength)) {
    if (read === undefined) return { diffs: [], present: 0 };
    const same = JSON.stringify(sent) === JSON.stringify(read);
    return { diffs: same ? [] : [`${path}: ${JSON.stringify(sent)} → ${JSON.stringify(read)}`], present: 1 };
  }
  const result = { diffs: [] as string[], present: 0 };
  const other = (typeof read === 'object' && read !== null ? read : {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(sent)) {
    const inner = differences(value, other[name], path === '' ? name : `${path}.${name}`);
    result.diffs.push(...inner.diffs);
    result.present += inner.present;
  }
  return result;
}

/** Fails with the call when the status is not the expected one (`'2xx'`: any success); returns the body. */
export async function expectStatus(
  answer: Promise<RawAnswer>,
  status: number | '2xx',
  what: string,
  // biome-ignore lint/suspicious/noExplicitAny: the tests read raw JSON bodies field by field.
): Promise<any> {
  const { status: got, body } = await answer;
  const ok = status === '2xx' ? got >= 200 && got < 300 : got === status;
  if (!ok) throw new Error(`${what}: expected ${status}, got ${got} ${JSON.stringify(body)}`);
  return body;
}

let judge: Promise<DocumentedApi> | undefined;

/**
 * Compiles the documents' judge ahead of the calls: compiling blocks the process for seconds, and a server
 * connection left idle that long may be closed just as the next call reuses it (`ECONNRESET`).
 */
export async function warmJudge(): Promise<void> {
  judge ??= documentedApi();
  await judge;
}

/**
 * What the snapshot's documents find wrong with an answer (status, schema with formats and enums,
 * placeholders); `[]` when it is as documented.
 */
export async function documentedFindings(method: string, template: string, answer: RawAnswer) {
  judge ??= documentedApi();
  const api = await judge;
  const raw = { status: answer.status, contentType: 'application/json', body: answer.body };
  return [...api.check(method, template, raw), ...placeholderFindings(answer.body, api.enumValues)];
}

/** The answer body of a call that must succeed (GET without a body, POST with one). */
async function json(server: MockServer, path: string, body?: Record<string, unknown>) {
  const answer = await call(server, body === undefined ? 'GET' : 'POST', path, { body });
  if (answer.status >= 300)
    throw new Error(`${path}: answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as Record<string, unknown>;
}

/** The id of a file the business uploaded (`POST /v1/files/upload-url`), for a body that names one. */
export async function uploadedFileId(server: MockServer, purpose = 'kyc-id-front'): Promise<string> {
  const upload = { purpose, fileName: 'document.pdf', contentType: 'application/pdf' };
  return String((await json(server, '/v1/files/upload-url', upload)).fileId);
}

/** The id of an FX quote the business asked for (`POST /v1/fx-quotes`), for a payout or a transaction. */
export async function fxQuoteId(server: MockServer, from = 'USD', to = 'USD'): Promise<string> {
  return String((await json(server, '/v1/fx-quotes', { from, to })).id);
}

/** The id of the first contract template of the business's catalog (`GET /v1/contract-templates`). */
export async function contractTemplateId(server: MockServer): Promise<string> {
  return String(((await json(server, '/v1/contract-templates')).data as { id: string }[])[0]?.id);
}

/** The records bodies name, by field (see `referencedIds`), for bodies drawn from their schemas. */
export function referencesOf(server: MockServer) {
  return referencedIds((path, body) => json(server, path, body), server.simulator.fixtures);
}
