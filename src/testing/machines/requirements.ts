import { mustGet, type SimContext, SimulatorError, SYSTEM_ACTOR, statutoryChange } from '../context.js';
import type { Actor, FilingRecord, RequirementRecord } from '../store/records.js';
import { blockFiling, moveFiling } from './filings.js';

/*
 * Statutory requirements: what a business (or a worker) must still supply before its filings in a country can
 * proceed. Surfacing one blocks the pending filings of its business and country; satisfying the last blocker of
 * a filing moves it back to pending.
 */

/**
 * What the simulator needs to surface a requirement; `resourceType`/`resourceId` default to the business.
 * Pass it to {@link StatutoryControls.createRequirement}, where `businessId` is optional.
 */
export type RequirementCreateInput = Pick<
  RequirementRecord,
  'businessId' | 'countryCode' | 'category' | 'name' | 'affectedField'
> &
  Partial<Pick<RequirementRecord, 'description' | 'resourceType' | 'resourceId' | 'affectedPersons'>>;

/**
 * Surfaces a requirement (`requirement.created`) and blocks the pending filings of its business and country.
 * @throws never.
 * @example
 * ```ts
 * createRequirement(ctx, { businessId, countryCode: 'US', category: 'business_tax_parameter', name: 'EIN', affectedField: 'ein' });
 * ```
 */
export function createRequirement(ctx: SimContext, input: RequirementCreateInput): RequirementRecord {
  const requirement: RequirementRecord = {
    id: `req_${ctx.random.hex(8)}`,
    status: 'outstanding',
    description: `${input.name} must be supplied before filings in ${input.countryCode} can proceed.`,
    resourceType: 'business',
    resourceId: input.businessId,
    affectedPersons: [],
    ...input,
  };
  ctx.state.requirements.set(requirement.id, requirement);
  ctx.emitStatutory(
    'requirement.created',
    statutoryChange('requirement', requirement, SYSTEM_ACTOR, requirementData(requirement)),
  );
  for (const filing of ctx.state.filings.values()) {
    const sameScope = filing.businessId === input.businessId && filing.countryCode === input.countryCode;
    if (sameScope && (filing.status === 'pending' || filing.status === 'blocked'))
      blockFiling(ctx, filing, [requirement]);
  }
  return requirement;
}

function requirementData(r: RequirementRecord, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: r.name, category: r.category, countryCode: r.countryCode, status: r.status, ...extra };
}

/**
 * Marks a requirement satisfied (`requirement.satisfied` with `unblockedFilings`), then moves each filing it
 * was the last blocker of back to pending (`filing.pending`).
 * @throws SimulatorError when the requirement is unknown or not outstanding.
 * @example
 * ```ts
 * satisfyRequirement(ctx, requirementId, { type: 'user', id: userId });
 * ```
 */
export function satisfyRequirement(ctx: SimContext, id: string, actor: Actor): RequirementRecord {
  const requirement = mustGet(ctx.state.requirements, id, 'requirement');
  if (requirement.status !== 'outstanding')
    throw new SimulatorError(`requirement ${id} is ${requirement.status}`);
  requirement.status = 'satisfied';
  const unblocked: FilingRecord[] = [];
  for (const filing of ctx.state.filings.values()) {
    if (!filing.blockedBy.includes(id)) continue;
    filing.blockedBy = filing.blockedBy.filter((other) => other !== id);
    if (filing.blockedBy.length === 0 && filing.status === 'blocked') unblocked.push(filing);
  }
  const data = requirementData(requirement, { unblockedFilings: unblocked.map((f) => f.id) });
  ctx.emitStatutory('requirement.satisfied', statutoryChange('requirement', requirement, actor, data));
  for (const filing of unblocked) moveFiling(ctx, filing, 'pending', SYSTEM_ACTOR);
  return requirement;
}

/**
 * Stores business statutory fields and satisfies the outstanding business requirements whose `affectedField`
 * they supply. Returns the requirements satisfied.
 * @throws never.
 * @example
 * ```ts
 * submitBusinessFields(ctx, businessId, 'US', { ein: '12-3456789' }, actor);
 * ```
 */
export function submitBusinessFields(
  ctx: SimContext,
  businessId: string,
  countryCode: string,
  fields: Record<string, unknown>,
  actor: Actor,
): RequirementRecord[] {
  const business = mustGet(ctx.state.businesses, businessId, 'business');
  business.fields[countryCode] = { ...business.fields[countryCode], ...fields };
  const supplied = [...ctx.state.requirements.values()].filter(
    (r) =>
      r.status === 'outstanding' &&
      r.businessId === businessId &&
      r.countryCode === countryCode &&
      r.resourceType === 'business' &&
      Object.hasOwn(fields, r.affectedField),
  );
  return supplied.map((r) => satisfyRequirement(ctx, r.id, actor));
}
