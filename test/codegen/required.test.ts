import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The required-field rule of ADR 0019 (`codegen/required.mjs`), as the generator applies it: identifiers by
 * the id rule, the overlay's entries each with a reason, and the counts `npm run generate` prints.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const codegen = (file: string) => import(pathToFileURL(path.join(root, 'codegen', file)).href);

interface Report {
  idRule: string[];
  overlay: string[];
  listRule: string[];
  noIdentifier: string[];
}

async function built() {
  const { buildFiles } = await codegen('build.mjs');
  return buildFiles({ root, descriptionsDir: path.join(root, 'test/codegen/fixtures/none') });
}

describe('present means required', () => {
  it('the id rule requires the identifiers of resource objects and create answers', async () => {
    const { required } = (await built()) as { required: Report };
    expect(required.idRule).toEqual(
      expect.arrayContaining([
        'Person.id',
        'PersonEntry.id',
        'Payroll.payrollId',
        'PayrollSummary.payrollId',
        'PayrollCreateResponse.payrollId',
        'Invoice.id',
        'InvoiceListItem.id',
        'Filing.id',
        'Remittance.id',
        'User.id',
        'UserInviteResponse.userId',
      ]),
    );
    expect(required.listRule).toContain('PayrollListResponse.data');
  });

  it('every overlay entry carries its reason, and the types say what the rule decided', async () => {
    const { required, files } = (await built()) as { required: Report; files: Map<string, string> };
    for (const line of required.overlay) expect(line).toMatch(/^\w+\.\w+: \S.{10,}/);
    expect(required.overlay).toContain(
      'TaxForm.formId: a tax form is identified by `formId`, the id `client.users.taxForms.download.get()` takes',
    );
    const payrolls = (files.get('src/generated/models/payrolls.ts') ?? '').replace(/\s+/g, ' ');
    expect(payrolls).toContain(
      'export interface PayrollCreateResponse { /** Format `uuid`. */ payrollId: string; }',
    );
    // The schema strict validation builds from the same node: no `?` on the field name (a model one operation
    // uses is written into that operation's entry).
    const schemas = ['schemas', 'operations']
      .map((kind) => files.get(`src/generated/${kind}/payrolls.ts`))
      .join('');
    expect(schemas).toContain('["o",{"payrollId":"S"}]');
    expect(schemas).not.toContain('["o",{"payrollId?":"S"}]');
  });

  it('an overlay entry without a reason, or naming no field, fails generation', async () => {
    const { book, operations } = await built();
    const { applyRequired } = await codegen('required.mjs');
    const entry = { fields: ['email'] };
    expect(() =>
      applyRequired(book, operations, { fields: { 'workforce-management#personEntry': entry } }),
    ).toThrow("overlay REQUIRED['workforce-management#personEntry'] has no reason");
    const typo = { fields: ['emial'], reason: 'a typo' };
    expect(() =>
      applyRequired(book, operations, { fields: { 'workforce-management#personEntry': typo } }),
    ).toThrow("PersonEntry has no field 'emial'");
  });
});
