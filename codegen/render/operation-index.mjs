// @ts-check
/**
 * Renders `src/generated/operation-index.ts`: every operation by method path, for the simulator.
 */
import { addImport, HEADER, operationsOf, renderImports } from './common.mjs';

/** Every declaration with its method path: what the simulator serves (the client never imports it). */
export function renderOperationIndex(plans) {
  const imports = new Map();
  const rows = plans.map((op) => {
    addImport(imports, `./operations/${op.top}.js`, operationsOf(op.top));
    return `row('${op.name}', '${op.fn}', ${operationsOf(op.top)}),`;
  });
  addImport(imports, '../internal/operation.js', 'Operation', true);
  addImport(imports, './operation-kinds.js', 'OPERATION_KINDS');
  addImport(imports, '../internal/operation-table.js', 'OperationTable', true);
  const doc = `/** One operation of the API: its method path (\`persons.get\`), standalone function name and declaration. */
export interface IndexedOperation {
  readonly name: string;
  readonly fn: string;
  readonly operation: Operation;
}

const row = (name: string, fn: string, table: OperationTable): IndexedOperation => ({
  name,
  fn,
  operation: table.get(name, OPERATION_KINDS),
});

/** Every operation the SDK declares, in the API map's order (building this reads every operation table). */
export const OPERATION_INDEX: readonly IndexedOperation[] = [\n${rows.join('\n')}\n];`;
  return `${HEADER}${renderImports(imports)}\n\n${doc}\n`;
}
