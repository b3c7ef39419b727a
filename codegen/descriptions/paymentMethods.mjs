/** Descriptions of `client.paymentMethods`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'paymentMethods.list':
    'Lists the ways money can be paid out in a country (bank, SWIFT, ACH, mobile money, proxy) and in which currencies, one entry per country; filter by country, method or currency. Read-only; an answer holding a single object is returned as an array of one.',
};

export const models = {
  'paymentMethods.list#params': {
    summary: 'What `client.paymentMethods.list()` takes: optional filters.',
    fields: {
      countryCode: 'Only this country (ISO 3166-1 alpha-2).',
      paymentMethod: 'Only this kind of method, such as `bank`.',
      currency: 'Only methods that pay in this currency (ISO 4217).',
    },
  },
  'paymentMethods.list#response': {
    summary: 'The payout methods of one country.',
    fields: {
      country: 'ISO 3166-1 alpha-2 code of the country.',
      paymentMethods: 'The methods available there, one per kind and currency.',
    },
  },
  'embedded-payments#PaymentMethod': {
    summary: 'One way to pay out in a country, in one currency.',
    fields: {
      type: 'The rail: `bank` (local transfer), `swift` (international transfer), `ach` (US transfer), `momo` (mobile money) or `proxy` (an alias such as a phone number or key that points to an account).',
      currency: 'ISO 4217 code of the currency it pays in.',
      status: 'Whether it can be used now: `active` or `inactive`.',
    },
  },
};
