import { describe, it } from 'vitest';
import { ConnectionError, RequestAbortedError, TimeoutError, WorkforceError } from '../../src/index.js';
import { echoError, PII } from './secrets-support.js';
import { CALLS, type Call, expectNoLeaks, sweep } from './secrets-sweep.js';
import { type Behaviour, closedPortUrl, closeServersAfterEach, cutBody, hang, slowBody } from './server.js';

/*
 * Network failures and aborts (resets, refused connections, cut or stalled bodies, timeouts, abort signals)
 * show no credential, tenant key or PII; see secrets.test.ts for what the suite looks for and where.
 */

closeServersAfterEach();

describe('network errors', () => {
  it('ConnectionError (reset before the response): nothing leaks', async () => {
    const reset: Behaviour = ({ req }) => {
      req.socket.destroy();
    };
    expectNoLeaks(
      (await sweep({ behaviours: [reset], expected: ConnectionError, extra: { maxRetries: 0 } })).found,
    );
  });

  it('ConnectionError (connection refused): nothing leaks', async () => {
    const baseUrl = await closedPortUrl();
    expectNoLeaks((await sweep({ baseUrl, expected: ConnectionError, extra: { maxRetries: 0 } })).found);
  });

  it('the error of a response cut mid-body: nothing leaks', async () => {
    // Its class is asserted in faults-resets.test.ts (it should be a ConnectionError); here only what it shows.
    const behaviours = [cutBody(200, '{"taxId":"123-45-')];
    expectNoLeaks((await sweep({ behaviours, expected: WorkforceError, extra: { maxRetries: 0 } })).found);
  });

  it('TimeoutError (an attempt exceeded timeout): nothing leaks, not even in the hidden cause', async () => {
    expectNoLeaks(
      (await sweep({ behaviours: [hang()], expected: TimeoutError, extra: { timeout: 60, maxRetries: 0 } }))
        .found,
    );
  });

  it('TimeoutError (totalTimeout): nothing leaks', async () => {
    const extra = { timeout: 5000, totalTimeout: 80 };
    expectNoLeaks((await sweep({ behaviours: [hang()], expected: TimeoutError, extra })).found);
  });

  it('TimeoutError (the body stalled): nothing leaks', async () => {
    const stall = slowBody(200, ['{"taxId":', `"${PII.taxId}"}`], 2000);
    const calls = { 'GET person': CALLS['GET person']! };
    expectNoLeaks(
      (await sweep({ behaviours: [stall], calls, expected: TimeoutError, extra: { timeout: 80 } })).found,
    );
  });
});

describe('RequestAbortedError', () => {
  const abortingAfter = (ms: number): Record<string, Call> =>
    Object.fromEntries(
      Object.entries(CALLS).map(([name, call]): [string, Call] => [
        name,
        (c, o) => call(c, { ...o, signal: AbortSignal.timeout(ms) }),
      ]),
    );

  it('aborted while waiting for the response: nothing leaks', async () => {
    expectNoLeaks(
      (await sweep({ behaviours: [hang()], calls: abortingAfter(40), expected: RequestAbortedError })).found,
    );
  });

  it('aborted during the backoff after an echoing 503: nothing leaks', async () => {
    const behaviours = [echoError(503, 'api', '5')];
    const calls = { 'PUT statutory fields': abortingAfter(80)['PUT statutory fields']! };
    expectNoLeaks((await sweep({ behaviours, calls, expected: RequestAbortedError })).found);
  });

  it('aborted while the body streams: nothing leaks', async () => {
    const behaviours = [slowBody(200, ['{"taxId":', `"${PII.taxId}"}`], 2000)];
    const calls = { 'GET person': abortingAfter(80)['GET person']! };
    expectNoLeaks((await sweep({ behaviours, calls, expected: RequestAbortedError })).found);
  });
});
