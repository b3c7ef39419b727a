import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OPERATION_INDEX } from '../../src/generated/operation-index.js';

/*
 * The description plumbing of the generator (`codegen/descriptions.mjs`): the writers' files are loaded,
 * every key is checked, and the lines land in the TSDoc of methods, models and fields, in the standalone
 * functions and in the API map's description column. Run against fixtures, not the real descriptions.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = path.join(root, 'test/codegen/fixtures');

interface Built {
  files: Map<string, string>;
  coverage: { methods: [number, number]; models: [number, number]; fields: [number, number] };
}

async function build(dir: string): Promise<Built> {
  const module = await import(pathToFileURL(path.join(root, 'codegen/build.mjs')).href);
  return module.buildFiles({ root, descriptionsDir: path.join(fixtures, dir) });
}

/** A generated file with its whitespace runs as single spaces (the files are checked before formatting). */
async function text(dir: string, file: string): Promise<string> {
  return ((await build(dir)).files.get(file) ?? '').replace(/\s+/g, ' ');
}

describe('descriptions written per namespace', () => {
  it('render as the method TSDoc, keeping the route, the retry fact and the example', async () => {
    const resources = await text('descriptions', 'src/generated/resources/persons.ts');
    expect(resources).toContain(
      '* Adds an employee or contractor to the business. Needs a name, an email, an address and pay terms; the person starts in onboarding. * * `POST /v1/persons`; never resent once it may have reached the server. * @throws',
    );
    expect(resources).toMatch(
      /the person starts in onboarding\..*?@throws.*?@example .*?client\.persons\.create\(\{ \* email: '[^']+@[^']+', \* firstName: /,
    );
    // An operation without a description keeps the summary from its name.
    expect(resources).toContain('Lists `client.persons` (`GET /v1/persons`');
    const functions = await text('descriptions', 'src/generated/functions.ts');
    expect(functions).toContain(
      '* Reads one person, with the personal and offboarding details the list leaves out. * * `client.persons.get()` as a function of a {@link Core}: `GET /v1/persons/{personId}`.',
    );
  });

  it('replace a model summary and put field lines above the fields, before their facts', async () => {
    const models = await text('descriptions', 'src/generated/models/persons.ts');
    expect(models).toContain('/** How a person is paid. */ export interface CompInfo {');
    expect(models).toContain(
      '/** How a person is paid. As sent in a request. */ export interface CompInfoInput {',
    );
    expect(models).toContain(
      '/** The pay basis: `net` a fixed net amount, `salaried` a gross salary, `milestone` per milestone. */ type?:',
    );
    expect(models).toContain('/** The amount per period, in minor units. */ amount: number;');
    expect(models).toContain('/** A person with every detail the API keeps. */ export interface Person {');
    // A `*/` in a line cannot end the comment early.
    expect(models).toContain('/** The last characters of the id *\\/ only. */ suffix?:');
    expect(models).toContain(
      '/** Where the person is invited; unique within the business. */ email: string;',
    );
    // Facts stay after the description; undescribed fields keep only their facts.
    expect(models).toContain('/** Format `date`. */ startDate?:');
  });

  it('fill the API map description column with the first sentence', async () => {
    const map = await text('descriptions', 'docs/api-map.md');
    expect(map).toContain(
      '| `client.persons.create(params)` | `POST /v1/persons` | `PersonCreateParams` | `PersonCreateResponse` | unsafe | Adds an employee or contractor to the business. |',
    );
    expect(map).toContain(
      '| `client.persons.list(params?)` | `GET /v1/persons` | `PersonListParams` | offset pages of `PersonEntry` | idempotent | |',
    );
  });

  it('are counted', async () => {
    const { coverage } = await build('descriptions');
    expect(coverage.methods).toEqual([2, OPERATION_INDEX.length]);
    expect(coverage.models[0]).toBe(3);
    // type and salary.amount (response and request variants), email, nationalId.suffix, and the three lines
    // an inline copy of compInfo inherits (type, salary.amount; see below)
    expect(coverage.fields[0]).toBe(9);
  });

  it('give a nested copy of a field the line written for the same field elsewhere', async () => {
    const models = await text('descriptions', 'src/generated/models/persons.ts');
    // `compInfo.type` is written for the compInfo component only; the inline compInfo of another model inherits
    // it by name, and `salary.amount` by its last two names.
    expect(models).toContain(
      '"CONTRACTOR"; compInfo?: { /** The pay basis: `net` a fixed net amount, `salaried` a gross salary, `milestone` per milestone. */ type?:',
    );
    expect(models).toMatch(
      /compInfo\?: \{ [^}]*salary\?: \{ \/\*\* The amount per period, in minor units\. \*\/ amount: number;/,
    );
  });

  it('fail generation on a key that names nothing, naming the file and the key', async () => {
    await expect(build('typo')).rejects.toThrow(
      "typo/persons.mjs: model 'workforce-management#compInfo' has no field 'salary.amout'",
    );
    await expect(build('typo-operation')).rejects.toThrow(
      "typo-operation/persons.mjs: unknown operation 'persons.craete'",
    );
    await expect(build('typo-operation')).rejects.toThrow(
      "typo-operation/persons.mjs: unknown model 'workforce-management#personEntri'",
    );
  });
});
