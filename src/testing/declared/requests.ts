import type { Operation } from '../../internal/operation.js';
import type { Schema } from '../../internal/schema-kit.js';
import { issuesToParams } from '../../internal/validation.js';
import type { FieldMessages } from '../context.js';
import { badRequest } from '../http-error.js';
import type { RouteContext } from '../router.js';
import { isObject, objectShape, unwrap, type Wire } from './wire.js';

/* Reading a request the way the SDK would have sent it: path, query coerced by the schema, JSON body. */

export function checkPath(operation: Operation, rc: RouteContext): void {
  if (operation.pathSchema === undefined) return;
  const messages = issuesOf(operation.pathSchema(), rc.params);
  if (messages !== undefined) throw badRequest(messages);
}

/** The params object the SDK would have sent: query values coerced by the schema, plus the JSON body. */
export function readParams(operation: Operation, rc: RouteContext): Wire {
  const { params, messages } = paramsOf(operation, rc);
  if (messages !== undefined) throw badRequest(messages);
  return params;
}

/**
 * The params of a request and what its declaration refuses in them (`undefined`: nothing), without throwing.
 * @throws never.
 * @example
 * ```ts
 * paramsOf(operation, rc).messages; // { personId: 'Invalid UUID' }
 * ```
 */
export function paramsOf(operation: Operation, rc: RouteContext): { params: Wire; messages?: FieldMessages } {
  const schema = operation.params?.();
  const fromQuery = schema === undefined ? {} : coerceQuery(schema, rc.query);
  const body = operation.body && isObject(rc.body) ? rc.body : {};
  const params = { ...fromQuery, ...body };
  // A body the documents do not require may be left out: its fields are checked only when one is sent.
  const omitted = operation.bodyOptional === true && rc.body === undefined;
  const messages = schema === undefined || omitted ? undefined : issuesOf(schema, params);
  return messages === undefined ? { params } : { params, messages };
}

function coerceQuery(schema: Schema, query: URLSearchParams): Wire {
  const shape = objectShape(schema);
  const out: Wire = {};
  for (const [name, raw] of query) {
    const field = shape?.[name];
    const type = field === undefined ? 'string' : unwrap(field).type;
    if (type === 'number' || type === 'int') out[name] = raw.trim() === '' ? raw : Number(raw);
    else if (type === 'boolean') out[name] = raw === 'true' ? true : raw === 'false' ? false : raw;
    else if (type === 'array' || (type === 'union' && raw.includes(','))) out[name] = raw.split(',');
    else out[name] = raw;
  }
  return out;
}

/** What the schema refuses in a request, by field, in the words the SDK's own request check uses. */
function issuesOf(schema: Schema, value: unknown): FieldMessages | undefined {
  const result = (schema as unknown as { '~standard': { validate(v: unknown): unknown } })[
    '~standard'
  ].validate(value) as { issues?: Parameters<typeof issuesToParams>[0] };
  return result.issues === undefined ? undefined : issuesToParams(result.issues, value);
}
