// Per-call time of one typed GET with validation, side by side with raw fetch, bare ky, stripe-node and
// openai-node doing the same call against the same loopback server process, interleaved call by call within
// rounds so drift hits all alike. The figures are medians of per-round ratios, with their min–max across
// rounds so the noise is visible.
import ky from 'ky';
import OpenAI from 'openai';
import Stripe from 'stripe';
import { WorkforceClient } from 'workforce-api';
import { interleavedRounds, median, spread, startServer } from './lib.mjs';

const ID = '3f8e2a1b-9c4d-4e5f-8a6b-7c8d9e0f1a2b';
const TOKEN = 'sk_bench_0123456789';

export async function perCall({ calls = 200, rounds = 40, warmup = 500 } = {}) {
  const server = await startServer(0);
  const workforce = new WorkforceClient({
    apiKey: TOKEN,
    baseUrl: server.url,
    logLevel: 'off',
    validateResponses: 'strict',
  });
  const openai = new OpenAI({ apiKey: 'sk-bench', baseURL: `${server.url}/v1`, maxRetries: 0 });
  const stripe = new Stripe('sk_test_bench', {
    host: '127.0.0.1',
    port: server.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
    httpClient: Stripe.createFetchHttpClient(),
  });
  const headers = { authorization: `Bearer ${TOKEN}`, accept: 'application/json' };
  const url = `${server.url}/v1/persons/${ID}`;
  const contenders = {
    // The same authenticated call by hand: bearer token and Accept, then JSON.
    'raw fetch': async () => (await fetch(url, { headers })).json(),
    // ky 2.1 (the SDK's own transport) doing the same call with no retries and no validation.
    'bare ky': () => ky.get(url, { headers, retry: 0 }).json(),
    'workforce-api': () => workforce.persons.get(ID),
    'openai-node': () => openai.models.retrieve('gpt-bench'),
    'stripe-node': () => stripe.customers.retrieve('cus_bench'),
  };
  const samples = await interleavedRounds(contenders, { calls, rounds, warmup });
  server.stop();
  const sdk = samples['workforce-api'];
  const ratioTo = (peer) => spread(sdk.map((us, round) => us / samples[peer][round]));
  return {
    calls,
    rounds,
    perCallUs: Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)])),
    perCallSpreadUs: Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, spread(v)])),
    ratios: {
      overKy: ratioTo('bare ky'),
      overOpenai: ratioTo('openai-node'),
      overStripe: ratioTo('stripe-node'),
      overRaw: ratioTo('raw fetch'),
    },
  };
}
