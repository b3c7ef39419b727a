import { defineConfig } from 'tsup';

const entry = { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' };

export default defineConfig([
  {
    entry: { ...entry, 'testing/cli': 'src/testing/cli.ts' },
    format: ['esm'],
    external: ['msw'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    splitting: true,
    treeshake: true,
  },
  {
    // ky ships ESM only, so the CommonJS build carries its own copy of it for `require()`.
    entry,
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
    noExternal: ['ky'],
    external: ['msw'],
    treeshake: true,
  },
]);
