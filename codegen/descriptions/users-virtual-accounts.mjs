/** Descriptions of `client.users.virtualAccounts`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'users.virtualAccounts.list':
    'Lists the virtual bank accounts of a user, with the bank details once the account is issued; iterate the result to walk every page.',
  'users.virtualAccounts.create':
    'Asks for a virtual bank account in a currency for a user, so the user can receive bank deposits; the answer is empty. The request moves from requested to submitted (sent to the bank) to active, announced by `virtual-account.requested`, `virtual-account.submitted` and `virtual-account.created`.',
};

export const models = {
  'users.virtualAccounts.list#params': {
    summary: 'No filters are documented for `client.users.virtualAccounts.list()`; only the page token.',
    fields: {
      cursor: 'Where to resume, from `page.nextPageParams()`; the iterator passes it for you.',
    },
  },
  'embedded-payments#VirtualAccount': {
    summary: 'A bank account issued in the name of a user so they can receive deposits.',
    fields: {
      status:
        'As read: `Requested`, `Approved`, `Rejected` or `Deactivated`. The webhooks name the steps `requested`, `submitted` and `active`.',
      currency: 'ISO 4217 code of the account currency.',
      accountInformation: 'The bank details to send deposits to, once issued.',
      createdTimestamp: 'When it was asked for, in Unix epoch seconds.',
      lastUpdatedTimestamp: 'When it last changed, in Unix epoch seconds.',
    },
  },
  'embedded-payments#AccountInformation': {
    summary: 'The bank details of an issued virtual account.',
    fields: {
      bankCode: 'Code identifying the bank.',
      countryCode: 'ISO 3166-1 alpha-2 code of the bank country.',
      accountType: '`Checking` or `Savings`.',
      routingNumber: 'Bank routing number.',
      bankAddress: 'Postal address of the bank.',
    },
  },
  'users.virtualAccounts.create#params': {
    summary: 'A request for a virtual bank account.',
    fields: {
      currency: 'ISO 4217 code of the account to open.',
      customIdentification: "The user's SSN (US) or BVN (Nigeria), where the bank asks for one.",
      jobInformation: "The user's work, which the issuing bank checks.",
      suppressNotification: '`true` sends the user no notification about the account.',
    },
  },
  'embedded-payments#CustomIdentification': {
    summary: 'A national number of the user the issuing bank asks for.',
    fields: {
      type: '`ssn` (US Social Security Number) or `bvn` (Nigerian Bank Verification Number).',
      number: 'The number.',
    },
  },
  'embedded-payments#JobInformation': {
    summary: "The user's work, as the issuing bank wants to know it.",
    fields: {
      address: 'Address of the employer.',
      type: '`contract`, `full-time` or `part-time`.',
      netPay: 'Take-home pay per `frequency`, as an integer of minor units.',
      frequency: 'How often `netPay` is paid: `hourly`, `daily`, `weekly` or `monthly`.',
      contractStartDate: '`YYYY-MM-DD`.',
      contractEndDate: '`YYYY-MM-DD`; absent for open-ended work.',
    },
  },
  'embedded-payments#address': {
    summary: 'A postal address.',
    fields: {
      line2: 'Second address line: flat, suite or floor.',
      state: 'State, province or region.',
      countryCode: 'ISO 3166-1 alpha-2 country code.',
    },
  },
};
