/** Descriptions of `client.businesses` (the business record, its departments and custom fields), written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'businesses.get':
    'Reads a business: its country and currency, tenant key, address, instant-pay and payroll settings, departments and custom fields. Answers 404 for an unknown business.',
  'businesses.departments.create':
    'Adds departments to the business, one per name given, and answers them with their new ids; persons can then be placed in them.',
  'businesses.departments.update': 'Renames a department. Answers 400 for an invalid name.',
  'businesses.customFields.create':
    'Adds custom fields (extra attributes the business records on its persons), one per name given, and answers them with their ids.',
  'businesses.customFields.update': 'Renames a custom field. Answers 400 for an invalid name.',
};

export const models = {
  'businesses.get#response': {
    summary: 'A business as read: identity, settings, departments and custom fields.',
    fields: {
      country: 'ISO 3166-1 alpha-2 code of the country the business is registered in.',
      tenantKey: 'The key that selects this business in the `X-MultiTenantKey` header (Platform tokens).',
      currency: 'ISO 4217 code of its main currency.',
      shortName: 'A short display name.',
      status: 'The state of the business account.',
      instantPaySettings: 'How workers may draw earned pay before payday.',
      payrollSettings: 'When payroll runs and how many approvals it needs.',
    },
  },
  'workforce-management#address': {
    summary: 'A postal address; only the country is always present.',
    fields: {
      line2: 'Second address line.',
      state: 'State, province or region.',
      countryCode: 'ISO 3166-1 alpha-2 code of the country.',
    },
  },
  'workforce-management#instantPaySettings': {
    summary: "The business's rules for instant pay (workers drawing earned pay before payday).",
    fields: {
      accessPercentage: 'The share of earned pay a worker may draw, in percent.',
      numDaysBeforePayroll:
        'A number of days counted back from the pay date that bounds instant pay before each payroll (the documents show `4` and state no rule beyond the name).',
      requiresApproval: 'Whether instant-pay requests need an approval.',
      contractorAccess: 'Whether contractors may use instant pay too.',
    },
  },
  'workforce-management#payrollSettings': {
    summary: "The business's payroll schedule and approval rule.",
    fields: {
      payrollDay: 'The day of the month payroll is paid.',
      numApproversNeeded: 'How many admins must approve a payroll.',
    },
  },
  'workforce-management#phoneNumber': {
    summary: 'A phone number split into country calling code and local number.',
    fields: {
      countryCode: 'The calling code of the country.',
      number: 'The number without the calling code.',
    },
  },
  'workforce-management#department': {
    summary: 'A department of the business, to which persons can belong.',
  },
  'workforce-management#customField': {
    summary: 'An extra attribute the business records on its persons, and its value.',
    fields: { value: 'The value recorded for the person.' },
  },
  'businesses.departments.create#params': {
    summary: 'What `client.businesses.departments.create()` takes.',
    fields: { data: 'The names of the departments to add.' },
  },
  'businesses.departments.create#response': {
    summary: 'The answer of `client.businesses.departments.create()`: the departments added, with their ids.',
  },
  'businesses.departments.update#params': {
    summary: 'What `client.businesses.departments.update()` takes.',
    fields: { name: 'The new name.' },
  },
  'businesses.customFields.create#params': {
    summary: 'What `client.businesses.customFields.create()` takes.',
    fields: { data: 'The names of the custom fields to add.' },
  },
  'businesses.customFields.create#response': {
    summary:
      'The answer of `client.businesses.customFields.create()`: the custom fields added, with their ids.',
  },
  'businesses.customFields.update#params': {
    summary: 'What `client.businesses.customFields.update()` takes.',
    fields: { name: 'The new name.' },
  },
};
