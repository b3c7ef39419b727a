import type { SeededRandom } from '../random.js';
import type { LedgerEntry } from './ledger-entry.js';
import type {
  AuditEventRecord,
  BusinessRecord,
  ExternalAccountRecord,
  FilingRecord,
  InvoiceRecord,
  MilestoneRecord,
  PayrollRecord,
  PersonRecord,
  PlatformRecord,
  ReimbursementRecord,
  RemittanceRecord,
  RequirementRecord,
  SimulatorEnvironment,
  UploadRecord,
  UserRecord,
  WalletRecord,
} from './records.js';

/** The three token kinds of the spec. */
export type KeyKind = 'org' | 'platform' | 'user';

/** An API key the simulator issued. */
export interface KeyRecord {
  /** Key id shown by `GET /v1/me`. */
  id: string;
  key: string;
  kind: KeyKind;
  environment: SimulatorEnvironment;
  /** The business an Org or User key acts on; a Platform key's primary business. */
  businessId: string;
  /** Platform keys only. */
  platformId: string | undefined;
  /** User keys only. */
  userId: string | undefined;
  /** Unix ms; User tokens expire (the spec's one hour). */
  expiresAt: number | undefined;
}

/**
 * Everything the simulator knows, in insertion-ordered maps so lists come out in a stable order.
 * Internal: tests read state through the {@link Simulator}'s controllers.
 * @example
 * ```ts
 * const state = new SimState();
 * state.persons.size; // 0
 * ```
 */
export class SimState {
  readonly platforms = new Map<string, PlatformRecord>();
  readonly businesses = new Map<string, BusinessRecord>();
  readonly persons = new Map<string, PersonRecord>();
  readonly users = new Map<string, UserRecord>();
  readonly wallets = new Map<string, WalletRecord>();
  readonly externalAccounts = new Map<string, ExternalAccountRecord>();
  readonly payrolls = new Map<string, PayrollRecord>();
  readonly filings = new Map<string, FilingRecord>();
  readonly requirements = new Map<string, RequirementRecord>();
  readonly remittances = new Map<string, RemittanceRecord>();
  readonly invoices = new Map<string, InvoiceRecord>();
  readonly reimbursements = new Map<string, ReimbursementRecord>();
  readonly milestones = new Map<string, MilestoneRecord>();
  readonly uploads = new Map<string, UploadRecord>();
  readonly keys = new Map<string, KeyRecord>();
  /**
   * Records of the operations served from their declarations (contracts, beneficiaries, payouts…): by
   * collection (`<businessId> <collection path>`), then by id, each record in the API's wire shape.
   */
  readonly records = new Map<string, Map<string, Record<string, unknown>>>();
  /** Documents below an item (payment info, tax profile, KYB…), by `<businessId> <path>`. */
  readonly documents = new Map<string, Record<string, unknown>>();
  readonly audit: AuditEventRecord[] = [];
  /** Every movement of a business's money, oldest first: business transactions and statements read it. */
  readonly ledger: LedgerEntry[] = [];

  /**
   * The business whose tenant key this is.
   * @throws never.
   * @example
   * ```ts
   * state.businessByTenantKey('tnt_…')?.id;
   * ```
   */
  businessByTenantKey(tenantKey: string): BusinessRecord | undefined {
    for (const business of this.businesses.values()) if (business.tenantKey === tenantKey) return business;
    return undefined;
  }

  /**
   * The wallet of a business in a currency, created empty when missing.
   * @throws never.
   * @example
   * ```ts
   * state.wallet(businessId, 'USD', random).available;
   * ```
   */
  wallet(businessId: string, currency: string, random: SeededRandom): WalletRecord {
    for (const wallet of this.wallets.values()) {
      if (wallet.businessId === businessId && wallet.currency === currency) return wallet;
    }
    const wallet: WalletRecord = {
      id: random.uuid(),
      businessId,
      currency,
      balance: 0,
      available: 0,
      processing: 0,
      reserves: 0,
    };
    this.wallets.set(wallet.id, wallet);
    return wallet;
  }
}

/**
 * The key of a business's document at an API path (`documentKey(id, '/v1/users/u1/kyc')`): one spelling for
 * the declared routes, the hand-written ones and the state machines that read the same document.
 * @throws never.
 * @example
 * ```ts
 * state.documents.get(documentKey(businessId, `/v1/persons/${personId}/jobInfo`));
 * ```
 */
export function documentKey(businessId: string, path: string): string {
  return `${businessId} ${path}`;
}

/**
 * The records of a map that belong to one business, in insertion order.
 * @throws never.
 * @example
 * ```ts
 * ofBusiness(state.persons, businessId);
 * ```
 */
export function ofBusiness<T extends { businessId: string }>(map: Map<string, T>, businessId: string): T[] {
  return [...map.values()].filter((record) => record.businessId === businessId);
}
