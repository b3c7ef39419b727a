import { defineConfig } from 'tsup';

// One file per public entry (plus shared chunks in the ESM build), with ky and zod bundled in: Node resolves a
// handful of files instead of a hundred at import. ky is loaded by the first request (a chunk of its own).
const entry = {
  index: 'src/index.ts',
  core: 'src/core/index.ts',
  functions: 'src/generated/functions.ts',
  webhooks: 'src/webhooks/index.ts',
  'testing/index': 'src/testing/index.ts',
};

export default defineConfig([
  {
    entry: { ...entry, 'testing/cli': 'src/testing/cli.ts' },
    format: ['esm'],
    noExternal: ['ky', 'zod'],
    external: ['msw'],
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
    // out no SDK object, and requiring the SDK must not load the simulator.
    entry: { workforce: 'src/cjs.ts', 'testing/index': 'src/testing/index.ts' },
    format: ['cjs'],
    sourcemap: true,
    target: 'es2022',
    noExternal: ['ky', 'zod'],
    external: ['msw'],
    treeshake: true,
  },
  {
    // The CommonJS declarations of every public entry.
    entry,
    format: ['cjs'],
    dts: { only: true },
    target: 'es2022',
    external: ['msw'],
  },
]);
