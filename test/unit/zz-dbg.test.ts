import { it } from 'vitest';
import { inspect } from 'node:util';
import { WorkforceClient } from '../../src/index.js';
it('x', async () => {
  for (const key of ['sk_live_ABCDEF\nGHIJ_secret', 'sk_live_ABCDEF\u0001GHIJ_secret', 'sk_live_ABCDEFĀGHIJ_secret']) {
  const c = new WorkforceClient({ apiKey: key, baseUrl: 'http://127.0.0.1:9', logLevel: 'off' });
  const e = await c.persons.get('3f8e2a1b-9c4d-4e5f-8a6b-7c8d9e0f1a2b').catch((e) => e);
  console.log('DEBUG', inspect(e, { showHidden: true, depth: 9 }).slice(0, 1500));
  }
});
