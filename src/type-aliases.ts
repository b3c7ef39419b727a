/*
 * Named parts of the generated models, kept from earlier releases so users' imports keep working. Hand-written:
 * the generator reads the names exported here (codegen/overlay/aliases.mjs) and re-exports them from
 * src/generated/aliases.ts, where the namespaces' signatures find them.
 */
import type { ExternalAccount } from './generated/models/businesses.js';
import type { FileCreateUploadUrlParams } from './generated/models/files.js';
import type { InvoiceReviewParams } from './generated/models/invoices.js';
import type { PaymentMethod } from './generated/models/paymentMethods.js';
import type { Payroll } from './generated/models/payrolls.js';
import type { PlatformBusinessCreateParams } from './generated/models/platform.js';
import type { ReimbursementCreateParams } from './generated/models/reimbursements.js';
import type {
  Remittance,
  Requirement,
  StatutoryEvent,
  StatutoryRequirementListQuery,
} from './generated/models/statutory.js';

/** An extra field of a wallet balance, requested with `include`. */
export type BalanceInclude = 'reserves';

/** The status of an external bank account. */
export type ExternalAccountStatus = Exclude<ExternalAccount['status'], undefined>;

/** What an uploaded file is for; decides who may use it. */
export type FilePurpose = FileCreateUploadUrlParams['purpose'];

/** The decision of a review: `approve` or `reject`. */
export type ReviewAction = InvoiceReviewParams['action'];

/** Whether a payment method is available (open enum). */
export type PaymentMethodStatus = PaymentMethod['status'];

/** The kind of a payment method (open enum). */
export type PaymentMethodType = PaymentMethod['type'];

/** Whether a payroll is regular or one-off (open enum). */
export type PayrollType = Exclude<Payroll['type'], undefined>;

/** Who a payroll pays: employees or contractors. */
export type PayrollWorkerType = Exclude<Payroll['workerType'], undefined>;

/** The address of a business created under a platform. */
export type PlatformBusinessAddress = PlatformBusinessCreateParams['address'];

/** One expense line of a reimbursement. */
export type ReimbursementEntryParams = ReimbursementCreateParams['entries'][number];

/** A statutory field value: text, or an uploaded file (`client.files.upload()`) by its id. */
export type BusinessFieldValue = string | { fileId: string };

/** Who caused a statutory event: a user, the system or an authority. */
export type StatutoryActor = Exclude<StatutoryEvent['actor'], undefined>;

/** The kind of a statutory audit event (open enum). */
export type StatutoryEventType = Exclude<StatutoryEvent['type'], undefined>;

/** The kind of record a statutory event is about. */
export type StatutoryResourceType = Exclude<StatutoryEvent['resourceType'], undefined>;

/** The status of a remittance (open enum). */
export type RemittanceStatus = Exclude<Remittance['status'], undefined>;

/** One status change of a remittance. */
export type RemittanceStatusChange = Exclude<Remittance['statusHistory'], undefined>[number];

/** A person a `worker_data` requirement waits on, and the field they are missing. */
export type RequirementAffectedPerson = Exclude<Requirement['affectedPersons'], undefined>[number];

/** The kind of a compliance item (open enum). */
export type RequirementCategory = Exclude<Requirement['category'], undefined>;

/** The status of a requirement (open enum). */
export type RequirementStatus = Exclude<Requirement['status'], undefined>;

/** The filters of `client.statutory.requirements.list()` besides the business or person. */
export type StatutoryRequirementListFilters = Omit<StatutoryRequirementListQuery, 'businessId' | 'personId'>;

/** What `client.statutory.requirements.list()` takes: `businessId` is required unless `personId` is given. */
export type StatutoryRequirementListParams = StatutoryRequirementListFilters &
  (
    | { businessId: string; personId?: string | undefined }
    | { businessId?: string | undefined; personId: string }
  );
