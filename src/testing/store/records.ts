import type { Amount } from '../../internal/schema-kit.js';
import type { TransitionStatus } from '../../transitions.js';
/*
 * The simulator's records. Field names follow the wire where the API shows them; fields the API does not show
 * (links between records, blocking requirements) are the simulator's own bookkeeping.
 */

/** The two API environments. */
export type SimulatorEnvironment = 'sandbox' | 'production';

/** An amount in the lowest denomination of its currency: the SDK's own type. */
export type { Amount } from '../../internal/schema-kit.js';

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
  /** What a platform sent when it created the business (short name, address, admin), as the list shows it. */
  profile?: {
    shortName?: string | undefined;
    address: Record<string, unknown>;
    admin: { name: string; email: string };
  };
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
  /** The phone number, when one was sent (or seeded); absent otherwise. */
  phoneNumber?: PhoneNumberRecord | undefined;
  /** Whether the person is an employee or a contractor. The simulator's default is `CONTRACTOR`. */
  type: 'EMPLOYEE' | 'CONTRACTOR';
  /**
   * `individual` or `business` for contractors (the webhooks' spelling; the read shows it upper-case). It is
   * `undefined` for employees, and the read then leaves it out.
   */
  contractorType: 'individual' | 'business' | undefined;
  /** `compInfo.type`: `milestone` for milestone-type contractors, `salaried` or `net` otherwise. */
  compensationType: 'net' | 'salaried' | 'milestone';
  /** The pay in minor units, which the read shows as `compInfo.salary`; absent when none was sent. */
  salary?: Amount | undefined;
  /** `compInfo.frequency`: how often the salary is paid. The default is `monthly`. */
  frequency: 'hourly' | 'daily' | 'monthly';
  /** `compInfo.employmentModel`, when one was sent. */
  employmentModel?: 'eor' | undefined;
  /** The employment status: `Former` once an exit date has passed, `Active` again after a reinstatement. */
  status: 'Active' | 'Former';
  /**
   * The exit: scheduled while `Active` (until it completes or is cancelled), done once `Former` (until a
   * reinstatement clears it).
   */
  offboarding?: { exitDate: string; reason: string | null } | undefined;
  /** The creation time on the simulator's clock, in Unix milliseconds. */
  createdAt: number;
  /** The time of the last change on the simulator's clock, in Unix milliseconds (never before `createdAt`). */
  updatedAt: number;
}

/** A phone number as the API reads it. */
export interface PhoneNumberRecord {
  /** The calling code, without `+`. */
  countryCode: string;
  /** The local number, digits only. */
  number: string;
}

/** A user account tied to a person. */
export interface UserRecord {
  /** The user id (a uuid). A User key acts as this user. */
  id: string;
  /** The business of the user's person. */
  businessId: string;
  /** The person that this account belongs to; absent for an administrator made by `users.admins.create`. */
  personId?: string | undefined;
  /** The dashboard role of an administrator (`users.admins.create`), when one was given. */
  roleId?: string | undefined;
  /** The given name, the person's, followed when the person's basic info changes. */
  firstName: string;
  /** The family name, the person's, followed when the person's basic info changes. */
  lastName: string;
  /** The email address, the person's, followed when the person's basic info changes. */
  email: string;
  /** The phone number, the person's, followed as the email is (absent when the person has none). */
  phoneNumber?: PhoneNumberRecord | undefined;
  /** The account status: `invitation_sent` for an invited user until it signs in, `active` for a seeded one. */
  status: 'active' | 'invitation_sent';
  /** The identity provider's subject (`users.sub.update`), once set. */
  tokenSub?: string | undefined;
  /** The creation time on the simulator's clock, in Unix milliseconds. */
  createdAt: number;
  /** The time of the last change on the simulator's clock, in Unix milliseconds (never before `createdAt`). */
  updatedAt: number;
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
   * The total funds in minor units: the sum of the wallet's `balance` ledger entries (deposits and payroll
   * reversals raise it; payroll debits, payouts, approved reimbursements and paid remittances lower it).
   */
  balance: number;
  /** The funds that can be spent now, in minor units: always `balance - reserves - processing`, never below 0. */
  available: number;
  /** The funds held for payments in flight (a remittance from creation until it completes or fails), in minor units. */
  processing: number;
  /** The funds locked in reserves, in minor units. The balance reads return it only with `include=reserves`. */
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

/** Payroll status as the read operation shows it (the SDK's payroll state machine). */
export type PayrollStatus = TransitionStatus<'payroll'>;

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
  /**
   * The pay day, `YYYY-MM-DD`: absent until the payroll is saved (a payroll created with entries and no pay
   * day is paid seven days after creation).
   */
  payrollDate?: string;
  /** The period paid (by default from the first day of the pay day's month to the pay day); absent until saved. */
  payPeriod?: {
    /** The first day of the period, `YYYY-MM-DD`. */
    fromDate: string;
    /** The last day of the period, `YYYY-MM-DD`. */
    toDate: string;
  };
  /**
   * The sum of the entries, in their one currency (zero in the business's currency while there are none). It
   * is taken from the wallet when the payroll is scheduled.
   */
  debit: Amount;
  /** One line per payment. */
  entries: PayrollEntryRecord[];
  /** The creation time on the simulator's clock, in Unix milliseconds. */
  createdAt: number;
  /** The time of the last change (a save, a status move) on the simulator's clock, in Unix milliseconds. */
  updatedAt: number;
  /** The payroll's place in its business's funding queue (1, 2…), set when it is approved. */
  approvalNumber?: number;
}

export type { InvoiceRecord, MilestoneRecord, ReimbursementRecord, UploadRecord } from './records-reviews.js';
export type {
  Actor,
  AffectedPerson,
  AuditEventRecord,
  FilingContent,
  FilingLine,
  FilingRecord,
  RemittanceRecord,
  RequirementRecord,
  StatusHistoryEntry,
} from './records-statutory.js';
