/**
 * The source of the strict TypeScript consumer that `scripts/check-package.mjs` compiles against the packed
 * package (`strict`, `noUncheckedIndexedAccess`, `exactOptionalPropertyTypes`): a misspelled field of each
 * main model fails to compile (each `@ts-expect-error` must be used), and the identifiers the API always
 * returns are plain strings (ADR 0019).
 */
export const strictConsumerSource = `import type {
  Filing,
  Invoice,
  Payroll,
  PayrollCreateResponse,
  Person,
  Remittance,
  StatutoryEvent,
  User,
  UserInviteResponse,
  WorkforceClient,
} from 'workforce-api';

export async function identifiers(client: WorkforceClient): Promise<string[]> {
  const person: Person = await client.persons.get('p');
  // @ts-expect-error the field is firstName
  void person.firstname;
  const payroll: Payroll = await client.payrolls.get('p');
  // @ts-expect-error the field is payrollId
  void payroll.id;
  const invoice: Invoice = await client.invoices.get('i');
  // @ts-expect-error the field is status
  void invoice.state;
  const filing: Filing = await client.statutory.filings.get('f');
  // @ts-expect-error the field is countryCode
  void filing.country;
  const remittance: Remittance = await client.statutory.remittances.get('r');
  // @ts-expect-error the field is businessId
  void remittance.business_id;
  const user: User = (await client.users.list().toArray({ max: 1 }))[0] as User;
  // @ts-expect-error the field is email
  void user.emailAddress;
  for await (const event of client.statutory.events.list({ businessId: 'b' })) {
    const typed: StatutoryEvent = event;
    // @ts-expect-error the field is type
    void typed.eventType;
  }
  if ('preferredName' in person) void person.preferredName;
  const created: PayrollCreateResponse = { payrollId: 'p' };
  const invited: UserInviteResponse = { userId: 'u' };
  const ids: string[] = [
    person.id,
    payroll.payrollId,
    invoice.id,
    filing.id,
    remittance.id,
    created.payrollId,
    invited.userId,
  ];
  return ids;
}
`;
