/** Descriptions of `client.statutory.jurisdictions`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'statutory.jurisdictions.list':
    'Lists the countries where statutory filing is offered, each with its currency, payroll frequency, number of filing types and whether it is `live` yet. Read-only.',
  'statutory.jurisdictions.get':
    'Reads everything configured for one country (ISO 3166-1 alpha-2 code): its filing types, statutory benefits, working-time and termination rules, and the employee and employer fields its returns need. `employeeFields` and `employerFields` list only filing fields; `requiredFields.get()` gives them all. Answers 404 for a country that is not supported.',
  'statutory.jurisdictions.filingTypes.list':
    'Lists the kinds of return a country requires, with the authority that receives each, how often it is due and whether it also needs a payment. A filing is created for one of these by its `id`.',
  'statutory.jurisdictions.requiredFields.get':
    'Lists every field a country needs, for workers (`entity: person`) and for the employer (`entity: business`), with its type, validation and whether the tax engine (`calculation`) or the return (`filing`) uses it; narrow it with `worker_type` and `scope`. Filing fields are written with `statutory.persons.fields.update()` or `statutory.businesses.fields.update()`, calculation fields with `persons.taxProfile.update()`.',
};

const PAYROLL_FREQUENCY = 'How often payroll is usually run in the country.';
const JURISDICTION_STATUS = 'Whether filing is offered there now (`live`) or planned (`coming_soon`).';

export const models = {
  'statutory.jurisdictions.list#params': {
    summary: 'What `client.statutory.jurisdictions.list()` takes: no filter is defined; only the page token.',
    fields: {
      cursor: 'Where to resume, from `page.nextPageParams()`; the iterator passes it for you.',
    },
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
};
