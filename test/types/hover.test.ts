import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_INDEX } from '../../src/generated/operation-index.js';

/*
 * What an editor shows on hover, read back through the TypeScript language service (the engine behind VS Code's
 * hover): every method's `@throws` tags name an error class, with no tag misread, and every method has an
 * `@example` with its real arguments, which compiles against the SDK's types.
 */

const root = path.join(import.meta.dirname, '../..');
const probe = path.join(root, 'test/types/__hover-probe__.ts');
const examples = path.join(root, 'test/types/__hover-examples__.ts');
/** What an editor hovers: every client method and every standalone function (`fns.personsGet`). */
const methods = [...OPERATION_INDEX.map((entry) => entry.name), 'payrolls.waitFor'];
const functions = [...OPERATION_INDEX.map((entry) => entry.fn), 'payrollsWaitFor'];
const probes = [...methods.map((name) => `client.${name}`), ...functions.map((fn) => `fns.${fn}`)];

/** A language service over the repository's tsconfig, with two files held in memory. */
function languageService(files: Map<string, string>): ts.LanguageService {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (config === undefined) throw new Error('tsconfig.json could not be read');
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [...files.keys()],
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      const text = files.get(file) ?? (ts.sys.fileExists(file) ? readFileSync(file, 'utf8') : undefined);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => root,
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (file) => files.has(file) || ts.sys.fileExists(file),
    readFile: (file) => files.get(file) ?? ts.sys.readFile(file),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  return ts.createLanguageService(host, ts.createDocumentRegistry());
}

const header = `import type { Core } from '../../src/entries/core.js';
import * as fns from '../../src/generated/functions.js';
import type { WorkforceClient } from '../../src/index.js';

const { ${functions.join(', ')} } = fns;
declare const client: WorkforceClient;
declare const core: Core;
`;

/** A tag's text as an editor shows it: a `{@link X}` as its name alone. */
function shown(parts: ts.SymbolDisplayPart[] | undefined): string {
  const text = (parts ?? []).map((part) => (part.kind === 'link' ? '' : part.text)).join('');
  return text.replace(/[ \t]+/g, ' ');
}

interface Hover {
  tags: { name: string; text: string }[];
}

const hovers = new Map<string, Hover>();
let service: ts.LanguageService;
let probeText: string;

beforeAll(() => {
  probeText = `${header}${probes.map((expression) => `${expression};`).join('\n')}\n`;
  service = languageService(new Map([[probe, probeText]]));
  for (const name of probes) {
    const at = probeText.indexOf(`\n${name};`) + name.length;
    const info = service.getQuickInfoAtPosition(probe, at);
    const tags = (info?.tags ?? []).map((tag) => ({ name: tag.name, text: shown(tag.text) }));
    hovers.set(name, { tags });
  }
}, 120_000);

describe('hover over a method, as the TypeScript language service reads it', () => {
  it('every @throws tag starts with the name of an error class, and no tag is misread (no stray `link`)', () => {
    expect(hovers.size).toBe(methods.length + functions.length);
    for (const [name, { tags }] of hovers) {
      expect(
        tags.map((t) => t.name),
        name,
      ).not.toContain('link');
      const throws = tags.filter((t) => t.name === 'throws');
      expect(throws.length, name).toBeGreaterThan(0);
      for (const tag of throws) expect(tag.text, name).toMatch(/^[A-Z][A-Za-z]*Error\b [a-z(]/);
    }
    const create = hovers.get('client.payrolls.create')?.tags.filter((t) => t.name === 'throws') ?? [];
    expect(create.map((t) => t.text.split(' ')[0])).toEqual(['RequestValidationError', 'ApiError']);
    expect(create[1]?.text).toBe('ApiError (its subclass for the status) when the API refuses the call.');
  });

  it('every method and function has one @example calling it with values, not placeholder names', () => {
    for (const [name, { tags }] of hovers) {
      const found = tags.filter((t) => t.name === 'example');
      expect(found, name).toHaveLength(1);
      const code = found[0]?.text ?? '';
      expect(code, name).toContain(name.startsWith('fns.') ? `${name.slice(4)}(core` : `${name}(`);
      expect(code, name).not.toMatch(/\(params\)|, params\)/);
    }
    // A required path id is a uuid, and required body fields carry values drawn from the documents.
    const create = hovers.get('client.payrolls.save')?.tags.find((t) => t.name === 'example')?.text ?? '';
    expect(create).toMatch(
      /client\.payrolls\.save\('[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}', \{/,
    );
    expect(create).toMatch(/payrollDate: '\d{4}-\d{2}-\d{2}'/);
    expect(create).toMatch(/personId: '[0-9a-f-]{36}'/);
  });

  it("every @example compiles against the SDK's types", () => {
    const bodies = [...hovers].map(([name, { tags }], i) => {
      const code = (tags.find((t) => t.name === 'example')?.text ?? '').replace(/^```ts\n|\n```$/g, '');
      return `// ${name}\nexport async function example${i}() {\n${code}\n}`;
    });
    const text = `${header}${bodies.join('\n\n')}\n`;
    const checker = languageService(new Map([[examples, text]]));
    const problems = checker.getSemanticDiagnostics(examples).map((d) => {
      const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
      const method = text
        .split('\n')
        .slice(0, line)
        .reverse()
        .find((l) => l.startsWith('// '));
      return `${method}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
    expect(problems).toEqual([]);
  }, 120_000);
});
