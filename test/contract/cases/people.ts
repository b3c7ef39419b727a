import {
  ADDRESS,
  type ContractCase,
  CUSTOM_FIELD_ID,
  ENTITY_ID,
  FILE_ID,
  MILESTONE_ID,
  PERSON_ID,
  WF,
} from './shared.js';

/* The people a business pays: their records, job, tax and payment details, offboarding and milestones. */

const COMP_INFO = {
  type: 'salaried',
  salary: { amount: 9_500_000, currency: 'USD' },
  frequency: 'monthly',
  employmentModel: 'eor',
} as const;

const JOB_INFO = {
  startDate: '2026-04-01',
  employeeNumber: 'E-1042',
  title: 'Staff Engineer',
  department: 'Engineering',
  customFields: [{ id: CUSTOM_FIELD_ID, name: 'Cost center', value: 'R&D' }],
  entityId: ENTITY_ID,
};

const MILESTONE = {
  title: 'Design review',
  description: 'Second round',
  amount: { amount: 150_000, currency: 'USD' },
  dueDate: '2026-09-30',
  documentIds: [FILE_ID],
};

export const PEOPLE_CASES: readonly ContractCase[] = [
  {
    method: 'client.persons.list',
    operation: 'GET /v1/persons',
    documents: [WF],
    call: (client, options) => client.persons.list({ page: 1, limit: 20, email: 'ada@acme.test' }, options),
  },
  {
    method: 'client.persons.create',
    operation: 'POST /v1/persons',
    documents: [WF],
    call: (client, options) =>
      client.persons.create(
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@acme.test',
          metadata: { hrisId: 'W-88' },
          type: 'EMPLOYEE',
          address: ADDRESS,
          compInfo: COMP_INFO,
          jobInfo: JOB_INFO,
        },
        options,
      ),
  },
  {
    method: 'client.persons.get',
    operation: 'GET /v1/persons/{personId}',
    documents: [WF],
    call: (client, options) => client.persons.get(PERSON_ID, options),
  },
  {
    method: 'client.persons.basicInfo.update',
    operation: 'PUT /v1/persons/{personId}/basicInfo',
    documents: [WF],
    call: (client, options) =>
      client.persons.basicInfo.update(
        PERSON_ID,
        { firstName: 'Ada', lastName: 'King', email: 'ada.king@acme.test', metadata: { hrisId: 'W-88' } },
        options,
      ),
  },
  {
    method: 'client.persons.personalInfo.update',
    operation: 'PUT /v1/persons/{personId}/personalInfo',
    documents: [WF],
    call: (client, options) =>
      client.persons.personalInfo.update(
        PERSON_ID,
        {
          dateOfBirth: '1990-12-10',
          nationalId: { fullId: 'A12345678', type: 'passport' },
          taxId: { fullId: '123-45-6789', type: 'ssn' },
          gender: 'female',
          nationality: 'US',
          address: ADDRESS,
        },
        options,
      ),
  },
  {
    method: 'client.persons.jobInfo.update',
    operation: 'PUT /v1/persons/{personId}/jobInfo',
    documents: [WF],
    call: (client, options) =>
      client.persons.jobInfo.update(PERSON_ID, { compInfo: COMP_INFO, jobInfo: JOB_INFO }, options),
  },
  {
    method: 'client.persons.taxProfile.get',
    operation: 'GET /v1/persons/{personId}/taxProfile',
    documents: [WF],
    call: (client, options) => client.persons.taxProfile.get(PERSON_ID, options),
  },
  {
    method: 'client.persons.taxProfile.update',
    operation: 'PUT /v1/persons/{personId}/taxProfile',
    documents: [WF],
    call: (client, options) =>
      client.persons.taxProfile.update(PERSON_ID, { filingStatus: 'single', allowances: 1 }, options),
  },
  {
    method: 'client.persons.paymentInfo.get',
    operation: 'GET /v1/persons/{personId}/paymentInfo',
    documents: [WF],
    documentDefects: [
      {
        violation: 'response.body.wallet.type enum',
        example: 'walletPaymentResponse',
        reason: 'the example wallet type is `USER`; its own enum is `user | business`',
      },
    ],
    call: (client, options) => client.persons.paymentInfo.get(PERSON_ID, options),
  },
  {
    method: 'client.persons.paymentInfo.update',
    operation: 'PUT /v1/persons/{personId}/paymentInfo',
    documents: [WF],
    call: (client, options) =>
      client.persons.paymentInfo.update(
        PERSON_ID,
        {
          preferredMethod: 'ach',
          ach: {
            bankName: 'First Bank',
            accountName: 'Ada Lovelace',
            routingNumber: '021000021',
            accountNumber: '000123456789',
            accountType: 'checking',
            address: ADDRESS,
          },
        },
        options,
      ),
  },
  {
    method: 'client.persons.type.update',
    operation: 'PUT /v1/persons/{personId}/type',
    documents: [WF],
    call: (client, options) =>
      client.persons.type.update(
        PERSON_ID,
        {
          newType: 'CONTRACTOR',
          compInfo: { type: 'net', salary: { amount: 800_000, currency: 'USD' }, frequency: 'monthly' },
        },
        options,
      ),
  },
  {
    method: 'client.persons.offboard',
    operation: 'POST /v1/persons/{personId}/offboard',
    documents: [WF],
    call: (client, options) =>
      client.persons.offboard(
        PERSON_ID,
        {
          exitDate: '2026-06-30',
          reason: 'Resignation',
          compensation: COMP_INFO,
          includeInRegularPayroll: true,
        },
        options,
      ),
  },
  {
    method: 'client.persons.cancelOffboarding',
    operation: 'POST /v1/persons/{personId}/cancelOffboarding',
    documents: [WF],
    call: (client, options) => client.persons.cancelOffboarding(PERSON_ID, options),
  },
  {
    method: 'client.persons.reinstate',
    operation: 'POST /v1/persons/{personId}/reinstate',
    documents: [WF],
    call: (client, options) => client.persons.reinstate(PERSON_ID, {}, options),
  },
  {
    method: 'client.persons.ipSetting.get',
    operation: 'GET /v1/persons/{personId}/ipSetting',
    documents: [WF],
    call: (client, options) => client.persons.ipSetting.get(PERSON_ID, options),
  },
  {
    method: 'client.persons.ipSetting.update',
    operation: 'PUT /v1/persons/{personId}/ipSetting',
    documents: [WF],
    call: (client, options) => client.persons.ipSetting.update(PERSON_ID, { accessPercentage: 50 }, options),
  },
  {
    method: 'client.persons.instantPays.list',
    operation: 'GET /v1/persons/{personId}/instantPays',
    documents: [WF],
    call: (client, options) => client.persons.instantPays.list(PERSON_ID, { isUnpaid: true }, options),
  },
  {
    method: 'client.persons.milestones.list',
    operation: 'GET /v1/persons/{personId}/milestones',
    documents: [WF],
    call: (client, options) => client.persons.milestones.list(PERSON_ID, { includeDocuments: true }, options),
  },
  {
    method: 'client.persons.milestones.create',
    operation: 'POST /v1/persons/{personId}/milestones',
    documents: [WF],
    call: (client, options) => client.persons.milestones.create(PERSON_ID, MILESTONE, options),
  },
  {
    method: 'client.persons.milestones.update',
    operation: 'PUT /v1/persons/{personId}/milestones/{milestoneId}',
    documents: [WF],
    call: (client, options) =>
      client.persons.milestones.update(
        PERSON_ID,
        MILESTONE_ID,
        { ...MILESTONE, amount: { amount: 175_000, currency: 'USD' } },
        options,
      ),
  },
  {
    method: 'client.persons.milestones.delete',
    operation: 'DELETE /v1/persons/{personId}/milestones/{milestoneId}',
    documents: [WF],
    call: (client, options) => client.persons.milestones.delete(PERSON_ID, MILESTONE_ID, options),
  },
  {
    method: 'client.persons.milestones.complete',
    operation: 'POST /v1/persons/{personId}/milestones/{milestoneId}/complete',
    documents: [WF],
    call: (client, options) => client.persons.milestones.complete(PERSON_ID, MILESTONE_ID, {}, options),
  },
  {
    method: 'client.auth.exchangeJwt',
    operation: 'POST /v1/auth/login/jwt',
    documents: [WF],
    call: (client, options) =>
      client.auth.exchangeJwt({ jwt: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhZGEifQ.c2lnbmF0dXJl' }, options),
  },
];
