import { mustGet, type SimContext } from '../context.js';
import { depositFunds } from '../machines/deposits.js';
import {
  addExternalAccount,
  createPerson,
  type PersonCreateInput,
  setExternalAccountStatus,
} from '../machines/directory.js';
import { createUser } from '../machines/users.js';
import type { LedgerEffect, LedgerEntry } from '../store/ledger-entry.js';
import type {
  Amount,
  BusinessRecord,
  ExternalAccountRecord,
  PersonRecord,
  UserRecord,
  WalletRecord,
} from '../store/records.js';
import { ofBusiness } from '../store/store.js';

/**
 * `sim.businesses`: read and drive businesses, their people, money and bank accounts. `businessId` defaults to
 * the primary business everywhere.
 * @example
 * ```ts
 * sim.businesses.deposit({ amount: 2_000_000, currency: 'USD' });
 * ```
 */
export class BusinessControls {
  readonly #ctx: SimContext;
  readonly #defaultBusinessId: string;

  /** @internal */
  constructor(ctx: SimContext, defaultBusinessId: string) {
    this.#ctx = ctx;
    this.#defaultBusinessId = defaultBusinessId;
  }

  /**
   * A copy of a business.
   * @throws SimulatorError for an unknown id.
   * @example
   * ```ts
   * sim.businesses.get().tenantKey;
   * ```
   */
  get(businessId = this.#defaultBusinessId): BusinessRecord {
    return structuredClone(mustGet(this.#ctx.state.businesses, businessId, 'business'));
  }

  /**
   * Copies of a business's wallets.
   * @throws never.
   * @example
   * ```ts
   * sim.businesses.balances().find((w) => w.currency === 'USD')?.available;
   * ```
   */
  balances(businessId = this.#defaultBusinessId): WalletRecord[] {
    return structuredClone(ofBusiness(this.#ctx.state.wallets, businessId));
  }

  /**
   * Copies of a business's ledger entries, oldest first: every movement of its money. A wallet's `balance`,
   * `reserves` and `processing` are the sums of its entries' effects (see {@link LedgerEffect}), and
   * `available` is `balance - reserves - processing`. With a `userId`, the entries of that user's own wallets
   * instead (sandbox deposits into a virtual account, wallet transactions), which the user's wallets read.
   * @throws never.
   * @example
   * ```ts
   * sim.businesses.ledger().filter((e) => e.type === 'DEPOSIT').length;
   * sim.businesses.ledger(undefined, userId).length;
   * ```
   */
  ledger(businessId = this.#defaultBusinessId, userId?: string): LedgerEntry[] {
    return structuredClone(
      this.#ctx.state.ledger.filter((entry) => entry.businessId === businessId && entry.userId === userId),
    );
  }

  /**
   * Credits a wallet like a sandbox deposit: `transaction.succeeded`, then payrolls the balance now covers move
   * to Scheduled.
   * @throws SimulatorError for a non-positive amount.
   * @example
   * ```ts
   * sim.businesses.deposit({ amount: 1_000_000, currency: 'USD' });
   * ```
   */
  deposit(amount: Amount, businessId = this.#defaultBusinessId): void {
    depositFunds(this.#ctx, businessId, amount);
  }

  /**
   * Adds a person (`person.created`).
   * @throws SimulatorError for an unknown business.
   * @example
   * ```ts
   * sim.businesses.createPerson({ firstName: 'Ada', lastName: 'Lovelace' });
   * ```
   */
  createPerson(input: Omit<PersonCreateInput, 'businessId'> & { businessId?: string }): PersonRecord {
    return structuredClone(createPerson(this.#ctx, { businessId: this.#defaultBusinessId, ...input }));
  }

  /**
   * Creates the user account of a person (`user.created`).
   * @throws SimulatorError for an unknown person.
   * @example
   * ```ts
   * sim.businesses.createUser(person.id);
   * ```
   */
  createUser(personId: string): UserRecord {
    return structuredClone(createUser(this.#ctx, personId));
  }

  /**
   * A copy of a person.
   * @throws SimulatorError for an unknown id.
   * @example
   * ```ts
   * sim.businesses.person(personId).email;
   * ```
   */
  person(personId: string): PersonRecord {
    return structuredClone(mustGet(this.#ctx.state.persons, personId, 'person'));
  }

  /**
   * A copy of a user (with its creation and update times on the simulator's clock).
   * @throws SimulatorError for an unknown id.
   * @example
   * ```ts
   * sim.businesses.user(userId).updatedAt;
   * ```
   */
  user(userId: string): UserRecord {
    return structuredClone(mustGet(this.#ctx.state.users, userId, 'user'));
  }

  /**
   * Links an external bank account (`external-account.added`).
   * @throws SimulatorError for an unknown business.
   * @example
   * ```ts
   * sim.businesses.addExternalAccount({ bankName: 'Bank', status: 'needs_confirmation' });
   * ```
   */
  addExternalAccount(
    input: { bankName: string; status?: 'active' | 'needs_confirmation' },
    businessId = this.#defaultBusinessId,
  ): ExternalAccountRecord {
    return structuredClone(addExternalAccount(this.#ctx, businessId, input));
  }

  /**
   * Confirms micro-deposits: `needs_confirmation` → `active` (no webhook, as the spec says).
   * @throws SimulatorError when the account is not waiting for confirmation.
   * @example
   * ```ts
   * sim.businesses.confirmExternalAccount(accountId);
   * ```
   */
  confirmExternalAccount(accountId: string): ExternalAccountRecord {
    return structuredClone(setExternalAccountStatus(this.#ctx, accountId, 'active'));
  }

  /**
   * Removes an external account (`external-account.removed`).
   * @throws SimulatorError when it is already removed.
   * @example
   * ```ts
   * sim.businesses.removeExternalAccount(accountId);
   * ```
   */
  removeExternalAccount(accountId: string): ExternalAccountRecord {
    return structuredClone(setExternalAccountStatus(this.#ctx, accountId, 'removed'));
  }
}
