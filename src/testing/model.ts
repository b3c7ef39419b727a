/*
 * The simulator's records. Field names follow the wire where the API shows them; fields the API does not show
 * (links between records, blocking requirements) are the simulator's own bookkeeping.
 */

/** The two API environments. */
export type SimulatorEnvironment = 'sandbox' | 'production';

/** An amount in the lowest denomination of its currency. */
export interface Amount {
  amount: number;
  currency: string;
}

/** A platform: its primary business and the businesses it created. */
export interface PlatformRecord {
  id: string;
  primaryBusinessId: string;
}

/** A business (tenant). */
export interface BusinessRecord {
  id: string;
  tenantKey: string;
  name: string;
  country: string;
  currency: string;
  /** The platform that owns it, if any. */
  platformId: string | undefined;
  /** `idempotencyKey` of the platform call that created it. */
  idempotencyKey: string | undefined;
  /** Statutory fields submitted per country code. */
  fields: Record<string, Record<string, unknown>>;
  createdAt: number;
}

/** A person (employee or contractor). */
export interface PersonRecord {
  id: string;
  businessId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: { countryCode: string; number: string };
  type: 'EMPLOYEE' | 'CONTRACTOR';
  contractorType: 'individual' | undefined;
  /** `milestone` for milestone-type contractors. */
  compensationType: 'salaried' | 'milestone';
  salary: Amount;
  status: 'Active' | 'Former';
}

/** A user account tied to a person. */
export interface UserRecord {
  id: string;
  businessId: string;
  personId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: { countryCode: string; number: string };
  status: 'active';
}

/** A wallet balance of a business in one currency. */
export interface WalletRecord {
  id: string;
  businessId: string;
  currency: string;
  balance: number;
  available: number;
  processing: number;
  reserves: number;
}

/** An external bank account linked to a business. */
export interface ExternalAccountRecord {
  id: string;
  businessId: string;
  accountNumber: string;
  bankName: string;
  status: 'active' | 'needs_confirmation' | 'removed';
  provider: string;
}

/** Payroll status as the read operation shows it. */
export type PayrollStatus =
  | 'Created'
  | 'Pending Submission'
  | 'Pending Approval'
  | 'Awaiting Funds'
  | 'Scheduled'
  | 'Processing'
  | 'Completed'
  | 'Rejected'
  | 'Deleted';

/** One worker's line of a payroll. */
export interface PayrollEntryRecord {
  entryId: string;
  personId: string;
  salary: Amount;
  transactionIds: string[];
}

/** A payroll run. */
export interface PayrollRecord {
  payrollId: string;
  businessId: string;
  status: PayrollStatus;
  workerType: 'EMPLOYEE' | 'CONTRACTOR';
  type: 'ONE-OFF' | 'REGULAR';
  payrollDate: string;
  payPeriod: { fromDate: string; toDate: string };
  debit: Amount;
  entries: PayrollEntryRecord[];
  createdAt: number;
}

/** Who made a statutory change. */
export interface Actor {
  type: 'user' | 'system' | 'authority';
  id: string | null;
}

/** One status move of a filing or remittance; `timestamp` in Unix seconds. */
export interface StatusHistoryEntry {
  from: string;
  to: string;
  timestamp: number;
}

/** A statutory filing. */
export interface FilingRecord {
  id: string;
  businessId: string;
  countryCode: string;
  filingTypeId: string;
  filingTypeName: string;
  authorityId: string;
  authorityName: string;
  periodLabel: string;
  status: string;
  workerCount: number;
  /** Ids of the outstanding requirements that block it. */
  blockedBy: string[];
  statusHistory: StatusHistoryEntry[];
  filedAt: string | null;
  createdAt: number;
  updatedAt: number;
}

/** A person a `worker_data` requirement concerns. */
export interface AffectedPerson {
  personId: string;
  personName: string;
  missingField: string;
  missingFieldLabel: string;
}

/** A statutory requirement. */
export interface RequirementRecord {
  id: string;
  businessId: string;
  countryCode: string;
  category: 'business_registration' | 'business_document' | 'business_tax_parameter' | 'worker_data';
  status: 'outstanding' | 'satisfied' | 'waived';
  name: string;
  description: string;
  affectedField: string;
  resourceType: 'business' | 'person';
  resourceId: string;
  affectedPersons: AffectedPerson[];
}

/** A payment to a government authority. */
export interface RemittanceRecord {
  id: string;
  businessId: string;
  filingIds: string[];
  countryCode: string;
  authorityId: string;
  authorityName: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  amount: number;
  currency: string;
  fxRate: number;
  fundedCurrency: string;
  fundedAmount: number;
  paymentMethod: string;
  paymentReference: string | null;
  receiptUrl: string | null;
  statusHistory: StatusHistoryEntry[];
  createdAt: number;
  updatedAt: number;
}

/** A contractor invoice. */
export interface InvoiceRecord {
  id: string;
  invoiceNumber: string;
  businessId: string;
  personId: string;
  userId: string | null;
  source: 'CONTRACTOR_SUBMITTED' | 'SYSTEM' | 'USER';
  status: 'submitted' | 'approved' | 'rejected' | 'paid';
  amount: Amount;
  date: string;
  datePayable: string;
  milestoneId: string | null;
  handledBy: string | null;
  reason: string | null;
  paymentDate: string | null;
  reference: string | null;
}

/** A reimbursement claim. */
export interface ReimbursementRecord {
  id: string;
  businessId: string;
  personId: string;
  userId: string | null;
  title: string;
  currency: string;
  destinationCurrency: string;
  /** The reimbursed (destination) amount. */
  amount: Amount;
  status: 'submitted' | 'approved' | 'rejected' | 'paid';
  sourceCurrency: string | null;
  handledBy: string | null;
  reason: string | null;
  disbursementId: string | null;
}

/** A milestone of a milestone-type contractor. */
export interface MilestoneRecord {
  id: string;
  businessId: string;
  personId: string;
  title: string;
  description: string | null;
  amount: Amount;
  dueDate: string | null;
  documentIds: string[];
  status: 'Planned' | 'Submitted' | 'Approved' | 'Rejected' | 'Paid';
  invoiceId: string | null;
  createdTimestamp: number;
}

/** A file slot reserved through the upload-url operation. */
export interface UploadRecord {
  fileId: string;
  businessId: string;
  purpose: string;
  contentType: string;
  fileName: string | null;
  /** Unix ms after which the PUT is refused. */
  expiresAt: number;
  /** The signature carried by the upload URL. */
  token: string;
  uploaded: boolean;
  size: number;
}

/** An entry of the statutory audit log. */
export interface AuditEventRecord {
  id: string;
  type: string;
  resourceType: 'filing' | 'remittance' | 'requirement';
  resourceId: string;
  businessId: string;
  actor: Actor;
  data: Record<string, unknown>;
  occurredAt: string;
}
