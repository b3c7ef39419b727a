import type fc from 'fast-check';
import { expect } from 'vitest';
import { is2xx, refused, show } from './commands.js';
import { checkInvariants } from './invariants.js';
import type { Model, World } from './world.js';

/*
 * Money that moves outside payrolls, as model-based commands: a sandbox deposit into the seeded user's Approved
 * virtual account, a wallet transaction paid from the user's wallet, and a platform transfer between the two
 * tenants. A flawed request (no positive amount, another currency, more than the wallet holds) is refused and
 * changes nothing; a good one moves exactly its amount.
 */

type Wire = Record<string, unknown>;
type Command = fc.AsyncCommand<Model, World>;

const usdOf = (wallets: Wire[]) => Number(wallets.find((w) => w.currency === 'USD')?.balance ?? 0);
const availableUsd = (wallets: Wire[]) => Number(wallets.find((w) => w.currency === 'USD')?.available ?? 0);

export const VIRTUAL_DEPOSIT_FLAWS = ['none', 'none', 'nonPositive', 'otherCurrency'] as const;

export class VirtualAccountDeposit implements Command {
  constructor(
    readonly cents: number,
    readonly flaw: (typeof VIRTUAL_DEPOSIT_FLAWS)[number],
  ) {}
  check = () => true;
  async run(model: Model, world: World) {
    const amount = {
      value: this.flaw === 'nonPositive' ? 0 : this.cents,
      currency: this.flaw === 'otherCurrency' ? 'EUR' : 'USD',
    };
    const path = `/v1/sandbox/users/${world.userId}/virtual-accounts/${world.virtualAccountId}/deposit`;
    const send = () =>
      world.call(0, 'POST', path, { amount, reference: crypto.randomUUID(), description: 'Model deposit' });
    if (this.flaw !== 'none') return refused(world, send, `a virtual account deposit with ${this.flaw}`);
    const before = usdOf(await world.userWallets());
    const answer = await send();
    expect(is2xx(answer), `a deposit into an Approved account succeeds: ${show(answer)}`).toBe(true);
    expect(usdOf(await world.userWallets()), 'the wallet moves by the deposit').toBe(before + this.cents);
    await checkInvariants(world, model);
  }
  toString = () => `VirtualAccountDeposit(${this.cents}, ${this.flaw})`;
}

export class WalletPayout implements Command {
  constructor(readonly cents: number) {}
  check = () => true;
  async run(model: Model, world: World) {
    const quote = await world.call(0, 'POST', '/v1/fx-quotes', { from: 'USD', to: 'USD' });
    const body = {
      type: 'payout',
      beneficiaryId: world.userBeneficiaryId,
      quoteId: (quote.body as Wire).id,
      reference: crypto.randomUUID(),
      sourceAmount: { value: (this.cents / 100).toFixed(2), currency: 'USD' },
    };
    const send = () => world.call(0, 'POST', `/v1/users/${world.userId}/transactions`, body);
    const before = await world.userWallets();
    if (this.cents > availableUsd(before)) return refused(world, send, 'a wallet payout beyond the balance');
    const answer = await send();
    expect(is2xx(answer), `a covered wallet payout succeeds: ${show(answer)}`).toBe(true);
    expect(usdOf(await world.userWallets()), 'the wallet moves by the payout').toBe(
      usdOf(before) - this.cents,
    );
    await checkInvariants(world, model);
  }
  toString = () => `WalletPayout(${this.cents})`;
}

export class PlatformTransfer implements Command {
  constructor(readonly cents: number) {}
  check = () => true;
  async run(model: Model, world: World) {
    const [source, destination] = world.tenants;
    const body = {
      sourceTenantKey: source?.tenantKey,
      destinationTenantKey: destination?.tenantKey,
      amount: { amount: this.cents, currency: 'USD' },
      reference: `model-transfer-${model.serial}`,
    };
    model.serial += 1;
    const send = () => world.call(0, 'POST', '/v1/platform/transfers', body);
    const before = await world.wallets(0);
    if (this.cents > availableUsd(before)) return refused(world, send, 'a transfer beyond the balance');
    const received = usdOf(await world.wallets(1));
    const answer = await send();
    expect(is2xx(answer), `a covered transfer succeeds: ${show(answer)}`).toBe(true);
    expect(usdOf(await world.wallets(0)), 'the source moves by the transfer').toBe(
      usdOf(before) - this.cents,
    );
    expect(usdOf(await world.wallets(1)), 'the destination moves by it').toBe(received + this.cents);
    await checkInvariants(world, model);
  }
  toString = () => `PlatformTransfer(${this.cents})`;
}
