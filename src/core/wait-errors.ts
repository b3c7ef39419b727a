import { WorkforceError } from './errors.js';

/**
 * `waitFor()` read a status the state machine has no way out of (a payroll `Rejected` while waiting for
 * `Completed`): waiting longer cannot succeed. `record` is the last record read (not in `toJSON()`: it may hold
 * personal data).
 *
 * @example
 * ```ts
 * try {
 *   await client.payrolls.waitFor(payrollId, { until: 'Completed' });
 * } catch (e) {
 *   if (isTerminalStatusError(e)) console.log(`${e.machine} ended ${e.reached}, awaited ${e.awaited}`);
 * }
 * ```
 */
export class TerminalStatusError extends WorkforceError {
  // Fields the constructor assigns are `declare`d (see errors.ts).
  /** Always `'TerminalStatusError'`; the `is…` guards check it. */
  override name = 'TerminalStatusError' as const;
  /** The state machine (`payroll`, `filing`, `remittance`, `invoice`, `reimbursement`, `kyc`). */
  declare readonly machine: string;
  /** The terminal status read. */
  declare readonly reached: string;
  /** What was awaited: the statuses, or `a matching record` for a test function. */
  declare readonly awaited: string;
  /** The last record read. */
  declare readonly record: unknown;

  constructor(init: { machine: string; reached: string; awaited: string; record: unknown }) {
    super(
      `The ${init.machine} reached ${JSON.stringify(init.reached)}, which it never leaves, while waiting for ${init.awaited}`,
    );
    this.machine = init.machine;
    this.reached = init.reached;
    this.awaited = init.awaited;
    this.record = init.record;
  }

  override toJSON(): Record<string, unknown> {
    const { record: _record, ...fields } = super.toJSON();
    return fields;
  }
}

/**
 * True for a {@link TerminalStatusError}, from any copy or realm (checks `name`).
 * @example `if (isTerminalStatusError(e)) notify(e.reached)`
 */
export function isTerminalStatusError(value: unknown): value is TerminalStatusError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { name?: unknown }).name === 'TerminalStatusError' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
