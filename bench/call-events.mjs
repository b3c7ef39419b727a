// What call events and tracing cost per call: the same typed GET with no listener, with one listener of every
// event type, and with one OpenTelemetry span per call (`workforce-api/otel`, a real SDK tracer whose exporter
// drops the spans), beside bare ky, interleaved call by call within rounds as in per-call.mjs. A client with no
// listener is what every other figure measures, so `noneOverKy` belongs next to perCall.overKy.
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import ky from 'ky';
import { WorkforceClient } from 'workforce-api';
import { instrument } from 'workforce-api/otel';
import { fmtRange, fmtSpread, interleavedRounds, median, spread, startServer } from './lib.mjs';

const ID = '3f8e2a1b-9c4d-4e5f-8a6b-7c8d9e0f1a2b';
const TOKEN = 'sk_bench_0123456789';

/** An exporter that keeps nothing: the span is built, ended and handed over, then dropped. */
const dropSpans = { export: (_spans, done) => done({ code: 0 }), shutdown: async () => {} };

export async function callEvents({ calls = 200, rounds = 40, warmup = 500 } = {}) {
  const server = await startServer(0);
  const options = { apiKey: TOKEN, baseUrl: server.url, logLevel: 'off', validateResponses: 'strict' };
  const none = new WorkforceClient(options);
  const listened = new WorkforceClient(options);
  let seen = 0;
  for (const type of ['request', 'retry', 'response', 'error']) listened.on(type, () => seen++);
  const traced = new WorkforceClient(options);
  instrument(traced, {
    tracerProvider: new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(dropSpans)] }),
  });
  const headers = { authorization: `Bearer ${TOKEN}`, accept: 'application/json' };
  const url = `${server.url}/v1/persons/${ID}`;
  const contenders = {
    'bare ky': () => ky.get(url, { headers, retry: 0 }).json(),
    'no listener': () => none.persons.get(ID),
    'a listener of every event': () => listened.persons.get(ID),
    'a span per call': () => traced.persons.get(ID),
  };
  const samples = await interleavedRounds(contenders, { calls, rounds, warmup });
  server.stop();
  if (seen === 0) throw new Error('the listener never ran');
  const ratio = (a, b) => spread(samples[a].map((us, round) => us / samples[b][round]));
  return {
    calls,
    rounds,
    perCallUs: Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)])),
    perCallSpreadUs: Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, spread(v)])),
    ratios: {
      noneOverKy: ratio('no listener', 'bare ky'),
      listenerOverNone: ratio('a listener of every event', 'no listener'),
      spanOverNone: ratio('a span per call', 'no listener'),
    },
  };
}

/** The results.md table of a {@link callEvents} result, drawn with report-tables.mjs's `table(head, rows)`. */
export function callEventsTable(events, table) {
  const us = (name) => fmtRange(events.perCallSpreadUs[name]);
  return table(
    ['the same typed GET', 'µs per call, median (min–max over rounds)', 'ratio, median (min–max)'],
    [
      ['bare ky', us('bare ky'), '—'],
      ['no listener', us('no listener'), `÷ bare ky ${fmtSpread(events.ratios.noneOverKy)}`],
      [
        'a listener of every event type',
        us('a listener of every event'),
        `÷ no listener ${fmtSpread(events.ratios.listenerOverNone)}`,
      ],
      [
        'one OpenTelemetry span per call (`workforce-api/otel`, spans dropped by the exporter)',
        us('a span per call'),
        `÷ no listener ${fmtSpread(events.ratios.spanOverNone)}`,
      ],
    ],
  );
}

// `node --expose-gc bench/call-events.mjs [--quick]`: this case alone (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const quick = process.argv.includes('--quick');
  const result = await callEvents(quick ? { calls: 100, rounds: 10, warmup: 200 } : {});
  console.log(JSON.stringify(result, null, 2));
}
