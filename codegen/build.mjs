// @ts-check
/**
 * The generator's pipeline without the file system's side: reads the snapshot, the overlay and the
 * descriptions, plans the surface, applies the required-field rule and the descriptions, and renders every
 * output file in memory. `generate.mjs` formats and writes what this returns; tests call it directly.
 */
import path from 'node:path';
import { renderAgreement } from './agreement.mjs';
import { applyDescriptions, loadDescriptions } from './descriptions.mjs';
import { listOperations, loadDocuments } from './documents.mjs';
import { exampleArgs } from './examples.mjs';
import { loadMachines } from './machines.mjs';
import { planOperations } from './operations.mjs';
import * as overlay from './overlay.mjs';
import { renderApiMap } from './render/api-map.mjs';
import { renderFiles } from './render/index.mjs';
import { renderWaiters } from './render/waiters.mjs';
import { applyRequired } from './required.mjs';
import { SchemaBook } from './schemas.mjs';

/**
 * @param {{ root: string, descriptionsDir?: string | undefined, subset?: string[] | undefined }} options `descriptionsDir` defaults to
 *   `codegen/descriptions`; `subset` generates only these methods.
 */
export async function buildFiles({ root, descriptionsDir, subset }) {
  const documents = loadDocuments(path.join(root, 'openapi'));
  const book = new SchemaBook({
    renames: overlay.RENAMES,
    patches: overlay.PATCHES,
    fieldRules: overlay.FIELD_RULES,
  });
  const descriptions = await loadDescriptions(descriptionsDir ?? path.join(root, 'codegen/descriptions'));
  const operations = planOperations(listOperations(documents), documents, book, overlay, subset);
  // Both change the models' nodes and lines, so they run once every model is known, before rendering.
  const required = applyRequired(book, operations, overlay.REQUIRED, subset !== undefined);
  const { coverage, stats } = applyDescriptions(book, operations, descriptions, subset !== undefined);
  for (const op of operations) op.example = exampleArgs(op, book);
  // The waitFor helpers (codegen/render/waiters.mjs) join the overlay's hand-written methods.
  const waiters = renderWaiters(operations, await loadMachines(root));
  const files = renderFiles(
    operations,
    book,
    { ...overlay, EXTRA_METHODS: waiters.extraMethods(overlay.EXTRA_METHODS) },
    subset !== undefined,
  );
  files.set('src/generated/waiters.ts', waiters.file);
  files.set(
    'src/generated/functions.ts',
    `${files.get('src/generated/functions.ts')}\nexport { ${waiters.names.join(', ')} } from './waiters.js';\n`,
  );
  files.set('docs/api-map.md', renderApiMap(operations));
  files.set('test/types/schema-agreement.test-d.ts', renderAgreement(book));
  return { files, operations, book, required, coverage, stats };
}
