// @ts-check
/**
 * Renders a schema table: `src/generated/schemas/<top>.ts`, model name → descriptor. Each model's member of
 * the table (`"Person":descriptor`) is a string constant of its own, `<Model>$`, so that a standalone function
 * can hand in the members its operation reaches and a bundle keeps no other.
 */
import { addImport, HEADER, memberOf, renderImports, SHARED, schemasOf, stringLiteral } from './common.mjs';
import { descJson, lazyRefs } from './tables.mjs';

export function renderSchemas(top, models, lazyEdges, index) {
  const imports = new Map();
  addImport(imports, '../../internal/schema-table.js', 'leanSchemaTable');
  addImport(imports, '../../internal/schema-table.js', 'SchemaTable', true);
  const files = index.imports.get(top) ?? [];
  for (const file of files) addImport(imports, `./${file}.js`, schemasOf(file));
  const members = schemaMembers(top, models, lazyEdges, index);
  const consts = members.map(
    ([name, member]) => `export const ${memberOf(name)} = ${stringLiteral(member)};`,
  );
  const whose = top === SHARED ? 'models several namespaces use' : `\`${top}\` models`;
  const doc = `/**\n * The schemas of the ${whose}, by model name, as descriptors built into zod/mini on first use.\n */`;
  const list = members.map(([name]) => memberOf(name)).join(', ');
  const body = `${doc}\nexport const ${schemasOf(top)}: SchemaTable = /* @__PURE__ */ leanSchemaTable(\n  '${top}',\n  () => ({${files.map((f) => ` ${f}: ${schemasOf(f)} `).join(',')}}),\n  [${list}],\n);`;
  const lead = '/* The table member of each model (`"Name":descriptor`), a constant of its own. */';
  return `${HEADER}${renderImports(imports)}\n\n${lead}\n${consts.join('\n')}\n\n${body}\n`;
}

/** The members of the schema table of `top`: `[name, '"Name":descriptor']`, one per model written by name. */
export function schemaMembers(top, models, lazyEdges, index) {
  return models
    .filter((model) => !index.models.get(model.key).inline)
    .map((model) => {
      const desc = descJson(model.desc, top, index, lazyEdges, lazyRefs(model, lazyEdges));
      return [model.name, `${JSON.stringify(model.name)}:${desc}`];
    });
}

/** The entries of the schema table of `top`: `"Name":descriptor`, one per model written by name. */
export function schemaEntries(top, models, lazyEdges, index) {
  return schemaMembers(top, models, lazyEdges, index).map(([, member]) => member);
}
