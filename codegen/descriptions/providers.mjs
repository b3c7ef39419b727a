/** Descriptions of `client.providers`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'providers.list':
    'Lists the banks and mobile-money operators money can be sent to in a country, with the codes to put in account details. Read-only.',
  'providers.resolve':
    'Looks up the bank behind a code: a SWIFT/BIC code of 8 or 11 characters (`swift`), a 9-digit US routing number (`ach`), or a bank code of the local list for the currency (`bank`). Read-only; answers 400 for a missing or invalid parameter.',
};

export const models = {
  'providers.list#params': {
    summary: 'What `client.providers.list()` takes.',
    fields: { countryCode: 'The country (ISO 3166-1 alpha-2).' },
  },
  'providers.list#response': {
    summary: 'The answer of `client.providers.list()`: the banks and operators of the country.',
  },
  'embedded-payments#Provider': {
    summary: 'A bank or mobile-money operator that can receive payments in a country.',
    fields: {
      code: 'The code that names it in account details (`bankCode`, `providerCode`).',
      countryCode: 'ISO 3166-1 alpha-2 code of its country.',
      currency: 'ISO 4217 code of the currency it receives.',
      type: 'A `bank` or a mobile-money operator (`momo`).',
    },
  },
  'providers.resolve#params': {
    summary: 'What `client.providers.resolve()` takes: the code, its kind and the currency.',
    fields: {
      code: 'The SWIFT/BIC code, routing number or bank code to look up.',
      currency: 'ISO 4217 code of the account.',
      paymentMethod: 'What kind of code it is: `swift`, `ach` or `bank`.',
    },
  },
  'embedded-payments#ResolvedProvider': {
    summary: 'The bank a code points to.',
    fields: {
      countryCode: 'ISO 3166-1 alpha-2 code of its country.',
      city: 'The city of the branch (SWIFT and ACH lookups).',
      routingNumber: 'The US routing number (ACH lookups).',
      swiftCode: 'The SWIFT/BIC code, when known.',
    },
  },
};
