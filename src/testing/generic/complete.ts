import type { Schema } from '../../internal/schema-kit.js';
import type { RouteContext } from '../router.js';
import { documentKey } from '../state.js';
import { context } from './record-context.js';
import { sampleValue } from './sample.js';

type Wire = Record<string, unknown>;

/**
 * A record read in full: the fields the simulator keeps (`live`) over a complete record drawn once from the
 * read's schema (address, job info…) and kept, so that every read of the same record agrees and every field of
 * the model is exercised.
 * @throws never.
 * @example
 * ```ts
 * completeView(rc, 'person', person.id, personSchema(), personView(person, business.name));
 * ```
 */
export function completeView(rc: RouteContext, kind: string, id: string, schema: Schema, live: Wire): Wire {
  const key = documentKey(rc.principal.business.id, `(complete ${kind}) ${id}`);
  let drawn = rc.ctx.state.documents.get(key);
  if (drawn === undefined) {
    const known = { businessId: rc.principal.business.id, currency: 'USD', country: 'US', countryCode: 'US' };
    const value = sampleValue(schema, kind, { ...context(rc, known, `${kind} ${id}`), record: live });
    drawn = typeof value === 'object' && value !== null ? (value as Wire) : {};
    rc.ctx.state.documents.set(key, drawn);
  }
  return { ...drawn, ...live };
}
