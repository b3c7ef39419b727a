/** Descriptions of `client.statutory.remittances`, written in the project's own words from the facts of the interface spec and the API documents. */
import { DOWNLOAD_URL } from './shared/links.mjs';

export const operations = {
  'statutory.remittances.list':
    "Lists a business's payments to government authorities, filtered by country and status, with a `summary` of counts per status. Marked beta by the API.",
  'statutory.remittances.create':
    'Pays an authority what `accepted` filings of one country owe (one filing or several), debiting the business balance in `fundFromCurrency` (converted when the authority is paid in another currency). It is announced by the webhook `remittance.created`, then moves from `pending` through `processing` to `completed` (or ends `failed`), each move with its own webhook. Without `paymentDetails` the API routes the payment to the account it knows for the authority; without `paymentReference` it uses the filing reference.',
  'statutory.remittances.get':
    'Reads one remittance: amounts, exchange rate and funded amount, the payment rail used, the payment reference the government issued, proof of payment once available, and its status history. Answers 404 for an unknown id.',
  'statutory.remittances.receipt.get':
    'Returns a short-lived link to the proof of payment of a remittance. Answers 404 until the remittance is `completed`; the API marks this operation as not yet implemented.',
};

const REMITTANCE_STATUS =
  'Where the payment is: `pending` (created), `processing` (being paid), `completed` (paid; proof of payment available) or `failed`.';

export const models = {
  'statutory.remittances.list#params': {
    summary: 'What `client.statutory.remittances.list()` takes: optional filters.',
    fields: {
      countryCode: 'Only remittances of this country (ISO 3166-1 alpha-2).',
      status: 'Only remittances in this status.',
    },
  },
  'statutory.remittances.list#response': {
    summary:
      'The answer of `client.statutory.remittances.list()`: the remittances found and their counts per status.',
    fields: { summary: 'How many of the remittances found are in each status.' },
  },
  'statutory-compliance#RemittanceListItem': {
    summary: 'A remittance as a list shows it; `statutory.remittances.get()` gives the whole record.',
    fields: {
      countryCode: 'ISO 3166-1 alpha-2 code of the country.',
      authorityName: 'The authority being paid.',
      status: REMITTANCE_STATUS,
      amount: 'What the authority receives, in the local currency, as a decimal number.',
      createdAt: 'When it was created, in Unix seconds.',
      updatedAt: 'When it last changed, in Unix seconds.',
    },
  },
  'statutory-compliance#RemittanceSummary': {
    summary: 'How many remittances are in each status, over the remittances a list found.',
    fields: { total: 'All remittances found.' },
  },
  'statutory.remittances.create#params': {
    summary:
      'What `client.statutory.remittances.create()` takes: the accepted filings to pay and the currency to pay from.',
    fields: {
      countryCode: 'ISO 3166-1 alpha-2 code of the country.',
      filingIds:
        'The `accepted` filings this payment covers; one payment may settle several filings owed to one authority.',
      fundFromCurrency:
        'ISO 4217 code of the business balance to debit; converted when it is not the local currency.',
      paymentDetails:
        'Where to send the money, when not to the account the API knows for the authority (such as a CLABE for Mexico in `bank.accountNumber`).',
      'paymentDetails.preferredMethod':
        'Which of the details to use: mobile money (`momo`) or a bank account (`bank`).',
      paymentReference:
        "The reference the authority's bank uses to match the payment; by default the filing's `filingReference`.",
    },
  },
  'statutory-compliance#bankDetails': {
    summary: 'A bank account an authority is paid into.',
    fields: {
      accountNumber: 'The account number; in Mexico the 18-digit CLABE.',
      accountType: 'The kind of account, such as checking or savings.',
      ownerType: 'Who holds the account, such as an individual or a business.',
      bankCode: 'The code that identifies the bank.',
      sortCode: 'The sort code, in countries that use one (such as the UK).',
      iban: 'The IBAN, in countries that use one.',
      provider: 'The payment provider code, where the country needs one.',
      currency: 'ISO 4217 code of the account.',
      beneficiaryId: 'An identity document of the account holder.',
    },
  },
  'statutory-compliance#address': {
    summary: 'A postal address.',
    fields: { countryCode: 'ISO 3166-1 alpha-2 code of the country.', line2: 'Second address line.' },
  },
  'statutory-compliance#phoneNumber': {
    summary: 'A phone number split into country calling code and local number.',
    fields: {
      countryCode: 'The calling code of the country.',
      number: 'The number without the calling code.',
    },
  },
  'statutory.remittances.create#response': {
    summary: 'The answer of `client.statutory.remittances.create()`: the id of the new remittance.',
  },
  'statutory-compliance#Remittance': {
    summary: 'Money paid to a government body for the filings it settles.',
    fields: {
      filingIds: 'The filings this payment covers.',
      countryCode: 'ISO 3166-1 alpha-2 code of the country.',
      authorityId: 'The authority being paid.',
      status: REMITTANCE_STATUS,
      amount: 'What the authority receives, in the local currency, as a decimal number.',
      fxRate: 'The exchange rate applied when the business paid from another currency.',
      fundedCurrency: 'ISO 4217 code of the balance that was debited.',
      fundedAmount: 'The amount taken from that balance, as a decimal number.',
      paymentMethod: 'How the authority was paid.',
      paymentDetails:
        'Where the money was sent: the details given at creation, or the routing the API chose.',
      'paymentDetails.preferredMethod':
        'Which of the details was used: mobile money (`momo`) or a bank account (`bank`).',
      paymentReference: 'The payment reference issued by the government, once known.',
      receiptUrl: 'A link to the proof of payment, once the payment is done.',
      statusHistory:
        "The status changes the remittance went through; entries may name statuses outside `status`'s values (such as an in-review step).",
      createdAt: 'When it was created, in Unix seconds.',
      updatedAt: 'When it last changed, in Unix seconds.',
    },
  },
  'statutory.remittances.receipt.get#response': {
    summary:
      'The answer of `client.statutory.remittances.receipt.get()`: a temporary link to the proof of payment.',
    fields: { url: DOWNLOAD_URL, expiresAt: 'When the link stops working.' },
  },
};
