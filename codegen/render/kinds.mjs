// @ts-check
/**
 * Renders `src/generated/kinds.ts`: per standalone function, the kinds (`src/internal/schema-kinds.ts`) its
 * operation's schemas reach, so that a bundle of that function carries only those zod constructors. Read from
 * the tables as written (their JSON), following model references through every table.
 */
import { HEADER } from './common.mjs';

/**
 * Every kind key, in the order the lists name them, with the export that builds it and that export's module (the
 * type check of the output catches a wrong name; `test/unit/kinds.test.ts` a missing key).
 */
const KIND_EXPORTS = {
  S: 'stringKind',
  I: 'intKind',
  N: 'numberKind',
  B: 'booleanKind',
  U: 'unknownKind',
  z: 'lazyKind',
  s: 'checkedStringKind',
  i: 'checkedIntKind',
  n: 'checkedNumberKind',
  a: 'arrayKind',
  R: 'recordKind',
  o: 'objectKind',
  '|': 'unionKind',
  '&': 'intersectionKind',
  '?': 'nullableKind',
  e: 'enumKind',
  E: 'openEnumKind',
  L: 'literalKind',
  l: 'includeListKind',
  'k:uuid': 'uuidSchema',
  'k:id': 'idSchema',
  'k:date': 'dateSchema',
  'k:dateTime': 'dateTimeSchema',
  'k:email': 'emailSchema',
  'k:url': 'urlSchema',
  'k:country': 'countryCodeSchema',
  'k:currency': 'currencyCodeSchema',
  'k:decimal': 'decimalStringSchema',
  'k:mime': 'mimeTypeSchema',
  'k:statutoryFields': 'statutoryFieldsSchema',
  len: 'lengthChecks',
  val: 'valueChecks',
  requireBusinessOrPerson: 'businessOrPersonRule',
  asArray: 'asArray',
  flattenMe: 'flattenMe',
  unwrapData: 'unwrapData',
  wrapData: 'wrapData',
  wrapObjectAsData: 'wrapObjectAsData',
};

/** The reshapers an operation entry may name (`src/internal/normalize.ts`), handed in like kinds. */
const NORMALIZERS = new Set(['asArray', 'flattenMe', 'unwrapData', 'wrapData', 'wrapObjectAsData']);

/** The kinds of `BASE_KINDS` (`schema-kinds.ts`): every bundle has them, so no list names them. */
const BASE = new Set(['S', 'I', 'N', 'B', 'U', 'a', 'o', '?', 'k:uuid']);

const KIT_MODULE = '../internal/schema-kit.js';
const NORMALIZE_MODULE = '../internal/normalize.js';
const KINDS_MODULE = '../internal/schema-kinds.js';

/** The kinds of every operation (`src/generated/operation-kinds.ts`): what the client's methods build with. */
export const OPERATION_KINDS = 'OPERATION_KINDS';

/**
 * The exported name of a list of kind keys, after the builders it names (`kindsRecordOpenEnum`): functions whose
 * operations reach the same kinds share one list.
 */
export const kindsOf = (keys) =>
  `kinds${keys.map((key) => KIND_EXPORTS[key].replace(/(Kind|Schema|Checks)$/, '').replace(/^./, (c) => c.toUpperCase())).join('')}`;

/**
 * The kind keys of one operation entry of table `top`, and the models it reaches in any table (`models`, model
 * name → table name, in the order met); `tables` maps each schema table's name to its JSON (model name →
 * descriptor).
 */
export function entryKinds(top, entry, tables, models = new Map()) {
  const keys = new Set();
  const seen = new Set();
  const visit = (table, model) => {
    if (seen.has(`${table}.${model}`)) return;
    seen.add(`${table}.${model}`);
    models.set(model, table);
    const desc = tables.get(table)?.[model];
    if (desc === undefined) throw new Error(`kinds: no model ${table}.${model}`);
    walk(desc, table);
  };
  const checks = (value, bounds) => {
    if (value !== undefined) keys.add(bounds);
  };
  const walk = (d, table) => {
    if (typeof d === 'string') return void keys.add(d);
    const [tag] = d;
    if (tag === 'm') return visit(table, d[1]);
    if (tag === 'r') return visit(d[1], d[2]);
    if (tag === 'k') {
      keys.add(`k:${d[1]}`);
      return checks(d[2], 'len');
    }
    if (!Object.hasOwn(KIND_EXPORTS, tag))
      throw new Error(`kinds: unknown descriptor ${JSON.stringify(tag)}`);
    keys.add(tag);
    if (tag === 's') checks(d[1], 'len');
    else if (tag === 'i' || tag === 'n') checks(d[1], 'val');
    else if (tag === 'a') {
      walk(d[1], table);
      checks(d[2], 'len');
    } else if (tag === 'z' || tag === 'R' || tag === '?') walk(d[1], table);
    else if (tag === 'o') for (const field of Object.values(d[1])) walk(field, table);
    else if (tag === '|' || tag === '&') for (const part of d.slice(1)) walk(part, table);
    else if (tag === 'L' && d[2] !== undefined) keys.add(d[2]);
  };
  const names = [...entry.path.matchAll(/\{([^}]+)\}/g)];
  if (names.length > 0) {
    keys.add('o');
    for (const [i] of names.entries()) keys.add(`k:${entry.pathKinds?.[i] ?? 'uuid'}`);
  }
  for (const schema of [entry.params, entry.response, entry.item])
    if (schema !== undefined) walk(schema, top);
  if (entry.wrap !== undefined) keys.add(entry.wrap);
  if (entry.normalize !== undefined) keys.add(entry.normalize);
  return Object.keys(KIND_EXPORTS).filter((key) => keys.has(key) && !BASE.has(key));
}

/**
 * `src/generated/kinds.ts` (`text`), the kind keys of each operation by method path (`keysOf`) and the models
 * each reaches (`modelsOf`: `[table, model]` pairs): `plans` in order, `operations` maps each top-level namespace to its
 * operation table's JSON, `tables` each schema table's. A function whose operation needs only the base kinds
 * gets no list (and hands none in).
 */
export function renderKinds(plans, operations, tables) {
  const used = new Set();
  const keysOf = new Map();
  const modelsOf = new Map();
  const owners = new Map();
  for (const [table, json] of tables) {
    for (const model of Object.keys(json)) {
      // A standalone function's schema table holds the models of every table, by name alone.
      if (owners.has(model))
        throw new Error(`kinds: model ${model} is in tables ${owners.get(model)} and ${table}`);
      owners.set(model, table);
    }
  }
  const fieldsOf = (keys) =>
    keys
      .map((key) =>
        key === KIND_EXPORTS[key] ? key : `${/^\w+$/.test(key) ? key : `'${key}'`}: ${KIND_EXPORTS[key]}`,
      )
      .join(', ');
  const users = new Map();
  for (const op of plans) {
    const models = new Map();
    const keys = entryKinds(op.top, operations.get(op.top)[op.name], tables, models);
    keysOf.set(op.name, keys);
    modelsOf.set(
      op.name,
      [...models].map(([model, table]) => [table, model]),
    );
    for (const key of keys) used.add(key);
    if (keys.length > 0) users.set(kindsOf(keys), [...(users.get(kindsOf(keys)) ?? [keys]), op.fn]);
  }
  const consts = [...users].map(([name, [keys, ...fns]]) => {
    const doc = `/** What ${fns.map((fn) => `\`${fn}\``).join(', ')} build${fns.length > 1 ? '' : 's'} schemas with. */`;
    return `${doc}\nexport const ${name}: Kinds = { ${fieldsOf(keys)} };`;
  });
  const every = Object.keys(KIND_EXPORTS).filter((key) => used.has(key));
  const imports = (keys) => {
    const moduleOf = (key) =>
      key.startsWith('k:') ? KIT_MODULE : NORMALIZERS.has(key) ? NORMALIZE_MODULE : KINDS_MODULE;
    const names = (module) =>
      keys
        .filter((key) => moduleOf(key) === module)
        .map((key) => KIND_EXPORTS[key])
        .sort();
    const lines = [
      `import { ${[...names(KINDS_MODULE), 'type Kinds'].join(', ')} } from '${KINDS_MODULE}';`,
      `import { ${names(KIT_MODULE).join(', ')} } from '${KIT_MODULE}';`,
    ];
    if (names(NORMALIZE_MODULE).length > 0)
      lines.unshift(`import { ${names(NORMALIZE_MODULE).join(', ')} } from '${NORMALIZE_MODULE}';`);
    return lines.join('\n');
  };
  const doc = `/**
 * The kinds each standalone function hands the schema interpreter: the zod builders its operation's schemas can
 * reach beyond the base kinds, so that a bundle of one function keeps only those (\`src/internal/schema-kinds.ts\`).
 * Functions that reach the same kinds share one list. Only \`functions.ts\` imports this module, so its lists
 * stay in that entry.
 * @module
 */`;
  const everyDoc = `/**
 * The kinds of every operation: what the client's methods, the waiters and the operation index build with. Forms
 * no table holds are left out (their builders stay in \`ALL_KINDS\`).
 * @module
 */`;
  return {
    text: `${HEADER}${doc}\n${imports([...used])}\n\n${consts.join('\n\n')}\n`,
    every: `${HEADER}${everyDoc}\n${imports(every)}\n\n/** Every kind an operation of the API reaches. */\nexport const ${OPERATION_KINDS}: Kinds = { ${fieldsOf(every)} };\n`,
    keysOf,
    modelsOf,
  };
}
