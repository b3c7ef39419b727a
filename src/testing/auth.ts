import { HttpError } from './http-error.js';
import type { SeededRandom } from './random.js';
import type { BusinessRecord, SimulatorEnvironment, UserRecord } from './store/records.js';
import type { KeyKind, KeyRecord, SimState } from './store/store.js';

/** Who is calling and which business the request resolved to. */
export interface Principal {
  key: KeyRecord;
  business: BusinessRecord;
  /** User tokens only. */
  user: UserRecord | undefined;
}

/** What {@link issueKey} needs. */
export interface KeyIssueInput {
  kind: KeyKind;
  environment: SimulatorEnvironment;
  businessId: string;
  platformId?: string | undefined;
  userId?: string | undefined;
  /** User tokens: lifetime in seconds, default 3 600 (the spec's one hour). */
  ttlSeconds?: number | undefined;
}

const USER_TOKEN_TTL_SECONDS = 3_600;

/**
 * Creates and stores an API key.
 * @throws never.
 * @example
 * ```ts
 * issueKey(state, random, Date.now(), { kind: 'org', environment: 'sandbox', businessId });
 * ```
 */
export function issueKey(
  state: SimState,
  random: SeededRandom,
  now: number,
  input: KeyIssueInput,
): KeyRecord {
  const prefix = input.environment === 'sandbox' ? 'test' : 'live';
  const ttl = input.kind === 'user' ? (input.ttlSeconds ?? USER_TOKEN_TTL_SECONDS) : undefined;
  const record: KeyRecord = {
    id: random.uuid(),
    key: `sim_${prefix}_${input.kind}_${random.hex(16)}`,
    kind: input.kind,
    environment: input.environment,
    businessId: input.businessId,
    platformId: input.platformId,
    userId: input.userId,
    expiresAt: ttl === undefined ? undefined : now + ttl * 1000,
  };
  state.keys.set(record.key, record);
  return record;
}

function unauthorized(message: string): HttpError {
  return new HttpError(401, 'unauthorized', message, undefined, { 'www-authenticate': 'Bearer' });
}

/**
 * Checks the bearer token: present, known, of this environment and not expired.
 * @throws HttpError 401 otherwise.
 * @example
 * ```ts
 * const key = authenticate(state, request.headers, 'sandbox', Date.now());
 * ```
 */
export function authenticate(
  state: SimState,
  headers: Headers,
  environment: SimulatorEnvironment,
  now: number,
): KeyRecord {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '');
  if (match === null) throw unauthorized('Missing bearer token: send Authorization: Bearer <API key>');
  const key = state.keys.get(match[1] ?? '');
  if (key === undefined) throw unauthorized('Invalid API key');
  if (key.environment !== environment)
    throw unauthorized(`Invalid API key for the ${environment} environment`);
  if (key.expiresAt !== undefined && now >= key.expiresAt) throw unauthorized('The user token has expired');
  return key;
}

function outside(): HttpError {
  return new HttpError(403, 'forbidden', "The tenant key does not belong to the caller's platform");
}

/**
 * Resolves the business a request acts on from the key and `X-MultiTenantKey`: a Platform key selects any
 * business of its platform (its primary one when the header is omitted); Org and User keys only their own.
 * @throws HttpError 403 `forbidden` for a tenant key outside the caller's reach.
 * @example
 * ```ts
 * const principal = resolveTenant(state, key, request.headers.get('x-multitenantkey'));
 * ```
 */
export function resolveTenant(state: SimState, key: KeyRecord, tenantKey: string | null): Principal {
  const own = state.businesses.get(key.businessId);
  if (own === undefined) throw new HttpError(500, 'internal_error', 'The key has no business');
  const user = key.userId === undefined ? undefined : state.users.get(key.userId);
  if (tenantKey === null || tenantKey === own.tenantKey) return { key, business: own, user };
  const business = state.businessByTenantKey(tenantKey);
  if (key.kind !== 'platform' || business === undefined || business.platformId !== key.platformId)
    throw outside();
  return { key, business, user };
}
