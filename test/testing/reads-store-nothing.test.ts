import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleValue, schemaAccepts } from '../../src/testing/declared/sample.js';
import { type MockServer, startMockServer } from '../../src/testing/index.js';
import { stateOf } from '../../src/testing/simulator.js';
import type { SimState } from '../../src/testing/store/store.js';
import { itemsOf, PLANS, seedIds, uploadedFileId } from './raw-http.js';
import { completedRemittance } from './support/call-inputs.js';

/*
 * Every view is computed from stored records: a read draws nothing and stores nothing. Every GET of the API
 * map (a record's read, a document below a record, a catalog, a list) is called twice over raw HTTP on a
 * fresh simulator whose clock stands still: the two answers agree, and the simulator's records and documents
 * after the reads are exactly those before them.
 */

const NOW = Date.parse('2026-11-27T12:00:00.000Z');

/** Everything the simulator keeps, entry by entry: its documents, its declared records, the size of each map. */
function snapshot(state: SimState): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [name, value] of Object.entries(state))
    if (value instanceof Map || Array.isArray(value))
      entries.set(`size of ${name}`, String(value instanceof Map ? value.size : value.length));
  for (const [key, document] of state.documents) entries.set(`document ${key}`, JSON.stringify(document));
  for (const [key, records] of state.records) entries.set(`records ${key}`, JSON.stringify([...records]));
  return entries;
}

/** The entries added, removed or changed from one snapshot to the next. */
function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((key) => before.get(key) !== after.get(key));
}

/** The query a GET needs: its required params drawn from its schema, with the seed's values where known. */
function queryOf(plan: (typeof PLANS)[number], businessId: string): string {
  if (plan.operation.params === undefined) return '';
  const schema = plan.operation.params();
  const known: Record<string, unknown> = {
    currency: 'USD',
    country: 'US',
    countryCode: 'US',
    code: 'NG-BANK-001',
    businessId,
  };
  // The US ACH corridor is one the payment-methods catalog lists (payment requirements exist for those only).
  if (plan.name === 'paymentRequirements.get') known.paymentMethod = 'ach';
  const context = { known, uuid: () => crypto.randomUUID(), now: NOW, optional: false };
  let params = sampleValue(schema, 'params', context) as Record<string, unknown>;
  if (!schemaAccepts(schema, params))
    params = sampleValue(schema, 'params', { ...context, optional: true }) as Record<string, unknown>;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {}))
    if (value !== undefined && typeof value !== 'object') query.set(name, String(value));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

describe('reads that store nothing', () => {
  let server: MockServer;
  let urls: { name: string; url: string }[];
  let before: Map<string, string>;
  beforeAll(async () => {
    server = await startMockServer({ now: () => NOW, webhookRetryDelaysMs: [] });
    const { fixtures } = server.simulator;
    // The writes the reads need come first (a completed remittance, an uploaded file); no read comes before
    // the snapshot every read is then checked against.
    const remittanceId = completedRemittance(server.simulator);
    const fileId = await uploadedFileId(server);
    before = snapshot(stateOf(server.simulator));
    const forms = await fetch(`${server.url}/v1/users/${fixtures.userId}/tax-forms`, {
      headers: { authorization: `Bearer ${server.apiKey}` },
    }).then((r) => r.json() as Promise<{ data: { formId: string }[] }>);
    const ids: Record<string, string> = {
      ...seedIds(fixtures),
      filing_id: fixtures.acceptedFilingId,
      remittance_id: remittanceId,
      fileId,
      contractId: fixtures.records.contractIds[0] ?? '',
      milestoneId: fixtures.milestoneId,
      formId: forms.data[0]?.formId ?? '',
    };
    const gets = PLANS.filter(
      (p) =>
        p.operation.method === 'GET' && (p.role === 'read' || p.role === 'document' || p.role === 'list'),
    );
    const fill = (path: string, own: Record<string, string> = {}) =>
      path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        encodeURIComponent(own[name] ?? ids[name] ?? crypto.randomUUID()),
      );
    // A record is read by the id its collection's list gives first (a user's beneficiary is not the business's).
    const own = new Map<string, Record<string, string>>();
    for (const plan of gets) {
      const list = PLANS.find((p) => p.role === 'list' && p.shape === plan.collection);
      if (plan.role !== 'read' || plan.idParam === undefined || list === undefined) continue;
      const page = await fetch(`${server.url}${fill(list.operation.path)}`, {
        headers: { authorization: `Bearer ${server.apiKey}` },
      }).then((r) => r.json() as Promise<unknown>);
      const first = itemsOf(page)?.[0] as { id?: string } | undefined;
      if (typeof first?.id === 'string') own.set(plan.name, { [plan.idParam]: first.id });
    }
    urls = gets.map((plan) => ({
      name: plan.name,
      url: fill(plan.operation.path, own.get(plan.name)) + queryOf(plan, fixtures.businessId),
    }));
  }, 60_000);
  afterAll(() => server.close());

  const read = async (url: string) => {
    const response = await fetch(`${server.url}${url}`, {
      headers: { authorization: `Bearer ${server.apiKey}`, accept: 'application/json' },
    });
    return { status: response.status, body: await response.text() };
  };

  it('answers every GET (reads, documents, lists) twice alike, and reading stores nothing', async () => {
    expect(urls.length).toBeGreaterThan(40);
    const state = stateOf(server.simulator);
    const first = [];
    for (const { url } of urls) first.push(await read(url));
    expect(changes(before, snapshot(state))).toEqual([]);
    const changed: string[] = [];
    for (const [i, { name, url }] of urls.entries()) {
      const again = await read(url);
      if (again.status !== first[i]?.status || again.body !== first[i]?.body) changed.push(name);
    }
    expect(changed).toEqual([]);
    const answered = first.filter((answer) => answer.status === 200).length;
    expect(answered).toBeGreaterThan(40);
    const unknown = first.flatMap((a, i) => (a.status === 200 ? [] : [`${urls[i]?.name} ${a.status}`]));
    expect(unknown).toEqual([]);
  });
});
