/** Descriptions of `client.tax`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'tax.calculate':
    "Works out gross pay, taxes, other deductions, employer contributions and net pay for one existing person, the way a payroll run would: the person's address picks the tax rules, and their stored pay and tax profile are the inputs unless `salary` is given. Bonus, overtime, allowances and voluntary deductions can be added; nothing is stored or paid. Answers 400 for an invalid body.",
  'tax.estimate':
    'Estimates net pay from a gross salary (`gross-to-net`) or the gross salary a net amount needs (`net-to-gross`) in a country and optionally a region, without any person on file; with `outputCurrency` every amount is converted and the rate is returned. Nothing is stored; answers 400 for an invalid body.',
  'tax.fields.list':
    "Lists the extra, country-specific inputs the tax engine takes (passed as `additionalAttributes` to `tax.calculate()`, or kept in a person's tax profile), with their type, allowed values and default. Read-only; answers 400 for a missing or invalid country.",
  'tax.locations.list':
    'Lists the countries the tax engine covers and their valid states or regions (the `regionCode`s of `tax.estimate()`), optionally for one country. Read-only.',
};

const MINOR = {
  amount: 'The value in minor units, an integer.',
  currency: 'ISO 4217 code.',
};
const ALLOWANCE = {
  allowances: 'Extra pay lines such as housing or meals.',
  'allowances.isTaxable':
    'Whether the allowance counts as taxable income; `false` when left out (it still adds to gross pay).',
};
const DEDUCTION = {
  deductions:
    'Voluntary deductions to apply; lines marked statutory are ignored, since the engine computes those itself.',
  'deductions.isStatutory': 'Whether the deduction is required by law; such lines are ignored here.',
};
const ESTIMATE_INPUT = {
  countryCode: 'The country whose rules apply (ISO 3166-1 alpha-2).',
  regionCode: 'The state or region, where rules differ inside the country (see `tax.locations.list()`).',
  type: '`gross-to-net` (from a gross salary, give `salary`) or `net-to-gross` (from a net amount, give `net`).',
  salary: 'The gross salary, in minor units (for `gross-to-net`).',
  net: 'The net pay wanted, in minor units (for `net-to-gross`).',
  outputCurrency:
    'ISO 4217 code to express every amount in; converted at the current rate, which is then returned as `fxRate`.',
};
const RESULT = {
  grossAmount: 'Gross pay.',
  netAmount: 'Net pay, after employee deductions.',
  allowances: 'Income the engine adds for the country, such as benefits in kind; absent when none applies.',
  deductions: "What is taken from the employee's pay: taxes, social contributions and voluntary deductions.",
  employerContributions: 'What the employer pays on top of gross pay.',
};

export const models = {
  'tax.calculate#params': {
    summary: 'What `client.tax.calculate()` takes: the person, and optional pay items for the period.',
    fields: {
      personId: 'The person to calculate for; their address decides the rules.',
      salary: 'The base pay to use instead of the stored one, in minor units.',
      bonus: 'A bonus for the period, in minor units; taxable and part of gross pay.',
      ...Object.fromEntries(Object.entries(MINOR).map(([k, v]) => [`bonus.${k}`, v])),
      overtime: 'Overtime pay for the period, in minor units.',
      ...Object.fromEntries(Object.entries(MINOR).map(([k, v]) => [`overtime.${k}`, v])),
      ...ALLOWANCE,
      ...DEDUCTION,
      additionalAttributes:
        'Country-specific inputs, keyed by the names `tax.fields.list()` gives; numbers here are in major units (whole rupees, say), unlike amount objects.',
    },
  },
  'global-tax#Amount': {
    summary: 'An amount in minor units of its currency, with the currency.',
    fields: MINOR,
  },
  'global-tax#CalculateTaxesResponse': {
    summary:
      "The result of a person's tax calculation: gross, deductions, employer contributions and net, with how each was computed.",
    fields: {
      personId: 'The person calculated for.',
      ...RESULT,
      summary: 'The same result as lines, each with the formula and inputs behind it.',
    },
  },
  'global-tax#Allowance': {
    summary: 'An allowance line: extra pay, taxable or not.',
    fields: { isTaxable: 'Whether it counts as taxable income.' },
  },
  'global-tax#Deduction': {
    summary: 'A deduction or contribution line: a tax, a social contribution or a voluntary deduction.',
    fields: {
      isStatutory:
        'Whether the law requires it (a tax or social contribution) rather than a voluntary deduction.',
    },
  },
  'global-tax#CalculateTaxesSummary': {
    summary: 'The calculation as explained lines: gross, each deduction, net and each employer contribution.',
  },
  'global-tax#CalculateTaxesLineItem': {
    summary: 'One line of a calculation, with the working behind it.',
    fields: { amount: 'The value of the line.', calculation: 'How the value was reached.' },
  },
  'global-tax#CalculationDetails': {
    summary: 'How the engine reached a value: the formula, its inputs and the steps.',
    fields: {
      inputValues: 'The named inputs the formula used.',
      formula: 'The formula applied.',
      steps: 'The steps of the computation, in order.',
    },
  },
  'tax.estimate#params': {
    summary:
      'What `client.tax.estimate()` takes: a country, the direction, and the salary or net amount to start from.',
    fields: ESTIMATE_INPUT,
  },
  'global-tax#EstimateTaxesRequest': {
    summary: 'A gross-to-net or net-to-gross estimate request.',
    fields: ESTIMATE_INPUT,
  },
  'global-tax#EstimateTaxesResponse': {
    summary: 'The result of an estimate: gross, deductions, employer contributions and net.',
    fields: {
      ...RESULT,
      outputCurrency: 'The currency amounts were converted to, when a conversion was asked for.',
      fxRate: 'The rate used for that conversion, when there was one.',
    },
  },
  'tax.fields.list#params': {
    summary: 'What `client.tax.fields.list()` takes.',
    fields: { country: 'The country (ISO 3166-1 alpha-2).' },
  },
  'tax.fields.list#response': {
    summary: 'The answer of `client.tax.fields.list()`: the extra inputs the country takes.',
    fields: {
      'data.name': "The key to use in `additionalAttributes` or in a person's tax profile.",
      'data.type': 'The kind of value, such as `string`, `number` or `boolean`.',
      'data.required': 'Whether the calculation needs it.',
      'data.enum': 'The only accepted values, when it is a choice.',
      'data.default': 'The value the engine uses when it is left out; a field with a default needs no input.',
      'data.provider': 'The internal source of the field; may be absent.',
    },
  },
  'tax.locations.list#params': {
    summary: 'What `client.tax.locations.list()` takes.',
    fields: { country: 'Only this country and its regions (ISO 3166-1 alpha-2).' },
  },
  'tax.locations.list#response': {
    summary: 'The answer of `client.tax.locations.list()`: the countries covered and their regions.',
  },
  'global-tax#Country': {
    summary: 'A country the tax engine covers, with its states or regions.',
    fields: {
      code: 'ISO 3166-1 alpha-2 code.',
      regions: 'Its states or regions, where rules vary inside the country.',
    },
  },
  'global-tax#State': {
    summary: 'A state or region of a country.',
    fields: { code: 'The code to pass as `regionCode`.' },
  },
};
