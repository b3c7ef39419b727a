import { mustGet, type SimContext, SYSTEM_ACTOR } from '../context.js';
import { advanceFiling, createFiling, type FilingCreateInput, rejectFiling } from '../machines/filings.js';
import {
  advanceRemittance,
  createRemittance,
  failRemittance,
  type RemittanceCreateInput,
} from '../machines/remittances.js';
import {
  createRequirement,
  type RequirementCreateInput,
  satisfyRequirement,
  submitBusinessFields,
} from '../machines/requirements.js';
import type {
  AuditEventRecord,
  FilingRecord,
  RemittanceRecord,
  RequirementRecord,
} from '../store/records.js';

/** `T` with `businessId` optional: the control surface fills in the primary business when it is left out. */
type WithBusiness<T extends { businessId: string }> = Omit<T, 'businessId'> & { businessId?: string };

/**
 * `sim.statutory`: filings, requirements and remittances. Every change is written to the audit log
 * (`GET /v1/statutory/events`) and sent as a webhook with `resourceType`, `resourceId`, `businessId`, `actor`, `data`.
 * @example
 * ```ts
 * sim.statutory.advanceRemittance(remittanceId); // pending → processing
 * ```
 */
export class StatutoryControls {
  readonly #ctx: SimContext;
  readonly #defaultBusinessId: string;

  /** @internal */
  constructor(ctx: SimContext, defaultBusinessId: string) {
    this.#ctx = ctx;
    this.#defaultBusinessId = defaultBusinessId;
  }

  /**
   * A copy of a filing (`blockedBy` lists the outstanding requirements blocking it).
   * @throws SimulatorError for an unknown id.
   * @example
   * ```ts
   * sim.statutory.filing(id).status; // 'blocked'
   * ```
   */
  filing(filingId: string): FilingRecord {
    return structuredClone(mustGet(this.#ctx.state.filings, filingId, 'filing'));
  }

  /**
   * A copy of a requirement.
   * @throws SimulatorError for an unknown id.
   * @example
   * ```ts
   * sim.statutory.requirement(id).status; // 'outstanding'
   * ```
   */
  requirement(requirementId: string): RequirementRecord {
    return structuredClone(mustGet(this.#ctx.state.requirements, requirementId, 'requirement'));
  }

  /**
   * A copy of a remittance.
   * @throws SimulatorError for an unknown id.
   * @example
   * ```ts
   * sim.statutory.remittance(id).statusHistory;
   * ```
   */
  remittance(remittanceId: string): RemittanceRecord {
    return structuredClone(mustGet(this.#ctx.state.remittances, remittanceId, 'remittance'));
  }

  /**
   * Copies of the audit log, oldest first.
   * @throws never.
   * @example
   * ```ts
   * sim.statutory.auditLog().at(-1)?.type;
   * ```
   */
  auditLog(): AuditEventRecord[] {
    return structuredClone(this.#ctx.state.audit);
  }

  /**
   * Surfaces a requirement (`requirement.created`), blocking the pending filings of its business and country.
   * @param input - A {@link RequirementCreateInput} whose `businessId` is optional (default: the primary
   *   business).
   * @throws never.
   * @example
   * ```ts
   * sim.statutory.createRequirement({ countryCode: 'US', category: 'business_registration', name: 'EIN', affectedField: 'ein' });
   * ```
   */
  createRequirement(input: WithBusiness<RequirementCreateInput>): RequirementRecord {
    const record = createRequirement(this.#ctx, { businessId: this.#defaultBusinessId, ...input });
    return structuredClone(record);
  }

  /**
   * Resolves a requirement directly (`requirement.satisfied`, then `filing.pending` for each filing it unblocks).
   * Over HTTP the same happens through `PUT /v1/statutory/businesses/{id}/fields/{countryCode}`.
   * @throws SimulatorError when it is not outstanding.
   * @example
   * ```ts
   * sim.statutory.satisfyRequirement(id);
   * ```
   */
  satisfyRequirement(requirementId: string): RequirementRecord {
    return structuredClone(satisfyRequirement(this.#ctx, requirementId, SYSTEM_ACTOR));
  }

  /**
   * Submits business fields as the PUT operation does; returns the requirements it satisfied.
   * @throws SimulatorError for an unknown business.
   * @example
   * ```ts
   * sim.statutory.submitBusinessFields('US', { suiAccountNumber: '123' });
   * ```
   */
  submitBusinessFields(
    countryCode: string,
    fields: Record<string, unknown>,
    businessId = this.#defaultBusinessId,
  ): RequirementRecord[] {
    return structuredClone(submitBusinessFields(this.#ctx, businessId, countryCode, fields, SYSTEM_ACTOR));
  }

  /**
   * Creates a filing (`filing.created`), blocked at once (`filing.blocked`) while a requirement is outstanding.
   * Its type must be one of its country's catalog (`GET /v1/statutory/jurisdictions/{country}/filing-types`).
   * @param input - A {@link FilingCreateInput} whose `businessId` is optional (default: the primary
   *   business).
   * @throws SimulatorError for a filing type that is unknown or of another country, or a type name or authority
   *   other than the type's.
   * @example
   * ```ts
   * sim.statutory.createFiling({ countryCode: 'US', periodLabel: '2026-Q3' });
   * ```
   */
  createFiling(input: WithBusiness<FilingCreateInput>): FilingRecord {
    return structuredClone(createFiling(this.#ctx, { businessId: this.#defaultBusinessId, ...input }));
  }

  /**
   * Moves a filing one step: pending → in_review → approved → submitted → accepted.
   * @throws SimulatorError when it is blocked or has no next step.
   * @example
   * ```ts
   * sim.statutory.advanceFiling(id);
   * ```
   */
  advanceFiling(filingId: string): FilingRecord {
    return structuredClone(advanceFiling(this.#ctx, filingId));
  }

  /**
   * The authority rejects a submitted filing (`filing.rejected`).
   * @throws SimulatorError when it is not submitted.
   * @example
   * ```ts
   * sim.statutory.rejectFiling(id);
   * ```
   */
  rejectFiling(filingId: string): FilingRecord {
    return structuredClone(rejectFiling(this.#ctx, filingId));
  }

  /**
   * Initiates a remittance in `pending` (`remittance.created`) under the rules `POST /v1/statutory/remittances`
   * keeps: it pays filings of the business and country, approved or further, not paid by another remittance
   * that has not failed, and owes their totals in the country's currency at the simulator's rate.
   * @param input - A {@link RemittanceCreateInput} whose `businessId` is optional (default: the primary
   *   business); `amount`, `currency`, `fxRate` and the authority may be left out (they are what the server
   *   sets) and are refused when given otherwise.
   * @throws SimulatorError naming each field that breaks a rule (`filingIds.0`, `amount`…), or when the funding
   *   wallet cannot cover the funded amount; nothing is created then.
   * @example
   * ```ts
   * sim.statutory.createRemittance({ countryCode: 'MX', filingIds: [acceptedFilingId], fundedCurrency: 'USD' });
   * ```
   */
  createRemittance(input: WithBusiness<RemittanceCreateInput>): RemittanceRecord {
    return structuredClone(createRemittance(this.#ctx, { businessId: this.#defaultBusinessId, ...input }));
  }

  /**
   * Moves a remittance one step (pending → processing → completed), appending to `statusHistory`.
   * @throws SimulatorError when it is completed or failed.
   * @example
   * ```ts
   * sim.statutory.advanceRemittance(id);
   * ```
   */
  advanceRemittance(remittanceId: string): RemittanceRecord {
    return structuredClone(advanceRemittance(this.#ctx, remittanceId));
  }

  /**
   * Fails a pending or processing remittance (`remittance.failed`).
   * @throws SimulatorError when it is completed or failed.
   * @example
   * ```ts
   * sim.statutory.failRemittance(id);
   * ```
   */
  failRemittance(remittanceId: string): RemittanceRecord {
    return structuredClone(failRemittance(this.#ctx, remittanceId));
  }
}
