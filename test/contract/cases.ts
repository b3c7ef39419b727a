import type { RequestOptions, WorkforceClient } from '../../src/index.js';
import type { DocumentName } from './openapi.js';

/*
 * One entry per SDK method (and per notable variant): the documented operation it must hit, the documents
 * that describe it, and a call with every optional parameter the SDK offers filled in, so that each query
 * name and body field reaches the mock.
 */

export const API_KEY = 'sk_contract_5b1e9d2c7a4f';
export const TENANT_KEY = 'acme-us';

const BUSINESS_ID = '4f2c9a10-6d3e-4b8f-9c21-57e0aa14d2c8';
const PERSON_ID = '0d6f3f4e-8a4c-4f3b-9a53-2f7b0c1d2e3f';
const USER_ID = '6a1d2c3b-4e5f-4a7b-8c9d-0e1f2a3b4c5d';
const PAYROLL_ID = '7c4f1d36-2b9a-4bca-91e7-2b1f1e6e7c11';
const INVOICE_ID = '9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const REIMBURSEMENT_ID = 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e';
const FILE_ID = 'f1e2d3c4-b5a6-4789-9abc-def012345678';

/** A contract case: an SDK call and the operation the documents say it is. */
export interface ContractCase {
  /** The SDK method as docs/api-map.md writes it, e.g. `client.me.get`. */
  method: string;
  /** What distinguishes this case from another of the same method. */
  variant?: string;
  /** The documented operation: method and path template as the documents write them. */
  operation: string;
  /** Every published document that describes the operation; the case runs against each one's mock. */
  documents: readonly DocumentName[];
  call(client: WorkforceClient, options: RequestOptions, document: DocumentName): PromiseLike<unknown>;
  /** Requests the call sends outside the API (presigned uploads), answered locally by the recorder. */
  offApiRequests?: number;
  /** Places where a document's own example breaks its own schema; Prism refuses to serve such an example. */
  documentDefects?: readonly DocumentDefect[];
}

/** A response violation Prism reports against the document's own example, as `location code`. */
export interface DocumentDefect {
  /** Prism's violation, e.g. `response.body.putUrl format`. */
  violation: string;
  reason: string;
}

const PUT_URL_DEFECT: DocumentDefect = {
  violation: 'response.body.putUrl format',
  reason: 'the example putUrl contains a space, which its own `format: uri` forbids',
};

const WF = 'workforce-management';
const EP = 'embedded-payments';
const SC = 'statutory-compliance';

export const CASES: readonly ContractCase[] = [
  {
    method: 'client.me.get',
    operation: 'GET /v1/me',
    documents: [WF],
    call: (client, options) => client.me.get(options),
  },
  {
    method: 'client.businesses.balances.list',
    operation: 'GET /v1/businesses/{businessId}/balances',
    documents: [WF, EP],
    // Only workforce-management declares the `include` query; the SDK sends it only when asked.
    call: (client, options, document) =>
      client.businesses.balances.list(BUSINESS_ID, document === WF ? { include: 'reserves' } : {}, options),
  },
  {
    method: 'client.businesses.balances.list',
    variant: 'include as an array, sent comma-separated',
    operation: 'GET /v1/businesses/{businessId}/balances',
    documents: [WF],
    call: (client, options) =>
      client.businesses.balances.list(BUSINESS_ID, { include: ['reserves'] }, options),
  },
  {
    method: 'client.businesses.externalAccounts.list',
    operation: 'GET /v1/businesses/{businessId}/external-accounts',
    documents: [WF],
    call: (client, options) => client.businesses.externalAccounts.list(BUSINESS_ID, options),
  },
  {
    method: 'client.platform.businesses.create',
    operation: 'POST /v1/platform/businesses',
    documents: [WF],
    call: (client, options) =>
      client.platform.businesses.create(
        {
          businessName: 'Acme Ltd',
          businessShortName: 'Acme',
          country: 'NG',
          registrationId: 'RC-123456',
          adminFirstName: 'Ada',
          adminLastName: 'Obi',
          adminEmail: 'ada@acme.test',
          adminPhoneNumber: { countryCode: '234', number: '8012345678' },
          address: {
            line1: '1 Marina',
            line2: 'Floor 2',
            city: 'Lagos',
            postalCode: '101001',
            state: 'LA',
            countryCode: 'NG',
          },
          suppressWelcomeEmail: true,
        },
        options,
      ),
  },
  {
    method: 'client.persons.list',
    operation: 'GET /v1/persons',
    documents: [WF],
    call: (client, options) => client.persons.list({ page: 1, limit: 20, email: 'ada@acme.test' }, options),
  },
  {
    method: 'client.persons.get',
    operation: 'GET /v1/persons/{personId}',
    documents: [WF],
    call: (client, options) => client.persons.get(PERSON_ID, options),
  },
  {
    method: 'client.persons.milestones.create',
    operation: 'POST /v1/persons/{personId}/milestones',
    documents: [WF],
    call: (client, options) =>
      client.persons.milestones.create(
        PERSON_ID,
        {
          title: 'Design review',
          description: 'Second round',
          amount: { amount: 150_000, currency: 'USD' },
          dueDate: '2026-09-30',
          documentIds: [FILE_ID],
        },
        options,
      ),
  },
  {
    method: 'client.users.list',
    operation: 'GET /v1/users',
    documents: [WF],
    call: (client, options) =>
      client.users.list({ page: 2, limit: 50, personId: PERSON_ID, email: 'ada@acme.test' }, options),
  },
  {
    method: 'client.payrolls.get',
    operation: 'GET /v1/payrolls/{payrollId}',
    documents: [WF],
    call: (client, options) => client.payrolls.get(PAYROLL_ID, options),
  },
  {
    method: 'client.invoices.review',
    operation: 'POST /v1/invoices/{invoiceId}/review',
    documents: [WF],
    call: (client, options) =>
      client.invoices.review(INVOICE_ID, { action: 'reject', reason: 'Hours do not match' }, options),
  },
  {
    method: 'client.reimbursements.create',
    operation: 'POST /v1/reimbursements',
    documents: [WF],
    call: (client, options) =>
      client.reimbursements.create(
        {
          userId: USER_ID,
          personId: PERSON_ID,
          title: 'Conference travel',
          currency: 'USD',
          destinationCurrency: 'NGN',
          entries: [
            {
              description: 'Train',
              amount: { value: '42.50', currency: 'USD' },
              category: 'Travel',
              date: '2026-03-14',
              fileIds: [FILE_ID],
            },
          ],
        },
        options,
      ),
  },
  {
    method: 'client.reimbursements.review',
    operation: 'POST /v1/reimbursements/{reimbursementId}/review',
    documents: [WF],
    call: (client, options) =>
      client.reimbursements.review(
        REIMBURSEMENT_ID,
        { action: 'approve', sourceCurrency: 'USD', reason: 'Receipts attached' },
        options,
      ),
  },
  {
    method: 'client.files.createUploadUrl',
    operation: 'POST /v1/files/upload-url',
    documents: [WF, EP],
    documentDefects: [PUT_URL_DEFECT],
    // The embedded-payments document lists fewer purposes and no fileName.
    call: (client, options, document) =>
      client.files.createUploadUrl(
        document === WF
          ? { purpose: 'milestone-document', contentType: 'application/pdf', fileName: 'review.pdf' }
          : { purpose: 'kyc-id-front', contentType: 'image/jpeg' },
        options,
      ),
  },
  {
    method: 'client.files.upload',
    operation: 'POST /v1/files/upload-url',
    documents: [WF, EP],
    documentDefects: [PUT_URL_DEFECT],
    offApiRequests: 1,
    call: (client, options, document) =>
      client.files.upload(
        new Uint8Array([37, 80, 68, 70]),
        document === WF
          ? { purpose: 'milestone-document', contentType: 'application/pdf', fileName: 'review.pdf' }
          : { purpose: 'kyc-id-front', contentType: 'image/jpeg' },
        options,
      ),
  },
  {
    method: 'client.paymentMethods.list',
    operation: 'GET /v1/payment-methods',
    documents: [EP],
    call: (client, options) =>
      client.paymentMethods.list({ countryCode: 'BR', paymentMethod: 'bank', currency: 'BRL' }, options),
  },
  {
    method: 'client.statutory.remittances.get',
    operation: 'GET /v1/statutory/remittances/{remittance_id}',
    documents: [SC],
    call: (client, options) => client.statutory.remittances.get('rem_01HQ3K4N7XYZABC', options),
  },
  {
    method: 'client.statutory.requirements.list',
    variant: 'by business',
    operation: 'GET /v1/statutory/requirements',
    documents: [SC],
    call: (client, options) =>
      client.statutory.requirements.list(
        { businessId: BUSINESS_ID, countryCode: 'MX', status: 'outstanding', category: 'business_document' },
        options,
      ),
  },
  {
    method: 'client.statutory.requirements.list',
    variant: 'by person',
    operation: 'GET /v1/statutory/requirements',
    documents: [SC],
    call: (client, options) => client.statutory.requirements.list({ personId: PERSON_ID }, options),
  },
  {
    // The document marks this operation Beta and not yet implemented by the API; its contract still holds.
    method: 'client.statutory.events.list',
    operation: 'GET /v1/statutory/events',
    documents: [SC],
    call: (client, options) =>
      client.statutory.events.list(
        {
          businessId: BUSINESS_ID,
          resource_type: 'filing',
          resource_id: 'fil_01HQ3K4N7XYZABC',
          event_type: 'filing.submitted',
          since: '2026-01-01T00:00:00Z',
          cursor: 'cur_abc',
          limit: 50,
        },
        options,
      ),
  },
  {
    method: 'client.statutory.businesses.fields.update',
    operation: 'PUT /v1/statutory/businesses/{business_id}/fields/{country_code}',
    documents: [SC],
    call: (client, options) =>
      client.statutory.businesses.fields.update(
        BUSINESS_ID,
        'MX',
        { fields: { rfc: 'XAXX010101000', constancia: { fileId: FILE_ID } } },
        options,
      ),
  },
];
