/** Descriptions of `client.payouts`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'payouts.list':
    "Pages through the business's payouts, newest first by default, filtered by your reference, status or creation dates; with `format: 'csv'` (which needs both dates) the API answers every match as a CSV file instead.",
  'payouts.create':
    'Sends money from the business balance to a saved beneficiary at the rate of an FX quote that has not expired (`fxQuotes.create()`), and answers the payout id. The transaction webhooks follow (`transaction.initiated`, then `transaction.succeeded` or `transaction.failed`, with type `PAYOUT` and your reference). Answers 400 for a body the API refuses.',
  'payouts.get':
    'Reads one payout: the amount received, what it cost in the paying currency, the fee, the rate and its status.',
};

const PAYOUT_STATUS =
  '`initiated` (accepted), `processing` (on its way), `succeeded` (delivered) or `failed`.';

export const models = {
  'payouts.list#params': {
    summary: 'What `client.payouts.list()` takes: optional filters, order and paging.',
    fields: {
      reference: 'Only payouts with this reference of yours.',
      status: 'Only payouts in this status.',
      startDate: 'Earliest creation date to include (ISO 8601).',
      endDate: 'Latest creation date to include (ISO 8601).',
      order: 'By creation date: `desc` (newest first, the default) or `asc`.',
      cursor: 'Where to resume; the iterator passes it for you.',
      limit: 'Payouts per page (20 by default).',
      format: '`csv` to get every matching payout as a CSV file; needs `startDate` and `endDate`.',
    },
  },
  'embedded-payments#Payout': {
    summary: 'A payment from the business to a beneficiary, at the rate of an FX quote.',
    fields: {
      beneficiaryId: 'Who is paid.',
      quoteId: 'The FX quote whose rate was used.',
      reference: 'Your own reference for the payout.',
      amount: 'What the beneficiary receives, in their currency.',
      sourceAmount: 'What it costs in the currency it is paid from, before the fee.',
      feeAmount: 'The fee charged.',
      fxRate: 'The exchange rate applied, as a decimal string.',
      status: PAYOUT_STATUS,
      createdTimestamp: 'When it was created, in Unix seconds.',
      lastUpdatedTimestamp: 'When it last changed, in Unix seconds.',
    },
  },
  'embedded-payments#Amount': {
    summary: 'An amount in minor units of its currency (cents for USD), with the currency.',
    fields: {
      amount: 'The value in minor units, an integer (`1234` is 12.34 USD).',
      currency: 'ISO 4217 code.',
    },
  },
  'payouts.create#params': {
    summary: 'What `client.payouts.create()` takes: the beneficiary, the FX quote and the amount.',
    fields: {
      beneficiaryId: 'The saved beneficiary to pay (`beneficiaries.create()`).',
      quoteId: 'An FX quote from `fxQuotes.create()`, used before it expires.',
      amount: 'How much the beneficiary receives, in minor units of their currency.',
      reference: 'Your own reference, to find the payout later (the list filters on it).',
    },
  },
  'payouts.create#response': {
    summary: 'The answer of `client.payouts.create()`: the id of the new payout.',
  },
};
