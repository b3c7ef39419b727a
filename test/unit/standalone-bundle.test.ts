import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ALL_KINDS, BASE_KINDS } from '../../src/internal/schema-kinds.js';

/** `contents` bundled for a browser the way an application would (esbuild, ESM, not minified). */
async function browserBundle(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** `createCore` and one standalone function, bundled for a browser. */
function bundleOf(fn: string, args: string): Promise<string> {
  return browserBundle(
    [
      "import { createCore } from './src/entries/core.ts';",
      `import { ${fn} } from './src/generated/functions.ts';`,
      "const core = createCore({ apiKey: () => 't', environment: 'sandbox' });",
      `export const call = () => ${fn}(core, ${args});`,
    ].join('\n'),
  );
}

describe('a bundle of createCore and one standalone function', () => {
  it('holds its own operation and the models it reaches, nothing of the other operations', async () => {
    const text = await bundleOf('personsGet', "'3c6b0e23-bf28-42f1-a15a-68fecdb79373'");
    expect(text).toContain('"persons.get":{');
    // Models its answer reaches, in its own namespace's table and in the shared one.
    for (const model of ['"CompInfo":', '"JobInfo":', '"Address":']) expect(text).toContain(model);
    // Another operation of the same namespace, a model of the same table and one of the shared table.
    for (const other of ['"persons.list":', '"persons.create":', '"CompInfoInput":', '"WalletBalance":'])
      expect(text, other).not.toContain(other);
    // The namespace's whole table and the client's namespaces.
    expect(text).not.toContain('personsOperations');
    expect(text).not.toContain('personsResources');
  });

  it('carries no kit schema nor zod builder its operation does not reach', async () => {
    const text = await bundleOf('personsGet', "'3c6b0e23-bf28-42f1-a15a-68fecdb79373'");
    for (const message of ['must be an email address', 'must be an absolute URL', 'must be a MIME type'])
      expect(text, message).not.toContain(message);
    expect(text).not.toContain('intersectionKind');
    expect(text).not.toContain('literalKind');
  });
});

describe('the whole client in a browser bundle', () => {
  it('carries none of zod’s string-format schemas: the kit checks its formats itself', async () => {
    const text = await browserBundle(
      "import { WorkforceClient } from './src/index.ts'; export const c = new WorkforceClient({ apiKey: () => 't' });",
    );
    // The kit's own messages are there (so is its client), zod's format constructors are not.
    expect(text).toContain('must be an absolute URL');
    for (const name of ['$ZodStringFormat', '$ZodEmail', '$ZodURL', '$ZodISODate', '$ZodCheckRegex'])
      expect(text, name).not.toContain(`"${name}"`);
  });
});

describe('every kind', () => {
  it('holds the base kinds', () => {
    for (const [key, kind] of Object.entries(BASE_KINDS))
      expect(ALL_KINDS[key as keyof typeof ALL_KINDS], key).toBe(kind);
  });
});
