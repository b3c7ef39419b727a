/** Descriptions of `client.payrolls`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'payrolls.list':
    'Lists every payroll run of the business with its status, head count, dates and totals, in one answer (no paging).',
  'payrolls.create':
    'Opens an empty payroll run for one kind of worker (`workerType`), regular or one-off, and answers with its `payrollId`; it starts in `Created` and a `payroll.created` webhook follows. Add the people with `client.payrolls.save()`, then release it with `client.payrolls.approve()`.',
  'payrolls.get':
    'Reads one payroll run: status, pay date and period, totals and, per person, the entry with its gross, net, allowances, deductions and payment transactions. A payroll that became `Rejected` or `Deleted` sends no webhook, so read it to notice.',
  'payrolls.save':
    'Sets the pay date, pay period and entries (the payments, one or more per person) of a payroll; a `Created` payroll moves to `Pending Submission` and `payroll.status.updated` (`saved`) follows. With `includeFxRates: true` the answer holds the exchange rates fixed at saving; otherwise it is empty. Invalid entries are refused with 400 (for example `overtimeWorked` without `overtime`, or an invoice that is not an approved contractor invoice of that person).',
  'payrolls.approve':
    'Releases a saved payroll for payment (`Pending Submission` or `Pending Approval`; a run still `Created`, never saved with `client.payrolls.save()`, or one already past approval is refused with 400): it moves to `Awaiting Funds` (`payroll.status.updated` `approved`), then to `Scheduled` once the business balance covers the debit, then `Processing` and `Completed` as the money goes out, each announced by `payroll.status.updated`. While the balance is short it stays in `Awaiting Funds`; `client.businesses.fundingDetails.get()` tells how to fund it.',
  'payrolls.delete':
    'Deletes a payroll run that has not started paying out; one in `Processing` or `Completed` is refused with 400. No webhook is sent for a deleted payroll.',
  'payrolls.payslipLinks.get':
    "Gives short-lived download links to a payroll's payslips, one per person, or with `format: 'zip'` one link to an archive of all of them. A payslip is made only when the run reaches `Completed`; people without one yet are listed under `notReady`, so ask again later.",
};

/** `<name>.amount` lines of inline money objects: integers of minor units. */
const minorUnitLines = (names) =>
  Object.fromEntries(names.map((name) => [`${name}.amount`, 'Integer in the minor unit of the currency.']));

// Which currency each total is in: the debit in the balance's, the pay totals in the pay currency; the rates of
// `save({ includeFxRates: true })` (funding → salary) convert one into the other.
const currencyLines = (names, text) => Object.fromEntries(names.map((name) => [`${name}.currency`, text]));

const totalsFields = {
  payrollId: 'Id of the payroll run.',
  workerType: 'Who the run pays: `EMPLOYEE`s or `CONTRACTOR`s, never both.',
  status: 'Where the run stands; see `PayrollStatus`.',
  numPeople: 'How many people the run pays.',
  type: '`REGULAR` (a scheduled pay cycle) or `ONE-OFF` (an extra run). Read with a hyphen; `client.payrolls.create()` and the `payroll.created` webhook spell it `ONE_OFF`.',
  payrollDate: 'The day people are paid, `YYYY-MM-DD`.',
  debit:
    'What the run takes from the business balance: net pay plus fees for direct employment, gross pay plus employer contributions for Employer of Record workers.',
  gross: 'Total pay before deductions.',
  net: 'Total take-home pay.',
  tax: 'Total income tax withheld; employee runs only.',
  pension:
    'Total retirement contributions, employee and employer parts together (each is also inside `statutoryDeductions` and `employerContributions`); employee runs only.',
  statutoryDeductions:
    'Total deductions the law requires from employees, income tax and social security included; employee runs only.',
  employerContributions:
    'Total contributions the employer pays on top of pay, such as social security; employee runs only.',
  ...minorUnitLines([
    'debit',
    'gross',
    'net',
    'tax',
    'pension',
    'statutoryDeductions',
    'employerContributions',
  ]),
  ...currencyLines(
    ['debit'],
    'ISO 4217 code of the business balance the run is paid from (its funding currency); it differs from the pay currency when the run converts, at the rates `save()` fixes.',
  ),
  ...currencyLines(
    ['gross', 'net', 'tax', 'pension', 'statutoryDeductions', 'employerContributions'],
    "ISO 4217 code of the pay currency (the entries' currency), which is not always the debit's.",
  ),
  payPeriod: 'The days of work the run pays for.',
  'payPeriod.fromDate': 'First day of the period, `YYYY-MM-DD`.',
  'payPeriod.toDate': 'Last day of the period, `YYYY-MM-DD`.',
};

const lineFields = (flag, flagText) => ({
  name: 'Label of the line, such as `Housing` or `Income Tax`.',
  [flag]: flagText,
  amount: 'Integer of minor units and a currency.',
});

const entryMetadata =
  'Your own string pairs (keys of 1 to 50 characters), stored and returned; no regulated personal data.';

export const models = {
  'payrolls.list#params': {
    summary: 'No filters are documented for `client.payrolls.list()`.',
  },
  'payrolls.list#response': {
    summary: 'Every payroll run of the business.',
    fields: { data: 'The runs, without their entries.' },
  },
  'workforce-management#payrollSummary': {
    summary: 'A payroll run and its totals, without the entries.',
    fields: totalsFields,
  },
  'workforce-management#payrollStatus': {
    summary:
      'Where a payroll run stands: `Created` (no entries yet), `Pending Submission` (entries saved, ready for approval; webhook `saved`), `Pending Approval`, `Awaiting Funds` (approved, waiting for the balance to cover it; `approved`), `Scheduled` (funds taken, waiting for the pay date; `scheduled`), `Processing` (payments going out; `processing`), `Completed` (all payments confirmed; `completed`), `Rejected` or `Deleted` (no webhook for these two).',
  },
  'payrolls.create#params': {
    summary: 'What kind of payroll run to open.',
    fields: {
      workerType: 'Who the run pays: `EMPLOYEE`s or `CONTRACTOR`s; one run never mixes them.',
      type: '`REGULAR` (a scheduled pay cycle) or `ONE_OFF` (an extra run, such as a bonus).',
      tags: 'Your own data, stored with the run.',
    },
  },
  'workforce-management#tags': {
    summary: 'Your own data attached to a record, stored as sent.',
  },
  'payrolls.create#response': {
    summary: 'The opened payroll run.',
    fields: { payrollId: 'Id of the new run; the other `client.payrolls` calls take it.' },
  },
  'payrolls.get#response': {
    summary: 'A payroll run with its totals and its entries.',
    fields: { ...totalsFields, entries: 'One entry per payment: who is paid and how the amount is made up.' },
  },
  'workforce-management#payrollEntry': {
    summary: 'One payment of a payroll run, as calculated.',
    fields: {
      entryId:
        'Id of the entry; tells apart two entries of the same person (say salary and bonus). Not sent when saving.',
      personId: 'The person paid.',
      transactionIds:
        'The payment transactions made for the entry, once the run reaches `Processing`; several when the payment is split.',
      salary: 'The base pay, as entered.',
      bonus: 'A bonus paid with the entry.',
      gross: 'Pay before deductions; absent until calculated.',
      net: 'Take-home pay; absent until calculated.',
      ...minorUnitLines(['gross', 'net']),
      allowances: 'Extra pay items such as housing or transport; employee runs only.',
      deductions: 'Amounts withheld, statutory (tax, social security) or voluntary; employee runs only.',
      employerContributions: 'What the employer pays on top, such as social security; employee runs only.',
      metadata: entryMetadata,
    },
  },
  'workforce-management#allowance': {
    summary: 'An extra pay item of an entry, such as housing or transport.',
    fields: lineFields(
      'isTaxable',
      'Whether the item counts as taxable income (`false` when omitted on save).',
    ),
  },
  'workforce-management#deduction': {
    summary: 'An amount withheld from, or contributed on top of, an entry.',
    fields: lineFields(
      'isStatutory',
      'Whether the law requires it (income tax, social security). Statutory items are computed by the payroll; on save they are dropped.',
    ),
  },
  'payrolls.save#params': {
    summary: 'The pay date, period and entries of a payroll run.',
    fields: {
      includeFxRates: '`true` makes the answer hold the exchange rates fixed at saving.',
      payrollDate: 'The day people are paid, `YYYY-MM-DD`.',
      payPeriod: 'The days of work the run pays for.',
      fxRateExpiresAt: 'Until when the exchange rates fixed at saving hold, as an ISO 8601 date-time.',
      entries: 'One entry per payment; a person may have several.',
      customFees: 'Extra fee lines you add to the run.',
      'customFees.name': 'Label of the fee.',
      'customFees.amount': 'The fee, as an integer of minor units and a currency.',
      'customFees.metadata': 'Your own string pairs, stored with the fee.',
      tags: 'Your own data, stored with the run.',
    },
  },
  'workforce-management#payPeriod': {
    summary: 'The days of work a payroll run pays for.',
    fields: {
      fromDate: 'First day, `YYYY-MM-DD`.',
      toDate: 'Last day, `YYYY-MM-DD`.',
    },
  },
  'workforce-management#payrollEntryInput': {
    summary: 'One payment to add to a payroll run.',
    fields: {
      personId: 'The person to pay.',
      salary:
        "The rate for one unit of the person's `compInfo.frequency`: the monthly amount, or the hourly or daily rate.",
      'salary.amount': 'Integer in the minor unit of the currency.',
      timeWorked: 'Units worked in the period (hours, days, or `1` for a month); `1` when omitted.',
      overtime: 'Overtime rate per unit with `overtimeWorked`, or a flat overtime amount without it.',
      'overtime.amount': 'Integer in the minor unit of the currency.',
      overtimeWorked: 'Overtime units worked, not negative; needs `overtime`.',
      bonus: 'A bonus, as an integer of minor units and a currency.',
      commission: 'A commission, as an integer of minor units and a currency.',
      allowances: 'Extra pay items such as housing or transport.',
      deductions:
        'Voluntary amounts to withhold (pension top-up, repayment); statutory ones are computed and dropped here.',
      invoiceIds:
        'Approved contractor-submitted invoices of this person to pay through the entry (contractor runs only); they are marked paid when the run completes.',
      metadata: entryMetadata,
    },
  },
  'payrolls.save#response': {
    summary: 'The exchange rates fixed at saving; empty unless `includeFxRates` was `true`.',
    fields: {
      fxRates:
        'Rates keyed `<funding>-<salary>` currency pair: salary-currency units per funding-currency unit (the debit is the salary amount divided by it).',
    },
  },
  'payrolls.payslipLinks.get#params': {
    summary: 'Options of `client.payrolls.payslipLinks.get()`.',
    fields: {
      format: '`zip` gives one link to an archive of every ready payslip instead of one link per person.',
    },
  },
  'payrolls.payslipLinks.get#response': {
    summary: "Download links to a payroll run's payslips.",
    fields: {
      links: 'One link per person with a ready payslip; absent with `format: zip`.',
      'links.paystubId': 'Id of the payslip.',
      'links.url': "Download link to the person's payslip PDF.",
      'links.expiresAt': 'When the link stops working, ISO 8601.',
      zipUrl: 'Download link to an archive of every ready payslip; only with `format: zip`.',
      expiresAt: 'When `zipUrl` stops working, ISO 8601.',
      notReady: 'People whose payslip cannot be linked yet.',
      'notReady.status':
        '`not_found` (the run has not completed), `generating` (the PDF is being made) or `error` (making it failed); ask again later.',
    },
  },
};
