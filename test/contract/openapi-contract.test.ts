import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError, type RequestOptions, WorkforceClient } from '../../src/index.js';
import { API_KEY, CASES, type ContractCase, EXTRA_METHODS, TENANT_KEY } from './cases.js';
import {
  declaresTenant,
  expectAccepted,
  expectUpload,
  explain,
  listedDefects,
  servingDefectiveExamples,
  violationKey,
  violationsOf,
} from './expectations.js';
import { type DocumentName, loadDocuments, type OpenApiDocument } from './openapi.js';
import { type PrismMock, startPrism } from './prism.js';
import { createRecorder, describeExchanges } from './recorder.js';

/*
 * Contract test: every SDK method runs against Prism mocks of the vendor's published OpenAPI documents. The
 * request must be accepted (documented method and path, declared query names, required headers, a body valid
 * against the request schema, no undeclared body fields) and every documented success example must parse
 * through the SDK's schemas with `validateResponses: 'strict'`.
 */

/** SDK methods no mock can check as they are, each with the reason; asserted below as far as possible. */
const KNOWN_DIFFERENCES = [
  {
    method: 'client.balances.list',
    reason: 'GET /v1/balances is named by the spec but declared by none of the published documents',
  },
] as const;

const BUSINESS_ID = '4f2c9a10-6d3e-4b8f-9c21-57e0aa14d2c8';
const documents = loadDocuments();
const mocks = new Map<DocumentName, PrismMock>();
const doc = (name: DocumentName): OpenApiDocument => documents.get(name)!;
const mock = (name: DocumentName): PrismMock => mocks.get(name)!;

beforeAll(async () => {
  const needed = [...new Set(CASES.flatMap((c) => c.documents))];
  const started = await Promise.allSettled(needed.map((name) => startPrism(doc(name).file)));
  started.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') mocks.set(needed[index]!, outcome.value);
  });
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}, 90_000);

afterAll(async () => {
  await Promise.all([...mocks.values()].map((m) => m.stop()));
}, 30_000);

function clientFor(name: DocumentName, fetch: typeof globalThis.fetch): WorkforceClient {
  return new WorkforceClient({
    apiKey: API_KEY,
    baseUrl: mock(name).url,
    tenantKey: TENANT_KEY,
    logLevel: 'off',
    validateResponses: 'strict',
    maxRetries: 0,
    fetch,
  });
}

async function runCase(c: ContractCase, name: DocumentName, example: string | undefined): Promise<void> {
  const document = doc(name);
  const [verb, template] = c.operation.split(' ') as [string, string];
  const operation = document.operation(verb, template);
  expect(operation, `${name} declares ${c.operation}`).toBeDefined();

  const recorder = createRecorder();
  const options: RequestOptions = {
    ...(example === undefined ? {} : { headers: { Prefer: `example=${example}` } }),
    ...(declaresTenant(operation) ? {} : { tenantKey: null }),
  };
  const defects = listedDefects(c, name, example);
  // What the document shows: its example, or (none documented) the sample Prism builds from the schema.
  const shown = defects.length > 0 ? (operation?.example(example) ?? operation?.sample()) : undefined;
  const fetch = servingDefectiveExamples(recorder.fetch, defects, shown);
  let result: unknown;
  try {
    result = await c.call(clientFor(name, fetch), options, name);
  } catch (error) {
    const wire = describeExchanges(recorder.exchanges);
    throw new Error(`${c.method} against the ${name} mock: ${explain(error)}\n${wire}`, { cause: error });
  }

  const api = recorder.exchanges.filter((e) => e.mocked);
  const offApi = recorder.exchanges.filter((e) => !e.mocked);
  expect(api, describeExchanges(recorder.exchanges)).toHaveLength(1);
  expect(offApi).toHaveLength(c.offApiRequests ?? 0);
  expectAccepted(document, c, api[0]!, defects);
  if (offApi[0]) {
    // What the SDK received: the documented example when Prism refused to serve it (listed defect).
    const served = defects.length > 0 ? shown : JSON.parse(api[0]!.responseText);
    expectUpload(api[0]!, offApi[0], served as { putUrl: string });
  }
  // (b) The answer went through the SDK's strict schemas (a mismatch throws above) and reached the caller.
  if (operation?.successStatus === '204') expect(result).toBeUndefined();
  else expect(result).toEqual(expect.anything());
}

describe('each SDK method against the Prism mocks of the published OpenAPI documents', () => {
  for (const c of CASES) {
    for (const name of c.documents) {
      const [verb, template] = c.operation.split(' ') as [string, string];
      const names = doc(name).operation(verb, template)?.exampleNames ?? [];
      for (const example of names.length > 0 ? names : [undefined]) {
        const title = [
          c.method,
          c.variant && `(${c.variant})`,
          `→ ${c.operation} in ${name}`,
          example && `, example "${example}"`,
        ];
        it(title.filter(Boolean).join(' '), () => runCase(c, name, example));
      }
    }
  }
});

describe('known differences between the SDK and the published documents', () => {
  it('client.balances.list: no document declares GET /v1/balances', () => {
    for (const document of documents.values()) {
      expect(document.operations().length, document.name).toBeGreaterThan(0);
      expect(document.find('GET', '/v1/balances'), document.name).toBeUndefined();
    }
  });

  it('client.balances.list: the mocks answer its GET /v1/balances with 404 (no path matched)', async () => {
    for (const [name, running] of mocks) {
      const recorder = createRecorder();
      const error = await clientFor(name, recorder.fetch)
        .balances.list()
        .catch((e: unknown) => e);
      expect(error, name).toBeInstanceOf(NotFoundError);
      expect(recorder.exchanges[0]?.url.pathname).toBe('/v1/balances');
      expect(recorder.exchanges[0]?.responseText, running.url).toContain('NO_PATH_MATCHED');
    }
  });

  it('client.balances.list: the documented business balances answer parses through its schema', async () => {
    // The SDK reads GET /v1/balances as the wallet list of GET /v1/businesses/{businessId}/balances.
    const recorder = createRecorder();
    const redirect: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      url.pathname = url.pathname.replace('/v1/balances', `/v1/businesses/${BUSINESS_ID}/balances`);
      return recorder.fetch(new Request(url, request));
    };
    const { data } = await clientFor('workforce-management', redirect).balances.list();
    expect(data.length).toBeGreaterThan(0);
    expect(recorder.exchanges[0]?.status).toBe(200);
  });
});

describe('known differences between the spec and the published documents', () => {
  it("client.me.get: the document nests business.id; the SDK also gives the spec's top-level businessId", async () => {
    const me = await clientFor('workforce-management', fetch).me.get();
    expect(me.business?.id).toEqual(expect.any(String));
    expect(me.businessId).toBe(me.business?.id);
    expect(me.tenantKey).toBe(me.business?.tenantKey);
  });

  it('client.businesses.externalAccounts.list: the example spells status ACTIVE (spec: active), kept as sent', async () => {
    const [account] = await clientFor('workforce-management', fetch).businesses.externalAccounts.list(
      BUSINESS_ID,
    );
    expect(account?.status).toBe('ACTIVE');
  });
});

describe('differences between the published documents', () => {
  it('only workforce-management declares `include` on the business balances read (the SDK sends it on request)', () => {
    const queryOf = (name: DocumentName) =>
      doc(name)
        .operation('GET', '/v1/businesses/{businessId}/balances')
        ?.parameters.filter((p) => p.in === 'query')
        .map((p) => p.name);
    expect(queryOf('workforce-management')).toEqual(['include']);
    expect(queryOf('embedded-payments')).toEqual([]);
  });

  it('the upload-url example breaks its own schema in both documents that declare it (listed defect)', async () => {
    for (const name of ['workforce-management', 'embedded-payments'] as const) {
      const response = await fetch(`${mock(name).url}/v1/files/upload-url`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${API_KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ purpose: 'contract', contentType: 'application/pdf' }),
      });
      expect(response.status, name).toBe(500);
      expect(violationsOf(response).map(violationKey), name).toEqual(['response.body.putUrl format']);
    }
  });
});

describe('the harness itself', () => {
  it('the mocks refuse what the documents forbid, so an accepted request means something', async () => {
    const recorder = createRecorder();
    const client = clientFor('workforce-management', recorder.fetch);
    const badBody = await client
      .request({
        method: 'POST',
        path: `/v1/invoices/${'9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d'}/review`,
        body: { action: 'maybe' },
      })
      .catch((e: unknown) => e);
    expect(badBody).toBeInstanceOf(BadRequestError);
    expect(recorder.exchanges[0]?.responseHeaders.get('sl-violations')).toContain('action');
    const noAuth = await fetch(`${mock('workforce-management').url}/v1/me`);
    expect(noAuth.status).toBe(401);
  });

  it('the contract cases cover exactly the methods of docs/api-map.md (plus the hand-written extras)', () => {
    const map = readFileSync(new URL('../../docs/api-map.md', import.meta.url), 'utf8');
    // The table's rows: `| \`client.a.b(args)\` | \`VERB /path\` | … |`.
    const rows = [...map.matchAll(/^\| `(client(?:\.\w+)+)\([^)]*\)` \| `([A-Z]+) ([^`]+)` \|/gm)];
    const declared = rows.map((m) => m[1]!);
    const count = Number(/: (\d+) methods\./.exec(map)?.[1]);
    expect(declared.length, 'rows of the table = the count the map states').toBe(count);
    expect(new Set(declared).size, 'each method once').toBe(declared.length);

    const differences = new Set<string>(KNOWN_DIFFERENCES.map((d) => d.method));
    const extras = new Set<string>(EXTRA_METHODS);
    const cased = new Set(CASES.map((c) => c.method));
    const sorted = (values: Iterable<string>) => [...values].sort();
    expect(
      sorted([...cased].filter((m) => !extras.has(m))),
      'methods with a case = methods of the map without a listed difference',
    ).toEqual(sorted(declared.filter((m) => !differences.has(m))));
    expect(sorted([...differences].filter((m) => cased.has(m))), 'a listed difference has no case').toEqual(
      [],
    );
    expect(sorted([...extras].filter((m) => !cased.has(m))), 'each extra method has a case').toEqual([]);

    // Each case names the operation the map gives its method (extras: the operation they call first).
    const operationOf = new Map(rows.map((m) => [m[1]!, `${m[2]} ${m[3]}`]));
    const wrong = CASES.filter((c) => operationOf.has(c.method) && operationOf.get(c.method) !== c.operation);
    expect(wrong.map((c) => `${c.method}: ${c.operation}`)).toEqual([]);
  });
});
