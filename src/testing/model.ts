/*
 * The simulator's records. Field names follow the wire where the API shows them; fields the API does not show
 * (links between records, blocking requirements) are the simulator's own bookkeeping.
 */

/** The two API environments. */
export type SimulatorEnvironment = 'sandbox' | 'production';

/** An amount in the lowest denomination of its currency. */
export interface Amount {
  /** A whole number of minor units: `1234` in `USD` is 12.34 dollars. */
  amount: number;
  /** The ISO 4217 code of the currency, such as `USD`. */
  currency: string;
}

/** A platform: its primary business and the businesses it created. */
export interface PlatformRecord {
  id: string;
  primaryBusinessId: string;
}

/** A business (tenant). */
export interface BusinessRecord {
  /** The business id (a uuid) that the `businessId` of other records refers to. */
  id: string;
  /** The `tnt_…` key that a Platform key sends in `X-MultiTenantKey` to act on this business. */
  tenantKey: string;
  /** The display name, as `GET /v1/me` returns it. */
  name: string;
  /** The country where the business is registered, as an ISO 3166-1 alpha-2 code. */
  country: string;
  /** The home currency. An empty wallet in this currency is opened when the business is created. */
  currency: string;
  /** The platform that owns it, if any. */
  platformId: string | undefined;
  /** `idempotencyKey` of the platform call that created it. */
  idempotencyKey: string | undefined;
  /** Statutory fields submitted per country code. */
  fields: Record<string, Record<string, unknown>>;
  /** The creation time on the simulator's clock, in Unix milliseconds. */
  createdAt: number;
}

/** A person (employee or contractor). */
export interface PersonRecord {
  /** The person id (a uuid). */
  id: string;
  /** The business the person works for. */
  businessId: string;
  /** The given name. */
  firstName: string;
  /** The family name. */
  lastName: string;
  /** The email address. If none is given at creation, it is made from the name. */
  email: string;
  /** A phone number that the simulator makes up (`555…` with calling code `1`). */
  phoneNumber: {
    /** The calling code, without `+`. */
    countryCode: string;
    /** The local number, digits only. */
    number: string;
  };
  /** Whether the person is an employee or a contractor. The simulator's default is `CONTRACTOR`. */
  type: 'EMPLOYEE' | 'CONTRACTOR';
  /** `individual` for contractors. It is `undefined` for employees, and the read then leaves it out. */
  contractorType: 'individual' | undefined;
  /** `milestone` for milestone-type contractors. */
  compensationType: 'salaried' | 'milestone';
  /** The pay in minor units, which the read shows as `compInfo.salary` with a `monthly` frequency. */
  salary: Amount;
  /** The employment status. The simulator creates only `Active` persons and never changes this field. */
  status: 'Active' | 'Former';
}

/** A user account tied to a person. */
export interface UserRecord {
  /** The user id (a uuid). A User key acts as this user. */
  id: string;
  /** The business of the user's person. */
  businessId: string;
  /** The person that this account belongs to. */
  personId: string;
  /** The given name, copied from the person when the user is created. */
  firstName: string;
  /** The family name, copied from the person when the user is created. */
  lastName: string;
  /** The email address, copied from the person when the user is created. */
  email: string;
  /** The phone number, copied from the person when the user is created. */
  phoneNumber: {
    /** The calling code, without `+`. */
    countryCode: string;
    /** The local number, digits only. */
    number: string;
  };
  /** The account status. It is always `active` in the simulator. */
  status: 'active';
}

/** A wallet balance of a business in one currency. */
export interface WalletRecord {
  /** The wallet id (a uuid). */
  id: string;
  /** The business that owns the wallet. */
  businessId: string;
  /** The wallet's currency. A business has at most one wallet per currency. */
  currency: string;
  /**
   * The total funds in minor units. Deposits and refunded payroll debits raise it; funded payrolls and
   * approved reimbursements lower it.
   */
  balance: number;
  /** The funds that can be spent now, in minor units. A payroll's debit or a reimbursement must fit in it. */
  available: number;
  /** The funds in flight, in minor units. Only the seed sets it: no simulated move changes it. */
  processing: number;
  /** The funds held back, in minor units. The balance reads return it only with `include=reserves`. */
  reserves: number;
}

/** An external bank account linked to a business. */
export interface ExternalAccountRecord {
  /** The account id (a uuid). */
  id: string;
  /** The business that the account is linked to. */
  businessId: string;
  /** The full account number. The external-accounts read shows only its last four digits, as `last4`. */
  accountNumber: string;
  /** The name of the bank. */
  bankName: string;
  /**
   * `active`, `needs_confirmation` (waiting for micro-deposits to be confirmed) or `removed`. The
   * external-accounts read still lists removed accounts.
   */
  status: 'active' | 'needs_confirmation' | 'removed';
  /** The service that linked the account (`PLAID` by default). */
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
  /** The entry id (a uuid). */
  entryId: string;
  /** The worker that this entry pays. */
  personId: string;
  /** The amount paid to the worker. The read shows it as `salary`, `gross` and `net` alike. */
  salary: Amount;
  /**
   * The worker's payout transaction: empty until the payroll starts processing, then one id, used by both
   * transaction webhooks.
   */
  transactionIds: string[];
}

/** A payroll run. */
export interface PayrollRecord {
  /** The payroll id (a uuid). */
  payrollId: string;
  /** The business that runs the payroll. */
  businessId: string;
  /**
   * The lifecycle status in the read's words. Webhooks use their own words (`saved`, `approved`, and so on).
   */
  status: PayrollStatus;
  /** Whether the payroll pays employees or contractors. The default is `CONTRACTOR`. */
  workerType: 'EMPLOYEE' | 'CONTRACTOR';
  /** `ONE-OFF` (the default) or `REGULAR`. The `payroll.created` webhook spells the first one `ONE_OFF`. */
  type: 'ONE-OFF' | 'REGULAR';
  /** The pay day, `YYYY-MM-DD`. If none is given, it is seven days after creation. */
  payrollDate: string;
  /** The period paid: from the first day of the pay day's month to the pay day. */
  payPeriod: {
    /** The first day of the period, `YYYY-MM-DD`. */
    fromDate: string;
    /** The last day of the period (the pay day), `YYYY-MM-DD`. */
    toDate: string;
  };
  /**
   * The sum of the entries, in their one currency. It is taken from the wallet when the payroll is scheduled.
   */
  debit: Amount;
  /** One line per worker. */
  entries: PayrollEntryRecord[];
  /** The creation time on the simulator's clock, in Unix milliseconds. */
  createdAt: number;
}

/** Who made a statutory change. */
export interface Actor {
  /**
   * `user` for a change made over HTTP, `system` for the simulator's own moves, `authority` for the tax
   * authority's.
   */
  type: 'user' | 'system' | 'authority';
  /**
   * The user id (or the id of the key, for a key without a user), the authority id, or `null` for the system.
   */
  id: string | null;
}

/** One status move of a filing or remittance; `timestamp` in Unix seconds. */
export interface StatusHistoryEntry {
  /** The status before the move. */
  from: string;
  /** The status after the move. */
  to: string;
  /** The time of the move, in Unix seconds. */
  timestamp: number;
}

/** A statutory filing. */
export interface FilingRecord {
  /** The filing id: `fil_` followed by 16 hex digits. */
  id: string;
  /** The business that the filing is for. */
  businessId: string;
  /**
   * The filing's country (ISO 3166-1 alpha-2). Outstanding requirements of the same business and country
   * block it.
   */
  countryCode: string;
  /** The filing type id. The default is `ft_<country>_payroll_tax`, with the country in lowercase. */
  filingTypeId: string;
  /** The name of the filing type. The default is `Payroll tax return`. */
  filingTypeName: string;
  /**
   * The id of the authority that receives the filing. The default is `auth_<country>`, with the country in
   * lowercase.
   */
  authorityId: string;
  /** The authority's name. The default is `<country> tax authority`. */
  authorityName: string;
  /** The period that the filing covers, such as `2026-Q2` or `2026-05`. */
  periodLabel: string;
  /** `pending`, `blocked`, `in_review`, `approved`, `submitted`, `accepted` or `rejected`. */
  status: string;
  /** The number of workers that the filing covers. The default is 1. */
  workerCount: number;
  /** Ids of the outstanding requirements that block it. */
  blockedBy: string[];
  /** Every status move, oldest first. */
  statusHistory: StatusHistoryEntry[];
  /** The time of acceptance by the authority, as an ISO 8601 date-time. It is `null` until then. */
  filedAt: string | null;
  /** The creation time, in Unix seconds. */
  createdAt: number;
  /** The time of the last status move (or of creation), in Unix seconds. */
  updatedAt: number;
}

/** A person a `worker_data` requirement concerns. */
export interface AffectedPerson {
  /** The person whose data is missing. */
  personId: string;
  /** The person's full name. */
  personName: string;
  /** The field to supply for the person, such as `rfc`. */
  missingField: string;
  /** A readable label for that field, such as `RFC`. */
  missingFieldLabel: string;
}

/** A statutory requirement. */
export interface RequirementRecord {
  /** The requirement id: `req_` followed by 16 hex digits. */
  id: string;
  /** The business that must supply the missing data. */
  businessId: string;
  /** The country (ISO 3166-1 alpha-2) whose filings it blocks while it is outstanding. */
  countryCode: string;
  /** The kind of data that is missing: a business registration, document or tax parameter, or worker data. */
  category: 'business_registration' | 'business_document' | 'business_tax_parameter' | 'worker_data';
  /** `outstanding` until it is satisfied. The simulator never waives a requirement. */
  status: 'outstanding' | 'satisfied' | 'waived';
  /** A short title, such as `State unemployment insurance account number`. */
  name: string;
  /**
   * A longer explanation. The default says that the data must be supplied before the country's filings can go
   * on.
   */
  description: string;
  /**
   * The field that satisfies the requirement. For a business requirement, this is a key of the business
   * fields submission.
   */
  affectedField: string;
  /** The kind of record that lacks the field: `business` (the default) or `person`. */
  resourceType: 'business' | 'person';
  /** The id of that record. The default is the business. */
  resourceId: string;
  /** The persons concerned, for `worker_data` requirements. It is empty unless given. */
  affectedPersons: AffectedPerson[];
}

/** A payment to a government authority. */
export interface RemittanceRecord {
  /** The remittance id: `rem_` followed by 16 hex digits. */
  id: string;
  /** The business that pays. */
  businessId: string;
  /** The filings that it pays for. It is empty unless given. */
  filingIds: string[];
  /** The authority's country, as an ISO 3166-1 alpha-2 code. */
  countryCode: string;
  /** The id of the authority that is paid. The default is `auth_<country>`, with the country in lowercase. */
  authorityId: string;
  /** The authority's name. The default is `<country> tax authority`. */
  authorityName: string;
  /**
   * `pending`, then `processing`, then `completed`; or `failed`, when it fails while pending or processing.
   */
  status: 'pending' | 'processing' | 'completed' | 'failed';
  /**
   * The amount owed to the authority, as on the wire: a decimal in major units of `currency`, not minor
   * units.
   */
  amount: number;
  /** The authority's currency. */
  currency: string;
  /** The units of `currency` per unit of `fundedCurrency`. The default is 1. */
  fxRate: number;
  /** The currency that the business pays in. The default is `currency`. */
  fundedCurrency: string;
  /** `amount / fxRate`, rounded to two decimals: the cost in `fundedCurrency`. No wallet is debited. */
  fundedAmount: number;
  /** How the authority is paid. The default is `local_rails`. */
  paymentMethod: string;
  /** The authority's payment reference. It is set on completion and is `null` before. */
  paymentReference: string | null;
  /** The URL of the proof of payment. It is set on completion and is `null` before. */
  receiptUrl: string | null;
  /** Every status move, oldest first. */
  statusHistory: StatusHistoryEntry[];
  /** The creation time, in Unix seconds. */
  createdAt: number;
  /** The time of the last status move (or of creation), in Unix seconds. */
  updatedAt: number;
}

/** A contractor invoice. */
export interface InvoiceRecord {
  /** The invoice id (a uuid). */
  id: string;
  /** A sequential number: `INV-1001`, `INV-1002`, and so on. */
  invoiceNumber: string;
  /** The business that owes the invoice (the contractor's business). */
  businessId: string;
  /** The contractor who submitted the invoice. */
  personId: string;
  /** The contractor's user account, or `null` if the person has none. */
  userId: string | null;
  /** Who raised the invoice. Only `CONTRACTOR_SUBMITTED`, the default, sends invoice webhooks. */
  source: 'CONTRACTOR_SUBMITTED' | 'SYSTEM' | 'USER';
  /** `submitted`, then `approved` or `rejected`. An approved invoice becomes `paid`. */
  status: 'submitted' | 'approved' | 'rejected' | 'paid';
  /** The amount invoiced. */
  amount: Amount;
  /** The day of submission, `YYYY-MM-DD` (UTC). */
  date: string;
  /** The day the invoice is due, `YYYY-MM-DD`. If none is given, it is 14 days after submission. */
  datePayable: string;
  /** The milestone that the invoice bills, or `null`. */
  milestoneId: string | null;
  /**
   * The reviewer: a user id or key id over HTTP, or `simulator` from `sim.invoices`. It is `null` before
   * review.
   */
  handledBy: string | null;
  /** The rejection reason, if one was given, or `null`. */
  reason: string | null;
  /** The day of payment, `YYYY-MM-DD`. It is `null` until the invoice is paid. */
  paymentDate: string | null;
  /** The payment reference (`PAY-…`). It is `null` until the invoice is paid. */
  reference: string | null;
}

/** A reimbursement claim. */
export interface ReimbursementRecord {
  /** The claim id (a uuid). */
  id: string;
  /** The business that reimburses (the person's business). */
  businessId: string;
  /** The person who claims. */
  personId: string;
  /** The person's user account, or `null` if the person has none. */
  userId: string | null;
  /** What the claim is for. */
  title: string;
  /** The currency of the expenses that are claimed. */
  currency: string;
  /** The currency that the person is reimbursed in. The default is `currency`. */
  destinationCurrency: string;
  /** The reimbursed (destination) amount. */
  amount: Amount;
  /** `submitted`, then `approved` or `rejected`. An approved claim becomes `paid`. */
  status: 'submitted' | 'approved' | 'rejected' | 'paid';
  /**
   * The currency of the wallet that the approval debited (by default `currency`). It is `null` until
   * approval.
   */
  sourceCurrency: string | null;
  /**
   * The reviewer: a user id or key id over HTTP, or `simulator` from `sim.reimbursements`. It is `null`
   * before review.
   */
  handledBy: string | null;
  /** The rejection reason, if one was given, or `null`. */
  reason: string | null;
  /** The id of the payout. It is `null` until the claim is paid. */
  disbursementId: string | null;
}

/** A milestone of a milestone-type contractor. */
export interface MilestoneRecord {
  /** The milestone id (a uuid). */
  id: string;
  /** The contractor's business. */
  businessId: string;
  /** The milestone-type contractor who delivers it. */
  personId: string;
  /** A short name for the work. */
  title: string;
  /** A longer description, or `null`. */
  description: string | null;
  /** What the milestone pays. */
  amount: Amount;
  /** The due day, `YYYY-MM-DD`, or `null`. */
  dueDate: string | null;
  /** Ids of the uploaded `milestone-document` files that are attached to it. */
  documentIds: string[];
  /**
   * `Planned` until completed, then `Submitted`. After that it follows its invoice: `Approved` or `Rejected`,
   * then `Paid`.
   */
  status: 'Planned' | 'Submitted' | 'Approved' | 'Rejected' | 'Paid';
  /** The invoice submitted when the milestone was completed. It is `null` before. */
  invoiceId: string | null;
  /** The creation time, in Unix seconds. */
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
  /** The event id: `evt_` followed by 20 hex digits. */
  id: string;
  /** What happened, such as `filing.blocked`. The change's webhook (none while seeding) has this type. */
  type: string;
  /** The kind of record that the event is about. */
  resourceType: 'filing' | 'remittance' | 'requirement';
  /** The id of that record. */
  resourceId: string;
  /** The business of that record. */
  businessId: string;
  /** Who made the change. */
  actor: Actor;
  /**
   * Details: the record's status and main fields, plus extras of some moves, such as `unblockedFilings` or
   * `blockedReasons`.
   */
  data: Record<string, unknown>;
  /** The time the change was recorded, as an ISO 8601 date-time. */
  occurredAt: string;
}
