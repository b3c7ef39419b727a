import { describe, expectTypeOf, it } from 'vitest';
import type {
  Filing,
  Invoice,
  InvoiceListItem,
  Payroll,
  PayrollCreateParams,
  PayrollCreateResponse,
  PayrollSummary,
  Person,
  PersonCreateResponse,
  PersonEntry,
  Remittance,
  StatutoryEvent,
  User,
  UserInviteParams,
  UserInviteResponse,
  WorkforceClient,
} from '../../src/index.js';

declare const client: WorkforceClient;
declare const payrollParams: PayrollCreateParams;
declare const inviteParams: UserInviteParams;

/*
 * Issue 22: models declare only their documented fields (no index signature), so a misspelled field is a
 * compile error; and the fields the API always returns (identifiers above all) are required, so reading them
 * needs no guard and no `!`.
 */

describe('a misspelled field does not compile', () => {
  it('on the main models', async () => {
    const person = await client.persons.get('p');
    // @ts-expect-error the field is `firstName`
    person.firstname;
    // @ts-expect-error the field is `id`
    person.personId;
    const payroll = await client.payrolls.get('p');
    // @ts-expect-error the field is `payrollId`
    payroll.id;
    const invoice = await client.invoices.get('i');
    // @ts-expect-error the field is `status`
    invoice.state;
    const filing = await client.statutory.filings.get('f');
    // @ts-expect-error the field is `countryCode`
    filing.country;
    const remittance = await client.statutory.remittances.get('r');
    // @ts-expect-error the field is `businessId`
    remittance.business_id;
    const user = await client.users.get('u');
    // @ts-expect-error the field is `email`
    user.emailAddress;
  });

  it('on list elements', async () => {
    for await (const p of client.persons.list()) {
      // @ts-expect-error the field is `lastName`
      p.surname;
    }
    for await (const u of client.users.list()) {
      // @ts-expect-error the field is `firstName`
      u.first_name;
    }
    for await (const i of client.invoices.list()) {
      // @ts-expect-error the field is `id`
      i.invoiceId;
    }
    const payrolls = await client.payrolls.list();
    // @ts-expect-error the field is `payrollId`
    payrolls.data[0]?.payroll_id;
  });

  it('on a statutory event (the field is `type`, not `eventType`)', async () => {
    for await (const e of client.statutory.events.list({ businessId: 'b' })) {
      // @ts-expect-error `eventType` is not a field of a statutory event
      e.eventType;
      expectTypeOf(e.type).toExtend<string>();
      expectTypeOf(e).toEqualTypeOf<StatutoryEvent>();
    }
  });

  it('in an object literal typed as a model', () => {
    // @ts-expect-error `payroll_id` is not a field of a created payroll
    const created: PayrollCreateResponse = { payrollId: 'p', payroll_id: 'p' };
    expectTypeOf(created).toHaveProperty('payrollId');
  });

  it('a field the SDK does not know yet is read after an `in` check (it is kept at runtime)', async () => {
    const person = await client.persons.get('p');
    if ('preferredName' in person) expectTypeOf(person.preferredName).toEqualTypeOf<unknown>();
  });
});

describe('identifiers the API always returns are required', () => {
  it('resource objects', () => {
    expectTypeOf<Person['id']>().toEqualTypeOf<string>();
    expectTypeOf<PersonEntry['id']>().toEqualTypeOf<string>();
    expectTypeOf<Payroll['payrollId']>().toEqualTypeOf<string>();
    expectTypeOf<PayrollSummary['payrollId']>().toEqualTypeOf<string>();
    expectTypeOf<Invoice['id']>().toEqualTypeOf<string>();
    expectTypeOf<InvoiceListItem['id']>().toEqualTypeOf<string>();
    expectTypeOf<Filing['id']>().toEqualTypeOf<string>();
    expectTypeOf<Remittance['id']>().toEqualTypeOf<string>();
    expectTypeOf<StatutoryEvent['id']>().toEqualTypeOf<string>();
    expectTypeOf<User['id']>().toEqualTypeOf<string>();
  });

  it("a create's answer", () => {
    expectTypeOf<PersonCreateResponse['id']>().toEqualTypeOf<string>();
    expectTypeOf<PayrollCreateResponse['payrollId']>().toEqualTypeOf<string>();
    expectTypeOf<UserInviteResponse['userId']>().toEqualTypeOf<string>();
  });

  it('assign to a string without a guard or `!`', async () => {
    const person = await client.persons.get('p');
    const personId: string = person.id;
    const payrollId: string = (await client.payrolls.get('p')).payrollId;
    const invoiceId: string = (await client.invoices.get('i')).id;
    const filingId: string = (await client.statutory.filings.get('f')).id;
    const remittanceId: string = (await client.statutory.remittances.get('r')).id;
    const createdPayroll: string = (await client.payrolls.create(payrollParams)).payrollId;
    const invitedUser: string = (await client.users.invite(inviteParams)).userId;
    expectTypeOf([
      personId,
      payrollId,
      invoiceId,
      filingId,
      remittanceId,
      createdPayroll,
      invitedUser,
    ]).toEqualTypeOf<string[]>();
  });

  it('fields the documents leave optional stay optional', () => {
    expectTypeOf<Person['email']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Payroll['status']>().toExtend<unknown>();
    // @ts-expect-error an optional field is not a plain string
    const status: string = ({} as Remittance).status;
    expectTypeOf(status).toBeString();
  });
});
