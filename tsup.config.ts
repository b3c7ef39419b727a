import { defineConfig } from 'tsup';

// One file per public entry (plus shared chunks in the ESM build), with ky and zod bundled in: Node resolves a
// handful of files instead of a hundred at import. ky is loaded by the first request (a chunk of its own).
// No source maps (ADR 0020): the code is not minified, so a stack trace already names the functions and lines;
// the maps with their embedded sources were 4.8 MB of a 7.8 MB install.
const entry = {
  index: 'src/index.ts',
  core: 'src/entries/core.ts',
  functions: 'src/generated/functions.ts',
  webhooks: 'src/webhooks/index.ts',
  otel: 'src/otel/index.ts',
  'testing/index': 'src/testing/index.ts',
  'testing/msw': 'src/testing/msw.ts',
};

export default defineConfig([
  {
    entry: { ...entry, 'testing/cli': 'src/testing/cli.ts' },
    format: ['esm'],
    noExternal: ['ky', 'zod'],
    external: ['msw', '@opentelemetry/api'],
    dts: true,
    sourcemap: false,
    clean: true,
    target: 'es2022',
    splitting: true,
    treeshake: true,
  },
  {
    // ky ships ESM only, so the CommonJS build carries its own copy of it for `require()`. The public entries
    // share one bundle (src/entries/cjs.ts; the entry files are written by scripts/postbuild.mjs), so classes and the
    // core registry are one copy under require() too. The otel entry keeps a bundle of its own: it holds no
    // SDK object (it only listens through a client's public `on()`), and requiring the SDK must not load
    // OpenTelemetry. The testing entries have no CommonJS bundle: `require('workforce-api/testing')` loads
    // their ES modules (files written by scripts/postbuild.mjs; Node 22.12 or later, ADR 0020).
    entry: { workforce: 'src/entries/cjs.ts', otel: 'src/otel/index.ts' },
    format: ['cjs'],
    sourcemap: false,
    target: 'es2022',
    noExternal: ['ky', 'zod'],
    external: ['msw', '@opentelemetry/api'],
    treeshake: true,
  },
  {
    // The CommonJS declarations of every public entry.
    entry,
    format: ['cjs'],
    dts: { only: true },
    target: 'es2022',
    external: ['msw', '@opentelemetry/api'],
  },
]);
