import { createRequire } from 'node:module';
import type { HttpHandler } from 'msw';
import { handleUnder, Simulator } from './simulator.js';
import type { SimulatorOptions } from './simulator-options.js';

/** Options of {@link createMockHandlers}: the simulator's, plus where to intercept. */
export interface MockHandlersOptions extends SimulatorOptions {
  /**
   * Base URL to intercept; default the environment's (`https://dev-api.cadanapay.com` for sandbox). With a
   * path (`https://proxy.example/workforce`) the API is served under it, and every link handed out is too.
   */
  baseUrl?: string;
  /** Answer from an existing simulator instead of creating one (other simulator options are then ignored). */
  simulator?: Simulator;
}

/** msw handlers over one simulator, with the simulator and its key attached. */
export type MockHandlers = HttpHandler[] & {
  /** The simulator that answers the requests: drive it, read events and inject faults. */
  simulator: Simulator;
  /** The simulator's Platform key for its environment ({@link Simulator.apiKey}). */
  apiKey: string;
  /** The base URL that the handlers intercept, without a trailing slash. */
  baseUrl: string;
};

const BASE_URLS = {
  sandbox: 'https://dev-api.cadanapay.com',
  production: 'https://api.cadanapay.com',
} as const;

/*
 * msw is an optional peer: it is loaded here, synchronously, only when handlers are asked for, so importing
 * `workforce-api/testing/msw` without it fails with the install command instead of a module-not-found error.
 * msw 3 is ESM-only; Node ≥ 22.12 can `require()` ES modules without top-level await, which msw is.
 */
function loadMsw(): typeof import('msw') {
  try {
    // The entry ships as an ES module only (ADR 0020), so the module's own URL anchors the lookup.
    return createRequire(import.meta.url)('msw') as typeof import('msw');
  } catch (error) {
    throw new Error('createMockHandlers needs msw (npm install --save-dev msw)', { cause: error });
  }
}

/**
 * msw request handlers that answer the API from a simulator, for `setupServer(...createMockHandlers())`.
 * The simulator, its Platform key and the intercepted base URL are attached to the returned array.
 * @throws Error when msw is not installed; RangeError for an invalid fault rule.
 * @example
 * ```ts
 * const handlers = createMockHandlers();
 * const server = setupServer(...handlers);
 * server.listen();
 * const client = new WorkforceClient({ environment: 'sandbox', apiKey: handlers.apiKey });
 * ```
 */
export function createMockHandlers(options: MockHandlersOptions = {}): MockHandlers {
  const msw = loadMsw();
  const simulator = options.simulator ?? new Simulator(options);
  const baseUrl = (options.baseUrl ?? BASE_URLS[simulator.environment]).replace(/\/+$/, '');
  const basePath = new URL(baseUrl).pathname.replace(/\/+$/, '');
  const handler = msw.http.all(`${baseUrl}/*`, ({ request }) => handleUnder(simulator, request, basePath));
  return Object.assign([handler], { simulator, apiKey: simulator.apiKey, baseUrl });
}
