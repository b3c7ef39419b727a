import { OPERATION_INDEX } from '../../generated/operation-index.js';
import type { Operation } from '../../internal/operation.js';
import { requireBodyRules } from '../declared/body-rules.js';
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
 * The params of a request checked against the method's declaration (path, query and body), and its body
 * against the rules every body keeps (declared/body-rules.ts: references of the caller's business, known
 * currencies, positive amounts of money moved). A route that checks all of that itself, and reports it
 * together with its other problems, passes `'own-rules'`.
 * @throws HttpError 400 with `params` naming each field the declaration or a body rule refuses.
 * @example
 * ```ts
 * const { personId } = declaredParams(rc, 'users.invite');
 * ```
 */
export function declaredParams(
  rc: RouteContext,
  name: string,
  rules: 'body-rules' | 'own-rules' = 'body-rules',
): Record<string, unknown> {
  const operation = declaredOperation(name);
  checkPath(operation, rc);
  const params = readParams(operation, rc);
  if (rules === 'body-rules' && operation.body && operation.method !== 'GET')
    requireBodyRules(rc, name, rc.body);
  return params;
}
