import { OPERATION_INDEX } from '../../generated/operation-index.js';
import type { Operation } from '../../internal/operation.js';
import { checkPath, readParams } from '../declared/requests.js';
import type { RouteContext } from '../router.js';

/*
 * Hand-written routes read their request the way the declared ones do: the operation's own path and params
 * schemas, so a bad body gets the same 400 with `params` whichever route serves it.
 */

/**
 * The declared operation of an API method name.
 * @throws Error when the SDK declares no such method.
 * @example
 * ```ts
 * declaredOperation('users.invite').path; // '/v1/users/invite'
 * ```
 */
export function declaredOperation(name: string): Operation {
  const found = OPERATION_INDEX.find((entry) => entry.name === name)?.operation;
  if (found === undefined) throw new Error(`no declared operation ${name}`);
  return found;
}

/**
 * The params of a request checked against the method's declaration (path, query and body).
 * @throws HttpError 400 with `params` naming each field the declaration refuses.
 * @example
 * ```ts
 * const { personId } = declaredParams(rc, 'users.invite');
 * ```
 */
export function declaredParams(rc: RouteContext, name: string): Record<string, unknown> {
  const operation = declaredOperation(name);
  checkPath(operation, rc);
  return readParams(operation, rc);
}
