import { Webhook } from 'svix';
import { afterEach, beforeEach } from 'vitest';
import {
  type ClientOptions,
  type KnownWebhookEventType,
  parseWebhookEvent,
  WorkforceClient,
} from '../../src/index.js';
import {
  type MockServer,
  type MockServerOptions,
  type SimulatorEvent,
  startMockServer,
} from '../../src/testing/index.js';

/** A fresh mock server for every test of the file; `ctx.server` is set in beforeEach. */
export function useMockServer(options: MockServerOptions = {}) {
  const ctx = {} as { server: MockServer };
  beforeEach(async () => {
    ctx.server = await startMockServer({ webhookRetryDelaysMs: [10, 20], ...options });
  });
  afterEach(async () => {
    await ctx.server.close();
  });
  return ctx;
}

/** The real SDK pointed at the server, quiet, with the server's Platform key unless overridden. */
export function clientFor(server: MockServer, options: ClientOptions = {}): WorkforceClient {
  return new WorkforceClient({ baseUrl: server.url, apiKey: server.apiKey, logLevel: 'off', ...options });
}

/** Verifies an event's signature with Svix's own library (it throws when invalid) and returns the parsed body. */
export function verified(
  secret: string,
  event: Pick<SimulatorEvent, 'body' | 'headers'>,
): Record<string, unknown> {
  new Webhook(secret).verify(event.body, event.headers);
  return JSON.parse(event.body) as Record<string, unknown>;
}

/**
 * The `data` of every verified event of a type, oldest first. The type is one the SDK knows (the compiler
 * checks the name against the schema table), and each payload must pass the SDK's strict parse, so a test
 * that reads an event also proves a receiver built on the SDK can read it.
 */
export function eventData(server: MockServer, eventType: KnownWebhookEventType): Record<string, unknown>[] {
  return server.simulator.events(eventType).map((event) => {
    const body = verified(server.webhookSecret, event);
    parseWebhookEvent(body);
    return body.data as Record<string, unknown>;
  });
}

/** What an SDK error exposes to these tests. */
export type CaughtError = Error & {
  status?: number;
  code?: string;
  params?: Record<string, string>;
  requestId?: string;
  retryAfter?: number;
};

/** Awaits a call that must fail and returns its error. */
export async function failure(call: PromiseLike<unknown>): Promise<CaughtError> {
  try {
    await call;
  } catch (error) {
    return error as CaughtError;
  }
  throw new Error('expected the call to fail');
}
