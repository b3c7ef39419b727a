/** Descriptions of `client.contractTemplates`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'contractTemplates.list':
    'Lists the contract templates of the business, with their text and the variables filled in from person and business data. Pass a template `id` to `client.contracts.create()` to make a contract from it.',
};

export const models = {
  'contractTemplates.list#response': {
    summary: 'The contract templates of the business.',
    fields: { data: 'The templates.' },
  },
  'workforce-management#contractTemplate': {
    summary: 'A contract template: the text a contract is made from, with blanks filled from records.',
    fields: {
      id: 'Id to pass as `templateId` to `client.contracts.create()`.',
      createdTimestamp: 'When it was created, in Unix epoch seconds.',
      lastUpdatedTimestamp: 'When it last changed, in Unix epoch seconds.',
      personType: 'Who it is for, such as `employee` or `contractor`.',
      type: 'Kind of template, such as `regular`.',
      country: 'ISO 3166-1 alpha-2 code of the country it is written for.',
      templateString: 'The text of the template, as HTML.',
      templateVariables: 'The blanks of the template.',
      tenantKey: 'Tenant key of the business that owns it.',
    },
  },
  'workforce-management#templateVariable': {
    summary: 'A blank of a contract template.',
    fields: {
      name: 'Name of the blank in the template text.',
      label: 'Name shown to people, such as `First Name`.',
      ref: 'The record field that fills it, such as `person.firstName`.',
      type: 'Type of the value, such as `string`.',
      isRequired: 'Whether a contract needs a value for it.',
    },
  },
};
