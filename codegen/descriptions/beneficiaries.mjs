/** Descriptions of `client.beneficiaries`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'beneficiaries.list':
    "Pages through the business's payout beneficiaries: the people or companies it pays with `payouts.create()`, each with its account details and identity data.",
  'beneficiaries.create':
    'Saves a payout beneficiary: who is paid, in which country and currency, the account to pay into (fields per country and method: see `paymentRequirements.get()`) and identity details with an uploaded ID document. Answers 400 when the details do not fit the country and method. In the sandbox, an `accountName` of `FAILURE_SIM_001` to `FAILURE_SIM_004` makes payouts to it fail, for testing.',
  'beneficiaries.get': 'Reads one payout beneficiary. Answers 404 for an unknown id.',
  'beneficiaries.delete':
    'Deletes a payout beneficiary, so no new payout can be sent to it. Answers 404 for an unknown id.',
};

export const models = {
  'beneficiaries.list#params': {
    summary: 'What `client.beneficiaries.list()` takes: no filter is defined; only the page token.',
    fields: {
      cursor: 'Where to resume, from `page.nextPageParams()`; the iterator passes it for you.',
    },
  },
  'beneficiaries.create#params': {
    summary: 'What `client.beneficiaries.create()` takes: who is paid, where, and their identity.',
    fields: {
      name: 'The name of the beneficiary.',
      countryCode: 'ISO 3166-1 alpha-2 code of the country the money goes to.',
      currency: 'ISO 4217 code of the currency the beneficiary is paid in.',
      paymentDetails:
        'The account to pay into; which fields a country and method need is given by `paymentRequirements.get()`.',
      kyc: 'Identity details of the beneficiary, with an uploaded ID document.',
    },
  },
  'embedded-payments#kycMinimal': {
    summary: 'The identity details a payout beneficiary needs: name, birth date and an ID document.',
    fields: {
      dateOfBirth: 'Date of birth, `YYYY-MM-DD`.',
      countryCode: 'ISO 3166-1 alpha-2 code of the country that issued the ID.',
      idType: 'The kind of ID: `PASSPORT`, `NATIONAL_ID`, `DRIVER_LICENSE`, `RESIDENCE_PERMIT` or `OTHER`.',
      idNumber: 'The number on the ID.',
      idFileFront: 'The id of the uploaded file of the front of the ID (see `files.upload()`).',
      idFileBack: 'The id of the uploaded file of its back, when it has one.',
    },
  },
  'beneficiaries.create#response': {
    summary: 'The answer of `client.beneficiaries.create()`: the id of the new beneficiary.',
  },
};
