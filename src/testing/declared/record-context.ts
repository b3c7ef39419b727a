import type { RouteContext } from '../router.js';
import type { SampleContext } from './sample.js';

/* The draw context of a stored record or an answer: seeded by the simulator and the record. */

/**
 * How values are drawn for a record: `known` facts first; every other value from a source seeded by the
 * simulator and `identity` (the record's id, else `known.id`, else the request's path), so the same record
 * draws the same values on every read.
 * @throws never.
 * @example
 * ```ts
 * sampleValue(schema, 'body', context(rc, { businessId }));
 * ```
 */
export function context(
  rc: RouteContext,
  known: Readonly<Record<string, unknown>>,
  identity?: string,
): SampleContext {
  const { salt, anchor } = drawBasis(rc);
  const id = identity ?? (typeof known.id === 'string' ? known.id : rc.url.pathname);
  return {
    known,
    uuid: () => rc.ctx.random.uuid(),
    now: rc.ctx.now(),
    optional: true,
    seed: `${salt}|${id}`,
    anchor,
  };
}

const bases = new WeakMap<object, { salt: string; anchor: number }>();

/** The simulator's draw salt (from its seed) and the instant its records' dates are drawn around. */
function drawBasis(rc: RouteContext): { salt: string; anchor: number } {
  let basis = bases.get(rc.ctx.state);
  if (basis === undefined) {
    basis = { salt: rc.ctx.random.hex(6), anchor: rc.ctx.now() };
    bases.set(rc.ctx.state, basis);
  }
  return basis;
}
