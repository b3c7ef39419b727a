import { it } from 'vitest';
import { startMockServer } from '../../src/testing/index.js';
import { call } from '../testing/raw-http.js';
it('peek', async () => {
  const server = await startMockServer({ seed: 'x' });
  const f = server.simulator.fixtures;
  const l = await call(server, 'GET', '/v1/statutory/filings');
  console.log(JSON.stringify(l.body, null, 1).slice(0, 1500));
  const g = await call(server, 'GET', `/v1/statutory/filings/${f.blockedFilingId}`);
  console.log(JSON.stringify(g.body, null, 1).slice(0, 1500));
  await server.close();
});
