import { badRequest } from './http-error.js';
import type { RouteContext } from './router.js';
import type { SimState } from './store/store.js';

/*
 * Idempotency keys (the `idempotencyKey` body field of deposits, reserves and platform business creation):
 * the first successful answer to a key is remembered, by business (tenant), operation and key. The same key
 * with the same body answers it again and changes nothing; with another body it is refused. A refused request
 * is not remembered, so the caller can fix the body and retry with the same key.
 */

/** An answer a route gives. */
export interface Answer {
  status: number;
  body?: unknown;
}

interface Remembered extends Answer {
  fingerprint: string;
}

const MEMORY = new WeakMap<SimState, Map<string, Remembered>>();

function memoryOf(state: SimState): Map<string, Remembered> {
  let memory = MEMORY.get(state);
  if (memory === undefined) {
    memory = new Map();
    MEMORY.set(state, memory);
  }
  return memory;
}

/** The body as canonical JSON (object keys sorted), so two spellings of one body compare equal. */
function fingerprintOf(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/**
 * Runs `act` once per idempotency key of the request's business and operation: a repeat with the same body
 * answers the first answer again (same status, same body) without running `act`.
 * @throws HttpError 400 when the key was used with a different body; whatever `act` throws (then nothing is
 * remembered).
 * @example
 * ```ts
 * return idempotent(rc, 'businesses.deposits.create', key, () => ({ status: 200, body: { id } }));
 * ```
 */
export function idempotent(rc: RouteContext, operation: string, key: string, act: () => Answer): Answer {
  const memory = memoryOf(rc.ctx.state);
  const slot = `${rc.principal.business.id} ${operation} ${key}`;
  const fingerprint = fingerprintOf(rc.body);
  const first = memory.get(slot);
  if (first !== undefined) {
    if (first.fingerprint !== fingerprint)
      throw badRequest({
        idempotencyKey:
          'was already used with a different request body; a key may only retry the same request',
      });
    return { status: first.status, body: structuredClone(first.body) };
  }
  const answer = act();
  if (answer.status >= 200 && answer.status < 300)
    memory.set(slot, { fingerprint, status: answer.status, body: structuredClone(answer.body) });
  return answer;
}
