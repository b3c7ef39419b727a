// @ts-check
/**
 * Renders the planned operations and models as TypeScript, one renderer per kind of output file (this
 * folder): per top-level namespace a models file (types only), a schemas table, an operations table and a
 * resources table; plus the client's namespace getters, the standalone functions, the operation index, the
 * export list, the aliases and the API map.
 */
import { renderAliases } from './aliases.mjs';
import { SHARED } from './common.mjs';
import { renderExports } from './exports.mjs';
import { renderFunctions } from './functions.mjs';
import { renderKinds } from './kinds.mjs';
import { renderModels } from './models.mjs';
import { renderNamespaces } from './namespaces.mjs';
import { namedOpenEnums, renderNamedOpenEnums, renderOpenEnums } from './open-enums.mjs';
import { renderOperationIndex } from './operation-index.mjs';
import { operationEntries, renderOperations } from './operations.mjs';
import { renderResources } from './resources.mjs';
import { renderSchemas, schemaEntries } from './schemas.mjs';
import { cyclicEdges, indexPlans } from './tables.mjs';

/** Every generated file by path; `partial` (a `--subset` build) leaves out aliases of models not built. */
export function renderFiles(plans, book, overlay, partial = false) {
  const files = new Map();
  const tops = [...new Set(plans.map((p) => p.top))];
  const lazyEdges = cyclicEdges(book.models);
  const index = indexPlans(plans, book, lazyEdges);
  const inTable = (file) => book.models.filter((m) => index.tableOf(m) === file);
  const asJson = (entries) => JSON.parse(`{${entries.join(',')}}`);
  const schemaJson = new Map();
  const operationJson = new Map();
  for (const top of tops) {
    const ops = plans.filter((p) => p.top === top);
    files.set(
      `src/generated/models/${top}.ts`,
      renderModels(
        top,
        book.models.filter((m) => m.file === top),
      ),
    );
    files.set(`src/generated/schemas/${top}.ts`, renderSchemas(top, inTable(top), lazyEdges, index));
    files.set(`src/generated/operations/${top}.ts`, renderOperations(top, ops, index, lazyEdges));
    schemaJson.set(top, asJson(schemaEntries(top, inTable(top), lazyEdges, index)));
    operationJson.set(top, asJson(operationEntries(top, ops, index, lazyEdges)));
    files.set(`src/generated/resources/${top}.ts`, renderResources(top, ops, overlay));
  }
  if (inTable(SHARED).length > 0) {
    files.set(`src/generated/schemas/${SHARED}.ts`, renderSchemas(SHARED, inTable(SHARED), lazyEdges, index));
    schemaJson.set(SHARED, asJson(schemaEntries(SHARED, inTable(SHARED), lazyEdges, index)));
  }
  const named = namedOpenEnums(book, overlay.NAMED_OPEN_ENUMS, partial);
  files.set('src/generated/named-open-enums.ts', renderNamedOpenEnums(named));
  files.set('src/generated/open-enums.ts', renderOpenEnums(index.openEnums, named));
  const kinds = renderKinds(plans, operationJson, schemaJson);
  files.set('src/generated/kinds.ts', kinds.text);
  files.set('src/generated/operation-kinds.ts', kinds.every);
  files.set('src/generated/namespaces.ts', renderNamespaces(tops, overlay));
  files.set('src/generated/functions.ts', renderFunctions(plans, kinds.keysOf, kinds.modelsOf));
  files.set('src/generated/operation-index.ts', renderOperationIndex(plans));
  files.set('src/generated/exports.ts', renderExports(tops, book, plans, overlay, partial));
  files.set('src/generated/aliases.ts', renderAliases(book, overlay, partial));
  return files;
}
