import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The `params` column of the overlay's OPERATIONS rows is checked against the documents: a row that says less
 * than they do fails generation instead of being silently overridden.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const codegen = (file: string) => import(pathToFileURL(path.join(root, 'codegen', file)).href);

type Row = [string, string, string, string?];

async function plan(rows: Row[]) {
  const overlay = await codegen('overlay.mjs');
  const { listOperations, loadDocuments } = await codegen('documents.mjs');
  const { planOperations } = await codegen('operations.mjs');
  const { SchemaBook } = await codegen('schemas.mjs');
  const documents = loadDocuments(path.join(root, 'openapi'));
  const book = new SchemaBook({
    renames: overlay.RENAMES,
    patches: overlay.PATCHES,
    fieldRules: overlay.FIELD_RULES,
  });
  const replaced = overlay.OPERATIONS.map((row: Row) => rows.find((r) => r[1] === row[1]) ?? row);
  const names = rows.map((row) => row[1]);
  return planOperations(
    listOperations(documents),
    documents,
    book,
    { ...overlay, OPERATIONS: replaced },
    names,
  );
}

describe('the params column of OPERATIONS', () => {
  it('plans the rows as written when they agree with the documents', async () => {
    const plans = await plan([
      [
        'GET /v1/businesses/{businessId}/transactions',
        'businesses.transactions.list',
        'node-pages',
        'params',
      ],
      [
        'GET /v1/businesses/{businessId}/funding-details',
        'businesses.fundingDetails.get',
        'object',
        'params?',
      ],
      ['GET /v1/me', 'me.get', 'object'],
    ]);
    expect(plans.map((p: { name: string; paramsArg: string }) => [p.name, p.paramsArg])).toEqual([
      ['me.get', ''],
      ['businesses.fundingDetails.get', 'params?'],
      ['businesses.transactions.list', 'params'],
    ]);
  });

  it('fails generation when a row makes a required params object optional', async () => {
    await expect(plan([['GET /v1/providers', 'providers.list', 'object', 'params?']])).rejects.toThrow(
      "OPERATIONS: providers.list takes 'params' by the documents; its row says 'params?'",
    );
  });

  it('fails generation when a row leaves out params the documents declare', async () => {
    await expect(
      plan([['GET /v1/businesses/{businessId}/funding-details', 'businesses.fundingDetails.get', 'object']]),
    ).rejects.toThrow(
      "OPERATIONS: businesses.fundingDetails.get takes 'params?' by the documents; its row says no params",
    );
  });
});
