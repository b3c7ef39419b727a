// After tsup: the CommonJS entry files, each one namespace of the shared bundle (src/entries/cjs.ts, tsup.config.ts),
// the CommonJS files of the testing entries, and the check that only `workforce-api/testing/msw` names msw.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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

// The simulator ships as ES modules only (ADR 0020): `require()` of the testing entries loads them, which
// Node does from 22.12 on. A CommonJS bundle of its own would carry a second copy of the SDK and zod.
for (const file of ['index', 'msw']) {
  writeFileSync(
    `dist/testing/${file}.cjs`,
    `'use strict';\n// The ES module build of this entry, loaded by require() (Node 22.12 or later).\nmodule.exports = require('./${file}.js');\n`,
  );
}

// msw is an optional, ESM-only peer used only by createMockHandlers' types, in the `workforce-api/testing/msw`
// entry. Mark its import there so consumers without msw, or compiling CommonJS, do not get a type error
// (HttpHandler then degrades to `any` for them). No other declaration may import msw: its types need the DOM
// library, which a Node project using `startMockServer` does not have.
const mswImport = /^(import [^;]+ from 'msw';)$/m;
for (const file of ['dist/testing/msw.d.ts', 'dist/testing/msw.d.cts']) {
  const text = readFileSync(file, 'utf8');
  const marked = text.replace(
    mswImport,
    '// @ts-ignore -- msw is an optional peer dependency (createMockHandlers only)\n$1',
  );
  if (marked === text && !text.includes('optional peer dependency'))
    throw new Error(`no msw import found in ${file}`);
  writeFileSync(file, marked);
}
const declarations = readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter((f) =>
  /\.d\.c?ts$/.test(f),
);
const namingMsw = declarations.filter(
  (f) =>
    !/^testing\/msw\.d\.c?ts$/.test(f) &&
    /from ['"]msw['"]|import\(['"]msw['"]\)/.test(readFileSync(`dist/${f}`, 'utf8')),
);
if (namingMsw.length > 0)
  throw new Error(`declarations outside testing/msw import msw: ${namingMsw.join(', ')}`);

// The simulator's own chunks (ES modules only the testing entries reach) lose their whitespace (ADR 0020,
// amendment): names stay as written, so a stack trace still names the simulator's functions, and the install
// stays under its 3 MB budget. The SDK's bundles keep their readable lines.
const { transformSync } = await import('esbuild');
const importsOf = (file) =>
  [
    ...readFileSync(`dist/${file}`, 'utf8').matchAll(
      /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+\.js)['"]/g,
    ),
  ].map(([, path]) => join(dirname(file), path));
function reach(entries) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of importsOf(file)) visit(next);
  };
  for (const entry of entries) visit(entry);
  return seen;
}
const sdk = reach(['index.js', 'core.js', 'functions.js', 'webhooks.js', 'otel.js']);
const simulatorOnly = [...reach(['testing/index.js', 'testing/msw.js', 'testing/cli.js'])].filter(
  (file) => !sdk.has(file) && file.startsWith('chunk-'),
);
if (simulatorOnly.length === 0) throw new Error('no chunk of the simulator found to compact');
for (const file of simulatorOnly) {
  const code = readFileSync(`dist/${file}`, 'utf8');
  writeFileSync(
    `dist/${file}`,
    transformSync(code, { minifyWhitespace: true, minifySyntax: true, format: 'esm' }).code,
  );
}
