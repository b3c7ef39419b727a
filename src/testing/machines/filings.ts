import {
  isoDay,
  mustGet,
  nowSeconds,
  type SimContext,
  SimulatorError,
  SYSTEM_ACTOR,
  statutoryChange,
} from '../context.js';
import type { Actor, FilingRecord, RequirementRecord } from '../store/records.js';
import { requireFilingFields, requireFilingType } from './filing-types.js';
import { eventOf, nextStatus } from './moves.js';

/*
 * A filing's life: its creation (of a type of its country's catalog), its moves along the SDK's filing table
 * with their events, and the outstanding requirements that hold it blocked. Requirements themselves are
 * surfaced and satisfied in `requirements.ts`.
 */

/**
 * What the simulator needs to create a filing; the fields that are left out have defaults. Pass it to
 * {@link StatutoryControls.createFiling}, where `businessId` is optional.
 */
export type FilingCreateInput = Pick<FilingRecord, 'businessId' | 'countryCode' | 'periodLabel'> &
  Partial<
    Pick<
      FilingRecord,
      | 'filingTypeId'
      | 'filingTypeName'
      | 'authorityId'
      | 'authorityName'
      | 'workerCount'
      | 'source'
      | 'filingReference'
      | 'breakdown'
      | 'amounts'
      | 'payrollRunIds'
    >
  >;

// A filing's main path (pending → in_review → approved → submitted → accepted) is the SDK's filing table
// without its detours; a blocked filing waits for its requirements instead.
const FILING_DETOURS = ['blocked', 'rejected', 'cancelled'] as const;

/** Days between a filing's creation and its due date. */
const FILING_WINDOW_DAYS = 30;

/**
 * The `data` of a filing's event: its type, country, period and status, with what the event adds.
 * @throws never.
 * @example
 * ```ts
 * filingData(filing, { reason: 'Wrong period' }).status; // 'accepted'
 * ```
 */
export function filingData(
  filing: FilingRecord,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    filingType: filing.filingTypeId,
    countryCode: filing.countryCode,
    periodLabel: filing.periodLabel,
    status: filing.status,
    ...extra,
  };
}

/**
 * Moves a filing to `to`: the move is added to its history, its update time is the clock's, and the move's
 * event (from the SDK's filing table) is sent and logged.
 * @throws never.
 * @example
 * ```ts
 * moveFiling(ctx, filing, 'cancelled', actor, { reason: 'Filed twice' });
 * ```
 */
export function moveFiling(
  ctx: SimContext,
  filing: FilingRecord,
  to: FilingRecord['status'],
  actor: Actor,
  extra = {},
): void {
  const from = filing.status;
  filing.statusHistory.push({ from: filing.status, to, timestamp: nowSeconds(ctx) });
  filing.status = to;
  filing.updatedAt = nowSeconds(ctx);
  ctx.emitStatutory(
    eventOf('filing', from, to),
    statutoryChange('filing', filing, actor, filingData(filing, extra)),
  );
}

/**
 * The outstanding requirements of a filing's business and country: while there are any, the filing cannot
 * proceed.
 * @throws never.
 * @example
 * ```ts
 * blockingRequirements(ctx, filing).map((r) => r.id);
 * ```
 */
export function blockingRequirements(ctx: SimContext, filing: FilingRecord): RequirementRecord[] {
  return [...ctx.state.requirements.values()].filter(
    (r) =>
      r.status === 'outstanding' &&
      r.businessId === filing.businessId &&
      r.countryCode === filing.countryCode,
  );
}

/**
 * Records `requirements` as blockers of a filing; a pending filing that gains one moves to blocked
 * (`filing.blocked`, with a reason per requirement).
 * @throws never.
 * @example
 * ```ts
 * blockFiling(ctx, filing, blockingRequirements(ctx, filing));
 * ```
 */
export function blockFiling(ctx: SimContext, filing: FilingRecord, requirements: RequirementRecord[]): void {
  const fresh = requirements.filter((r) => !filing.blockedBy.includes(r.id));
  filing.blockedBy.push(...fresh.map((r) => r.id));
  if (filing.status !== 'pending' || fresh.length === 0) return;
  const blockedReasons = requirements.map((r) => ({ code: 'requirement_outstanding', message: reasonOf(r) }));
  moveFiling(ctx, filing, 'blocked', SYSTEM_ACTOR, { blockedReasons });
}

/** Why a requirement blocks a filing, in words: what is missing, and for whom. */
function reasonOf(r: RequirementRecord): string {
  const whom = r.affectedPersons.map((p) => p.personName).join(', ');
  return `${r.name}: ${r.affectedField} is missing${whom === '' ? '' : ` for ${whom}`}`;
}

/**
 * Why a filing is blocked, one sentence per outstanding requirement that blocks it; empty when none does.
 * @throws never.
 * @example
 * ```ts
 * blockedReasonsOf(ctx, filing); // ['State unemployment insurance account number: suiAccountNumber is missing']
 * ```
 */
export function blockedReasonsOf(ctx: SimContext, filing: FilingRecord): string[] {
  return filing.blockedBy
    .map((id) => ctx.state.requirements.get(id))
    .filter((r): r is RequirementRecord => r?.status === 'outstanding')
    .map(reasonOf);
}

/**
 * Creates a filing (`filing.created`); blocked at once (`filing.blocked`) while a requirement is outstanding.
 * Its type is one of its country's catalog (the country's payroll tax return when none is named), and names it
 * and the authority it is filed with.
 * @throws SimulatorError (on `filingTypeId`) for a filing type that is unknown or of another country.
 * @example
 * ```ts
 * createFiling(ctx, { businessId, countryCode: 'US', periodLabel: '2026-Q2' });
 * ```
 */
export function createFiling(ctx: SimContext, input: FilingCreateInput): FilingRecord {
  const type = requireFilingType(input.countryCode, input.filingTypeId);
  requireFilingFields(type, input);
  const now = nowSeconds(ctx);
  const filing: FilingRecord = {
    id: `fil_${ctx.random.hex(8)}`,
    filingTypeId: type.id,
    filingTypeName: type.name,
    authorityId: type.authority.id,
    authorityName: type.authority.name,
    workerCount: 1,
    ...input,
    status: 'pending',
    blockedBy: [],
    statusHistory: [],
    filedAt: null,
    dueDate: isoDay(ctx.now() + FILING_WINDOW_DAYS * 86_400_000),
    createdAt: now,
    updatedAt: now,
  };
  ctx.state.filings.set(filing.id, filing);
  ctx.emitStatutory(
    'filing.created',
    statutoryChange('filing', filing, SYSTEM_ACTOR, filingData(filing, { workerCount: filing.workerCount })),
  );
  const blockers = blockingRequirements(ctx, filing);
  if (blockers.length > 0) blockFiling(ctx, filing, blockers);
  return filing;
}

/**
 * Moves a filing one step: pending → in_review → approved → submitted → accepted.
 * @throws SimulatorError when the filing is blocked or has no next step.
 * @example
 * ```ts
 * advanceFiling(ctx, filingId);
 * ```
 */
export function advanceFiling(ctx: SimContext, id: string, actor?: Actor): FilingRecord {
  const filing = mustGet(ctx.state.filings, id, 'filing');
  const to = filing.status === 'blocked' ? undefined : nextStatus('filing', filing.status, FILING_DETOURS);
  if (to === undefined) throw new SimulatorError(`filing ${id} is ${filing.status}; it has no next step`);
  const by = actor ?? (to === 'accepted' ? { type: 'authority', id: filing.authorityId } : SYSTEM_ACTOR);
  const filedAt = to === 'accepted' ? new Date(ctx.now()).toISOString() : undefined;
  if (filedAt !== undefined) filing.filedAt = filedAt;
  moveFiling(ctx, filing, to, by, filedAt === undefined ? {} : { filedAt });
  return filing;
}

/**
 * The authority rejects a submitted filing (`filing.rejected`).
 * @throws SimulatorError when the filing is not submitted.
 * @example
 * ```ts
 * rejectFiling(ctx, filingId);
 * ```
 */
export function rejectFiling(ctx: SimContext, id: string): FilingRecord {
  const filing = mustGet(ctx.state.filings, id, 'filing');
  if (filing.status !== 'submitted')
    throw new SimulatorError(`filing ${id} is ${filing.status}, not submitted`);
  moveFiling(ctx, filing, 'rejected', { type: 'authority', id: filing.authorityId });
  return filing;
}
