import { describe, expectTypeOf, it } from 'vitest';
import type { Core } from '../../src/entries/core.js';
import { payrollsList, reimbursementsList } from '../../src/generated/functions.js';
import type {
  BeneficiaryListParams,
  InvoiceCancelParams,
  PayrollListParams,
  PersonMilestoneCompleteParams,
  PersonReinstateParams,
  ReimbursementListParams,
  StatutoryJurisdictionListParams,
  UserBeneficiaryListParams,
  UserVirtualAccountListParams,
  WorkforceClient,
} from '../../src/index.js';

declare const client: WorkforceClient;
declare const core: Core;

/*
 * Params objects whose documents declare no field typed `Record<string, unknown>`, so a misspelled filter or
 * body field compiled and was sent. They now take only what the SDK itself sends: the page token of a list,
 * nothing otherwise.
 */

describe('params with no documented field refuse a misspelled one', () => {
  it('lists take only their page token', () => {
    // @ts-expect-error no filter is documented
    client.payrolls.list({ staus: 'Approved' });
    // @ts-expect-error no filter is documented
    client.reimbursements.list({ status: 'Approved' });
    // @ts-expect-error no filter is documented
    client.beneficiaries.list({ limt: 10 });
    // @ts-expect-error no filter is documented
    client.users.beneficiaries.list('u', { limt: 10 });
    // @ts-expect-error no filter is documented
    client.users.virtualAccounts.list('u', { currency: 'USD' });
    // @ts-expect-error no filter is documented
    client.statutory.jurisdictions.list({ countryCode: 'NG' });
    // @ts-expect-error the standalone functions share the types
    payrollsList(core, { staus: 'Approved' });
    // @ts-expect-error the standalone functions share the types
    reimbursementsList(core, { status: 'Approved' });
  });

  it('bodies with no documented field take the empty object only', () => {
    // @ts-expect-error nothing is documented
    client.persons.reinstate('p', { reason: 'back' });
    // @ts-expect-error nothing is documented
    client.invoices.cancel('i', { reason: 'duplicate' });
    // @ts-expect-error nothing is documented
    client.persons.milestones.complete('p', 'm', { note: 'done' });
    expectTypeOf(client.persons.reinstate('p', {})).resolves.toBeVoid();
    expectTypeOf<{ reason: string }>().not.toExtend<PersonReinstateParams>();
    expectTypeOf<{ reason: string }>().not.toExtend<InvoiceCancelParams>();
    expectTypeOf<{ note: string }>().not.toExtend<PersonMilestoneCompleteParams>();
    expectTypeOf<{ staus: string }>().not.toExtend<PayrollListParams>();
  });

  it('the calls without params, and with the page token, still compile', async () => {
    client.payrolls.list();
    client.invoices.cancel('i');
    client.persons.milestones.complete('p', 'm');
    client.reimbursements.list({ cursor: 'c' });
    client.statutory.jurisdictions.list({ cursor: 'c' });
    const page = await client.reimbursements.list();
    const next = page.nextPageParams();
    expectTypeOf(next).toEqualTypeOf<ReimbursementListParams | null>();
    if (next) client.reimbursements.list(next);
    expectTypeOf<BeneficiaryListParams>().toEqualTypeOf<{ cursor?: string | undefined }>();
    expectTypeOf<UserBeneficiaryListParams>().toEqualTypeOf<{ cursor?: string | undefined }>();
    expectTypeOf<UserVirtualAccountListParams>().toEqualTypeOf<{ cursor?: string | undefined }>();
    expectTypeOf<StatutoryJurisdictionListParams>().toEqualTypeOf<{ cursor?: string | undefined }>();
  });
});
