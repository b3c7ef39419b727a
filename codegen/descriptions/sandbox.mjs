/** Descriptions of `client.sandbox`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'sandbox.businessDeposits.create':
    "Adds test money to the business's balance in the sandbox, so that payrolls and payouts can be funded there. Sandbox keys only; answers 400 for an invalid amount.",
  'sandbox.users.delete':
    'Deletes a user in the sandbox, to clean up test data. Sandbox keys only; answers 404 for an unknown user.',
  'sandbox.users.virtualAccounts.deposit':
    "Simulates money arriving in a user's `active` virtual account in the sandbox, as a bank transfer would. Sandbox keys only; answers 400 for an invalid body.",
};

export const models = {
  'sandbox.businessDeposits.create#params': {
    summary: 'What `client.sandbox.businessDeposits.create()` takes: the amount of test money.',
    fields: {
      description: 'A label for the deposit.',
      value: 'How much to add, in minor units, and the currency.',
    },
  },
  'sandbox.users.virtualAccounts.deposit#params': {
    summary:
      'What `client.sandbox.users.virtualAccounts.deposit()` takes: the amount, a reference and a label.',
    fields: {
      amount: 'How much arrives, in minor units, and the currency.',
      reference: 'The reference the simulated transfer carries.',
      description: 'A label for the deposit.',
    },
  },
  'embedded-payments#amount': {
    summary: 'An amount in minor units of its currency, as `value`, with the currency.',
    fields: {
      value: 'The value in minor units, an integer (`1234` is 12.34 USD).',
      currency: 'ISO 4217 code.',
    },
  },
};
