import type fc from 'fast-check';
import { expect } from 'vitest';
import { is2xx, refused, show } from './commands.js';
import { checkInvariants } from './invariants.js';
import type { Model, World } from './world.js';

/*
 * A change of the seeded user's person, as an HR integration sends it: a well-formed one is written through to
 * the person and to the person's user (the invariants then read both); a malformed email or one another person
 * of the business holds is refused and changes nothing.
 */

type Wire = Record<string, unknown>;
type Command = fc.AsyncCommand<Model, World>;

/** The flaws a basic-info update can have; `none` must succeed. */
export const RENAME_FLAWS = ['none', 'none', 'badEmail', 'takenEmail'] as const;

export class RenameUserPerson implements Command {
  constructor(readonly flaw: (typeof RENAME_FLAWS)[number]) {}
  check = () => true;
  async run(model: Model, world: World) {
    model.serial += 1;
    const personId = world.server.simulator.fixtures.userPersonId;
    const taken = (await world.call(0, 'GET', `/v1/persons/${world.seededPersonId}`)).body as Wire;
    const email = { none: `renamed.${model.serial}@model.example`, badEmail: 'renamed-at-nowhere' }[
      this.flaw as 'none' | 'badEmail'
    ];
    const body = {
      firstName: 'Renamed',
      lastName: `Worker ${model.serial}`,
      email: email ?? String(taken.email),
    };
    const send = () => world.call(0, 'PUT', `/v1/persons/${personId}/basicInfo`, body);
    if (this.flaw !== 'none') return refused(world, send, `basic info with ${this.flaw}`);
    const answer = await send();
    expect(is2xx(answer), `a well-formed basic-info update is written: ${show(answer)}`).toBe(true);
    const person = (await world.call(0, 'GET', `/v1/persons/${personId}`)).body as Wire;
    expect(person).toMatchObject(body);
    await checkInvariants(world, model);
  }
  toString = () => `RenameUserPerson(${this.flaw})`;
}
