import { defineConfig } from 'tsup';

// One file per public entry (plus shared chunks in the ESM build), with ky and zod bundled in: Node resolves a
// handful of files instead of a hundred at import. ky is loaded by the first request (a chunk of its own).
const entry = {
  index: 'src/index.ts',
  core: 'src/core/index.ts',
  functions: 'src/generated/functions.ts',
  webhooks: 'src/webhooks/index.ts',
  otel: 'src/otel/index.ts',
  'testing/index': 'src/testing/index.ts',
};

export default defineConfig([
  {
    entry: { ...entry, 'testing/cli': 'src/testing/cli.ts' },
    format: ['esm'],
    noExternal: ['ky', 'zod'],
    external: ['msw', '@opentelemetry/api'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    splitting: true,
    treeshake: true,
  },
  {
    // ky ships ESM only, so the CommonJS build carries its own copy of it for `require()`. The public entries
    // share one bundle (src/cjs.ts; the entry files are written by scripts/postbuild.mjs), so classes and the
    // core registry are one copy under require() too. The testing entry keeps a bundle of its own: it hands
    // out no SDK object, and requiring the SDK must not load the simulator. The otel entry too: it holds no SDK
    // object either (it only listens through a client's public `on()`), and requiring the SDK must not load
    // OpenTelemetry.
    entry: { workforce: 'src/cjs.ts', 'testing/index': 'src/testing/index.ts', otel: 'src/otel/index.ts' },
    format: ['cjs'],
    sourcemap: true,
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
