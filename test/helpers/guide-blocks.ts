import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { codeBlocks, ENTRIES } from '../docs/guide-code.js';

/*
 * A usage recipe is written once, in its guide: the test that keeps it true runs the guide's own block
 * (compiled to JavaScript here, its imports of the package's public names served from src/) instead of a
 * copy of its code, so a recipe edited in the guide is the recipe tested. The names a block takes from its
 * page (`client`, `server`, `personId`…, declared for the compiler in test/docs/guide-prelude.ts) are given
 * by the test, and the block's top-level names are handed back for the test's assertions.
 */

const root = path.join(import.meta.dirname, '../..');

/**
 * The first ```ts block under the Markdown heading `heading` (its text, without the `#`s) of `file`
 * (relative to the repository root).
 */
export function guideBlock(file: string, heading: string): string {
  const text = readFileSync(path.join(root, file), 'utf8');
  const at = text
    .split('\n')
    .findIndex((line) => line.replace(/^#+\s+/, '') === heading && line.startsWith('#'));
  if (at < 0) throw new Error(`${file} has no heading "${heading}"`);
  const block = codeBlocks(file, text).find((b) => b.line > at + 1);
  if (block === undefined) throw new Error(`${file} has no ts block under "${heading}"`);
  return block.code;
}

/** The names a block declares at its top level (variables, destructured names, functions, classes). */
function topLevelNames(code: string): string[] {
  const source = ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest);
  const names: string[] = [];
  const bind = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) names.push(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name);
  };
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) bind(declaration.name);
    else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      names.push(statement.name.text);
  }
  return names;
}

/** The package entries a block imports, loaded from src/ by their public names. */
async function entriesOf(code: string): Promise<Map<string, unknown>> {
  const named = [...code.matchAll(/from\s+'([^']+)'/g)].map(([, name]) => name as string);
  const loaded = new Map<string, unknown>();
  for (const name of new Set(named)) {
    const source = ENTRIES[name];
    if (source === undefined) throw new Error(`a guide block imports ${name}, which is no public entry`);
    loaded.set(name, await import(path.join(root, source)));
  }
  return loaded;
}

/**
 * Runs a guide block as a user's module would run, with `scope` as the names it takes from its page;
 * resolves to its top-level names and their values, or rejects with what the block threw.
 */
export async function runGuideBlock(
  code: string,
  scope: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  const entries = await entriesOf(code);
  const { outputText } = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const names = topLevelNames(code);
  const body = `${outputText}\nreturn { ${names.join(', ')} };`;
  const require = (name: string) => entries.get(name);
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<Record<string, unknown>>;
  const run = new AsyncFunction('require', 'exports', ...Object.keys(scope), body);
  return run(require, {}, ...Object.values(scope));
}
