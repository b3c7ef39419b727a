// After tsup: msw is an optional, ESM-only peer used only by createMockHandlers' types. Mark its import in
// the testing declarations so consumers without msw, or compiling CommonJS, do not get a type error
// (HttpHandler then degrades to `any` for them).
import { readFileSync, writeFileSync } from 'node:fs';

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
