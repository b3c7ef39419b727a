// @ts-check
/**
 * The known values of the open enums, in two files: `src/generated/named-open-enums.ts`, the lists the SDK's
 * guards export (`src/known-values.ts`), each a constant of its own named in the overlay's `NAMED_OPEN_ENUMS`,
 * so a bundle carries only the lists it imports; and `src/generated/open-enums.ts`, every list the tables'
 * `['E', n]` descriptors number, for the simulator, which refers to the named constants instead of writing
 * their values again.
 */
import { HEADER } from './common.mjs';
import { isOpenEnum } from './tables.mjs';

/**
 * A named open enum: its constant, the `Model.field` it is read from, its values.
 * @typedef {{ name: string, at: string, values: string[] }} NamedOpenEnum
 */

/**
 * The overlay's named open enums with their values, read from the generated models' descriptors; a partial
 * build (`--subset`) that left a model out gets an empty list for it.
 * @param {{ models: { name: string, desc: any }[] }} book
 * @param {Readonly<Record<string, string>>} named
 * @param {boolean} partial
 * @returns {NamedOpenEnum[]}
 */
export function namedOpenEnums(book, named, partial) {
  return Object.entries(named).map(([name, at]) => {
    const [modelName, field = ''] = at.split('.');
    const model = book.models.find((m) => m.name === modelName);
    if (model === undefined && partial) return { name, at, values: [] };
    const fields = model?.desc[0] === 'o' ? model.desc[1] : {};
    const node = fields[field] ?? fields[`${field}?`];
    if (!isOpenEnum(node))
      throw new Error(`NAMED_OPEN_ENUMS.${name}: ${at} is no open enum of a generated model`);
    return { name, at, values: node[1] };
  });
}

/**
 * `src/generated/named-open-enums.ts`: one constant per named open enum; a list equal to an earlier one is
 * that constant again, so each list is written once.
 * @param {NamedOpenEnum[]} named
 */
export function renderNamedOpenEnums(named) {
  const first = new Map();
  const constants = named.map(({ name, at, values }) => {
    const key = JSON.stringify(values);
    const same = first.get(key);
    if (same === undefined) first.set(key, name);
    return `/** The known values of \`${at}\`. */\nexport const ${name} = ${same ?? `${key} as const`};`;
  });
  return `${HEADER}/**
 * The known values of the open enums the SDK exports as lists (\`src/known-values.ts\`), each a constant of its
 * own so a bundle carries only the lists it imports. \`src/generated/open-enums.ts\` refers to them.
 * @module
 */

${constants.join('\n\n')}
`;
}

/**
 * `src/generated/open-enums.ts`: the known values of the tables' open enums, by index; a list a named open enum
 * holds is its constant.
 * @param {{ lists: string[][] }} openEnums
 * @param {NamedOpenEnum[]} named
 */
export function renderOpenEnums(openEnums, named) {
  const nameOf = new Map();
  for (const { name, values } of named) {
    const key = JSON.stringify(values);
    if (!nameOf.has(key)) nameOf.set(key, name);
  }
  const items = openEnums.lists.map((values) => nameOf.get(JSON.stringify(values)) ?? JSON.stringify(values));
  const used = [...nameOf.values()].filter((name) => items.includes(name)).sort();
  const imports = used.length === 0 ? '' : `import { ${used.join(', ')} } from './named-open-enums.js';\n\n`;
  return `${HEADER}/**
 * The known values of the open enums of the generated tables, by the index an \`['E', n]\` descriptor names.
 * The client checks an open enum as a string and never imports this module; the simulator draws its answers
 * from these values (\`openEnumValues\` in \`src/internal/schema-kit.ts\`).
 * @module
 */
${imports}export const OPEN_ENUM_LISTS: readonly (readonly string[])[] = [${items.join(',')}];
`;
}
