import { notFound } from '../http-error.js';
import { requireResolvedBusiness, visiblePerson } from '../request-scope.js';
import type { RouteContext } from '../router.js';
import type { PlannedOperation } from './operation-roles.js';
import { camelOf, type Wire } from './wire.js';

/* Who owns what a path names: the parents of a declared operation's item must exist in the caller's business. */

/**
 * A user of the caller's business, and for a User token its own user: another user reads as unknown (404),
 * as `users.get` answers it.
 */
function requireVisibleUser(rc: RouteContext, id: string): void {
  const { key, user, business } = rc.principal;
  if (rc.ctx.state.users.get(id)?.businessId !== business.id) throw notFound('user', id);
  if (key.kind === 'user' && user?.id !== id) throw notFound('user', id);
}

/** Checks each id of the path that names a parent record: 404 for an unknown one. */
export function requireParents(plan: PlannedOperation, rc: RouteContext): void {
  const names = [...plan.operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  const own =
    plan.role === 'read' || plan.role === 'update' || plan.role === 'delete' ? names.at(-1) : undefined;
  const { state } = rc.ctx;
  const business = rc.principal.business.id;
  for (const name of names) {
    if (name === own) continue;
    const id = rc.params[name] ?? '';
    const check = (map: Map<string, { businessId: string }>, what: string) => {
      if (map.get(id)?.businessId !== business) throw notFound(what, id);
    };
    if (name === 'businessId' || name === 'business_id') requireResolvedBusiness(rc, id);
    else if (name === 'personId' || name === 'person_id') visiblePerson(rc, id);
    else if (name === 'userId') requireVisibleUser(rc, id);
    else if (name === 'payrollId' || (name === 'id' && plan.operation.path.startsWith('/v1/payrolls/')))
      check(state.payrolls, 'payroll');
    else if (name === 'invoiceId') check(state.invoices, 'invoice');
    else if (name === 'reimbursementId') check(state.reimbursements, 'reimbursement');
    else if (name === 'filing_id') check(state.filings, 'filing');
    else if (name === 'remittance_id') check(state.remittances, 'remittance');
    else if (name === 'requirement_id') check(state.requirements, 'requirement');
  }
}

/** Values a record or answer takes from the request: the caller's business, the path's ids, the params. */
export function factsOf(rc: RouteContext, params: Wire): Wire {
  const facts: Wire = { businessId: rc.principal.business.id, currency: 'USD' };
  for (const [name, value] of Object.entries(rc.params)) facts[camelOf(name)] = value;
  for (const [name, value] of Object.entries(params)) if (typeof value !== 'object') facts[name] = value;
  return facts;
}
