// @ts-check
/**
 * The API described in the project's own words: one file per top-level namespace under
 * `codegen/descriptions/`, each exporting `operations` (method path → one to three sentences) and `models`
 * (`document#component`, `<method>#params`, `<method>#response`, or `<method>#item` for a page's element →
 * `{ summary, fields }`, a field by its dotted path). Every key must name something the generator planned: a typo fails generation, naming the
 * file and the key, instead of leaving a method silently undescribed.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { modelsByKey } from './required.mjs';

/**
 * Loads every `*.mjs` file of `dir` (none when it does not exist).
 * @returns {Promise<{ operations: Map<string, { text: string, file: string }>,
 *   models: Map<string, { summary?: string, fields: Record<string, string>, file: string }> }>}
 */
export async function loadDescriptions(dir) {
  const operations = new Map();
  const models = new Map();
  if (!existsSync(dir)) return { operations, models };
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort()) {
    const file = path.relative(process.cwd(), path.join(dir, name));
    const module = await import(pathToFileURL(path.join(dir, name)).href);
    for (const [key, text] of Object.entries(module.operations ?? {})) {
      if (typeof text !== 'string' || text.trim() === '') fail(file, `operation '${key}' is not a sentence`);
      if (operations.has(key))
        fail(file, `operation '${key}' is also described in ${operations.get(key).file}`);
      operations.set(key, { text: text.trim(), file });
    }
    for (const [key, entry] of Object.entries(module.models ?? {})) {
      if (models.has(key)) fail(file, `model '${key}' is also described in ${models.get(key).file}`);
      const fields = entry?.fields ?? {};
      const lines = [entry?.summary, ...Object.values(fields)].filter((line) => line !== undefined);
      if (lines.some((line) => typeof line !== 'string' || line.trim() === ''))
        fail(file, `model '${key}' has an empty or non-text line`);
      models.set(key, { summary: entry?.summary?.trim(), fields, file });
    }
  }
  return { operations, models };
}

function fail(file, message) {
  throw new Error(`${file}: ${message}`);
}

/**
 * Checks every key against the plan, sets each operation's `description` and each described model's
 * summary, and renders every model again with its field lines. Returns the coverage and, per mode, the
 * field counts (`fields`, `described`, `required`). `partial` (a `--subset` build) skips the unknown-key check.
 */
export function applyDescriptions(book, plans, descriptions, partial = false) {
  const byKey = modelsByKey(book);
  const names = new Set(plans.map((op) => op.name));
  const errors = partial ? [] : unknownKeys(descriptions, names, byKey);
  for (const op of plans) op.description = descriptions.operations.get(op.name)?.text;
  const { stats, used, modelsDescribed } = describeModels(book, descriptions);
  for (const [key, { fields, file }] of descriptions.models) {
    if (!byKey.has(key)) continue;
    for (const field of Object.keys(fields)) {
      if (!used.get(key)?.has(field)) errors.push(`${file}: model '${key}' has no field '${field}'`);
    }
  }
  if (errors.length > 0) throw new Error(`unknown description keys:\n  ${errors.join('\n  ')}`);
  const described = plans.filter((op) => op.description).length;
  return {
    coverage: {
      methods: [described, plans.length],
      models: [modelsDescribed, book.models.length],
      fields: [stats.res.described + stats.req.described, stats.res.fields + stats.req.fields],
    },
    stats,
  };
}

/** The operation and model keys that name nothing the generator planned, as error lines. */
function unknownKeys(descriptions, names, byKey) {
  const errors = [];
  for (const [key, { file }] of descriptions.operations) {
    if (!names.has(key)) errors.push(`${file}: unknown operation '${key}'`);
  }
  for (const [key, { file }] of descriptions.models) {
    if (!byKey.has(key)) errors.push(`${file}: unknown model '${key}'`);
  }
  return errors;
}

/**
 * The inheritance rule: a field nobody described takes the line written for the same field elsewhere, found by
 * its last two names (`swift.accountNumber`, `debit.currency`). A top-level field of a component also counts
 * under the component's name (`swiftDetails.accountNumber` and `swift.accountNumber` for `#swiftDetails`). A
 * pair two writers describe differently is left out: a line is inherited only where it is unambiguous.
 * @returns {(path: string) => string | undefined}
 */
export function inheritedLines(descriptions) {
  const lines = new Map();
  const add = (pair, line) => {
    const seen = lines.get(pair);
    lines.set(pair, seen === undefined || seen === line ? line : null);
  };
  for (const [key, { fields }] of descriptions.models) {
    const component = key.split('#')[1] ?? '';
    const parents = /^[a-z][A-Za-z0-9]*$/.test(component)
      ? [component, component.replace(/(Details|Input|Request|Response)$/, '')]
      : [];
    for (const [path, line] of Object.entries(fields)) {
      const names = path.split('.');
      if (names.length >= 2) add(names.slice(-2).join('.'), line);
      else for (const parent of new Set(parents)) add(`${parent}.${path}`, line);
    }
  }
  return (path) => {
    const names = path.split('.');
    return names.length < 2 ? undefined : (lines.get(names.slice(-2).join('.')) ?? undefined);
  };
}

/** Sets the summaries and renders every model with its field lines; `used` maps a key to the paths found. */
function describeModels(book, descriptions) {
  const stats = { res: counts(), req: counts() };
  const used = new Map();
  const inherit = inheritedLines(descriptions);
  let modelsDescribed = 0;
  for (const model of book.models) {
    const entries = model.descKeys.map((key) => [key, descriptions.models.get(key)]).filter(([, e]) => e);
    const summary = entries.find(([, e]) => e.summary)?.[1].summary;
    if (summary) {
      model.summary = model.mode === 'req' ? `${summary} As sent in a request.` : summary;
      modelsDescribed++;
    }
    const fields = Object.assign({}, ...entries.map(([, e]) => e.fields));
    const found = new Set();
    book.rerender(model, { fields, used: found, stats: stats[model.mode], inherit });
    for (const [key] of entries) {
      if (!used.has(key)) used.set(key, new Set());
      for (const field of found) used.get(key).add(field);
    }
  }
  return { stats, used, modelsDescribed };
}

function counts() {
  return { fields: 0, described: 0, required: 0 };
}

/** The first sentence of a description (the API map's column). */
export function firstSentence(text) {
  const match = /^[\s\S]*?[.!?](?=\s+[A-Z`(]|\s*$)/.exec(text);
  return (match ? match[0] : text).replace(/\s+/g, ' ').trim();
}
