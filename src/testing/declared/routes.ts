import { OPERATION_INDEX } from '../../generated/operation-index.js';
import type { Schema } from '../../internal/schema-kit.js';
import { jsonResponse } from '../http-error.js';
import { requireResolvedBusiness } from '../request-scope.js';
import type { Access, Route, RouteContext } from '../router.js';
import { answer, answerRecord, listOf } from './answers.js';
import { requireBodyRules } from './body-rules.js';
import { KEPT_COMMANDS } from './collection-hooks.js';
import { COLLECTIONS, DOCUMENT_MOVES } from './collections.js';
import { LINKED_DOCUMENTS } from './linked-documents.js';
import { type PlannedOperation, planOperations, shapeOf } from './operation-roles.js';
import { factsOf, requireParents } from './ownership.js';
import {
  act,
  collectionOf,
  createRecord,
  documentOf,
  findRecord,
  updateRecord,
  viewOf,
  type World,
  writableDocument,
} from './record-access.js';
import { checkPath, readParams } from './requests.js';
import { successStatus } from './statuses.js';
import { stampTimes } from './times.js';
import { camelOf, isObject, type Wire, withoutUndefined } from './wire.js';

/*
 * Every operation without a hand-written route is served from its declaration: its path, params and
 * response schemas validate the request and shape the answer, and its role (operation-roles.ts) decides what it does to
 * the stored records, so that what one call creates or changes, later calls read.
 */

/**
 * Routes for every declared operation whose method and path no route of `handWritten` serves.
 * @throws never.
 * @example
 * ```ts
 * const routes = [...handWritten, ...declaredRoutes(handWritten)];
 * ```
 */
export function declaredRoutes(handWritten: readonly Route[]): Route[] {
  const served = new Set(handWritten.map((route) => `${route.method} ${shapeOf(route.path)}`));
  const planned = planOperations(OPERATION_INDEX);
  const creatable = new Set(planned.filter((p) => p.role === 'create').map((p) => p.collection ?? p.shape));
  const listable = new Set(planned.filter((p) => p.role === 'list').map((p) => p.shape));
  // An item the API neither lists nor creates (a person's fields for a country) is a document of its path.
  const plans = planned.map((plan): PlannedOperation => {
    const collection = plan.collection ?? '';
    const known =
      creatable.has(collection) || listable.has(collection) || COLLECTIONS[collection] !== undefined;
    if (known || (plan.role !== 'read' && plan.role !== 'update')) return plan;
    return { ...plan, role: plan.role === 'read' ? 'document' : 'document-update' };
  });
  const keys = new Map<string, string>();
  for (const plan of plans) {
    if (plan.role === 'read') keys.set(plan.collection ?? '', camelOf(plan.idParam ?? 'id'));
  }
  const itemSchemas = new Map<string, () => Schema>();
  for (const plan of plans) {
    const key = plan.collection;
    const schema = plan.role === 'read' ? plan.operation.response : plan.operation.item;
    if (key !== undefined && schema !== undefined && !itemSchemas.has(key)) itemSchemas.set(key, schema);
  }
  const world: World = { plans, creatable, itemSchemas, keys, readView: () => undefined };
  world.readView = readerOf(world, handWritten);
  return plans
    .filter((plan) => !served.has(`${plan.operation.method} ${plan.shape}`))
    .map((plan) => ({
      method: plan.operation.method,
      path: plan.operation.path,
      access: accessOf(plan.operation.path),
      sandboxOnly: plan.operation.path.startsWith('/v1/sandbox/'),
      handle: (rc: RouteContext) => inDocumentedMedia(plan, serve(world, plan, rc)),
    }));
}

/*
 * What a User token may call: its own user's and person's records (the ids are checked; its exit and
 * reinstatement are the business's), its claims, invoices and files, quotes and the catalogs. The business's
 * other operations answer 403 to it.
 */
const USER_REACH =
  /^\/v1\/(users\/\{userId\}|sandbox\/users\/|persons\/\{personId\}(?!\/(offboard|cancelOffboarding|reinstate))|invoices|reimbursements|files|fx-quotes|payment-|providers|tax\/(estimate|fields|locations)|statutory\/jurisdictions)/;

function accessOf(path: string): Access {
  if (path.startsWith('/v1/platform/')) return 'platform';
  return USER_REACH.test(path) ? 'any' : 'business';
}

/**
 * How a record of each collection is read by id: the collection's read operation (hand-written or declared)
 * called for it, so that what a list shows of a record is what its read answers.
 */
function readerOf(world: World, handWritten: readonly Route[]): World['readView'] {
  const reads = new Map(world.plans.filter((p) => p.role === 'read').map((p) => [p.collection ?? '', p]));
  return (collection, rc, id, record) => {
    const plan = reads.get(collection);
    if (plan === undefined) return undefined;
    const names = [...plan.operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
    const values = [...Object.values(rc.params), id];
    const params = Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']));
    const url = new URL(
      names.reduce(
        (path, name) => path.replace(`{${name}}`, encodeURIComponent(params[name] ?? '')),
        plan.operation.path,
      ),
      rc.url,
    );
    const itemRc: RouteContext = { ...rc, params, url, query: url.searchParams };
    const route = handWritten.find((r) => r.method === 'GET' && shapeOf(r.path) === plan.shape);
    if (route === undefined)
      return answerRecord(plan.operation, itemRc, factsOf(itemRc, {}), viewOf(plan, itemRc, record))
        .body as Wire;
    const answered = route.handle(itemRc);
    return !(answered instanceof Promise) && !(answered instanceof Response) && isObject(answered.body)
      ? answered.body
      : undefined;
  };
}

/**
 * The answer in the operation's documented media type when that is a JSON one other than `application/json`,
 * with `headers` added.
 */
function inDocumentedMedia(
  plan: PlannedOperation,
  answer: Response | { status: number; body?: unknown },
  headers: Record<string, string> = {},
) {
  const media = plan.operation.accept?.split(',')[0]?.trim();
  if (answer instanceof Response || answer.body === undefined) return answer;
  const documented = media?.endsWith('+json') === true ? { 'content-type': media } : {};
  if (Object.keys({ ...documented, ...headers }).length === 0) return answer;
  return jsonResponse(answer.status, answer.body, { ...documented, ...headers });
}

/**
 * A document's answer: computed from the records it belongs to (a signing link, payslip links, a receipt), or
 * the stored one, which is the same whatever the query: each query parameter sent to a stored one is named
 * in `x-simulator-unhonoured-filters`, never silently ignored.
 */
function documentAnswer(plan: PlannedOperation, rc: RouteContext, params: Wire, facts: Wire) {
  const { operation } = plan;
  const own = factsOf(rc, {});
  const linked = LINKED_DOCUMENTS[plan.name];
  if (linked !== undefined) return answerRecord(operation, rc, own, linked(rc, params));
  const answered = answerRecord(operation, rc, own, documentOf(rc, operation, facts));
  const sent = Object.keys(withoutUndefined(params));
  if (sent.length === 0) return answered;
  return inDocumentedMedia(plan, answered, { 'x-simulator-unhonoured-filters': sent.join(',') });
}

function serve(world: World, plan: PlannedOperation, rc: RouteContext) {
  const { operation } = plan;
  checkPath(operation, rc);
  const params = readParams(operation, rc);
  requireParents(plan, rc);
  // A business named in the query or body (statutory filings and remittances) is the one the request resolved to.
  if (typeof params.businessId === 'string' && !operation.path.startsWith('/v1/platform/'))
    requireResolvedBusiness(rc, params.businessId);
  const facts = factsOf(rc, params);
  // A record's answer takes nothing from the request beyond its path: two reads of it answer alike.
  const own = factsOf(rc, {});
  const status = successStatus(operation.method, plan.shape);
  // A write's body names only records of the caller's business, and its money is known and positive.
  const keepsRules = () => requireBodyRules(rc, plan.name, operation.body ? rc.body : undefined);
  switch (plan.role) {
    case 'list':
      return listOf(world, plan, rc, facts, params);
    case 'read':
      return answerRecord(operation, rc, own, viewOf(plan, rc, findRecord(world, plan, rc, facts)));
    case 'create': {
      keepsRules();
      const record = createRecord(world, plan, rc, params, facts);
      return answerRecord(operation, rc, own, viewOf(plan, rc, record), status);
    }
    case 'update': {
      const record = findRecord(world, plan, rc, facts);
      keepsRules();
      updateRecord(world, plan, rc, record, params);
      return answerRecord(operation, rc, own, viewOf(plan, rc, record));
    }
    case 'delete': {
      const record = findRecord(world, plan, rc, facts);
      const id = rc.params[plan.idParam ?? ''] ?? '';
      const entity = COLLECTIONS[plan.collection ?? ''];
      if (entity?.remove) entity.remove(rc, id);
      else collectionOf(rc, plan.collection ?? '').delete(id);
      return answerRecord(operation, rc, own, viewOf(plan, rc, record));
    }
    case 'action':
      keepsRules();
      return answerRecord(operation, rc, own, act(world, plan, rc, params, facts), status);
    case 'document':
      return documentAnswer(plan, rc, params, facts);
    case 'document-update': {
      keepsRules();
      const document = writableDocument(rc);
      Object.assign(document, withoutUndefined(params));
      // The time fields the document holds move with the write (in the unit they hold).
      stampTimes(undefined, document, rc.ctx.now(), 'changed');
      DOCUMENT_MOVES[`${operation.method} ${plan.shape}`]?.(rc);
      // The document as stored now: nothing optional drawn beside what was written.
      return answerRecord(operation, rc, facts, document);
    }
    case 'command': {
      keepsRules();
      const kept = KEPT_COMMANDS[plan.name];
      // A command the simulator computes answers what it computed, with nothing optional drawn beside it.
      if (kept !== undefined) return answerRecord(operation, rc, facts, kept(rc, params), status);
      return answer(operation, rc, facts, { ...withoutUndefined(params) }, status);
    }
  }
}
