import { type SimContext, SimulatorError } from '../context.js';
import { HttpError } from '../http-error.js';
import { amendFiling, approveFiling, cancelFiling } from '../machines/filing-changes.js';
import { periodOfLabel } from '../machines/filing-period.js';
import { blockedReasonsOf, createFiling } from '../machines/filings.js';
import { actorOf } from '../request-scope.js';
import type { RouteContext } from '../router.js';
import type { FilingRecord } from '../store/records.js';
import type { Collection } from './collection.js';
import { filingContent, requireOrderedPeriod } from './filing-content.js';

/*
 * Statutory filings through the declared operations: created on the filing machine, read with the reasons
 * that block them, and moved by the caller's actions (approve, cancel, amend) only where the SDK's filing table
 * holds the move; the documents answer any other with 409.
 */

type Wire = Record<string, unknown>;
type Owned = { businessId: string } & Record<string, unknown>;

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value !== '' ? value : fallback;

/**
 * A filing as the API reads it: its fields, where it came from, a copy of its history, and while it is
 * blocked, why (one reason per outstanding requirement that blocks it).
 * @throws never.
 * @example
 * ```ts
 * filingView(rc.ctx, filing).blockedReasons;
 * ```
 */
export function filingView(ctx: SimContext, filing: FilingRecord): Wire {
  const { blockedBy: _internal, amendedBy: _link, overdueNotified: _sent, ...rest } = filing;
  const blocked = filing.status === 'blocked' ? { blockedReasons: blockedReasonsOf(ctx, filing) } : {};
  const period = periodOfLabel(filing.periodLabel);
  return {
    ...rest,
    // The simulator's own bookkeeping is no field of the API's filing (written over when merged into a record).
    blockedBy: undefined,
    amendedBy: undefined,
    overdueNotified: undefined,
    source: filing.source ?? 'cadana',
    statusHistory: filing.statusHistory.map((entry) => ({ ...entry })),
    // The period and due date in the API's fields, read from the stored ones.
    ...(period === undefined ? {} : { period }),
    ...(typeof filing.dueDate === 'string' ? { dueAt: filing.dueDate } : {}),
    ...blocked,
  };
}

/** A refusal of the filing machine, answered as the filing operations document it: 409. */
function conflicting<T>(move: () => T): T {
  try {
    return move();
  } catch (error) {
    if (error instanceof SimulatorError) throw new HttpError(409, 'conflict', error.message, error.params);
    throw error;
  }
}

function create(rc: RouteContext, params: Wire): Owned {
  const countryCode = text(params.countryCode ?? params.country_code, 'US').toUpperCase();
  requireOrderedPeriod(params.periodStart, params.periodEnd);
  const content = filingContent({ ...params, countryCode });
  return createFiling(rc.ctx, {
    ...content,
    businessId: rc.principal.business.id,
    countryCode,
    periodLabel:
      typeof params.periodStart === 'string' && typeof params.periodEnd === 'string'
        ? `${params.periodStart}..${params.periodEnd}`
        : text(params.period ?? params.period_label, '2026-Q3'),
    ...(typeof params.filingTypeId === 'string' ? { filingTypeId: params.filingTypeId } : {}),
  }) as unknown as Owned;
}

/** What an amendment files: the original's content, with the corrected total when one is sent. */
function correctedContent(original: FilingRecord, corrected: unknown): Partial<FilingRecord> {
  const kept: Partial<FilingRecord> = {};
  for (const field of ['source', 'filingReference', 'breakdown', 'amounts', 'payrollRunIds'] as const)
    if (original[field] !== undefined) Object.assign(kept, { [field]: structuredClone(original[field]) });
  const { total, currency } = (corrected ?? {}) as { total?: unknown; currency?: unknown };
  if (typeof total !== 'number') return kept;
  return { ...kept, amounts: { currency: String(original.amounts?.currency ?? currency), total } };
}

function amend(rc: RouteContext, id: string, params: Wire) {
  const amendment = amendFiling(rc.ctx, id, String(params.reason), actorOf(rc.principal), (original) =>
    createFiling(rc.ctx, {
      businessId: original.businessId,
      countryCode: original.countryCode,
      periodLabel: original.periodLabel,
      filingTypeId: original.filingTypeId,
      workerCount: original.workerCount,
      ...correctedContent(original, params.correctedAmounts),
    }),
  );
  return { id: amendment.id };
}

/**
 * Builds the filings collection of the declared operations.
 * @throws never.
 * @example
 * ```ts
 * const filings = filingCollection((rc) => scoped(rc.ctx.state.filings, rc));
 * ```
 */
export function filingCollection(records: Collection['records']): Collection {
  return {
    records,
    view: (record, rc) => filingView(rc.ctx, record as unknown as FilingRecord),
    create,
    actions: {
      approve: (rc, id) => conflicting(() => approveFiling(rc.ctx, id, actorOf(rc.principal))),
      cancel: (rc, id, params) => {
        const reason = typeof params.reason === 'string' ? params.reason : undefined;
        conflicting(() => cancelFiling(rc.ctx, id, reason, actorOf(rc.principal)));
      },
      amend: (rc, id, params) => conflicting(() => amend(rc, id, params)),
    },
  };
}
