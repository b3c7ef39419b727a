/** Descriptions of `client.persons` (the person record and its lifecycle), written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'persons.list':
    "Lists the business's employees and contractors, page by page (`page` from 1, `limit` 1 to 100, 20 by default); iterate the result to walk every page. `email` narrows the list to one address.",
  'persons.create':
    'Adds an employee or a contractor to the business and answers with the new person id; a `person.created` webhook follows. The person gets no login of their own until `client.users.invite()` is called with that id. Refused with 400 when a required field is missing or invalid (a `BUSINESS` contractor needs `businessName`).',
  'persons.get':
    'Reads one person: identity, address, compensation, job details and, when an exit is scheduled, its offboarding details. An unknown id gives 404.',
  'persons.basicInfo.update':
    'Replaces the name, email, phone number and metadata of a person; `firstName`, `lastName` and `email` must all be sent. A `person.updated` webhook follows.',
  'persons.personalInfo.update':
    'Sets the personal details used for payroll and compliance: date of birth, national, tax and social security ids, gender, nationality and home address. An unknown person gives 404; a malformed value gives 400. The documents do not say whether a field left out is kept or cleared (the method is a PUT, which usually replaces); the simulator keeps it, merging what is sent, so send every personal field you want to keep.',
  'persons.jobInfo.update':
    'Changes the compensation (`compInfo`) and job details (`jobInfo`: title, department, start date, employing entity, custom fields) of a person. An unknown person gives 404.',
  'persons.type.update':
    'Switches a person between `EMPLOYEE` and `CONTRACTOR`; only an active person can be switched (400 otherwise). Send `compInfo` to set the new pay terms; without it, pay terms the new type cannot have are converted to `net`.',
  'persons.offboard':
    'Schedules the exit of an active person on `exitDate`, with a reason; a `person.offboarding.scheduled` webhook follows. On the exit date the person becomes Former and `person.offboarding.completed` is sent; until then `client.persons.cancelOffboarding()` undoes it.',
  'persons.cancelOffboarding':
    'Cancels a scheduled exit that has not happened yet, so the person stays active; a `person.offboarding.cancelled` webhook follows. Refused when no exit is scheduled.',
  'persons.reinstate':
    'Brings a Former person (one whose exit date has passed) back to active; a `person.reinstated` webhook follows. Refused for a person who is not Former.',
};

const compInfoFields = {
  type: 'How the person is paid: `net` (`salary` is the take-home amount), `salaried` (`salary` is a gross salary that payroll taxes and deductions come out of) or `milestone` (a contractor paid per completed milestone, see `client.persons.milestones`).',
  salary: 'The pay rate, in the unit `frequency` names: per hour, per day or per month.',
  'salary.amount': 'Integer in the minor unit of the currency (cents for USD: `150000` is 1,500.00).',
  'salary.currency': 'ISO 4217 code of the pay currency.',
  frequency:
    'What one `salary` pays for: `hourly`, `daily` or `monthly`. On a payroll entry, `timeWorked` counts hours or days for the first two.',
  employmentModel:
    '`eor` when the person is employed through an Employer of Record; absent for direct employment. It changes what a payroll debits (gross pay plus employer contributions instead of net pay plus fees).',
};

const personFields = {
  type: '`EMPLOYEE` or `CONTRACTOR`. A payroll pays one kind only (its `workerType`); contractors can also be paid per milestone or invoice.',
  contractorType:
    'For a contractor: `INDIVIDUAL` (a natural person) or `BUSINESS` (a company, named in `businessName`).',
  businessName: 'The company name of a `BUSINESS` contractor.',
  compInfo: 'Pay terms: how, how much and how often the person is paid.',
  jobInfo: 'Job details: start date, title, department, employee number, employing entity and custom fields.',
  metadata: 'Your own key-value pairs, stored with the person and returned as sent.',
};

const identityDocumentFields = {
  fullId: 'The whole document number.',
  suffix: 'A suffix of the number, where the document has one.',
  type: 'The kind of document, such as `tin`; needed whenever `fullId` is given.',
};

export const models = {
  'persons.list#params': {
    summary: 'Filters and paging of `client.persons.list()`.',
    fields: {
      page: 'Page number, from 1.',
      limit: 'Persons per page, 1 to 100 (20 when omitted).',
      email: 'Only the person with this email address.',
    },
  },
  'workforce-management#personEntry': {
    summary: 'An employee or contractor of the business, as listed.',
    fields: { ...personFields, id: 'The person id that every `client.persons` call takes.' },
  },
  'workforce-management#compInfo': {
    summary: 'The pay terms of a person.',
    fields: compInfoFields,
  },
  'workforce-management#jobInfo': {
    summary: 'The job of a person.',
    fields: {
      startDate: 'First working day, `YYYY-MM-DD`.',
      employeeNumber: 'Your own reference number for the person.',
      customFields: 'Values of the custom fields defined on the business (`client.businesses.customFields`).',
      entityId:
        'The legal entity (`client.entities`) that employs the person; absent means the business itself.',
    },
  },
  'persons.create#params': {
    summary: 'A new employee or contractor.',
    fields: personFields,
  },
  'workforce-management#CreatePersonRequest': {
    summary: 'A new employee or contractor, as sent.',
    fields: personFields,
  },
  'persons.create#response': {
    summary: 'The created person.',
    fields: { id: 'Id of the new person.' },
  },
  'persons.get#response': {
    summary: 'An employee or contractor, with personal details and any scheduled exit.',
    fields: {
      ...personFields,
      id: 'The person id that every `client.persons` call takes.',
      dateOfBirth: '`YYYY-MM-DD`, or `null` when not given.',
      nationalId: 'National identity document, or `null`.',
      'nationalId.fullId': 'The whole document number.',
      'nationalId.suffix': 'A suffix of the number, where the document has one.',
      'nationalId.type': 'The kind of document.',
      taxId: 'Tax identification number, or `null`.',
      'taxId.fullId': 'The whole number.',
      'taxId.suffix': 'A suffix of the number, where there is one.',
      'taxId.type': 'The kind of tax id, such as `tin`.',
      socialSecurityId: 'Social security number, or `null`.',
      'socialSecurityId.fullId': 'The whole number.',
      'socialSecurityId.suffix': 'A suffix of the number, where there is one.',
      'socialSecurityId.type': 'The kind of number.',
      gender: '`male`, `female`, `other`, or `null` when not given.',
      nationality: 'Country of nationality, or `null` when not given.',
      offboardingDetails: 'The scheduled exit, present once `client.persons.offboard()` was called.',
    },
  },
  'workforce-management#OffboardingDetails': {
    summary: 'A scheduled exit of a person.',
    fields: {
      exitDate: 'Last day, `YYYY-MM-DD`; the person becomes Former on it.',
      reason: 'Why the person leaves.',
      compensation: 'Pay terms for the final period.',
      includeInRegularPayroll: 'Whether the final pay goes into the regular payroll run of the exit period.',
    },
  },
  'persons.basicInfo.update#params': {
    summary: 'The new name, email, phone number and metadata of a person; replaces the old ones.',
    fields: { metadata: 'Your own key-value pairs, stored with the person and returned as sent.' },
  },
  'persons.personalInfo.update#params': {
    summary: 'Personal details of a person used for payroll and compliance.',
    fields: {
      dateOfBirth: '`YYYY-MM-DD`.',
      nationalId: 'National identity document.',
      taxId: 'Tax identification number.',
      socialSecurityId: 'Social security number.',
      gender: '`male`, `female` or `other`.',
      nationality: 'Country of nationality.',
      address: 'Home address.',
    },
  },
  'workforce-management#NationalID': {
    summary: 'An identity number of a person: national id, tax id or social security number.',
    fields: identityDocumentFields,
  },
  'persons.jobInfo.update#params': {
    summary: 'New pay terms and job details of a person.',
    fields: {
      compInfo: 'New pay terms.',
      jobInfo: 'New job details.',
    },
  },
  'persons.type.update#params': {
    summary: 'The new type of a person and, optionally, new pay terms that suit it.',
    fields: {
      newType: '`EMPLOYEE` or `CONTRACTOR`.',
      compInfo: 'Pay terms for the new type; without them, terms the new type cannot have become `net`.',
      'compInfo.type': compInfoFields.type,
      'compInfo.salary': compInfoFields.salary,
      'compInfo.salary.amount': compInfoFields['salary.amount'],
      'compInfo.salary.currency': compInfoFields['salary.currency'],
      'compInfo.frequency': compInfoFields.frequency,
      'compInfo.employmentModel': compInfoFields.employmentModel,
    },
  },
  'persons.offboard#params': {
    summary: 'When and why a person leaves.',
    fields: {
      exitDate: 'Last day, `YYYY-MM-DD`; the person becomes Former on it.',
      reason: 'Why the person leaves.',
      compensation: 'Pay terms for the final period.',
      includeInRegularPayroll: 'Whether the final pay goes into the regular payroll run of the exit period.',
    },
  },
  'persons.reinstate#params': {
    summary: 'Nothing is needed to reinstate a person; the object is sent as the body when given.',
  },
};
