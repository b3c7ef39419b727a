// Verifying one 10 MB delivery (a Node Buffer, as a raw-body parser hands it over): the SDK's `verifyWebhook`
// against `node:crypto` createHmac over the same signed bytes (`${id}.${timestamp}.` + body), alternating,
// median of per-run ratios. `verifyWebhook` hashes with node:crypto where the runtime has it and decodes the
// verified bytes to text; the JSON is parsed only when `payload` is read. Two references show the rest:
// node:crypto HMAC + UTF-8 decode + JSON.parse by hand (what a receiver that reads the payload pays anyway),
// and WebCrypto HMAC over a copy of the bytes (the SDK's path in runtimes without node:crypto).
import { createHmac, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { spread } from './lib.mjs';

/** A 10 MiB JSON event: an envelope around an array of small records (what a large delivery looks like). */
function bigEvent(bytes) {
  const items = [];
  let size = 200;
  for (let i = 0; size < bytes - 200; i++) {
    const item = JSON.stringify({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      personId: `p_${i}`,
      amount: { value: (i * 37) % 100_000, currency: 'EUR' },
      note: 'Payroll line item for the benchmark delivery',
    });
    items.push(item);
    size += item.length + 1;
  }
  const head = `{"id":"evt_bench","eventType":"payroll.bench","version":"1","timestamp":${Math.floor(Date.now() / 1000)},"data":{"items":[`;
  const json = `${head}${items.join(',')}]}}`;
  return Buffer.from(json.padEnd(bytes, ' '));
}

/** `entry`: path of the built webhooks entry (dist/webhooks.js). */
export async function webhookVerify({ entry, runs = 21, bytes = 10 * 2 ** 20 } = {}) {
  const { verifyWebhook } = await import(pathToFileURL(entry).href);
  const key = randomBytes(32);
  const secret = `whsec_${key.toString('base64')}`;
  const id = 'msg_bench';
  const timestamp = String(Math.floor(Date.now() / 1000));
  const body = bigEvent(bytes);
  const hmac = () => createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest('base64');
  const headers = { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${hmac()}` };
  // The SDK's HMAC path on its own: WebCrypto over a fresh copy of the signed bytes (key imported once).
  const webKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const prefix = Buffer.from(`${id}.${timestamp}.`);
  const contenders = {
    sdk: () => verifyWebhook(body, headers, { secret }),
    hmac: async () => hmac(),
    webcrypto: async () => {
      const content = new Uint8Array(prefix.length + body.length);
      content.set(prefix);
      content.set(body, prefix.length);
      return crypto.subtle.sign('HMAC', webKey, content);
    },
    'hmac + parse': async () => [hmac(), JSON.parse(body.toString('utf8'))],
  };
  const samples = Object.fromEntries(Object.keys(contenders).map((k) => [k, []]));
  for (const run of Object.values(contenders)) for (let i = 0; i < 3; i++) await run(); // warm up, and fail early
  for (let i = 0; i < runs; i++) {
    const names = Object.keys(contenders);
    for (const name of i % 2 ? names.reverse() : names) {
      globalThis.gc?.();
      const started = performance.now();
      await contenders[name]();
      samples[name].push(performance.now() - started);
    }
  }
  const per = (name) => spread(samples[name]);
  const ratio = (a, b) => spread(samples[a].map((ms, i) => ms / samples[b][i]));
  return {
    bytes: body.length,
    runs,
    ms: { sdk: per('sdk'), hmac: per('hmac'), webcrypto: per('webcrypto'), hmacParse: per('hmac + parse') },
    overHmac: ratio('sdk', 'hmac'),
    webcryptoOverHmac: ratio('webcrypto', 'hmac'),
    overHmacParse: ratio('sdk', 'hmac + parse'),
  };
}
