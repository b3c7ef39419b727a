/** Descriptions of `client.balances`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'balances.list':
    'Lists the wallet balances of the business the key (and tenant key) resolves to, one per currency. Read-only; use `businesses.balances.list()` to name the business and to ask for reserves.',
};

export const models = {
  'balances.list#response': {
    summary: 'Wallet balances, one per currency.',
  },
  'workforce-management#userBalance': {
    summary: 'The balance of one currency wallet, split into what can be spent and what is still moving.',
    fields: {
      id: 'The id of the wallet.',
      currency: 'ISO 4217 code of the wallet.',
      balance:
        "The total, as an integer in the currency's minor unit, whose size ISO 4217 sets per currency (`703448` is 7034.48 USD, 703448 JPY, 703.448 KWD); `fromMinorUnits()` converts.",
      available: 'What can be spent now, in minor units of the currency.',
      processing: 'What is held by payments still in progress, in minor units of the currency.',
      reserves:
        "What is locked in reserves, in minor units of the currency; present only when asked for with `include: 'reserves'`.",
    },
  },
};
