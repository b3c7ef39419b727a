import type { RequestOptions, WorkforceClient } from '../../../src/index.js';
import type { DocumentName } from '../openapi.js';

/* What every area's contract cases share: the case shape, the credentials, the ids and the document names. */

export const API_KEY = 'sk_contract_5b1e9d2c7a4f';
export const TENANT_KEY = 'acme-us';

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

/**
 * A violation Prism reports where a document contradicts itself, as `location code`: a `response.…` one when
 * the document's example breaks its own response schema, a `request.…` one when its request schema demands
 * what its own request example (and the schema's properties) leave out.
 */
export interface DocumentDefect {
  /** Prism's violation, e.g. `response.body.putUrl format`. */
  violation: string;
  reason: string;
  /** Only against this document's mock (default: every document of the case). */
  document?: DocumentName;
  /** Only for this named success example (default: every example). */
  example?: string;
}

export const WF = 'workforce-management';
export const SC = 'statutory-compliance';
export const EP = 'embedded-payments';
export const CW = 'embedded-consumer-wallets';
export const GT = 'global-tax';

export const BUSINESS_ID = '4f2c9a10-6d3e-4b8f-9c21-57e0aa14d2c8';
export const PERSON_ID = '0d6f3f4e-8a4c-4f3b-9a53-2f7b0c1d2e3f';
export const USER_ID = '6a1d2c3b-4e5f-4a7b-8c9d-0e1f2a3b4c5d';
export const PAYROLL_ID = '7c4f1d36-2b9a-4bca-91e7-2b1f1e6e7c11';
export const INVOICE_ID = '9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
export const REIMBURSEMENT_ID = 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e';
export const FILE_ID = 'f1e2d3c4-b5a6-4789-9abc-def012345678';
export const FILE_ID_2 = 'a7b8c9d0-e1f2-4a3b-8c4d-5e6f7a8b9c0d';
export const ENTITY_ID = '3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7';
export const EXTERNAL_ACCOUNT_ID = 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f';
export const MILESTONE_ID = 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f7a';
export const BENEFICIARY_ID = 'e5f6a7b8-c9d0-4e1f-a2b3-c4d5e6f7a8b9';
export const TRANSACTION_ID = 'f6a7b8c9-d0e1-4f2a-b3c4-d5e6f7a8b9c0';
export const QUOTE_ID = 'a1b2c3d4-e5f6-4a7b-9c8d-7e6f5a4b3c2d';
export const VIRTUAL_ACCOUNT_ID = 'b2c3d4e5-f6a7-4b8c-ad9e-8f7a6b5c4d3e';
export const CONTRACT_ID = 'c4d5e6f7-a8b9-4c0d-be1f-9a8b7c6d5e4f';
export const TEMPLATE_ID = 'd5e6f7a8-b9c0-4d1e-8f2a-0b9c8d7e6f5a';
export const DISBURSEMENT_ID = 'e6f7a8b9-c0d1-4e2f-9a3b-1c0d9e8f7a6b';
export const PAYOUT_ID = 'f7a8b9c0-d1e2-4f3a-ab4c-2d1e0f9a8b7c';
export const ROLE_ID = 'a8b9c0d1-e2f3-4a4b-bc5d-3e2f1a0b9c8d';
export const CUSTOM_FIELD_ID = 'b9c0d1e2-f3a4-4b5c-8d6e-4f3a2b1c0d9e';
export const IDEMPOTENCY_KEY = 'c0d1e2f3-a4b5-4c6d-9e7f-5a4b3c2d1e0f';
export const FILING_ID = 'fil_01HQ3K4N7XYZABC';
export const REMITTANCE_ID = 'rem_01HQ3K4N7XYZABC';
export const REQUIREMENT_ID = 'req_01HQ3K4N7XYZABC';

export const ADDRESS = {
  line1: '350 Fifth Avenue',
  line2: 'Suite 4100',
  city: 'New York',
  postalCode: '10118',
  state: 'NY',
  countryCode: 'US',
};

export const NG_ADDRESS = {
  line1: '1 Marina',
  line2: 'Floor 2',
  city: 'Lagos',
  postalCode: '101001',
  state: 'LA',
  countryCode: 'NG',
};

/** A phone number: `countryCode` is the dialing code, as the documents' examples write it. */
export const PHONE = { countryCode: '1', number: '2125550142' };
