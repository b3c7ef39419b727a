import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startMockServer } from '../../src/testing/index.js';
import { callEveryOperation, type RawExchange } from './support/raw-calls.js';

/*
 * Values are drawn once per record, from the simulator's seed: two reads of the same record with nothing in
 * between answer the same body, every optional field included, and records of one kind differ from each
 * other. Checked over raw HTTP on every read the API map has, after every operation ran once.
 */

async function read(server: MockServer, url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}${url}`, {
    headers: { authorization: `Bearer ${server.apiKey}`, accept: 'application/json' },
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/** The records of a list answer: a bare array, or the `data` array of a page. */
function recordsOf(body: unknown): Record<string, unknown>[] {
  const list = Array.isArray(body) ? body : (body as { data?: unknown } | undefined)?.data;
  return Array.isArray(list)
    ? list.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null)
    : [];
}

/** A record without the fields that name it, so that two records compare by what was drawn for them. */
const drawnPart = (record: Record<string, unknown>) =>
  JSON.stringify(Object.entries(record).filter(([name]) => name !== 'id' && !/Id$/.test(name)));

describe('reads that stay the same between calls', () => {
  let server: MockServer;
  let reads: RawExchange[];
  beforeAll(async () => {
    server = await startMockServer({ webhookRetryDelaysMs: [] });
    reads = (await callEveryOperation(server)).filter((e) => e.method === 'GET' && e.status === 200);
  }, 120_000);
  afterAll(() => server.close());

  it('answers the same body to two reads of the same record', async () => {
    expect(reads.length).toBeGreaterThan(50);
    const changed: string[] = [];
    let compared = 0;
    for (const exchange of reads) {
      const first = await read(server, exchange.url);
      const second = await read(server, exchange.url);
      // A record a later call of the run deleted reads 404 twice: still the same answer.
      if (first.status !== second.status || JSON.stringify(first.body) !== JSON.stringify(second.body))
        changed.push(exchange.name);
      if (first.status === 200) compared += 1;
    }
    expect(changed).toEqual([]);
    expect(compared).toBeGreaterThan(50);
  });

  it('draws different values for different records of one kind', () => {
    const lists = reads
      .map((e) => ({ name: e.name, records: recordsOf(e.body) }))
      .filter((l) => l.records.length > 1);
    expect(lists.length).toBeGreaterThan(10);
    const alike = lists.filter(({ records }) => new Set(records.map(drawnPart)).size < records.length);
    expect(alike.map((l) => l.name)).toEqual([]);
  });
});
