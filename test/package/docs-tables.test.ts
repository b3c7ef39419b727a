import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { OPERATION_INDEX } from '../../src/generated/operation-index.js';
import * as sdk from '../../src/index.js';

/*
 * The docs' tables that list code are checked against the code: the error classes and guards of the README and
 * the errors guide, the fields each error carries, the paginated lists, and the package's entries. A class, a
 * field, a list or an entry added without its line in the docs fails here.
 */

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const README = read('README.md');
const ERRORS = read('docs/guides/errors.md');
const PAGINATION = read('docs/guides/pagination.md');

type ErrorClass = new (...args: never[]) => sdk.WorkforceError;

/** Every error class the main entry exports, by name. */
const errorClasses = Object.entries(sdk as Record<string, unknown>).filter(
  (entry): entry is [string, ErrorClass] =>
    typeof entry[1] === 'function' &&
    (entry[1] === sdk.WorkforceError || (entry[1] as ErrorClass).prototype instanceof sdk.WorkforceError),
);
const guardNames = Object.keys(sdk).filter((name) => /^is[A-Z]\w*Error$/.test(name));

const apiInit: sdk.ApiErrorInit = {
  status: 400,
  code: undefined,
  message: 'm',
  params: undefined,
  requestId: undefined,
  headers: {},
  body: undefined,
};

/** One instance of each class, to read the fields it carries. A new class needs a line here. */
function sample(name: string, cls: ErrorClass): sdk.WorkforceError {
  const make = cls as unknown as new (...args: unknown[]) => sdk.WorkforceError;
  if (cls === sdk.ApiError || cls.prototype instanceof sdk.ApiError) return new make(apiInit);
  switch (name) {
    case 'ResponseTooLargeError':
      return new make('m', { limit: 1, status: 200, requestId: undefined });
    case 'RequestValidationError':
      return new make('m', {});
    case 'ResponseValidationError':
      return new make('m', { issues: [], body: undefined, requestId: undefined });
    case 'WebhookVerificationError':
      return new make('signature_mismatch', 'm');
    default:
      return new make('m');
  }
}

/** The class names of the first code block that draws the `WorkforceError` tree. */
function treeOf(markdown: string): Map<string, string> {
  const block = /```\n(WorkforceError[\s\S]*?)```/.exec(markdown)?.[1] ?? '';
  const lines = new Map<string, string>();
  for (const line of block.split('\n')) {
    const match = /(\w+Error)\s*(.*)$/.exec(line);
    if (match) lines.set(match[1]!, match[2]!);
  }
  return lines;
}

/** Rows of the markdown table whose header row starts with `| header |`. */
function tableRows(markdown: string, header: string): string[][] {
  const start = markdown.indexOf(`| ${header} |`);
  const rows: string[][] = [];
  for (const line of markdown.slice(start).split('\n').slice(2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const names = (cell: string) => [...cell.matchAll(/`(\w+)`/g)].map((m) => m[1]!);

describe('error classes', () => {
  const exported = errorClasses.map(([name]) => name).sort();

  it.each([
    ['README.md', README],
    ['docs/guides/errors.md', ERRORS],
  ])('the tree of %s draws exactly the exported classes', (_file, markdown) => {
    expect([...treeOf(markdown).keys()].sort()).toEqual(exported);
  });

  it('the errors guide names every guard, and the guards are exactly one per class', () => {
    const from = ERRORS.slice(ERRORS.indexOf('Each class has one:'));
    const paragraph = from.slice(0, from.indexOf('\n\n'));
    const listed = new Set(names(paragraph).filter((n) => /^is\w*Error$/.test(n)));
    expect([...listed].sort()).toEqual([...guardNames].sort());
    expect(guardNames.map((g) => g.slice(2)).sort()).toEqual(exported);
  });

  it("the README tree's field lists name fields of those classes, `?` marking the ones that may be missing", () => {
    for (const [name, text] of treeOf(README)) {
      const cls = errorClasses.find(([n]) => n === name)?.[1];
      const fields = /(?:: |\()([a-z]\w*\??(?:, [a-z]\w*\??)*)(?:\)|$| \()/.exec(text)?.[1];
      if (!cls || fields === undefined) continue;
      const instance = sample(name, cls);
      for (const field of fields.split(', '))
        expect(instance, `${name}.${field}`).toHaveProperty(field.replace('?', ''));
    }
    expect(treeOf(README).get('ApiError')).toContain('code?');
  });
});

describe('the fields table of the errors guide', () => {
  const rows = tableRows(ERRORS, 'field').map(([field, on]) => ({ field: names(field!)[0]!, on: on! }));
  const classesOf = (on: string) =>
    on === 'all' || on === 'when there is one' ? errorClasses.map(([n]) => n) : names(on);

  it('lists fields the classes named in its rows carry', () => {
    for (const { field, on } of rows) {
      if (on === 'when there is one') continue;
      for (const name of classesOf(on)) {
        const cls = errorClasses.find(([n]) => n === name)?.[1];
        expect(cls, `${name} in the row of ${field}`).toBeDefined();
        expect(sample(name, cls!), `${name}.${field}`).toHaveProperty(field);
      }
    }
  });

  it('has a row for every field of every class', () => {
    for (const [name, cls] of errorClasses) {
      const instance = sample(name, cls);
      for (const field of Object.keys(instance).filter((k) => k !== 'name')) {
        const row = rows.find(
          (r) =>
            r.field === field &&
            classesOf(r.on).some(
              (c) => c === name || instance instanceof (sdk as never as Record<string, ErrorClass>)[c]!,
            ),
        );
        expect(row, `a row for ${name}.${field}`).toBeDefined();
      }
    }
  });

  it('says that `code` can be missing', () => {
    expect(rows.find((r) => r.field === 'code')).toBeDefined();
    expect(tableRows(ERRORS, 'field').find(([f]) => f === '`code`')?.[2]).toContain('`undefined`');
  });
});

describe('the paginated lists of the pagination guide', () => {
  it('are every list the operations declare, with its page kind', () => {
    const declared = OPERATION_INDEX.filter((o) => o.operation.page !== undefined)
      .map((o) => `${o.name} ${o.operation.page}`)
      .sort();
    const documented = tableRows(PAGINATION, 'list')
      .map(([list, kind]) => `${/client\.([\w.]+)\(/.exec(list!)?.[1]} ${kind}`)
      .sort();
    expect(documented).toEqual(declared);
  });
});

describe('the entries table of the README', () => {
  it('lists exactly the subpaths package.json exports', async () => {
    const { default: pkg } = await import('../../package.json', { with: { type: 'json' } });
    const exported = Object.keys(pkg.exports)
      .filter((k) => k !== './package.json')
      .map((k) => (k === '.' ? 'workforce-api' : `workforce-api/${k.slice(2)}`));
    const listed = tableRows(README, 'import').map(([entry]) => entry!.replaceAll('`', ''));
    expect(listed.sort()).toEqual(exported.sort());
  });
});

/** The members of the exported interface `name` declared in `file` (read from the source, as written). */
function interfaceMembers(file: string, name: string): string[] {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest);
  const found = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name,
  );
  if (found === undefined) throw new Error(`${file} declares no interface ${name}`);
  return found.members.flatMap((m) => (m.name && ts.isIdentifier(m.name) ? [m.name.text] : []));
}

describe('the options of the README', () => {
  it('the client options table has a row for exactly the fields of ClientOptions', () => {
    const listed = tableRows(README, 'option').flatMap(([option]) => names(option!));
    expect(listed.sort()).toEqual(interfaceMembers('src/core/client-options.ts', 'ClientOptions').sort());
  });

  it('the per-call options name exactly the fields of RequestOptions', () => {
    const from = README.slice(README.indexOf('Every method takes a last optional argument'));
    const list = /`\{([^}]*)\}`/.exec(from)?.[1] ?? '';
    const listed = list.split(',').map((field) => field.trim().replace(/\?$/, ''));
    expect(listed.sort()).toEqual(interfaceMembers('src/core/request-options.ts', 'RequestOptions').sort());
  });
});

describe('the operations the docs call keyed (resent safely with an idempotency key)', () => {
  const keyed = OPERATION_INDEX.filter((o) => o.operation.safety === 'keyed')
    .map((o) => o.name)
    .sort();
  /** The methods a `Today those are …` sentence names, without a `client.` prefix. */
  const namedIn = (markdown: string) => {
    const from = markdown.slice(markdown.indexOf('Today those are'));
    const sentence = from.slice(0, from.search(/\)`[:.]/) + 2);
    return [...sentence.matchAll(/`(?:client\.)?([\w.]+)\(\)`/g)].map((m) => m[1]!).sort();
  };

  it('are the operations declared keyed, in the README and the retries guide', () => {
    expect(keyed.length).toBeGreaterThan(1);
    expect(namedIn(README)).toEqual(keyed);
    expect(namedIn(read('docs/guides/retries-and-idempotency.md'))).toEqual(keyed);
  });
});
