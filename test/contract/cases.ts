import { BUSINESS_CASES } from './cases/businesses.js';
import { derivedCases } from './cases/derived.js';
import { PAYMENT_CASES } from './cases/payments.js';
import { PAYROLL_CASES } from './cases/payroll.js';
import { PEOPLE_CASES } from './cases/people.js';
import { PLATFORM_CASES } from './cases/platform.js';
import type { ContractCase } from './cases/shared.js';
import { STATUTORY_CASES } from './cases/statutory.js';
import { USER_CASES } from './cases/users.js';

/*
 * One entry per SDK method (and per notable variant): the documented operation it must hit, the documents
 * that describe it, and a realistic call that fills the request schema's required fields and most optional
 * ones, so that each query name and body field reaches the mock. The cases live by area in `cases/`.
 */

export {
  API_KEY,
  type ContractCase,
  type DocumentDefect,
  TENANT_KEY,
} from './cases/shared.js';

/** The cases written by hand, by area. */
const WRITTEN: readonly ContractCase[] = [
  ...PLATFORM_CASES,
  ...BUSINESS_CASES,
  ...PEOPLE_CASES,
  ...USER_CASES,
  ...PAYROLL_CASES,
  ...PAYMENT_CASES,
  ...STATUTORY_CASES,
];

/** Every case: the written ones, and one derived from its declaration for each operation that takes only ids. */
export const CASES: readonly ContractCase[] = [...WRITTEN, ...derivedCases(WRITTEN)];

/** Methods written by hand beyond the API's operations (not in docs/api-map.md), each checked by its case. */
export const EXTRA_METHODS = ['client.files.upload'] as const;
