// The browser build in headless Chromium (Debian's /usr/bin/chromium driven by playwright-core), calling the
// simulator CROSS-ORIGIN: the page comes from http://localhost:<port A>, the simulator answers on
// http://127.0.0.1:<port B>, started with `cors: [page origin]`. Every SDK call sends Authorization, so Chromium
// preflights it, and hands the answer to the page only when it names the page's origin (and its request id only
// when X-Request-Id is exposed). The page bundles the SDK with esbuild for the browser and checks: a typed call
// with a User-token provider, a list walked across pages with `for await`, typed errors (a 403 and a 404 with
// their request ids), the browser guard against a static key, and that a simulator started without `cors` is
// refused by the browser (a ConnectionError).
// Usage (after npm run build): node scripts/check-browser.mjs
import { createServer } from 'node:http';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { startMockServer } from '../dist/testing/index.js';

const entry = `
import {
  WorkforceClient, isWorkforceError, isPermissionDeniedError, isNotFoundError, isConnectionError,
} from 'workforce-api';
const { API, NO_CORS_API, USER_TOKEN, ORG_KEY, UNKNOWN_ID, OTHER_PERSON_ID } = window.CHECK;
const result = {};
const step = async (name, run) => {
  try { result[name] = await run(); } catch (e) { result[name] = { unexpected: String(e && e.stack || e) }; }
};
const failure = async (call) => {
  try { await call(); return 'resolved'; } catch (e) { return e; }
};
const user = new WorkforceClient({ apiKey: async () => USER_TOKEN, baseUrl: API });
// An Org key in a page only for this check: the list and the 404 need a business-wide key.
const org = new WorkforceClient({ apiKey: ORG_KEY, baseUrl: API, dangerouslyAllowBrowser: true });
await step('me', async () => (await user.me.get()).businessId);
await step('forbidden', async () => {
  // A User token reads only its own person.
  const e = await failure(() => user.persons.get(OTHER_PERSON_ID));
  return { typed: isPermissionDeniedError(e), status: e.status, requestId: e.requestId };
});
await step('persons', async () => {
  const ids = [];
  for await (const person of org.persons.list({ limit: 10 })) ids.push(person.id);
  return { count: ids.length, distinct: new Set(ids).size };
});
await step('notFound', async () => {
  const e = await failure(() => org.persons.get(UNKNOWN_ID));
  return { typed: isNotFoundError(e), status: e.status, requestId: e.requestId };
});
await step('noCors', async () => {
  const blocked = new WorkforceClient({ apiKey: async () => USER_TOKEN, baseUrl: NO_CORS_API, maxRetries: 0 });
  const e = await failure(() => blocked.me.get());
  return { connectionError: isConnectionError(e), message: String(e && e.message) };
});
await step('guard', async () => {
  try { new WorkforceClient({ apiKey: 'sk_static_key_in_browser', baseUrl: API }); return 'allowed'; }
  catch (e) { return isWorkforceError(e) ? e.message : 'wrong error: ' + String(e); }
});
window.RESULT = result;
`;
const bundle = await build({
  stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' },
  bundle: true,
  format: 'esm',
  platform: 'browser',
  write: false,
  logLevel: 'silent',
});
const script = bundle.outputFiles[0].text;

// The page's own server: it serves the page and the bundle, nothing else (no proxy to the API).
let page = '';
const site = createServer((req, res) => {
  if (req.url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  if (req.url === '/sdk.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
  res.writeHead(404).end();
});
await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
const origin = `http://localhost:${site.address().port}`;

const sim = await startMockServer({ cors: [origin] });
const noCors = await startMockServer({ simulator: sim.simulator });
const check = {
  API: sim.url,
  NO_CORS_API: noCors.url,
  USER_TOKEN: sim.keys.sandbox.user,
  ORG_KEY: sim.keys.sandbox.org,
  UNKNOWN_ID: '00000000-0000-4000-8000-000000000000',
  OTHER_PERSON_ID: sim.simulator.fixtures.personIds.at(-1),
};
page = `<!doctype html><html><head><meta charset="utf-8"><script>window.CHECK = ${JSON.stringify(check)};</script><script type="module" src="/sdk.js"></script></head><body>workforce-api browser check</body></html>`;
const personCount = sim.simulator.fixtures.personIds.length;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let failed = false;
try {
  const tab = await browser.newPage();
  const errors = [];
  tab.on('pageerror', (e) => errors.push(String(e)));
  await tab.goto(origin);
  await tab.waitForFunction(() => window.RESULT !== undefined, undefined, { timeout: 30_000 });
  const result = await tab.evaluate(() => window.RESULT);
  console.log(`page ${origin} → simulator ${sim.url} (cors) and ${noCors.url} (no cors)`);
  console.log('browser result:', JSON.stringify(result, null, 1));
  const requestId = (v) => typeof v === 'string' && v.startsWith('req_');
  const expectations = [
    ['the page and the API are on different origins', new URL(sim.url).origin !== origin],
    ['a User token reads /v1/me cross-origin', typeof result.me === 'string' && result.me.length > 0],
    [
      'a 403 is a PermissionDeniedError with its X-Request-Id readable',
      result.forbidden?.typed === true &&
        result.forbidden.status === 403 &&
        requestId(result.forbidden.requestId),
    ],
    [
      `for await walks every page of persons (${personCount} in 10s)`,
      result.persons?.count === personCount && result.persons.distinct === personCount,
    ],
    [
      'a 404 is a NotFoundError with its X-Request-Id readable',
      result.notFound?.typed === true &&
        result.notFound.status === 404 &&
        requestId(result.notFound.requestId),
    ],
    [
      'a simulator without cors is refused by the browser (a ConnectionError)',
      result.noCors?.connectionError === true,
    ],
    ['a static key is refused by the browser guard', /browser/.test(String(result.guard))],
    ['no page errors', errors.length === 0],
  ];
  for (const [what, ok] of expectations) {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) failed = true;
  }
  if (errors.length > 0) console.log(errors.join('\n'));
} finally {
  await browser.close();
  site.close();
  await noCors.close();
  await sim.close();
}
if (failed) process.exit(1);
console.log('browser check passed');
