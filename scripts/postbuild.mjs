// After tsup: the CommonJS entry files, each one namespace of the shared bundle (src/cjs.ts, tsup.config.ts).
import { readFileSync, writeFileSync } from 'node:fs';

for (const [file, namespace] of [
  ['index', 'main'],
  ['core', 'core'],
  ['functions', 'functions'],
  ['webhooks', 'webhooks'],
]) {
  writeFileSync(
    `dist/${file}.cjs`,
    `'use strict';\n// The \`${namespace}\` exports of the one CommonJS bundle, shared by every entry.\nmodule.exports = require('./workforce.cjs').${namespace};\n`,
  );
}

// msw is an optional, ESM-only peer used only by createMockHandlers' types. Mark its import in
// the testing declarations so consumers without msw, or compiling CommonJS, do not get a type error
// (HttpHandler then degrades to `any` for them).

for (const file of ['dist/testing/index.d.ts', 'dist/testing/index.d.cts']) {
  const text = readFileSync(file, 'utf8');
  const marked = text.replace(
    /^(import [^;]+ from 'msw';)$/m,
    '// @ts-ignore -- msw is an optional peer dependency (createMockHandlers only)\n$1',
  );
  if (marked === text && !text.includes('optional peer dependency'))
    throw new Error(`no msw import found in ${file}`);
  writeFileSync(file, marked);
}
