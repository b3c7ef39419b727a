import { createHmac } from 'node:crypto';
import { inspect } from 'node:util';
import type { Behaviour } from './server.js';

/* The secrets and PII the secrets suite plants, where it looks for them, and an echoing server. */

export const STATIC_KEY = 'sk_live_STATICKEY_9f8e7d6c5b4a3921';
export const PROVIDER_KEY = 'usr_tok_PROVIDED_1a2b3c4d5e6f7081';
export const CLIENT_TENANT = 'tk_client_TENANT_0a1b2c3d4e5f';
export const REQUEST_TENANT = 'tk_request_TENANT_5f6e7d8c9b0a';
export const WEBHOOK_SECRET = `whsec_${Buffer.from('reliability-suite-webhook-secret!').toString('base64')}`;

/** Person PII as the API carries it. Values chosen so they appear nowhere else by chance. */
export const PII = {
  taxId: '123-45-6789',
  nationalId: 'AB1234567XZ',
  dateOfBirth: '1988-07-14',
  accountNumber: '000123456789',
  routingNumber: '021000021',
} as const;

/** Everything that must never show. */
export const FORBIDDEN: ReadonlyArray<readonly [string, string]> = [
  ['static API key', STATIC_KEY],
  ['provider API key', PROVIDER_KEY],
  ['client tenant key', CLIENT_TENANT],
  ['per-request tenant key', REQUEST_TENANT],
  ['webhook secret', WEBHOOK_SECRET.slice('whsec_'.length)],
  ...Object.entries(PII).map(([field, value]) => [`PII ${field}`, value] as const),
];

/** A person record full of PII, nested the way the API nests it. */
export function personPii() {
  return {
    firstName: 'Ada',
    taxId: PII.taxId,
    nationalId: PII.nationalId,
    dateOfBirth: PII.dateOfBirth,
    bank: { accountNumber: PII.accountNumber, routingNumber: PII.routingNumber, bankName: 'First Bank' },
  };
}

const deep = { depth: Number.POSITIVE_INFINITY, showHidden: true } as const;

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch (error) {
    return `(not serialisable: ${String(error)})`;
  }
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = (error as { cause?: unknown })?.cause;
  for (let i = 0; i < 10 && current !== undefined && current !== null; i++) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** Every way an error is commonly shown: its own fields, serialisations, deep inspection and its causes. */
export function errorSurfaces(error: unknown): Record<string, string> {
  const e = error as Error & { toJSON?: () => unknown };
  const surfaces: Record<string, string> = {
    message: String(e.message),
    stack: String(e.stack),
    String: String(e),
    'JSON.stringify': safeJson(e),
    'toJSON()': safeJson(typeof e.toJSON === 'function' ? e.toJSON() : undefined),
    'util.inspect(showHidden)': inspect(e, deep),
    'util.inspect': inspect(e, { depth: Number.POSITIVE_INFINITY }),
  };
  causes(error).forEach((cause, i) => {
    const c = cause as Error;
    surfaces[`cause[${i}].message`] = String(c?.message);
    surfaces[`cause[${i}].stack`] = String(c?.stack);
    surfaces[`cause[${i}] inspect`] = inspect(c, deep);
  });
  return surfaces;
}

/** `"<what> in <where>"` for each forbidden value found in each text. */
export function leaks(texts: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [where, text] of Object.entries(texts)) {
    for (const [what, value] of FORBIDDEN) if (text.includes(value)) found.push(`${what} in ${where}`);
  }
  return found;
}

/** A logger keeping every line, with each argument rendered as a log shipper would (inspect and JSON). */
export function capturingLogger() {
  const lines: string[] = [];
  const write =
    (level: string) =>
    (message: string, ...rest: unknown[]) => {
      lines.push(
        [`${level}: ${message}`, ...rest.map((r) => `${inspect(r, deep)} ${safeJson(r)}`)].join(' '),
      );
    };
  return {
    lines,
    logger: { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') },
  };
}

/**
 * An error response that echoes everything it received: the Authorization and tenant headers in the message,
 * the headers and a cookie, the raw request body in the message, and person PII in params and the body.
 */
export function echoError(status: number, shape: 'api' | 'statutory' = 'api', retryAfter = '0'): Behaviour {
  return ({ req, res, seen, json }) => {
    const auth = String(req.headers.authorization ?? '');
    const tenant = String(req.headers['x-multitenantkey'] ?? '');
    const message = `rejected ${auth} for tenant ${tenant}; you sent ${seen.body}`;
    const body =
      shape === 'api'
        ? {
            code: `echo_${status}`,
            message,
            params: {
              taxId: `${PII.taxId} is not valid`,
              dateOfBirth: PII.dateOfBirth,
              'bank.routingNumber': 'bad',
            },
            request: json(),
            person: personPii(),
            auth,
            tenant,
          }
        : {
            error: {
              code: 'invalid_request',
              message,
              details: [{ field: 'fields.taxId', message: 'is invalid' }],
              person: personPii(),
            },
            request: json(),
          };
    res.writeHead(status, {
      'content-type': 'application/json',
      'retry-after': retryAfter,
      'x-request-id': 'req_echo_1',
      'x-echo-authorization': auth,
      'x-multitenantkey': tenant,
      'set-cookie': `session=${auth}`,
    });
    res.end(JSON.stringify(body));
  };
}

/** A 2xx that does not match the schema and carries PII and the caller's credentials. */
export function echoInvalidPerson(): Behaviour {
  return ({ req, res }) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'x-echo-authorization': String(req.headers.authorization),
    });
    res.end(
      JSON.stringify({
        id: 42,
        ...personPii(),
        auth: req.headers.authorization,
        tenant: req.headers['x-multitenantkey'],
      }),
    );
  };
}

/** Signs a webhook body as the sender would (Standard Webhooks, HMAC-SHA256), with node:crypto only. */
export function signedHeaders(
  body: string,
  secret = WEBHOOK_SECRET,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const id = 'msg_reliability_1';
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${signature}` };
}
