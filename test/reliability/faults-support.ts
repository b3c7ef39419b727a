import { PERSON_ID } from './support.js';

// Shared by the fault-injection tests (faults-*.test.ts).

/** The shape of an idempotency key the SDK generates. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The person the loopback server answers with when a GET finally succeeds. */
export const PERSON = { id: PERSON_ID, firstName: 'Ada' };
