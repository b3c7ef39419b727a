/*
 * Documented variations of response shapes, reshaped before validation so every validation mode (even 'off')
 * hands callers the same shape. Each function is total: input it does not recognise passes through unchanged
 * and is then judged by the schema.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A single object where a list is specified becomes a one-element list. */
export function asArray(body: unknown): unknown {
  return isRecord(body) ? [body] : body;
}

/** A bare array becomes `{ data: [...] }`. */
export function wrapData(body: unknown): unknown {
  return Array.isArray(body) ? { data: body } : body;
}

/** `{ data: [...] }` becomes the bare array. */
export function unwrapData(body: unknown): unknown {
  return isRecord(body) && Array.isArray(body.data) ? body.data : body;
}

/** `/v1/me`: the spec's top-level `businessId` and tenant key, taken from `business` when only nested. */
export function flattenMe(body: unknown): unknown {
  if (!isRecord(body)) return body;
  const business = isRecord(body.business) ? body.business : {};
  return {
    ...body,
    businessId: body.businessId ?? business.id,
    tenantKey: body.tenantKey ?? business.tenantKey,
  };
}

/** A single object where `{ data: [...] }` is specified becomes `{ data: [object] }`. */
export function wrapObjectAsData(body: unknown): unknown {
  return isRecord(body) && !Array.isArray(body.data) ? { data: [body] } : body;
}
