import { OPERATION_INDEX } from '../../generated/operation-index.js';
import type { TransitionMachine } from '../../transitions.js';
import { machineOfAction } from '../machines/table-moves.js';
import { planOperations } from './operation-roles.js';

/*
 * Which declared collection a state machine's table governs: the collection of the actions its moves name
 * (`contracts.void` acts on `/v1/contracts`). Its records are created in the machine's first status, seeded in
 * its statuses and moved by its moves (machines/table-moves.ts).
 */

let byCollection: ReadonlyMap<string, TransitionMachine> | undefined;

/**
 * The machine whose moves act on the records of `collection` (a path template with parameters written `{}`).
 * @throws never.
 * @example
 * ```ts
 * machineOfCollection('/v1/contracts'); // 'contract'
 * ```
 */
export function machineOfCollection(collection: string): TransitionMachine | undefined {
  if (byCollection === undefined) {
    const found = new Map<string, TransitionMachine>();
    for (const plan of planOperations(OPERATION_INDEX)) {
      const machine = plan.role === 'action' ? machineOfAction(plan.name) : undefined;
      if (machine !== undefined && plan.collection !== undefined) found.set(plan.collection, machine);
    }
    byCollection = found;
  }
  return byCollection.get(collection);
}
