/*
 * Redaction happens before anything is stored on an error or written to a log: the error objects themselves
 * then never hold a secret, so `message`, `toJSON()`, `util.inspect` and `console.log` are all safe.
 */

import { isContactName, maskContactValues } from './redact-contact.js';

const MASK = '[redacted]';
const MAX_DEPTH = 8;

/** Person PII field names (compared lower-case, without `_` and `-`); e-mail and phone names: redact-contact.ts. */
const PII_KEYS = new Set([
  'taxid',
  'taxidentificationnumber',
  'tin',
  'ssn',
  'socialsecurityid',
  'socialsecuritynumber',
  'nationalid',
  'nationalidnumber',
  // The published documents' `customIdentification` ({ type: 'ssn' | 'bvn', number }) and `NationalID.fullId`.
  'customidentification',
  'fullid',
  'idnumber',
  'passportnumber',
  'documentnumber',
  'dateofbirth',
  'dob',
  'birthdate',
  'accountnumber',
  'bankaccountnumber',
  'routingnumber',
  // A UK bank's routing number (`sortCode` of the documents' bank details).
  'sortcode',
  'iban',
  'clabe',
  'cpf',
  'cnpj',
  'rfc',
  'curp',
  'nin',
  'bvn',
]);

/** Field names whose values are credentials (compared the same way). */
const SECRET_KEYS = new Set([
  'apikey',
  'xapikey',
  'tenantkey',
  'multitenantkey',
  'xmultitenantkey',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'authtoken',
  'bearertoken',
  'sessiontoken',
  'securitytoken',
  'xamzsecuritytoken',
  'secret',
  'clientsecret',
  'webhooksecret',
  'signingsecret',
  'password',
  'passwd',
  'passphrase',
  'privatekey',
  'authorization',
  'proxyauthorization',
  'cookie',
  'setcookie',
  // Presigned URL signatures (S3, GCS, Azure SAS) and their credentials.
  'signature',
  'sig',
  'xamzsignature',
  'xamzcredential',
  'xgoogsignature',
  'xgoogcredential',
  'googleaccessid',
]);

const TENANT_HEADER = 'x-multitenantkey';
/** Keys that would set or reach a prototype when the object is copied or merged: dropped from copies. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/[_\-\s]/g, '');
}

function isSensitiveSegment(segment: string): boolean {
  const name = normaliseKey(segment.replace(/\[\d*\]$/, ''));
  return PII_KEYS.has(name) || SECRET_KEYS.has(name) || isContactName(name);
}

/** True when a field name holds person PII that must never be shown. */
export function isPiiKey(key: string): boolean {
  const name = normaliseKey(key);
  return PII_KEYS.has(name) || isContactName(name);
}

/**
 * True when a field name, in any case style (`taxId`, `tax_id`, `TAX-ID`) or as a dotted path such as the
 * keys of `params` (`bankDetails.accountNumber`, `entries[0].taxId`), names PII or a credential.
 */
export function isSensitiveKey(key: string): boolean {
  if (!key.includes('.')) return isSensitiveSegment(key);
  return key.split('.').some(isSensitiveSegment);
}

/**
 * True for a statutory error detail `{ field, message }` whose field is PII: its message may quote the value
 * (`"jane@example.com is invalid"`), so it is masked as the matching `params` entry is.
 */
function describesSensitiveField(value: object): boolean {
  const field = (value as { field?: unknown }).field;
  return typeof field === 'string' && isSensitiveKey(field);
}

/** True for a key that must not be copied onto a plain object (`__proto__`, `constructor`, `prototype`). */
export function isUnsafeKey(key: string): boolean {
  return UNSAFE_KEYS.has(key);
}

/** Shows only the last four characters of a tenant key. */
export function maskTenantKey(tenantKey: string): string {
  return tenantKey.length <= 4 ? '****' : `****${tenantKey.slice(-4)}`;
}

// `"name": "value"`, `"name": 123` or `"name": { flat object }` / `[ flat array ]` in JSON-looking text (a
// phone as `{ countryCode, number }`); the name is checked in code, in any case style.
const JSON_PAIR =
  /"((?:[^"\\\n]|\\.){1,200})"(\s*:\s*)("(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*|\{[^{}]*\}|\[[^[\]{}]*\])/g;
// `?name=value` / `&name=value` wherever a query string appears (a URL, a Location header, a label).
const QUERY_PAIR = /([?&])([^=&#\s]+)=([^&#\s]*)/g;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function maskJsonPairs(text: string): string {
  if (!text.includes('"')) return text;
  return text.replace(JSON_PAIR, (pair, key: string, colon: string, value: string) => {
    if (isSensitiveKey(key)) return `"${key}"${colon}"${MASK}"`;
    // A flat object under an ordinary name is matched whole: its own pairs are checked here.
    return value.startsWith('{') ? `"${key}"${colon}${maskJsonPairs(value)}` : pair;
  });
}

/** Masks query values that are PII, e-mail addresses, credentials or URL signatures. */
export function maskQueryPairs(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(QUERY_PAIR, (pair, sep: string, name: string) => {
    const key = safeDecode(name);
    return key.toLowerCase() === 'email' || isSensitiveKey(key) ? `${sep}${name}=${MASK}` : pair;
  });
}

/**
 * Knows the secrets of one client (API key values, tenant keys) and removes them, credentials and person PII
 * from anything that is about to be stored or logged: by value (the known secrets) and by field name (JSON
 * fields, `params` paths and query parameters, in any case style). It holds only live secrets: a rotated
 * provider token is removed once the client stops tracking it, so its size, and the cost of each redaction,
 * stay bounded.
 */
export class Redactor {
  readonly #secrets = new Map<string, string>();
  readonly #parent: Redactor | undefined;

  /** @param parent - a redactor whose secrets, present and future, this one also removes. */
  constructor(parent?: Redactor) {
    this.#parent = parent;
  }

  /** Registers a secret value and the mask that replaces it. Values shorter than 6 characters are ignored. */
  addSecret(value: string | null | undefined, mask: string = MASK): void {
    if (typeof value === 'string' && value.length >= 6) this.#secrets.set(value, mask);
  }

  /** Forgets a secret that is no longer in use (a provider token that rotated out). */
  removeSecret(value: string): void {
    this.#secrets.delete(value);
  }

  /** How many secrets this redactor itself holds (not its parent's). */
  get size(): number {
    return this.#secrets.size;
  }

  /**
   * A child that also knows `value` (a tenant key given to a single call, the token of a failed call). It reads
   * this redactor's secrets live, so a provider token registered after the child was made is still removed.
   */
  with(value: string, mask: string = MASK): Redactor {
    const child = new Redactor(this);
    child.addSecret(value, mask);
    return child;
  }

  #removeSecrets(value: string): string {
    let out = this.#parent ? this.#parent.#removeSecrets(value) : value;
    for (const [secret, mask] of this.#secrets) {
      if (out.includes(secret)) out = out.split(secret).join(mask);
    }
    return out;
  }

  /**
   * Replaces every known secret in a string, then masks sensitive values in JSON-looking text (`"taxId": …`,
   * `"api_key": …`), in query strings (`?X-Amz-Signature=…`, `&email=…`), and e-mail addresses and phone
   * numbers wherever they appear.
   */
  text(value: string): string {
    return maskContactValues(maskQueryPairs(maskJsonPairs(this.#removeSecrets(value))));
  }

  /**
   * A deep copy of `value` with PII and credential fields masked, secrets removed from every string, and
   * `__proto__`, `constructor` and `prototype` keys dropped; strings longer than `maxString` are then cut (after
   * redaction, so a cut never exposes part of a masked value).
   */
  value(value: unknown, maxString = Number.POSITIVE_INFINITY, depth = 0): unknown {
    if (typeof value === 'string') return truncate(this.text(value), maxString);
    if (typeof value !== 'object' || value === null) return value;
    if (depth >= MAX_DEPTH) return '[truncated]';
    if (Array.isArray(value)) return value.map((item) => this.value(item, maxString, depth + 1));
    const out: Record<string, unknown> = {};
    const aboutSensitiveField = describesSensitiveField(value);
    for (const [key, item] of Object.entries(value)) {
      if (UNSAFE_KEYS.has(key)) continue;
      const masked = isSensitiveKey(key) || (aboutSensitiveField && key === 'message');
      out[key] =
        masked && item !== null && item !== undefined ? MASK : this.value(item, maxString, depth + 1);
    }
    return out;
  }

  /** Response or request headers as a plain record, with credentials and tenant keys masked. */
  headers(headers: Headers): Record<string, string> {
    const out: Record<string, string> = {};
    headers.forEach((value, name) => {
      const lower = name.toLowerCase();
      if (lower === TENANT_HEADER) out[lower] = maskTenantKey(value);
      // Credentials, by the names body fields use (`set-cookie`, `x-api-key`, `x-amz-security-token`…).
      else if (SECRET_KEYS.has(normaliseKey(lower))) out[lower] = MASK;
      else out[lower] = this.text(value);
    });
    return out;
  }

  /**
   * A copy of an error and its `cause` chain keeping name, message, stack and `code`, each redacted, and
   * nothing else (no Request with its Authorization header, no options): safe to keep as a `cause`.
   */
  error(error: unknown, depth = 0): unknown {
    if (!(error instanceof Error)) {
      return typeof error === 'string' ? this.text(error) : depth === 0 ? error : undefined;
    }
    const inner = depth < 4 ? this.error((error as { cause?: unknown }).cause, depth + 1) : undefined;
    const copy = new Error(this.text(error.message), inner === undefined ? undefined : { cause: inner });
    copy.name = error.name;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' || typeof code === 'number') (copy as { code?: unknown }).code = code;
    if (error.stack !== undefined) copy.stack = this.text(error.stack);
    return copy;
  }
}

/** Cuts long text for messages and error bodies. */
export function truncate(text: string, max = 1000): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}
