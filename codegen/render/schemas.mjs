// @ts-check
/**
 * Renders a schema table: `src/generated/schemas/<top>.ts`, model name → descriptor.
 */
import { addImport, HEADER, jsonLiteral, renderImports, SHARED, schemasOf } from './common.mjs';
import { descJson, lazyRefs } from './tables.mjs';

export function renderSchemas(top, models, lazyEdges, index) {
  const imports = new Map();
  addImport(imports, '../../internal/schema-table.js', 'leanSchemaTable');
  addImport(imports, '../../internal/schema-table.js', 'SchemaTable', true);
  const files = index.imports.get(top) ?? [];
  for (const file of files) addImport(imports, `./${file}.js`, schemasOf(file));
  const entries = schemaEntries(top, models, lazyEdges, index);
  const whose = top === SHARED ? 'models several namespaces use' : `\`${top}\` models`;
  const doc = `/**\n * The schemas of the ${whose}, by model name, as descriptors built into zod/mini on first use.\n */`;
  const body = `${doc}\nexport const ${schemasOf(top)}: SchemaTable = /* @__PURE__ */ leanSchemaTable(\n  '${top}',\n  () => ({${files.map((f) => ` ${f}: ${schemasOf(f)} `).join(',')}}),\n  ${jsonLiteral(entries, '{', '}')},\n);`;
  return `${HEADER}${renderImports(imports)}\n\n${body}\n`;
}

/** The entries of the schema table of `top`: `"Name":descriptor`, one per model written by name. */
export function schemaEntries(top, models, lazyEdges, index) {
  return models
    .filter((model) => !index.models.get(model.key).inline)
    .map((model) => {
      const desc = descJson(model.desc, top, index, lazyEdges, lazyRefs(model, lazyEdges));
      return `${JSON.stringify(model.name)}:${desc}`;
    });
}
