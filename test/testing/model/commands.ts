import type fc from 'fast-check';
import { expect } from 'vitest';
import { checkInvariants } from './invariants.js';
import type { Answer, Model, World } from './world.js';

/*
 * The operations of a payroll integration, as fast-check model-based commands. Each one sends its request,
 * checks the answer against what the model says a payroll API must answer (a flawed request is refused and
 * changes nothing; a replayed keyed write answers the first result and moves nothing), then checks every
 * invariant.
 */

type Wire = Record<string, unknown>;
type Command = fc.AsyncCommand<Model, World>;

const is2xx = (answer: Answer) => answer.status >= 200 && answer.status < 300;
const is4xx = (answer: Answer) => answer.status >= 400 && answer.status < 500;
const show = (answer: Answer) => `${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)}`;

/** Sends a request that must be refused with a 4xx, and proves it changed nothing. */
async function refused(world: World, send: () => Promise<Answer>, rule: string): Promise<void> {
  const before = await world.digest();
  const answer = await send();
  expect(is4xx(answer), `${rule}: refused with a 4xx, got ${show(answer)}`).toBe(true);
  expect(await world.digest(), `${rule}: a refused request changed nothing`).toBe(before);
}

/** The day `days` after the simulator's clock, `YYYY-MM-DD`. */
async function dayFromNow(world: World, days: number): Promise<string> {
  return new Date((await world.now()) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The flaws a person's create can have; `none` must succeed. */
const PERSON_FLAWS = [
  'none',
  'none',
  'badEmail',
  'duplicateEmail',
  'negativeSalary',
  'unknownCurrency',
] as const;

class CreatePerson implements Command {
  constructor(
    readonly tenant: number,
    readonly flaw: (typeof PERSON_FLAWS)[number],
  ) {}
  check = (model: Model) => this.flaw !== 'duplicateEmail' || (model.persons[this.tenant]?.length ?? 0) > 0;
  async run(model: Model, world: World) {
    model.serial += 1;
    const email = `worker.${model.serial}.t${this.tenant}@model.example`;
    const body = {
      firstName: 'Model',
      lastName: `Worker ${model.serial}`,
      email:
        { none: email, badEmail: 'not-an-email', duplicateEmail: model.emails.get(this.tenant) }[
          this.flaw as string
        ] ?? email,
      type: 'CONTRACTOR',
      contractorType: 'INDIVIDUAL',
      address: {
        line1: '1 Main Street',
        city: 'Austin',
        postalCode: '78701',
        state: 'TX',
        countryCode: 'US',
      },
      compInfo: {
        type: 'net',
        salary: {
          amount: this.flaw === 'negativeSalary' ? -500_000 : 500_000,
          currency: this.flaw === 'unknownCurrency' ? 'XYZ' : 'USD',
        },
        frequency: 'monthly',
      },
    };
    const send = () => world.call(this.tenant, 'POST', '/v1/persons', body);
    if (this.flaw !== 'none') return refused(world, send, `person with ${this.flaw}`);
    const answer = await send();
    expect(is2xx(answer), `a well-formed person is created: ${show(answer)}`).toBe(true);
    const id = String((answer.body as Wire).id);
    model.persons[this.tenant]?.push(id);
    model.emails.set(this.tenant, email);
    const read = (await world.call(this.tenant, 'GET', `/v1/persons/${id}`)).body as Wire;
    expect(read).toMatchObject({ firstName: body.firstName, email, compInfo: body.compInfo });
    for (const invented of [
      'phoneNumber',
      'dateOfBirth',
      'nationalId',
      'taxId',
      'gender',
      'offboardingDetails',
    ])
      expect(read[invented], `a created person has no invented ${invented}`).toBeUndefined();
    await checkInvariants(world, model);
  }
  toString = () => `CreatePerson(tenant ${this.tenant}, ${this.flaw})`;
}

const DEPOSIT_MODES = ['new', 'new', 'nonPositive', 'replaySame', 'replayDifferent'] as const;

class Deposit implements Command {
  constructor(
    readonly amount: number,
    readonly mode: (typeof DEPOSIT_MODES)[number],
  ) {}
  check = (model: Model) => !this.mode.startsWith('replay') || model.deposits.size > 0;
  async run(model: Model, world: World) {
    const { businessId } = world.tenants[0] ?? { businessId: '' };
    const path = `/v1/businesses/${businessId}/deposits`;
    const send = (body: Wire) => world.call(0, 'POST', path, body);
    if (this.mode.startsWith('replay')) {
      const [key, first] = [...model.deposits.entries()].at(-1) ?? [];
      if (key === undefined || first === undefined) return;
      if (this.mode === 'replayDifferent') {
        const changed = {
          ...first.body,
          amount: { amount: Number((first.body.amount as Wire).amount) + 1, currency: 'USD' },
        };
        return refused(world, () => send(changed), 'the same idempotency key with another body');
      }
      const before = await world.digest();
      const again = await send(first.body);
      expect(again, 'a replayed keyed deposit answers the first result').toEqual(first.answer);
      expect(await world.digest(), 'a replayed keyed deposit moves nothing').toBe(before);
      return checkInvariants(world, model);
    }
    model.serial += 1;
    const body = {
      externalAccountId: world.externalAccountId,
      amount: { amount: this.mode === 'nonPositive' ? -this.amount : this.amount, currency: 'USD' },
      idempotencyKey: `model-deposit-${model.serial}`,
      paymentMethod: 'ach',
      suppressNotification: true,
    };
    if (this.mode === 'nonPositive')
      return refused(world, () => send(body), 'a deposit of a negative amount');
    const answer = await send(body);
    expect(is2xx(answer), `a deposit from an active account succeeds: ${show(answer)}`).toBe(true);
    model.deposits.set(body.idempotencyKey, { body, answer });
    await checkInvariants(world, model);
  }
  toString = () => `Deposit(${this.amount}, ${this.mode})`;
}

class Reserve implements Command {
  constructor(
    readonly action: 'LOCK' | 'RELEASE',
    readonly cents: number,
  ) {}
  check = () => true;
  async run(model: Model, world: World) {
    const { businessId } = world.tenants[0] ?? { businessId: '' };
    model.serial += 1;
    const body = {
      action: this.action,
      type: 'SECURITY_DEPOSIT',
      personId: world.seededPersonId,
      amount: { value: (this.cents / 100).toFixed(2), currency: 'USD' },
      idempotencyKey: `model-reserve-${model.serial}`,
      description: 'model-based test',
    };
    const [before] = (await world.wallets(0)).filter((w) => w.currency === 'USD');
    const answer = await world.call(0, 'POST', `/v1/businesses/${businessId}/reserves`, body);
    const [after] = (await world.wallets(0)).filter((w) => w.currency === 'USD');
    if (is4xx(answer)) expect(after, 'a refused reserve changed nothing').toEqual(before);
    else {
      expect(is2xx(answer), show(answer)).toBe(true);
      const sign = this.action === 'LOCK' ? 1 : -1;
      expect(Number(after?.reserves), 'reserves move by the amount').toBe(
        Number(before?.reserves) + sign * this.cents,
      );
      expect(Number(after?.available), 'available moves the other way').toBe(
        Number(before?.available) - sign * this.cents,
      );
      const replay = await world.call(0, 'POST', `/v1/businesses/${businessId}/reserves`, body);
      expect(replay, 'a replayed keyed reserve answers the first result').toEqual(answer);
      expect(
        (await world.wallets(0)).find((w) => w.currency === 'USD'),
        'and moves nothing',
      ).toEqual(after);
    }
    await checkInvariants(world, model);
  }
  toString = () => `Reserve(${this.action}, ${this.cents})`;
}

export {
  CreatePerson,
  DEPOSIT_MODES,
  Deposit,
  dayFromNow,
  is2xx,
  is4xx,
  PERSON_FLAWS,
  Reserve,
  refused,
  show,
};
