/**
 * `workforce-api/testing/msw`: the simulator of `workforce-api/testing` as msw request handlers
 * (`createMockHandlers`), for tests that intercept `fetch` inside their own process. An entry of its own because
 * msw's type declarations need the DOM library: a Node project that only uses `startMockServer` never loads
 * them. Needs `msw` installed (an optional peer dependency).
 * @packageDocumentation
 * @module workforce-api/testing/msw
 */

export { createMockHandlers, type MockHandlers, type MockHandlersOptions } from './msw-handlers.js';
