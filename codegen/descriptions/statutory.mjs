/** Descriptions of `client.statutory`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'statutory.jurisdictions.list':
    'Lists the countries where statutory filing is offered, each with its currency, payroll frequency, number of filing types and whether it is `live` yet. Read-only.',
  'statutory.jurisdictions.get':
    'Reads everything configured for one country (ISO 3166-1 alpha-2 code): its filing types, statutory benefits, working-time and termination rules, and the employee and employer fields its returns need. `employeeFields` and `employerFields` list only filing fields; `requiredFields.get()` gives them all. Answers 404 for a country that is not supported.',
  'statutory.jurisdictions.filingTypes.list':
    'Lists the kinds of return a country requires, with the authority that receives each, how often it is due and whether it also needs a payment. A filing is created for one of these by its `id`.',
  'statutory.jurisdictions.requiredFields.get':
    'Lists every field a country needs, for workers (`entity: person`) and for the employer (`entity: business`), with its type, validation and whether the tax engine (`calculation`) or the return (`filing`) uses it; narrow it with `worker_type` and `scope`. Filing fields are written with `statutory.persons.fields.update()` or `statutory.businesses.fields.update()`, calculation fields with `persons.taxProfile.update()`.',
  'statutory.filings.list':
    "Lists a business's filings, filtered by country and status, with a `summary` of counts per status: both the calendar of what is due and the record of what was filed. Marked beta by the API.",
  'statutory.filings.create':
    'Creates one filing of a filing type for a period. With `source: cadana` (the default) every breakdown line names a person, or `payrollRunIds` lets the API fill the breakdown; the filing starts `pending` (webhook `filing.created`) and moves to `blocked` (`filing.blocked`) while requirements are missing. With `source: external` the return was already filed elsewhere: give the breakdown and its `filingReference`, and the filing is recorded as `accepted` so a remittance can pay it; answers 400 or 422 when the body cannot be used.',
  'statutory.filings.createBatch':
    'Creates the filings of one period for a business in one call, either from payroll runs (`payrollRunIds`: the API picks the filing types from the workers) or from an explicit `filings` list; give exactly one of the two. Each filing follows the same lifecycle as `create()`. The API marks this operation as not yet implemented.',
  'statutory.filings.get':
    'Reads one filing in full: amounts, breakdown lines, linked payroll runs, the reasons it is blocked and its status history. Answers 404 for an unknown id.',
  'statutory.filings.approve':
    'Approves a filing that is `in_review` for submission, moving it to `approved` (webhook `filing.approved`); the API then submits it to the authority (`filing.submitted`) and records its answer (`filing.accepted` or `filing.rejected`). Answers 409 (`ConflictError`) when the filing is in another status, still has blocked reasons or unsatisfied requirements.',
  'statutory.filings.cancel':
    'Withdraws a filing before it reaches the authority (any status before `submitted`), optionally saying why; its status becomes `cancelled`. Answers 409 (`ConflictError`) once the filing is `submitted`, `accepted` or `rejected`.',
  'statutory.filings.amend':
    'Corrects an `accepted` filing by creating a separate amendment filing that refers to it, which starts `pending`; the original stays `accepted`. Needs a `reason`, optionally the corrected amounts. Answers 409 (`ConflictError`) when the original cannot be amended; the API marks this operation as not yet implemented.',
  'statutory.filings.document.get':
    'Returns a short-lived link to the PDF of a filed return. Answers 404 until the filing has been submitted; the API marks this operation as not yet implemented.',
  'statutory.compliance.summary.get':
    "Sums up a business's compliance in one answer: filings per status, pending and completed remittances, outstanding requirements per category, the next deadlines and a line per country. Needs `businessId`; the API marks this operation as not yet implemented.",
  'statutory.remittances.list':
    "Lists a business's payments to government authorities, filtered by country and status, with a `summary` of counts per status. Marked beta by the API.",
  'statutory.remittances.create':
    'Pays an authority what `accepted` filings of one country owe (one filing or several), debiting the business balance in `fundFromCurrency` (converted when the authority is paid in another currency). It is announced by the webhook `remittance.created`, then moves from `pending` through `processing` to `completed` (or ends `failed`), each move with its own webhook. Without `paymentDetails` the API routes the payment to the account it knows for the authority; without `paymentReference` it uses the filing reference.',
  'statutory.remittances.get':
    'Reads one remittance: amounts, exchange rate and funded amount, the payment rail used, the payment reference the government issued, proof of payment once available, and its status history. Answers 404 for an unknown id.',
  'statutory.remittances.receipt.get':
    'Returns a short-lived link to the proof of payment of a remittance. Answers 404 until the remittance is `completed`; the API marks this operation as not yet implemented.',
  'statutory.requirements.list':
    'Lists what must still be supplied before filings can go ahead (registrations, documents, tax parameters, worker data), for a business or for one person. Needs `businessId` unless `personId` is given, and the SDK refuses the call before sending otherwise; with `personId` only `worker_data` items naming that person are returned, and the API then also requires `countryCode` (400 without it).',
  'statutory.requirements.get':
    'Reads one requirement by id: what is missing, on which record and how to supply it. Answers 404 for an unknown id; the API marks this operation as not yet implemented.',
  'statutory.events.list':
    "Pages through the append-only audit log of a business's filings, remittances and requirements, each event naming its actor and carrying the change. Needs `businessId`; filter by resource, event type or a lower time bound (`since`). The API marks this operation as not yet implemented.",
  'statutory.persons.fields.get':
    "Reads a person's filing data for one country: the values written with `fields.update()` merged with what the person record already holds (such as the name). Document fields come back as a file id with a short-lived download link. Answers 404 for an unknown person.",
  'statutory.persons.fields.update':
    "Writes a person's filing fields for one country; keys are the `key`s of the country's required fields with `entity: person` and scope `filing`, and a document field takes the id of a file uploaded with purpose `statutory-document`. Answers 400 for an unknown key, a value that breaks the field's rules, or a file that is unknown, not uploaded yet or uploaded for another purpose. Supplying missing worker data satisfies `worker_data` requirements (webhook `requirement.satisfied`), which may unblock filings (`filing.pending`).",
  'statutory.businesses.fields.get':
    "Reads a business's filing data for one country: the values written with `fields.update()` merged with what the business record already holds. Document fields come back as a file id with a short-lived download link. Answers 404 for an unknown business.",
  'statutory.businesses.fields.update':
    "Writes a business's filing fields for one country; keys are the `key`s of the country's required fields with `entity: business`, and a document field takes the id of a file uploaded with purpose `statutory-document`. Answers 400 for an unknown key, an invalid value or an unusable file. Fields that resolve requirements mark them `satisfied` (webhook `requirement.satisfied`, listing the filings it unblocks), and those filings return to `pending` (`filing.pending`).",
};

const FILING_STATUS =
  "Where the filing is: `pending` (created, waiting for validation), `blocked` (requirements missing, see `blockedReasons`), `in_review` (validated, waiting for approval), `approved` (cleared for submission), `submitted` (sent to the authority), `accepted` or `rejected` (the authority's answer), `cancelled` (withdrawn before submission).";
const FILING_SOURCE =
  'Who files the return: `cadana`, the API prepares and submits it; `external`, the business already filed it and records the result so it can be paid.';
const REMITTANCE_STATUS =
  'Where the payment is: `pending` (created), `processing` (being paid), `completed` (paid; proof of payment available) or `failed`.';
const PAYROLL_FREQUENCY = 'How often payroll is usually run in the country.';
const JURISDICTION_STATUS = 'Whether filing is offered there now (`live`) or planned (`coming_soon`).';
const REQUIREMENT_CATEGORY =
  'What kind of item is missing: `business_registration` (a registration with an authority), `business_document` (a document of the business), `business_tax_parameter` (a tax setting of the business) or `worker_data` (fields missing on person records).';
const REQUIREMENT_STATUS =
  '`outstanding` (still needed), `satisfied` (supplied) or `waived` (no longer needed).';
const EVENT_TYPE =
  'What happened, as `<resource>.<new state>`: a filing moved to that status (`filing.upcoming`, `filing.overdue` when its due date passed, `filing.amended` when corrected), a remittance moved to that status, or a requirement was created, satisfied or waived.';
const BREAKDOWN = 'The contribution lines whose amounts add up to the filing total.';
const DOWNLOAD_URL =
  'A presigned download link that expires soon; ask for a new one each time instead of saving it.';

export const models = {
  'statutory.jurisdictions.list#params': {
    summary: 'What `client.statutory.jurisdictions.list()` takes: no filter is defined.',
  },
  'statutory-compliance#JurisdictionSummary': {
    summary: 'A country where statutory filing is offered, in short.',
    fields: {
      countryCode: 'ISO 3166-1 alpha-2 code of the country.',
      currency: 'ISO 4217 code of the local currency, in which filings are made.',
      filingTypesCount: 'How many kinds of return the country has.',
      payrollFrequency: PAYROLL_FREQUENCY,
      status: JURISDICTION_STATUS,
    },
  },
  'statutory-compliance#Jurisdiction': {
    summary:
      'Everything configured for one country: filing types, benefits, labour rules and the fields its returns need.',
    fields: {
      countryCode: 'ISO 3166-1 alpha-2 code of the country.',
      currency: 'ISO 4217 code of the local currency.',
      status: JURISDICTION_STATUS,
      payrollFrequency: PAYROLL_FREQUENCY,
      employeeFields:
        'Filing fields needed per worker (filing scope only; the required-fields call lists all).',
      employerFields: 'Filing fields needed from the employer (filing scope only).',
      filingTypes: 'The kinds of return the country requires.',
      statutoryBenefits: 'Contributions the law sets for employer and employee, with their rates.',
      compliance: 'Working-time, leave, probation and payroll cut-off rules.',
      termination: 'What ending employment involves: notice and what the final pay includes.',
    },
  },
  'statutory-compliance#RequiredFieldsResponse': {
    summary: 'The fields a country needs for tax calculation and filing, for workers and for the employer.',
    fields: {
      countryCode: 'ISO 3166-1 alpha-2 code of the country.',
      workerType: 'The worker type the list was narrowed to, when one was asked for.',
      version:
        "The version of the country's field list; it rises with every change to the list (a field added, dropped or altered), so a cached copy can be checked.",
    },
  },
  'statutory-compliance#RequiredField': {
    summary: 'One field a country needs, with who supplies it, what it is used for and how it is validated.',
    fields: {
      key: 'The identifier of the field, unique in the country; the key used when writing the field.',
      name: 'A label fit for a form.',
      description: 'What the field is for, often citing the law.',
      type: 'The kind of value: `string`, `number`, `boolean`, `date`, or `document` (the id of a file uploaded with purpose `statutory-document`; read back with a download link).',
      required:
        'Whether the field must be given; a field with a `condition` is needed only when the condition holds.',
      entity:
        'Whose data it is: `person` (a worker; written with `statutory.persons.fields.update()`) or `business` (the employer; written with `statutory.businesses.fields.update()`).',
      scope:
        "What uses it: `calculation` (the tax engine; written to the person's tax profile) and/or `filing` (the return; written with the statutory fields calls). A field in both scopes is written to both.",
      enum: 'The only accepted values, when the field is a choice.',
      pattern: 'A regular expression a text value must match.',
      condition: 'Present when the field applies only if another field has a given value.',
    },
  },
  'statutory-compliance#FieldCondition': {
    summary: 'The condition under which a field applies: another field equals a value.',
    fields: {
      field: 'The key of the other field (or person attribute) that is checked.',
      equals: 'The value of that field that makes this one apply.',
    },
  },
  'statutory-compliance#FilingType': {
    summary: 'A kind of statutory return a country requires, and the authority that receives it.',
    fields: {
      id: 'The identifier to pass as `filingTypeId` when creating a filing.',
      governmentFormName: "The authority's own name or number for the form or system.",
      authority: 'The government body that receives the return.',
      'authority.abbreviation': "The authority's short name.",
      frequency:
        'How often the return is due: `MONTHLY`, `BIMONTHLY`, `QUARTERLY`, `SEMI_ANNUAL`, `ANNUAL`, `PER_PAY_PERIOD`, or `EVENT_DRIVEN` (when something happens, such as a hire).',
      dueDay: 'The day of the month or quarter the return is due, where the rule is a fixed day.',
      includesRemittance: 'Whether the return also needs a payment to the authority (a remittance).',
      legislativeReference: 'The law that requires the return.',
    },
  },
  'statutory-compliance#StatutoryBenefit': {
    summary: 'A contribution the law sets (pension, social security…), with the employer and employee rates.',
    fields: {
      employerRate: "The employer's contribution as a fraction (`0.05` is 5 %).",
      employeeRate: "The employee's contribution as a fraction (`0.05` is 5 %).",
      authority: 'The body that collects it.',
      legislativeReference: 'The law that sets it.',
    },
  },
  'statutory-compliance#ComplianceInfo': {
    summary: "A country's working-time and leave rules and its payroll cut-offs, as text.",
    fields: {
      workingHoursPerWeek: 'The standard working week, in hours.',
      onboardingTimeline: 'How long hiring a worker usually takes.',
      payrollCutoffs: 'Deadlines in each pay period.',
      'payrollCutoffs.inputs': 'When payroll changes must be in.',
      'payrollCutoffs.approval': 'When payroll must be approved.',
    },
  },
  'statutory-compliance#TerminationInfo': {
    summary: "A country's rules for ending employment.",
    fields: {
      noticeRequired: 'Whether notice must be given.',
      finalPayIncludes: 'What the last payslip must include.',
    },
  },
  'statutory.jurisdictions.filingTypes.list#response': {
    summary:
      'The answer of `client.statutory.jurisdictions.filingTypes.list()`: the filing types of a country.',
  },
  'statutory.jurisdictions.requiredFields.get#params': {
    summary: 'What `client.statutory.jurisdictions.requiredFields.get()` takes: optional filters.',
    fields: {
      worker_type: 'Only fields that apply to employees or to contractors.',
      scope: 'Only fields used by the tax engine (`calculation`) or by the return (`filing`); omit for both.',
    },
  },
  'statutory.filings.list#params': {
    summary: 'What `client.statutory.filings.list()` takes: optional filters.',
    fields: {
      countryCode: 'Only filings of this country (ISO 3166-1 alpha-2).',
      status: 'Only filings in this status.',
    },
  },
  'statutory.filings.list#response': {
    summary:
      'The answer of `client.statutory.filings.list()`: the filings found and their counts per status.',
    fields: { summary: 'How many of the filings found are in each status.' },
  },
  'statutory-compliance#FilingListItem': {
    summary: 'A filing as a list shows it; `statutory.filings.get()` gives the whole record.',
    fields: {
      countryCode: 'ISO 3166-1 alpha-2 code of the country.',
      source: FILING_SOURCE,
      filingTypeId: 'The filing type this return is of.',
      status: FILING_STATUS,
      period: 'The period the return covers.',
      'period.start': 'First day covered.',
      'period.end': 'Last day covered.',
      'period.label': 'A readable name of the period, such as a month.',
      dueAt: 'The deadline for submitting it to the authority.',
      workerCount: 'How many distinct workers the breakdown names (zero for a business-level tax).',
      createdAt: 'When the filing was created, in Unix seconds.',
      updatedAt: 'When it last changed, in Unix seconds.',
    },
  },
  'statutory-compliance#FilingSummary': {
    summary: 'How many filings are in each status, over the filings a list found.',
    fields: {
      total: 'All filings found.',
      inReview: 'Filings in status `in_review`.',
    },
  },
  'statutory.filings.create#params': {
    summary:
      'What `client.statutory.filings.create()` takes: the business, country, filing type, period and what the return holds.',
    fields: {
      countryCode: 'ISO 3166-1 alpha-2 code of the country.',
      source: `${FILING_SOURCE} Defaults to \`cadana\`.`,
      filingTypeId: "The kind of return, from the country's filing types.",
      periodStart: 'First day of the period covered, `YYYY-MM-DD`.',
      periodEnd: 'Last day of the period covered, `YYYY-MM-DD`.',
      currency: "ISO 4217 code of every breakdown amount; must be the country's currency.",
      filingReference:
        "The authority's reference for a return already filed (the name varies by country); needed with `source: external`, ignored with `cadana`, where it is filled in once the authority confirms.",
      breakdown: `${BREAKDOWN} Required, except with \`source: cadana\` and \`payrollRunIds\`, where the API fills it in.`,
      payrollRunIds:
        'With `source: cadana`: the API takes the breakdown from the tax results of these payroll runs. Ignored with `external`.',
    },
  },
  'statutory-compliance#FilingBreakdownEntry': {
    summary: 'One contribution line of a filing; the lines add up to its total.',
    fields: {
      personId: 'The worker the line is for; required on `cadana`-sourced filings.',
      externalEmployeeId:
        "The business's own id of a worker not onboarded here (external filings); leave both ids out for a business-level tax.",
      employeeName: 'A name kept for audit and reconciliation.',
      amount: 'The contribution, in the filing currency, as a decimal number.',
    },
  },
  'statutory.filings.create#response': {
    summary: 'The answer of `client.statutory.filings.create()`: the id of the new filing.',
  },
  'statutory.filings.createBatch#params': {
    summary:
      'What `client.statutory.filings.createBatch()` takes: the business and period, and either payroll runs or explicit filings.',
    fields: {
      periodStart: 'First day of the period covered, `YYYY-MM-DD`.',
      periodEnd: 'Last day of the period covered, `YYYY-MM-DD`.',
      payrollRunIds:
        'Payroll runs from which the API picks the filing types and amounts; not with `filings`.',
      filings: 'One entry per return, with its own amounts; not with `payrollRunIds`.',
      'filings.filingTypeId': "The kind of return, from the country's filing types.",
      'filings.source': `${FILING_SOURCE} Defaults to \`cadana\`.`,
      'filings.currency': 'ISO 4217 code of every breakdown amount of this entry.',
      'filings.filingReference': "The authority's reference; must be given for an `external` entry.",
      'filings.breakdown': BREAKDOWN,
      countryCode:
        'Only this country (ISO 3166-1 alpha-2); by default, each country in which the business currently employs workers.',
      filingTypeIds: 'With `payrollRunIds`: only these filing types; by default every type that applies.',
    },
  },
  'statutory.filings.createBatch#response': {
    summary: 'The answer of `client.statutory.filings.createBatch()`: the ids of the filings created.',
  },
  'statutory-compliance#IDResponse': {
    summary: 'The id of a record just created.',
  },
  'statutory-compliance#Filing': {
    summary:
      'A statutory return for one period: what it covers, its amounts and where it is in its lifecycle.',
    fields: {
      countryCode: 'ISO 3166-1 alpha-2 code of the country.',
      source: FILING_SOURCE,
      filingTypeId: 'The filing type this return is of.',
      authorityId: 'The authority that receives it.',
      filingReference:
        "The authority's reference for the return (its name varies by country); given at creation for external filings, filled in once the authority confirms for the others. Used to match a remittance to the filing.",
      status: FILING_STATUS,
      period: 'The period the return covers.',
      'period.start': 'First day covered.',
      'period.end': 'Last day covered.',
      'period.label': 'A readable name of the period, such as a month.',
      dueAt: 'The deadline for submitting it to the authority.',
      amounts: 'The total, computed from the breakdown.',
      workerCount: 'How many distinct workers the breakdown names (zero for a business-level tax).',
      payrollRunIds: 'The payroll runs the breakdown was taken from, when it was.',
      breakdown: BREAKDOWN,
      blockedReasons: 'Why the filing is `blocked`; they clear as the missing data is supplied.',
      statusHistory: 'The status changes the filing went through.',
      createdAt: 'When the filing was created, in Unix seconds.',
      updatedAt: 'When it last changed, in Unix seconds.',
    },
  },
  'statutory-compliance#FilingAmounts': {
    summary: 'The total of a filing in its currency; on a filing the API computes it from the breakdown.',
    fields: {
      currency: 'ISO 4217 code of the filing currency.',
      total: 'The sum of the breakdown amounts, as a decimal number.',
    },
  },
  'statutory-compliance#StatusHistoryEntry': {
    summary: 'One status change of a filing or a remittance.',
    fields: {
      from: 'The status before (it may name a status outside the current enum).',
      to: 'The status after.',
      timestamp: 'When it changed, in Unix seconds.',
    },
  },
  'statutory.filings.cancel#params': {
    summary: 'What `client.statutory.filings.cancel()` takes.',
    fields: { reason: 'Why the filing is cancelled; optional.' },
  },
  'statutory.filings.amend#params': {
    summary: 'What `client.statutory.filings.amend()` takes: why, and optionally the corrected total.',
    fields: {
      reason: 'Why the accepted filing is corrected.',
      correctedAmounts: 'The corrected total.',
    },
  },
  'statutory.filings.amend#response': {
    summary: 'The answer of `client.statutory.filings.amend()`: the id of the new amendment filing.',
  },
  'statutory.filings.document.get#response': {
    summary: 'The answer of `client.statutory.filings.document.get()`: a temporary link to the filed return.',
    fields: { url: DOWNLOAD_URL, expiresAt: 'When the link stops working.' },
  },
  'statutory.compliance.summary.get#params': {
    summary: 'What `client.statutory.compliance.summary.get()` takes.',
    fields: { countryCode: 'Only this country (ISO 3166-1 alpha-2).' },
  },
  'statutory-compliance#ComplianceSummary': {
    summary:
      "A business's compliance at a glance: filings, remittances, requirements, deadlines and countries.",
    fields: {
      asOf: 'When the figures were computed.',
      filings: 'Filing counts.',
      'filings.byStatus': 'How many filings are in each status.',
      remittances: 'Payments to authorities, pending and done.',
      'remittances.pendingCount': 'Remittances not completed yet.',
      'remittances.pendingAmount': 'The amount still to be paid, as a USD equivalent.',
      'remittances.completedThisMonth': 'Remittances completed in the current month.',
      'remittances.completedAmountThisMonth': 'The amount paid in the current month.',
      requirements: 'Requirements still outstanding.',
      'requirements.outstanding': 'How many requirements are outstanding.',
      'requirements.byCategory': 'Outstanding requirements per category.',
      nextDeadlines: 'The next few filing deadlines across every country (up to five).',
      'nextDeadlines.status': 'The status of that filing.',
      jurisdictions: 'One line per country where the business files.',
      'jurisdictions.workerCount': 'Workers in that country.',
      'jurisdictions.filingsCompleted': 'Filings already done there.',
      'jurisdictions.filingsTotal': 'All filings there.',
      'jurisdictions.requirementsOutstanding': 'Requirements still open there.',
    },
  },
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
  'statutory.requirements.list#params': {
    summary:
      'What `client.statutory.requirements.list()` takes: a business or a person, and optional filters.',
    fields: {
      businessId: 'The business whose requirements to list; needed when no `personId` is given.',
      personId:
        'Only the `worker_data` requirements that name this person; the API requires `countryCode` with it.',
      countryCode: 'Only requirements of this country (ISO 3166-1 alpha-2).',
      status: 'Only requirements in this status.',
      category: 'Only requirements of this kind.',
    },
  },
  'statutory.requirements.list#response': {
    summary: 'The answer of `client.statutory.requirements.list()`: the requirements found.',
  },
  'statutory-compliance#Requirement': {
    summary:
      'Something that must be supplied before filings can go ahead: a registration, a document, a tax setting or worker data.',
    fields: {
      category: REQUIREMENT_CATEGORY,
      status: REQUIREMENT_STATUS,
      affectedField: "The key of the required field to supply (a `key` of the country's required fields).",
      resourceType: 'Whose record must be completed: the business or a person.',
      resourceId: 'The id of that business or person.',
      resolutionGuide: 'Instructions naming the call that supplies the field.',
      affectedPersons: 'For `worker_data`: the persons who lack the field.',
      'affectedPersons.missingField': 'The key of the field the person lacks.',
      'affectedPersons.missingFieldLabel': 'A readable label of that field.',
    },
  },
  'statutory.events.list#params': {
    summary:
      'What `client.statutory.events.list()` takes: the business, and optional filters (snake_case on the wire).',
    fields: {
      resource_type: 'Only events about filings, remittances or requirements.',
      resource_id: 'Only events about this filing, remittance or requirement.',
      event_type: 'Only events of this type.',
      since: 'Only events that happened after this instant (ISO 8601).',
      cursor: 'Where to resume; the iterator passes it for you.',
      limit: 'Events per page, 1 to 100 (25 by default).',
    },
  },
  'statutory-compliance#Event': {
    summary: 'An entry of the statutory audit log: one change of a filing, a remittance or a requirement.',
    fields: {
      type: EVENT_TYPE,
      resourceType: 'The kind of record that changed: `filing`, `remittance` or `requirement`.',
      resourceId: 'The id of that record.',
      actor: 'Who made the change.',
      'actor.type':
        '`user` (someone of the business), `system` (the API itself) or `authority` (the government body).',
      'actor.id': 'The id of whoever acted, such as a user, when there is one; otherwise `null`.',
      data: 'The change itself (state before and after); its content depends on `type`.',
      occurredAt: 'When it happened (ISO 8601).',
    },
  },
  'statutory-compliance#StatutoryFieldsResponse': {
    summary:
      "A person's or a business's filing data for one country: written values merged with what the record already holds.",
    fields: {
      entityType: 'Whose data it is: a `person` or a `business`.',
      entityId: 'The id of that person or business.',
      countryCode: 'ISO 3166-1 alpha-2 code of the country.',
      fields: 'Field key → value: text, or for a document field the file id with a temporary download link.',
    },
  },
  'statutory-compliance#DocumentFieldValue': {
    summary: 'The value of a document field as read back: the file and a temporary link to it.',
    fields: {
      fileId: 'The id of the uploaded file given as the value.',
      url: DOWNLOAD_URL,
      fileUploaded: 'Whether the file bytes are actually stored.',
    },
  },
  'statutory.persons.fields.update#params': {
    summary: "What `client.statutory.persons.fields.update()` takes: the person's filing field values.",
    fields: {
      fields:
        "Field key → value: text, or for a document field the id of a file uploaded with purpose `statutory-document` (as a string or `{ fileId }`). Keys are those of the country's required fields.",
    },
  },
  'statutory.businesses.fields.update#params': {
    summary: "What `client.statutory.businesses.fields.update()` takes: the business's filing field values.",
    fields: {
      fields:
        "Field key → value: text, or for a document field the id of a file uploaded with purpose `statutory-document` (as a string or `{ fileId }`). Keys are those of the country's required fields.",
    },
  },
};
