import { OPERATION_INDEX } from '../../../src/generated/operation-index.js';
import type { RequestOptions, WorkforceClient } from '../../../src/index.js';
import { loadDocuments } from '../openapi.js';
import {
  BENEFICIARY_ID,
  BUSINESS_ID,
  CONTRACT_ID,
  type ContractCase,
  CUSTOM_FIELD_ID,
  DISBURSEMENT_ID,
  ENTITY_ID,
  EXTERNAL_ACCOUNT_ID,
  FILE_ID,
  FILING_ID,
  INVOICE_ID,
  MILESTONE_ID,
  PAYOUT_ID,
  PAYROLL_ID,
  PERSON_ID,
  REIMBURSEMENT_ID,
  REMITTANCE_ID,
  REQUIREMENT_ID,
  ROLE_ID,
  TRANSACTION_ID,
  USER_ID,
  VIRTUAL_ACCOUNT_ID,
} from './shared.js';

/*
 * The cases nobody needs to write: an operation that takes nothing but its path ids (`contracts.void`) has one
 * possible call, so its case is read from its declaration — the method, the operation, the documents that
 * declare it and the ids below. A hand-written case of the same method wins; an operation with params or a body
 * still needs one (the contract test names it until it has).
 */

/** The id a derived case passes for each path parameter, by the parameter's wire name. */
export const ID_BY_PARAM: Readonly<Record<string, string>> = {
  beneficiaryId: BENEFICIARY_ID,
  businessId: BUSINESS_ID,
  contractId: CONTRACT_ID,
  customFieldId: CUSTOM_FIELD_ID,
  disbursementId: DISBURSEMENT_ID,
  entityId: ENTITY_ID,
  externalAccountId: EXTERNAL_ACCOUNT_ID,
  fileId: FILE_ID,
  filingId: FILING_ID,
  invoiceId: INVOICE_ID,
  milestoneId: MILESTONE_ID,
  payoutId: PAYOUT_ID,
  payrollId: PAYROLL_ID,
  personId: PERSON_ID,
  reimbursementId: REIMBURSEMENT_ID,
  remittanceId: REMITTANCE_ID,
  requirementId: REQUIREMENT_ID,
  roleId: ROLE_ID,
  transactionId: TRANSACTION_ID,
  userId: USER_ID,
  virtualAccountId: VIRTUAL_ACCOUNT_ID,
};

type Method = (...args: unknown[]) => PromiseLike<unknown>;

/** Calls `client.<name>(...ids, options)`, with the method's own namespace as `this`. */
function callByName(client: WorkforceClient, name: string, ids: readonly string[], options: RequestOptions) {
  const path = name.split('.');
  const last = path.pop() as string;
  const owner = path.reduce<Record<string, unknown>>(
    (node, key) => node[key] as Record<string, unknown>,
    client as unknown as Record<string, unknown>,
  );
  return (owner[last] as Method).call(owner, ...ids, options);
}

/**
 * A case for every declared operation without params or body, whose path ids all have an id above, that the
 * published documents declare and `written` has no case for.
 * @example
 * ```ts
 * const CASES = [...WRITTEN, ...derivedCases(WRITTEN)];
 * ```
 */
export function derivedCases(written: readonly ContractCase[]): ContractCase[] {
  const cased = new Set(written.map((c) => c.method));
  const documents = [...loadDocuments().values()];
  return OPERATION_INDEX.flatMap(({ name, operation }): ContractCase[] => {
    const method = `client.${name}`;
    if (cased.has(method) || operation.params !== undefined || operation.body === true) return [];
    const ids = (operation.pathParams ?? []).map((param) => ID_BY_PARAM[param]);
    if (ids.some((id) => id === undefined)) return [];
    const declaring = documents.filter((d) => d.operation(operation.method, operation.path) !== undefined);
    if (declaring.length === 0) return [];
    return [
      {
        method,
        operation: `${operation.method} ${operation.path}`,
        documents: declaring.map((d) => d.name),
        call: (client, options) => callByName(client, name, ids as string[], options),
      },
    ];
  });
}
