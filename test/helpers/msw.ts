import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type ClientOptions, WorkforceClient } from '../../src/index.js';

export const SANDBOX = 'https://dev-api.cadanapay.com';
export const API_KEY = 'sk_test_4f9a8b7c6d5e4f3a2b1c';
export const PERSON_ID = '3f8e2a1b-9c4d-4e5f-8a6b-7c8d9e0f1a2b';

/** Starts an msw server for the file; any request without a handler fails the test. */
export function useMswServer() {
  const server = setupServer();
  // msw 3 renamed onUnhandledRequest to onUnhandledFrame: an unmatched request fails the test.
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A sandbox client with quiet logs; options override. */
export function makeClient(options: ClientOptions = {}): WorkforceClient {
  return new WorkforceClient({ apiKey: API_KEY, environment: 'sandbox', logLevel: 'off', ...options });
}

/** What a handler saw, for assertions on the wire. */
export interface Captured {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** Records every request a handler receives. */
export function recorder() {
  const seen: Captured[] = [];
  return {
    seen,
    async record(request: Request): Promise<Captured> {
      const captured = {
        method: request.method,
        url: new URL(request.url),
        headers: new Headers(request.headers),
        body: await request.clone().text(),
      };
      seen.push(captured);
      return captured;
    },
  };
}

/** An offset page body as the API sends it. */
export function offsetBody<T>(
  data: T[],
  currentPage: number,
  pages: number,
  limit = data.length,
  itemCount?: number,
) {
  return {
    data,
    meta: {
      limit,
      currentPage,
      itemCount: itemCount ?? pages * limit,
      pages,
      skipped: (currentPage - 1) * limit,
    },
  };
}

/** A logger that keeps every line for assertions. */
export function memoryLogger() {
  const lines: { level: string; text: string }[] = [];
  const write =
    (level: string) =>
    (message: string, ...rest: unknown[]) => {
      lines.push({ level, text: [message, ...rest.map((r) => JSON.stringify(r))].join(' ') });
    };
  return {
    lines,
    logger: { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') },
    all: () => lines.map((l) => l.text).join('\n'),
  };
}
