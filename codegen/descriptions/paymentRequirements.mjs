/** Descriptions of `client.paymentRequirements`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'paymentRequirements.get':
    'Returns a JSON Schema (draft-07) of the account details a payment method needs in a country and currency: every field, allowed values, patterns and conditional rules, ready to build or check a beneficiary form. Answers 400 for a missing parameter and 404 for a combination that is not offered.',
};

export const models = {
  'paymentRequirements.get#params': {
    summary: 'What `client.paymentRequirements.get()` takes: the country, method and currency, all required.',
    fields: {
      countryCode: 'The country paid into (ISO 3166-1 alpha-2).',
      paymentMethod: 'The method, such as `bank` or `momo` (see `paymentMethods.list()`).',
      currency: 'The currency paid in (ISO 4217).',
    },
  },
  'paymentRequirements.get#response': {
    summary: 'A draft-07 JSON Schema of the payment details for the country, method and currency asked for.',
  },
};
