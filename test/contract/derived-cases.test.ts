import { describe, expect, it } from 'vitest';
import { WorkforceClient } from '../../src/index.js';
import { derivedCases, ID_BY_PARAM } from './cases/derived.js';
import { CASES } from './cases.js';

/*
 * A case derived from a declaration is the case a person would write: for every method with a written case,
 * the derived one (when the method takes only ids) names the same operation and documents, and its call sends
 * the operation's method to its path with the ids filled in.
 */

const derived = derivedCases([]);

describe('contract cases derived from the declarations', () => {
  it('derive the written case of every method that takes only ids', () => {
    const written = new Map(CASES.map((c) => [c.method, c]));
    expect(derived.length).toBeGreaterThan(20);
    for (const c of derived) {
      const hand = written.get(c.method);
      expect(hand, c.method).toBeDefined();
      expect({ operation: hand?.operation, documents: hand?.documents }).toEqual({
        operation: c.operation,
        documents: c.documents,
      });
    }
  });

  it('call the method with the ids of its path', async () => {
    const sent: string[] = [];
    const fetch = async (input: Request | URL | string, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const client = new WorkforceClient({ apiKey: 'sk_test', environment: 'sandbox', fetch, logLevel: 'off' });
    for (const c of derived) {
      sent.length = 0;
      await Promise.resolve(c.call(client, { maxRetries: 0 }, c.documents[0]!)).catch(() => undefined);
      const [verb, template] = c.operation.split(' ') as [string, string];
      const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => ID_BY_PARAM[name] ?? name);
      expect(sent, c.method).toEqual([`${verb} ${path}`]);
    }
  });
});
