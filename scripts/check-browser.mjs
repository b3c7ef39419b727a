// The browser build in headless Chromium (Debian's /usr/bin/chromium driven by playwright-core): a page bundles
// the SDK with esbuild for the browser, calls the simulator with a User-token provider, and checks that a static
// key is refused by the browser guard. The page and the API share one origin (a small proxy), as a web app would.
// Usage (after npm run build): node scripts/check-browser.mjs
import { createServer, request as httpRequest } from 'node:http';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { startMockServer } from '../dist/testing/index.js';

const sim = await startMockServer();
const userToken = sim.keys.sandbox.user;
const entry = `
import { WorkforceClient, isWorkforceError, isPermissionDeniedError } from 'workforce-api';
const result = {};
try {
  const client = new WorkforceClient({ apiKey: async () => window.USER_TOKEN, baseUrl: location.origin });
  const me = await client.me.get();
  result.businessId = me.businessId;
  try { await client.persons.list(); result.persons = 'allowed'; }
  catch (e) { result.persons = isPermissionDeniedError(e) ? 'PermissionDeniedError' : String(e); }
} catch (e) { result.error = String(e && e.stack || e); }
try { new WorkforceClient({ apiKey: 'sk_static_key_in_browser', baseUrl: location.origin }); result.guard = 'allowed'; }
catch (e) { result.guard = isWorkforceError(e) ? e.message : 'wrong error: ' + String(e); }
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
const simUrl = new URL(sim.url);

const page = `<!doctype html><html><head><meta charset="utf-8"><script>window.USER_TOKEN = ${JSON.stringify(userToken)};</script><script type="module" src="/sdk.js"></script></head><body>workforce-api browser check</body></html>`;
const site = createServer((req, res) => {
  if (req.url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  if (req.url === '/sdk.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
  // Everything else is the API: forward it to the simulator unchanged.
  const upstream = httpRequest(
    { host: simUrl.hostname, port: simUrl.port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  req.pipe(upstream);
});
await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${site.address().port}`;

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
  await tab.waitForFunction(() => window.RESULT !== undefined, undefined, { timeout: 15_000 });
  const result = await tab.evaluate(() => window.RESULT);
  console.log('browser result:', JSON.stringify(result));
  const expectations = [
    ['a User token reads /v1/me', typeof result.businessId === 'string' && result.businessId.length > 0],
    ['a static key is refused by the browser guard', /browser/.test(String(result.guard))],
    ['no page errors', errors.length === 0 && result.error === undefined],
  ];
  for (const [what, ok] of expectations) {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) failed = true;
  }
  if (errors.length > 0) console.log(errors.join('\n'));
} finally {
  await browser.close();
  site.close();
  await sim.close();
}
if (failed) process.exit(1);
console.log('browser check passed');
