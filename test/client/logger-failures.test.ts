import { describe, expect, it } from 'vitest';
import { InternalServerError, type Logger, WorkforceClient } from '../../src/index.js';
import { closeServersAfterEach, json, startServer } from '../reliability/server.js';

/*
 * Logging never changes the outcome of a call: a logger that throws, or one without the method of a level,
 * is skipped. Otherwise a write the API has already applied would reject (the caller would retry it and move
 * the money twice), and a failed call would reject with the logger's error instead of its own.
 */

closeServersAfterEach();

const PAYOUT = { id: 'c06f3427-3bbe-4d70-9a54-28acda267e48' };
const failing = (): void => {
  throw new Error('log shipper down');
};
const LOGGERS: [string, Logger][] = [
  ['a logger whose methods throw', { debug: failing, info: failing, warn: failing, error: failing }],
  ['a logger without debug and info', { warn: () => {}, error: () => {} } as unknown as Logger],
];

describe.each(LOGGERS)('%s at logLevel debug', (_name, logger) => {
  it('a POST the API applied resolves with its answer, sent once', async () => {
    const server = await startServer(json(200, PAYOUT));
    const client = new WorkforceClient({
      apiKey: 'sk_test_logger_1a2b3c',
      baseUrl: server.url,
      logger,
      logLevel: 'debug',
    });
    const answer = await client.request({ method: 'POST', path: '/v1/payouts', body: { amount: 100 } });
    expect(answer).toEqual(PAYOUT);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/payouts']);
  });

  it('a GET retried after a 503 fails with its own error, not the logger’s', async () => {
    const server = await startServer(json(503, { message: 'busy' }, { 'retry-after': '0' }));
    const client = new WorkforceClient({
      apiKey: 'sk_test_logger_1a2b3c',
      baseUrl: server.url,
      logger,
      logLevel: 'debug',
      maxRetries: 1,
    });
    const error = await client.request({ method: 'GET', path: '/v1/me' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(server.count()).toBe(2);
  });
});
