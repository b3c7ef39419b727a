/*
 * The CommonJS build's one bundle (`dist/workforce.cjs`): every public entry's exports, one namespace each.
 * `dist/index.cjs`, `core.cjs`, `functions.cjs` and `webhooks.cjs` re-export their namespace of it, so under
 * `require()` the entries share one copy of the SDK, as the ESM entries share chunks: an error thrown through
 * one entry is `instanceof` the class of another, and a core from `workforce-api/core` works with the
 * functions of `workforce-api/functions`. Not an entry of its own (not in the exports map).
 */

export * as functions from '../generated/functions.js';
export * as main from '../index.js';
export * as webhooks from '../webhooks/index.js';
export * as core from './core.js';
