// Per-call time of one typed GET with validation, side by side with raw fetch, stripe-node and openai-node
// doing the same call against the same loopback server, interleaved in rounds so drift hits all alike.
import OpenAI from 'openai';
import Stripe from 'stripe';
import { WorkforceClient } from 'workforce-api';
import { median, startServer } from './lib.mjs';

const ID = '3f8e2a1b-9c4d-4e5f-8a6b-7c8d9e0f1a2b';

export async function perCall({ calls = 2000, rounds = 7 } = {}) {
  const server = await startServer(0);
  const workforce = new WorkforceClient({
    apiKey: 'sk_bench_0123456789',
    baseUrl: server.url,
    logLevel: 'off',
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
  const contenders = {
    // The same authenticated call by hand: bearer token and Accept, then JSON.
    'raw fetch': async () =>
      (
        await fetch(`${server.url}/v1/persons/${ID}`, {
          headers: { authorization: 'Bearer sk_bench_0123456789', accept: 'application/json' },
        })
      ).json(),
    'workforce-api': () => workforce.persons.get(ID),
    'openai-node': () => openai.models.retrieve('gpt-bench'),
    'stripe-node': () => stripe.customers.retrieve('cus_bench'),
  };
  const samples = Object.fromEntries(Object.keys(contenders).map((k) => [k, []]));
  for (const run of Object.values(contenders)) for (let i = 0; i < 300; i++) await run();
  for (let round = 0; round < rounds; round++) {
    const order = Object.keys(contenders).sort(() => Math.random() - 0.5);
    for (const name of order) {
      const run = contenders[name];
      const started = performance.now();
      for (let i = 0; i < calls; i++) await run();
      samples[name].push(((performance.now() - started) * 1000) / calls);
    }
  }
  server.stop();
  const perCallUs = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
  return { perCallUs, calls, rounds };
}
