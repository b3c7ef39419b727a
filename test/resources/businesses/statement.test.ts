import { describe, expect, it } from 'vitest';
import { createCore } from '../../../src/entries/core.js';
import { businessesStatementGet } from '../../../src/generated/functions.js';
import { clientFor, useMockServer } from '../../testing/helpers.js';

/*
 * `businesses.statement.get` answers JSON, or with `format` a file (CSV or BAI2): the file comes back as text
 * (typed `string`), read at the HTTP boundary from the simulator and from a scripted server, with response
 * validation in strict mode. The wire side (Accept, strict mode, other media types): statement-wire.test.ts.
 */

const sim = useMockServer({ seed: 'statement-files' });
const today = () => new Date().toISOString().slice(0, 10);

describe('client.businesses.statement.get against the simulator', () => {
  const period = () => ({ currency: 'EUR', periodStart: '2000-01-01', periodEnd: today() });

  it('with format csv returns the CSV file as text: one row per transaction of the JSON statement', async () => {
    const client = clientFor(sim.server, { validateResponses: 'strict' });
    const { businessId } = sim.server.simulator.fixtures;
    const json = await client.businesses.statement.get(businessId, period());
    const file: string = await client.businesses.statement.get(businessId, { ...period(), format: 'csv' });
    expect(typeof file).toBe('string');
    const [header, ...rows] = file.trimEnd().split(/\r?\n/);
    expect(header).toBe('date,transactionId,reference,description,direction,amount,currency,balance');
    const transactions = json.transactions as { id: string; amount: { value: string } }[];
    // The transaction rows (with an id) between the opening balance row and the totals and closing rows.
    const lines = rows.map((row) => row.split(',')).filter((cells) => cells[1] !== '');
    expect(lines.map((cells) => cells[1])).toEqual(transactions.map((t) => t.id));
    expect(lines.map((cells) => cells[5])).toEqual(transactions.map((t) => t.amount.value));
    const closing = (json.closingBalance as { value: string }).value;
    expect(rows.at(-1)?.split(',')).toEqual([today(), '', '', 'Closing balance', '', '', 'EUR', closing]);
  });

  it('with format bai2 returns a BAI2 file: balances and amounts in minor units, counted trailers', async () => {
    const client = clientFor(sim.server);
    const { businessId } = sim.server.simulator.fixtures;
    const json = await client.businesses.statement.get(businessId, period());
    const file = await client.businesses.statement.get(businessId, { ...period(), format: 'bai2' });
    const lines = file.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^01,/);
    expect(lines.at(-1)).toBe(`99,${lines.at(-1)?.split(',')[1]},1,${lines.length}/`);
    const closing = (json.closingBalance as { value: string }).value.replace('.', '');
    expect(lines.find((line) => line.startsWith('03,'))).toContain(`,EUR,010,0,,,015,${closing},,`);
    expect(lines.filter((line) => line.startsWith('16,'))).toHaveLength(
      (json.transactions as unknown[]).length,
    );
  });

  it('answers the file with its media type over plain HTTP, and JSON without format', async () => {
    const { businessId } = sim.server.simulator.fixtures;
    const url = new URL(`/v1/businesses/${businessId}/statement`, sim.server.url);
    for (const [key, value] of Object.entries(period())) url.searchParams.set(key, value);
    const headers = { authorization: `Bearer ${sim.server.apiKey}` };
    expect((await fetch(url, { headers })).headers.get('content-type')).toMatch(/^application\/json/);
    url.searchParams.set('format', 'csv');
    const csv = await fetch(url, { headers });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    url.searchParams.set('format', 'bai2');
    expect((await fetch(url, { headers })).headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('the standalone function returns the file too', async () => {
    const core = createCore({ baseUrl: sim.server.url, apiKey: sim.server.apiKey, logLevel: 'off' });
    const { businessId } = sim.server.simulator.fixtures;
    const file = await businessesStatementGet(core, businessId, { ...period(), format: 'csv' });
    expect(file.startsWith('date,transactionId,')).toBe(true);
  });
});
