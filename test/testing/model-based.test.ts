import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startMockServer } from '../../src/testing/index.js';
import { CreatePerson, DEPOSIT_MODES, Deposit, PERSON_FLAWS, Reserve } from './model/commands.js';
import { RENAME_FLAWS, RenameUserPerson } from './model/identity-commands.js';
import { listsEqualReads } from './model/invariants.js';
import {
  AdvanceClock,
  ApproveFiling,
  ApprovePayroll,
  CreatePayroll,
  ENTRY_KINDS,
  ReviewInvoice,
} from './model/payroll-commands.js';
import {
  PlatformTransfer,
  VIRTUAL_DEPOSIT_FLAWS,
  VirtualAccountDeposit,
  WalletPayout,
} from './model/wallet-commands.js';
import { modelOf, World } from './model/world.js';

/*
 * Random sequences of a payroll integration's calls, over HTTP against a fresh simulator each, checking after
 * every step that the simulator behaves as one payroll system: money conserved, list items equal their reads,
 * tenants isolated, keyed writes replayed without moving money, refused requests changing nothing, time moving
 * forward, a person and the person's user reading as one identity. `npm test` runs a bounded number with a
 * fixed seed; `npm run test:model` runs many more (MODEL_RUNS, MODEL_SEED to replay a failure: fast-check
 * prints the seed and path of a failing run).
 */

const RUNS = Number(process.env.MODEL_RUNS ?? 12);
const SEED = Number(process.env.MODEL_SEED ?? 20_261_127);
const MAX_COMMANDS = Number(process.env.MODEL_MAX_COMMANDS ?? 25);

const tenant = fc.integer({ min: 0, max: 1 });
const cents = fc.integer({ min: 1, max: 2_000_000 });

const COMMANDS = [
  fc.tuple(tenant, fc.constantFrom(...PERSON_FLAWS)).map(([t, flaw]) => new CreatePerson(t, flaw)),
  fc.tuple(cents, fc.constantFrom(...DEPOSIT_MODES)).map(([amount, mode]) => new Deposit(amount, mode)),
  fc
    .tuple(fc.constantFrom('LOCK' as const, 'RELEASE' as const), fc.integer({ min: 1, max: 500_000 }))
    .map(([action, amount]) => new Reserve(action, amount)),
  fc
    .tuple(tenant, fc.constantFrom(...ENTRY_KINDS), cents)
    .map(([t, kind, amount]) => new CreatePayroll(t, kind, amount)),
  fc.tuple(tenant, fc.nat()).map(([t, pick]) => new ApprovePayroll(t, pick)),
  fc.constantFrom('PT6H', 'P1D', 'P3D', 'P10D').map((duration) => new AdvanceClock(duration)),
  fc.constant(new ApproveFiling()),
  fc.constantFrom('approve' as const, 'reject' as const).map((action) => new ReviewInvoice(action)),
  fc
    .tuple(cents, fc.constantFrom(...VIRTUAL_DEPOSIT_FLAWS))
    .map(([amount, flaw]) => new VirtualAccountDeposit(amount, flaw)),
  cents.map((amount) => new WalletPayout(amount)),
  cents.map((amount) => new PlatformTransfer(amount)),
  fc.constantFrom(...RENAME_FLAWS).map((flaw) => new RenameUserPerson(flaw)),
];

describe('the simulator as one payroll system (model-based)', () => {
  const ran = { sequences: 0, steps: 0 };
  it(`keeps its invariants over ${RUNS} random sequences of up to ${MAX_COMMANDS} calls (seed ${SEED})`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(COMMANDS, { maxCommands: MAX_COMMANDS, size: 'max' }),
        async (commands) => {
          const server = await startMockServer();
          try {
            const world = await World.open(server);
            const model = await modelOf(world);
            await fc.asyncModelRun(() => ({ model, real: world }), commands);
            await listsEqualReads(world);
            ran.sequences += 1;
            // fast-check marks the commands a run executed (those whose check allowed them).
            for (const command of commands) if ((command as { hasRan?: boolean }).hasRan) ran.steps += 1;
          } finally {
            await server.close();
          }
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: process.env.MODEL_SHRINK === undefined },
    );
    console.info(
      `model-based: ${ran.sequences} sequences, ${ran.steps} steps, all invariants held (seed ${SEED})`,
    );
    expect(ran.steps).toBeGreaterThan(RUNS);
  }, 600_000);
});
