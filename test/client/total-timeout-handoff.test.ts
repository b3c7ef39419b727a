import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { TimeoutError } from '../../src/index.js';
import { makeClient, SANDBOX } from '../helpers/msw.js';
import { useSequenceServer } from './retries-support.js';

// ky is handed `totalTimeout` only for an attempt that what is left of it could cut short (no more than two
// `timeout`s and a second): these calls cross that line between attempts and must keep both bounds.

const { server } = useSequenceServer();

/** Headers after 50 ms, then a body that never ends. */
async function stalledBody(): Promise<Response> {
  await delay(50);
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"ok":'));
    },
  });
  return new HttpResponse(stream, { headers: { 'content-type': 'application/json' } });
}

/** Serves the answers in turn (the last one repeats); counts the attempts. */
function answers(...responders: Array<() => Response | Promise<Response>>) {
  const state = { count: 0 };
  server.use(
    http.get(`${SANDBOX}/v1/me`, () => {
      const respond = responders[Math.min(state.count, responders.length - 1)] ?? stalledBody;
      state.count += 1;
      return respond();
    }),
  );
  return state;
}

const unavailable = () =>
  HttpResponse.json({ message: 'busy' }, { status: 503, headers: { 'retry-after': '1' } });

describe('totalTimeout across attempts', () => {
  it('a first attempt with room to spare is cut by timeout, the last one by what is left of totalTimeout', async () => {
    // 2 900 ms > 2 × 900 + 1 000: ky gets no totalTimeout for the first attempt, which its 900 ms cut. The 503's
    // Retry-After of a second then leaves the third attempt less than `timeout`: totalTimeout must cut it.
    const state = answers(stalledBody, unavailable, stalledBody);
    const started = Date.now();
    const error = await makeClient({ timeout: 900, totalTimeout: 2900, maxRetries: 5 })
      .request({ method: 'GET', path: '/v1/me' })
      .catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toMatch(/totalTimeout \(2900 ms/);
    expect(state.count).toBe(3);
    expect(elapsed).toBeGreaterThanOrEqual(2700);
    expect(elapsed).toBeLessThan(3200);
  });

  it('a body that stalls in an attempt with room to spare fails after timeout, not totalTimeout', async () => {
    const state = answers(stalledBody);
    const started = Date.now();
    const error = await makeClient({ timeout: 200, totalTimeout: 60_000, maxRetries: 0 })
      .request({ method: 'GET', path: '/v1/me' })
      .catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toMatch(/timeout \(200 ms\)/);
    expect(state.count).toBe(1);
    expect(elapsed).toBeLessThan(1200);
  });
});
