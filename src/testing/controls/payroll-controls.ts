import { mustGet, type SimContext } from '../context.js';
import {
  approvePayroll,
  completePayroll,
  createPayroll,
  endPayroll,
  type PayrollCreateInput,
  processPayroll,
} from '../machines/payrolls.js';
import type { PayrollRecord } from '../store/records.js';

/**
 * `sim.payrolls`: read and drive payrolls. Each move emits `payroll.status.updated` with the webhook vocabulary
 * (`saved`, `approved`, `scheduled`, `processing`, `completed`); Rejected and Deleted emit nothing.
 * @example
 * ```ts
 * sim.payrolls.complete(payrollId);
 * ```
 */
export class PayrollControls {
  readonly #ctx: SimContext;
  readonly #defaultBusinessId: string;

  /** @internal */
  constructor(ctx: SimContext, defaultBusinessId: string) {
    this.#ctx = ctx;
    this.#defaultBusinessId = defaultBusinessId;
  }

  /**
   * A copy of a payroll.
   * @throws SimulatorError for an unknown id.
   * @example
   * ```ts
   * sim.payrolls.get(id).status; // 'Awaiting Funds'
   * ```
   */
  get(payrollId: string): PayrollRecord {
    return structuredClone(mustGet(this.#ctx.state.payrolls, payrollId, 'payroll'));
  }

  /**
   * Creates a payroll (`payroll.created`, then `saved` unless `status: 'Created'`), by the rules the API
   * applies: each entry an active person of the business whose type is the payroll's `workerType` (default
   * `CONTRACTOR`), paid a positive integer amount, all in one currency; no past pay day, no reversed period.
   * @throws SimulatorError for entries or dates that break those rules, with `params` naming each, or
   * no entries unless `status: 'Created'`.
   * @example
   * ```ts
   * sim.payrolls.create({ entries: [{ personId, salary: { amount: 100_000, currency: 'USD' } }] });
   * ```
   */
  create(input: Omit<PayrollCreateInput, 'businessId'> & { businessId?: string }): PayrollRecord {
    return structuredClone(createPayroll(this.#ctx, { businessId: this.#defaultBusinessId, ...input }));
  }

  /**
   * Approves a payroll (`approved`): it joins the funding queue, where waiting payrolls are funded in approval
   * order, each when the available balance covers it; so it is scheduled at once (`scheduled`) when covered.
   * @throws SimulatorError when it is not Pending Submission or Pending Approval.
   * @example
   * ```ts
   * sim.payrolls.approve(id);
   * ```
   */
  approve(payrollId: string): PayrollRecord {
    return structuredClone(approvePayroll(this.#ctx, payrollId));
  }

  /**
   * Scheduled → Processing (`processing`, `transaction.initiated` per entry).
   * @throws SimulatorError when it is not Scheduled.
   * @example
   * ```ts
   * sim.payrolls.process(id);
   * ```
   */
  process(payrollId: string): PayrollRecord {
    return structuredClone(processPayroll(this.#ctx, payrollId));
  }

  /**
   * Runs a Scheduled or Processing payroll to Completed (`processing` if needed, `completed`,
   * `transaction.succeeded` per entry).
   * @throws SimulatorError when it is neither Scheduled nor Processing.
   * @example
   * ```ts
   * sim.payrolls.complete(id);
   * ```
   */
  complete(payrollId: string): PayrollRecord {
    return structuredClone(completePayroll(this.#ctx, payrollId));
  }

  /**
   * Rejects a payroll that has not started paying out (no webhook; a funded debit is returned).
   * @throws SimulatorError when it is Processing or later.
   * @example
   * ```ts
   * sim.payrolls.reject(id);
   * ```
   */
  reject(payrollId: string): PayrollRecord {
    return structuredClone(endPayroll(this.#ctx, payrollId, 'Rejected'));
  }

  /**
   * Deletes a payroll that has not started paying out (no webhook; a funded debit is returned).
   * @throws SimulatorError when it is Processing or later.
   * @example
   * ```ts
   * sim.payrolls.delete(id);
   * ```
   */
  delete(payrollId: string): PayrollRecord {
    return structuredClone(endPayroll(this.#ctx, payrollId, 'Deleted'));
  }
}
