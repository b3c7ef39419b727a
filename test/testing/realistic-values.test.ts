import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startMockServer } from '../../src/testing/index.js';
import { callEveryOperation, type RawExchange } from './support/raw-calls.js';

/*
 * The simulator's values read as real data over HTTP: IBANs with valid check digits, emails, birth dates of
 * adults, absolute URLs, phone numbers of digits, and lifecycle states in the documents' words.
 */

/** Every `[field, value]` pair of a JSON value, at any depth. */
function fieldsOf(value: unknown, into: [string, unknown][] = [], key = ''): [string, unknown][] {
  if (Array.isArray(value)) for (const item of value) fieldsOf(item, into, key);
  else if (typeof value === 'object' && value !== null)
    for (const [name, inner] of Object.entries(value)) fieldsOf(inner, into, name);
  else into.push([key, value]);
  return into;
}

/** ISO 13616: the IBAN moved and read as digits leaves 1 modulo 97. */
function ibanValid(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of moved) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

describe('values that read as real data', () => {
  let server: MockServer;
  let fields: [string, unknown][];
  beforeAll(async () => {
    server = await startMockServer({ webhookRetryDelaysMs: [] });
    const answers: RawExchange[] = await callEveryOperation(server);
    fields = answers.filter((a) => a.status < 300).flatMap((a) => fieldsOf(a.body));
  }, 120_000);
  afterAll(() => server.close());

  const valuesOf = (pattern: RegExp) =>
    fields
      .filter(([name, value]) => pattern.test(name) && typeof value === 'string')
      .map(([, v]) => v as string);

  it('answers IBANs with valid check digits and emails with a domain', () => {
    const ibans = valuesOf(/^iban$/);
    expect(ibans.length).toBeGreaterThan(0);
    expect(ibans.filter((iban) => !ibanValid(iban))).toEqual([]);
    const emails = valuesOf(/email$/i);
    expect(emails.length).toBeGreaterThan(5);
    expect(emails.filter((email) => !/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(email))).toEqual([]);
  });

  it('answers birth dates of adults, absolute URLs and phone numbers of digits', () => {
    const adult = Date.now() - 18 * 365 * 86_400_000;
    const births = valuesOf(/birth/i);
    expect(births.length).toBeGreaterThan(0);
    expect(births.filter((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || Date.parse(d) > adult)).toEqual([]);
    const urls = valuesOf(/(url|Url|URL)$/);
    expect(urls.length).toBeGreaterThan(3);
    expect(urls.filter((u) => !URL.canParse(u) || !/^https?:/.test(u))).toEqual([]);
    const numbers = fields.filter(([name]) => name === 'number').map(([, v]) => String(v));
    expect(numbers.filter((n) => !/^\+?\d{6,15}$/.test(n))).toEqual([]);
  });

  it("shows a submitted invoice in the documents' word for it", async () => {
    const { simulator } = server;
    const invoice = simulator.invoices.submit({
      personId: simulator.fixtures.personIds[0] as string,
      amount: { amount: 12_500, currency: 'USD' },
    });
    const response = await fetch(`${server.url}/v1/invoices/${invoice.id}`, {
      headers: { authorization: `Bearer ${server.apiKey}` },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { status: string }).status).toBe('pending');
  });
});
