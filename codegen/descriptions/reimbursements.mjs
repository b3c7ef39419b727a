/** Descriptions of `client.reimbursements`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'reimbursements.list':
    'Lists the expense reimbursements of the business with their worker, currencies, status and total; iterate the result to walk every page.',
  'reimbursements.create':
    'Records expenses a worker is to be paid back for (name the worker by `userId` or by `personId`, never both) and answers with the new id; it starts pending and `reimbursement.submitted` follows. Nothing is paid until `client.reimbursements.review()` approves it. At least one expense line is needed (checked before sending); receipts are attached as ids of files uploaded with purpose `reimbursements-proof`.',
  'reimbursements.get':
    'Reads one reimbursement with its expense lines, amounts and exchange rates. With `potentialSourceCurrency`, the answer also estimates what approving it would take from a wallet in that currency (only while it is not approved or paid). An unknown id gives 404.',
  'reimbursements.delete':
    'Cancels a reimbursement that has been neither approved nor paid; cancelling one that has is refused with 400. An unknown id gives 404.',
  'reimbursements.review':
    'Approves or rejects a pending reimbursement; any other is refused with 400. Approving pays it at once from the business wallet in `sourceCurrency` (which must hold enough to cover it): `reimbursement.approved` follows, then `reimbursement.paid` when the payment settles. Rejecting needs a `reason` and sends `reimbursement.rejected`.',
};

const decimalMoney = 'A decimal string and a currency, such as `{ value: "1000.00", currency: "USD" }`.';

const recordFields = {
  userId: 'The user account of the worker paid back.',
  title: 'Short description of the claim, such as `Client dinner`.',
  fullName: 'Name of the worker.',
  currency: 'ISO 4217 code the expense lines are stated in.',
  destinationCurrency: 'ISO 4217 code the worker is paid back in.',
  status:
    'Where the claim stands: submitted (pending review), approved, rejected or paid, such as `Approved`.',
  createdTimestamp: 'When it was created, in Unix epoch seconds.',
  lastUpdatedTimestamp: 'When it last changed, in Unix epoch seconds.',
};

export const models = {
  'reimbursements.list#params': {
    summary: 'No filters are documented for `client.reimbursements.list()`; only the page token.',
    fields: {
      cursor: 'Where to resume, from `page.nextPageParams()`; the iterator passes it for you.',
    },
  },
  'reimbursements.list#response': {
    summary: 'A reimbursement as listed, without its expense lines.',
    fields: {
      ...recordFields,
      totalAmount: `The sum of the expense lines. ${decimalMoney}`,
      'totalAmount.value': 'Amount in major units, as a decimal string.',
    },
  },
  'reimbursements.create#params': {
    summary: 'A claim of expenses a worker is to be paid back for.',
    fields: {
      userId: 'The worker, by user id; give this or `personId`, not both.',
      personId: 'The worker, by person id; give this or `userId`, not both.',
      title: 'Short description of the claim, such as `Client dinner`.',
      currency: 'ISO 4217 code the expense lines are stated in.',
      destinationCurrency: 'ISO 4217 code the worker is paid back in.',
      entries: 'The expense lines; at least one.',
    },
  },
  'workforce-management#ReimbursementEntryRequest': {
    summary: 'One expense line of a reimbursement.',
    fields: {
      description: 'What was paid for.',
      amount: 'What it cost, in major units: a decimal string such as `"12.50"` and a currency.',
      'amount.value': 'Amount in major units, as a decimal string such as `"12.50"`.',
      'amount.currency': 'ISO 4217 currency code.',
      category: 'Your own grouping, such as `Meals`.',
      date: 'The day the expense was made, `YYYY-MM-DD`.',
      fileIds: 'Receipts: ids of files uploaded with purpose `reimbursements-proof`.',
    },
  },
  'reimbursements.create#response': {
    summary: 'The recorded reimbursement.',
    fields: { id: 'Id of the new reimbursement; review, read or cancel it with this.' },
  },
  'reimbursements.get#params': {
    summary: 'Options of `client.reimbursements.get()`.',
    fields: {
      potentialSourceCurrency:
        'A wallet currency to estimate the cost of approving in; the estimate comes back as `potentialSourceAmount`.',
    },
  },
  'reimbursements.get#response': {
    summary: 'A reimbursement with its expense lines and the amounts paid or to pay.',
    fields: {
      ...recordFields,
      entries: 'The expense lines.',
      'entries.amount': decimalMoney,
      'entries.amount.value': 'Amount in major units, as a decimal string.',
      'entries.category': 'Your own grouping, such as `Meals`.',
      'entries.date': 'The day the expense was made, `YYYY-MM-DD`.',
      sourceAmount: `What approving took from the business wallet. ${decimalMoney}`,
      destinationAmount: `What the worker is paid back. ${decimalMoney}`,
      potentialSourceAmount:
        'Estimated cost of approving, from a wallet in the asked `potentialSourceCurrency`, at current rates; only before approval.',
      'sourceAmount.value': 'Amount in major units, as a decimal string.',
      'destinationAmount.value': 'Amount in major units, as a decimal string.',
      'potentialSourceAmount.value': 'Amount in major units, as a decimal string.',
      fxRate:
        'Rates applied when the currencies differ, keyed `FROM-TO` (such as `GHS-USD`); absent when none was needed.',
    },
  },
  'reimbursements.review#params': {
    summary: 'The decision on a pending reimbursement.',
    fields: {
      action: '`approve` (pays it out at once) or `reject`.',
      sourceCurrency:
        'ISO 4217 code of the business wallet to pay from; needed to approve, and that wallet must hold enough to cover it.',
      reason: 'Why; needed to reject, and carried by the `reimbursement.rejected` webhook.',
    },
  },
};
