import { STATE_MACHINES, type Transition, type TransitionMachine } from '../../transitions.js';
import { type SimContext, tenantKeyOf } from '../context.js';
import { actionMove } from './moves.js';

/*
 * The moves a state machine's table names an SDK method for, made on a record that needs no machine of its
 * own (a contract stored by its declared create): the table alone says which statuses the method applies to,
 * the status it leads to and the event it sends, so a new action with one state rule is a row of
 * src/transitions.ts and nothing here.
 */

type Wire = Record<string, unknown>;

/**
 * The machine one of whose moves is made by the SDK method `action` (`'contracts.void'`), if any.
 * @throws never.
 * @example
 * ```ts
 * machineOfAction('invoices.cancel'); // 'invoice'
 * ```
 */
export function machineOfAction(action: string): TransitionMachine | undefined {
  const names = Object.keys(STATE_MACHINES) as TransitionMachine[];
  return names.find((name) => STATE_MACHINES[name].transitions.some((t) => t.action === action));
}

/**
 * The status a new record of `machine` starts in: the target of its creation move, else its first status.
 * @throws never.
 * @example
 * ```ts
 * firstStatus('invoice'); // 'pending'
 * ```
 */
export function firstStatus(machine: TransitionMachine): string {
  const { statuses, transitions } = STATE_MACHINES[machine] as {
    statuses: readonly string[];
    transitions: readonly Transition[];
  };
  return transitions.find((t) => t.from === null)?.to ?? (statuses[0] as string);
}

/**
 * Makes on `record` the move its machine's table holds for the SDK method `action` from the record's status:
 * the new status, then the move's event (the record's id and the ids it names, its status, the tenant key).
 * @throws SimulatorError naming the status and the statuses `action` applies to, when the table has no such
 * move; nothing is changed then.
 * @example
 * ```ts
 * moveByTable(ctx, businessId, contract, 'contracts.void', 'contract').to; // 'voided'
 * ```
 */
export function moveByTable(
  ctx: SimContext,
  businessId: string,
  record: Wire,
  action: string,
  what: string,
): Transition {
  const machine = machineOfAction(action);
  if (machine === undefined) throw new Error(`no state machine names ${action}`);
  const subject = { what, id: String(record.id), status: String(record.status) };
  const move = actionMove(machine, subject, action) as Transition;
  record.status = move.to;
  if (move.event !== null) {
    const ids = Object.entries(record).filter(
      ([name, value]) => /Id$/.test(name) && typeof value === 'string',
    );
    const data = { id: record.id, ...Object.fromEntries(ids), status: move.to };
    ctx.emit(move.event, { ...data, tenantKey: tenantKeyOf(ctx, businessId) });
  }
  return move;
}
