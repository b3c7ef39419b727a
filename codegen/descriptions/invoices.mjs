/** Descriptions of `client.invoices`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'invoices.list':
    'Lists the invoices of the business, page by page through an opaque cursor (`limit` 20 by default); iterate the result to walk every page. Every filter is optional and they combine: person, user, `source`, `status` (any letter case), `type` and an invoice-date range.',
  'invoices.get':
    'Reads one invoice in full: issuer and billed party, line items, subtotal and total, exchange rates and status. An unknown id gives 404.',
  'invoices.url.get':
    'Gives a short-lived link to the PDF of an invoice, with the time it stops working. An unknown id gives 404.',
  'invoices.review':
    'Approves or rejects an invoice a contractor submitted; a rejection needs a `reason`. Only a `pending` invoice whose `source` is `CONTRACTOR_SUBMITTED` can be reviewed, any other is refused with 400. `invoice.contractor.approved` or `invoice.contractor.rejected` follows, and `invoice.contractor.paid` once an approved invoice is paid (pass its id in a contractor payroll entry, `invoiceIds`).',
  'invoices.cancel':
    'Voids an invoice: its status becomes `cancelled` and it can no longer be reviewed or paid. An unknown id gives 404.',
};

const sourceText =
  'Where the invoice came from: `SYSTEM` (raised by the service), `USER` (made by a user), `REIMBURSEMENT`, `PAYROLL` (billing a payroll run) or `CONTRACTOR_SUBMITTED` (sent by a contractor; only these can be reviewed and only these send `invoice.contractor.*` webhooks).';
const typeText =
  '`MANUAL` (made by hand), `PAYROLL` (billing a payroll run) or `CONTRACTOR` (a contractor billing the business).';

const decimalLines = {
  value: 'Amount in major units, as a decimal string such as `"1000.00"`.',
  currency: 'ISO 4217 currency code.',
};

export const models = {
  'invoices.list#params': {
    summary: 'Filters and paging of `client.invoices.list()`; all optional.',
    fields: {
      personId: 'Only invoices for this person, such as the contractor being paid.',
      userId: 'Only invoices of this user.',
      source: sourceText,
      status: 'Only invoices in this status, in any letter case, such as `paid` or `Partially Paid`.',
      type: typeText,
      startDate: 'Only invoices dated on or after this day, `YYYY-MM-DD`.',
      endDate: 'Only invoices dated on or before this day, `YYYY-MM-DD`.',
      limit: 'Invoices per page (20 when omitted).',
      cursor: 'Where to continue; the iterator passes it for you.',
    },
  },
  'invoices.list#response': {
    summary: 'An invoice as listed: who, when and how much, without line items.',
    fields: {
      status: 'Where the invoice stands, such as `pending`, `approved` or `paid`.',
      source: sourceText,
      type: typeText,
      invoiceNumber: 'The number printed on the invoice.',
      from: 'Name of the issuer.',
      billTo: 'Name of the billed party.',
      personId: 'The person the invoice is about, such as the contractor paid, when there is one.',
      userId: 'The user account that owns the invoice, if any.',
      date: 'Invoice date, `YYYY-MM-DD`.',
      datePayable: 'The day it is to be paid, `YYYY-MM-DD`.',
      subtotalAmount: 'Subtotal per currency.',
      'subtotalAmount.value': decimalLines.value,
      'subtotalAmount.currency': decimalLines.currency,
      totalAmount: 'Total per currency.',
      'totalAmount.value': decimalLines.value,
      'totalAmount.currency': decimalLines.currency,
    },
  },
  'workforce-management#invoice': {
    summary: 'An invoice: who bills whom, for what and how much, and where its payment stands.',
    fields: {
      status:
        '`pending` (awaiting review or payment), `approved`, `rejected`, `partially paid`, `paid`, `overdue` (past its due date) or `cancelled` (voided).',
      source: sourceText,
      invoiceNumber: 'The number printed on the invoice.',
      date: 'Invoice date, `YYYY-MM-DD`.',
      dueDate: 'The day payment is due, `YYYY-MM-DD`.',
      from: 'The issuer.',
      billTo: 'The billed party.',
      items: 'The lines of the invoice.',
      subtotal: 'Sum of the lines, in minor units.',
      total: 'What is to be paid, in minor units.',
      baseCurrency: 'ISO 4217 code the invoice is stated in.',
      fxRates: 'Exchange rates used, keyed by currency pair such as `USD-EUR`.',
      purpose: 'What the invoice is for, such as a payment processing fee.',
      notes: 'Free text of the issuer; for a milestone, its description.',
      createdTimestamp: 'When it was created, in Unix epoch seconds.',
      lastUpdatedTimestamp: 'When it last changed, in Unix epoch seconds.',
    },
  },
  'workforce-management#invoiceParty': {
    summary: 'The issuer or the billed party of an invoice.',
    fields: { address: 'Postal address on one line.' },
  },
  'workforce-management#invoiceLineItem': {
    summary: 'One line of an invoice.',
    fields: {
      personId: 'The person the line is about, when there is one.',
      description: 'Text of the line, such as the name of a person paid or the title of a milestone.',
      category:
        'Kind of line: `NET_PAYROLL` (take-home pay of direct employees), `GROSS_PAYROLL` and `EMPLOYER_CONTRIBUTION` (Employer of Record pay), `PAYMENT_PROCESSING_FEE`, `CONTRACTOR_FEE` or `EMPLOYEE_FEE`.',
      amount: 'Price of one unit, in the invoice currency, in minor units.',
      originalAmount: 'The amount before conversion, in its own currency, when it was converted.',
      fxRate: 'Exchange rate applied, when the amount was converted.',
      quantity: 'How many units.',
      total: 'Amount times quantity, in minor units.',
    },
  },
  'invoices.url.get#response': {
    summary: 'A short-lived link to the PDF of an invoice.',
    fields: {
      fileUrl: 'The download link.',
      expiresAt: 'When the link stops working, in Unix epoch seconds.',
    },
  },
  'invoices.review#params': {
    summary: 'The decision on a contractor-submitted invoice.',
    fields: {
      action: '`approve` or `reject`.',
      reason: 'Why; needed when rejecting, and carried by the `invoice.contractor.rejected` webhook.',
    },
  },
  'invoices.cancel#params': {
    summary: 'Nothing is needed to cancel an invoice; the object is sent as the body when given.',
  },
};
