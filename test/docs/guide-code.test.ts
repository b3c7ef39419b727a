import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockFileName, type CodeBlock, codeBlocks, ENTRIES, markdownFiles } from './guide-code.js';
import { PRELUDE } from './guide-prelude.js';

/*
 * Every ```ts block of README.md and docs/ compiles against the SDK's own types, as a module that imports the
 * package by its public names (mapped to src/ here). The blocks are checked together in one program, each in
 * a file of its own held in memory; the variables a block takes from its surroundings (a `client`, a
 * `server`…) are declared once, in a prelude (guide-prelude.ts). A block that is deliberately a fragment says
 * so with `<!-- not-compiled: reason -->` on the line before its fence.
 */

const root = path.join(import.meta.dirname, '../..');
const folder = path.join(root, 'test/docs/__guide-code__');

/** The repository's compiler options, with the public entry names mapped to their sources. */
function compilerOptions(): ts.CompilerOptions {
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
  const paths = Object.fromEntries(
    Object.entries(ENTRIES).map(([name, source]) => [name, [path.join(root, source)]]),
  );
  return { ...config.options, noEmit: true, paths };
}

/** One program over the blocks (and the prelude), served from memory; the diagnostics of each block file. */
function compile(files: ReadonlyMap<string, string>): Map<string, readonly ts.Diagnostic[]> {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => files.get(path.resolve(file)) ?? readFile(file);
  host.fileExists = (file) => files.has(path.resolve(file)) || fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) => {
    const text = files.get(path.resolve(file));
    return text === undefined
      ? getSourceFile(file, language, ...rest)
      : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  const found = new Map<string, readonly ts.Diagnostic[]>();
  for (const file of files.keys()) {
    const source = program.getSourceFile(file);
    if (source === undefined) throw new Error(`${file} is not in the program`);
    found.set(file, [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]);
  }
  return found;
}

/** Where a diagnostic points in the Markdown file, and what it says. */
function located(block: CodeBlock, diagnostic: ts.Diagnostic): string {
  const at =
    diagnostic.file && diagnostic.start !== undefined
      ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
      : 0;
  return `${block.file}:${block.line + at}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
}

const blocks = markdownFiles(root).flatMap((file) =>
  codeBlocks(file, readFileSync(path.join(root, file), 'utf8')),
);
const compiled = blocks.filter((block) => block.skipReason === undefined);
const problems: string[] = [];

beforeAll(() => {
  const files = new Map<string, string>([[path.join(folder, 'prelude.d.ts'), PRELUDE]]);
  const byFile = new Map<string, CodeBlock>();
  for (const block of compiled) {
    const file = path.join(folder, blockFileName(block));
    // `export {}` makes each block a module of its own, so blocks never share their top-level names.
    files.set(file, `${block.code}\nexport {};\n`);
    byFile.set(file, block);
  }
  for (const [file, diagnostics] of compile(files)) {
    const block = byFile.get(file);
    if (block === undefined)
      problems.push(
        ...diagnostics.map((d) => `prelude: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`),
      );
    else problems.push(...diagnostics.map((d) => located(block, d)));
  }
}, 120_000);

describe('code blocks of README.md and docs/', () => {
  it(`compiles every \`\`\`ts block against the SDK (${compiled.length} blocks)`, () => {
    expect(compiled.length).toBeGreaterThan(40);
    expect(problems, `blocks that do not compile:\n${problems.join('\n')}`).toEqual([]);
  });

  it('gives every block it does not compile a reason, and keeps such blocks rare', () => {
    const skipped = blocks.filter((block) => block.skipReason !== undefined);
    expect(skipped.filter((block) => block.skipReason === '').map((b) => `${b.file}:${b.line}`)).toEqual([]);
    expect(skipped.length).toBeLessThanOrEqual(Math.ceil(blocks.length / 10));
  });
});

describe('codeBlocks', () => {
  it('reads indented blocks, their first line and a not-compiled marker with its reason', () => {
    const text = [
      '# Title', // 1
      '```ts', // 2
      'const a = 1;', // 3
      '```', // 4
      '- item', // 5
      '  <!-- not-compiled: shows a compile error on purpose -->', // 6
      '', // 7
      '  ```ts', // 8
      '  const b: string = 2;', // 9
      '  ```', // 10
      '```sh', // 11
      'npm test', // 12
      '```', // 13
    ].join('\n');
    expect(codeBlocks('x.md', text)).toEqual([
      { file: 'x.md', line: 3, code: 'const a = 1;' },
      { file: 'x.md', line: 9, code: 'const b: string = 2;', skipReason: 'shows a compile error on purpose' },
    ]);
  });
});
