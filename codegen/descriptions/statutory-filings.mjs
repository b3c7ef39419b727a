/** Descriptions of `client.statutory.filings` and `client.statutory.compliance`, written in the project's own words from the facts of the interface spec and the API documents. */
import { DOWNLOAD_URL } from './shared/links.mjs';

export const operations = {
  'statutory.filings.list':
    "Lists a business's filings, filtered by country and status, with a `summary` of counts per status: both the calendar of what is due and the record of what was filed. Marked beta by the API.",
  'statutory.filings.create':
    'Creates one filing of a filing type for a period. With `source: cadana` (the default) every breakdown line names a person, or `payrollRunIds` lets the API fill the breakdown; the filing starts `pending` (webhook `filing.created`) and moves to `blocked` (`filing.blocked`) while requirements are missing. With `source: external` the return was already filed elsewhere: give the breakdown and its `filingReference`, and the filing is recorded as `accepted` so a remittance can pay it; answers 400 or 422 when the body cannot be used.',
  'statutory.filings.createBatch':
    'Creates the filings of one period for a business in one call, either from payroll runs (`payrollRunIds`: the API picks the filing types from the workers) or from an explicit `filings` list; give exactly one of the two. Each filing follows the same lifecycle as `create()`. This is a beta: the API marks it as not yet implemented, and it works only once the vendor has enabled it for your account (until then expect an error status rather than filings).',
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
};

const FILING_STATUS =
  "Where the filing is: `pending` (created, waiting for validation), `blocked` (requirements missing, see `blockedReasons`), `in_review` (validated, waiting for approval), `approved` (cleared for submission), `submitted` (sent to the authority), `accepted` or `rejected` (the authority's answer), `cancelled` (withdrawn before submission).";
const FILING_SOURCE =
  'Who files the return: `cadana`, the API prepares and submits it; `external`, the business already filed it and records the result so it can be paid.';
const BREAKDOWN = 'The contribution lines whose amounts add up to the filing total.';

export const models = {
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
};
