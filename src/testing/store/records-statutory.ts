import type { TransitionStatus } from '../../transitions.js';
/* Statutory records of the simulator: filings, requirements, remittances and the audit log. */

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

/** One contribution line of a filing, as sent. */
export interface FilingLine {
  /** The worker the line is for. */
  personId?: string | undefined;
  /** The business's own id of a worker not onboarded here. */
  externalEmployeeId?: string | undefined;
  /** A name kept for reconciliation. */
  employeeName?: string | undefined;
  /** The contribution, in the filing's currency, as a decimal number. */
  amount: number;
}

/** What a filing sent over HTTP holds beside its machine's fields. */
export interface FilingContent {
  /** `cadana` when the API files the return, `external` when the business filed it elsewhere. */
  source: 'cadana' | 'external';
  /** The authority's reference of a return filed elsewhere, as sent (a cadana return has none until filed). */
  filingReference?: string;
  /** The contribution lines, as sent. */
  breakdown?: FilingLine[];
  /** The lines' total, in the filing's currency (a decimal number). */
  amounts?: { currency: string; total: number };
  /** The payroll runs the filing covers, as sent. */
  payrollRunIds?: string[];
  /** The workers the lines name, when they name any. */
  workerCount?: number;
}

/** A statutory filing. */
export interface FilingRecord extends Partial<Omit<FilingContent, 'workerCount'>> {
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
  /** `pending`, `blocked`, `in_review`, `approved`, `submitted`, `accepted`, `rejected` or `cancelled`. */
  status: TransitionStatus<'filing'>;
  /** The number of workers that the filing covers. The default is 1. */
  workerCount: number;
  /** Ids of the outstanding requirements that block it. */
  blockedBy: string[];
  /** Every status move, oldest first. */
  statusHistory: StatusHistoryEntry[];
  /** The id of the filing that amends this accepted one, once amended. */
  amendedBy?: string | undefined;
  /** The time of acceptance by the authority, as an ISO 8601 date-time. It is `null` until then. */
  filedAt: string | null;
  /** The day the filing is due (`YYYY-MM-DD`); past it, an unfiled filing is overdue. */
  dueDate?: string | undefined;
  /** Whether `filing.overdue` was sent (once per filing). */
  overdueNotified?: boolean | undefined;
  /** The creation time, in Unix seconds. */
  createdAt: number;
  /** The time of the last change by a move or an action (or of creation), in Unix seconds. */
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
  status: TransitionStatus<'remittance'>;
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
  /**
   * Where the proof of payment is served, below the simulator's address (HTTP reads answer it as a link under
   * the request's base). It is set on completion and is `null` before.
   */
  receiptUrl: string | null;
  /** Every status move, oldest first. */
  statusHistory: StatusHistoryEntry[];
  /** The creation time, in Unix seconds. */
  createdAt: number;
  /** The time of the last status move (or of creation), in Unix seconds. */
  updatedAt: number;
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
