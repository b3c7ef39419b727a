/** Descriptions of how `client.persons` are paid: tax profile, payment details and instant pay, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'persons.taxProfile.get':
    'Reads the country-specific tax answers of a person (marital status, dependents and the like). The answer also carries a `countryCode` the server derives, which must be removed before the object is sent back through `client.persons.taxProfile.update()`.',
  'persons.taxProfile.update':
    "Replaces a person's whole tax profile: keys left out are cleared, not kept. The change is applied in the background, so a read right after may still show the old profile. Unknown keys, including the read-only `countryCode`, are refused with 400; which keys a country accepts is listed by `client.tax.fields.list()` and `client.statutory.jurisdictions.requiredFields.get()`.",
  'persons.paymentInfo.get':
    'Reads where a person is paid: the preferred method and the stored details of each method (mobile money, local bank, SWIFT, ACH, wallet, wire).',
  'persons.paymentInfo.update':
    'Sets where a person is paid: `preferredMethod` picks the method, and the matching details object carries the account. The fields a method needs differ by country and currency; `client.paymentRequirements.get()` gives the exact list. Missing or invalid details are refused with 400.',
  'persons.ipSetting.get':
    'Reads how much of their pay a person may draw before payday (the instant pay setting).',
  'persons.ipSetting.update':
    'Changes how much of their pay a person may draw early through instant pay (`accessPercentage`). An unknown person gives 404.',
  'persons.instantPays.list':
    "Lists a person's instant pay draws (early payments against upcoming pay), with amount and status; `isUnpaid: true` keeps only those not yet recovered. Each completed draw is announced by an `instant-pay.succeeded` webhook.",
};

const paymentInfoFields = {
  preferredMethod:
    'Which of the detail objects the person is paid through: `momo` (mobile money), `bank` (local bank), `swift`, `ach`, `wallet` (a wallet on the platform) or `wire`.',
  momo: 'Mobile money account.',
  bank: 'Local bank account.',
  swift: 'International bank account reached over SWIFT.',
  ach: 'US bank account reached over ACH.',
  wallet: 'Wallet held on the platform.',
  wire: 'Bank account reached by wire transfer.',
};

export const models = {
  'workforce-management#GetPersonTaxProfileResponse': {
    summary: "A person's tax profile.",
    fields: {
      taxProfile:
        'Country-specific tax answers, empty when none are set; includes a derived `countryCode` to drop before sending it back.',
    },
  },
  'persons.taxProfile.update#params': {
    summary:
      "The person's whole tax profile: country-specific keys such as marital status or number of dependents. Replaces the stored one.",
  },
  'workforce-management#UpdatePersonTaxProfileRequest': {
    summary: 'A whole tax profile of country-specific keys, as sent; it replaces the stored one.',
  },
  'persons.paymentInfo.get#response': {
    summary: 'Where a person is paid.',
    fields: paymentInfoFields,
  },
  'persons.paymentInfo.update#params': {
    summary: 'Where a person is to be paid: the preferred method and its account details.',
    fields: paymentInfoFields,
  },
  'persons.ipSetting.get#response': {
    summary: 'The instant pay setting of a person.',
    fields: { accessPercentage: 'Share of their pay, in percent, the person may draw before payday.' },
  },
  'persons.ipSetting.update#params': {
    summary: 'The new instant pay setting of a person.',
    fields: { accessPercentage: 'Share of their pay, in percent, the person may draw before payday.' },
  },
  'persons.instantPays.list#params': {
    summary: 'Filter of `client.persons.instantPays.list()`.',
    fields: { isUnpaid: '`true` keeps only draws not yet paid back.' },
  },
  'persons.instantPays.list#response': {
    summary: 'The instant pay draws of a person.',
    fields: { data: 'The draws.' },
  },
  'workforce-management#instantPay': {
    summary: 'One early draw of pay by a person.',
    fields: {
      amount: 'What was drawn, as an integer of minor units and a currency.',
      status: '`processing` (being paid out), `completed` (paid out) or `failed`.',
      createdTimestamp: 'When the draw was asked for, in Unix epoch seconds.',
    },
  },
  'workforce-management#amount': {
    summary: 'Money as an integer count of the minor unit of a currency (cents for USD).',
    fields: {
      amount: 'Integer in the minor unit of the currency: `10000` is 100.00 USD. `toMinorUnits()` converts.',
      currency: 'ISO 4217 currency code.',
    },
  },
};
