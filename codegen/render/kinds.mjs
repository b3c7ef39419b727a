// @ts-check
/**
 * Renders `src/generated/kinds.ts`: per standalone function, the kinds (`src/internal/schema-kinds.ts`) its
 * operation's schemas reach, so that a bundle of that function carries only those zod constructors. Read from
 * the tables as written (their JSON), following model references through every table.
 */
import { HEADER } from './common.mjs';

/**
 * Every kind key in the order of `ALL_KINDS`, with the export that builds it and that export's module (the
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
};

const KIT_MODULE = '../internal/schema-kit.js';
const KINDS_MODULE = '../internal/schema-kinds.js';

/** The kinds of every operation: what the client's methods and the operation index build with. */
export const OPERATION_KINDS = 'OPERATION_KINDS';

/** The exported name of the kinds of standalone function `fn`. */
export const kindsOf = (fn) => `${fn}Kinds`;

/**
 * The kind keys of one operation entry of table `top`; `tables` maps each schema table's name to its JSON
 * (model name → descriptor).
 */
export function entryKinds(top, entry, tables) {
  const keys = new Set();
  const seen = new Set();
  const visit = (table, model) => {
    if (seen.has(`${table}.${model}`)) return;
    seen.add(`${table}.${model}`);
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
  return Object.keys(KIND_EXPORTS).filter((key) => keys.has(key));
}

/**
 * `src/generated/kinds.ts`: `plans` in order, `operations` maps each top-level namespace to its operation
 * table's JSON, `tables` each schema table's.
 */
export function renderKinds(plans, operations, tables) {
  const used = new Set();
  const fieldsOf = (keys) =>
    keys.map((key) => `${/^\w+$/.test(key) ? key : `'${key}'`}: ${KIND_EXPORTS[key]}`).join(', ');
  const consts = plans.map((op) => {
    const keys = entryKinds(op.top, operations.get(op.top)[op.name], tables);
    for (const key of keys) used.add(key);
    return `/** What \`${op.fn}\` builds its schemas with. */\nexport const ${kindsOf(op.fn)}: Kinds = { ${fieldsOf(keys)} };`;
  });
  const every = Object.keys(KIND_EXPORTS).filter((key) => used.has(key));
  consts.unshift(
    `/**\n * The kinds of every operation: what the client's methods, which may call any of them, build with. Forms\n * no table holds are left out (their builders stay in \`ALL_KINDS\`).\n */\nexport const ${OPERATION_KINDS}: Kinds = { ${fieldsOf(every)} };`,
  );
  const names = (kit) =>
    [...used]
      .filter((key) => key.startsWith('k:') === kit)
      .map((key) => KIND_EXPORTS[key])
      .sort();
  const doc = `/**
 * The kinds each standalone function hands the schema interpreter: the zod builders its operation's schemas can
 * reach, so that a bundle of one function keeps only those (\`src/internal/schema-kinds.ts\`).
 * @module
 */`;
  const imports = [
    `import { ${names(false).join(', ')}, type Kinds } from '${KINDS_MODULE}';`,
    `import { ${names(true).join(', ')} } from '${KIT_MODULE}';`,
  ];
  return `${HEADER}${doc}\n${imports.join('\n')}\n\n${consts.join('\n\n')}\n`;
}
