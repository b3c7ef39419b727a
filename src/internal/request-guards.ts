import { requestValidationError } from './validation.js';

/*
 * Guards on what goes into the URL and the headers. They run before anything is sent, so a bad value can
 * never reach another path or inject a header.
 */

// Control characters (C0, DEL, C1) are refused in header values: CR/LF would split headers.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// A UTF-16 surrogate without its partner cannot be encoded into a URL (encodeURIComponent throws, URLSearchParams
// silently replaces it with U+FFFD): refuse it instead of sending something else.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function assertWellFormed(field: string, text: string): void {
  if (LONE_SURROGATE.test(text))
    throw requestValidationError({ [field]: 'must be valid Unicode text (no lone surrogates)' });
}

/** @throws {@link RequestValidationError} when a header name or value could corrupt the request. */
export function assertHeader(name: string, value: string, field = `headers.${name}`): void {
  if (!HEADER_NAME.test(name)) throw requestValidationError({ [field]: 'is not a valid header name' });
  if (typeof value !== 'string') throw requestValidationError({ [field]: 'must be a string' });
  if (CONTROL_CHARS.test(value)) {
    throw requestValidationError({ [field]: 'must not contain control characters (CR, LF, …)' });
  }
  for (let i = 0; i < value.length; i++) {
    if (value.charCodeAt(i) > 0xff)
      throw requestValidationError({ [field]: 'must contain only Latin-1 characters' });
  }
}

/** @throws {@link RequestValidationError} when a tenant key is empty or could corrupt the header. */
export function assertTenantKey(tenantKey: unknown, field = 'tenantKey'): asserts tenantKey is string {
  if (typeof tenantKey !== 'string' || tenantKey.trim() === '') {
    throw requestValidationError({ [field]: 'must be a non-empty string' });
  }
  assertHeader('X-MultiTenantKey', tenantKey, field);
}

/**
 * Encodes one path parameter.
 * @throws {@link RequestValidationError} for non-strings, empty values, `.` and `..`.
 */
export function encodePathParam(name: string, value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw requestValidationError({ [name]: 'must be a string' });
  }
  const text = String(value);
  if (text.trim() === '') throw requestValidationError({ [name]: 'must not be empty' });
  if (text === '.' || text === '..') throw requestValidationError({ [name]: 'must not be "." or ".."' });
  if (CONTROL_CHARS.test(text))
    throw requestValidationError({ [name]: 'must not contain control characters' });
  assertWellFormed(name, text);
  return encodeURIComponent(text);
}

const TEMPLATE_PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Fills `/v1/persons/{personId}` from `{ personId }`, encoding each value. */
export function fillPath(template: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return template.replace(TEMPLATE_PARAM, (_match, name: string) => encodePathParam(name, params?.[name]));
}

/**
 * Checks a caller-written path for `client.request()`: it must be a path on the API's host.
 * @throws {@link RequestValidationError} for absolute URLs, `//host`, dot segments and `#`.
 */
export function assertRawPath(path: unknown): asserts path is string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) {
    throw requestValidationError({ path: 'must be a path starting with a single "/", such as /v1/me' });
  }
  if (CONTROL_CHARS.test(path) || /\s/.test(path)) {
    throw requestValidationError({ path: 'must not contain whitespace or control characters' });
  }
  assertWellFormed('path', path);
  if (path.includes('#')) {
    // Everything after "#" is a fragment: fetch would silently drop it and send a shorter path.
    throw requestValidationError({
      path: 'must not contain "#" (a fragment is never sent); encode it as %23',
    });
  }
  if (/%(?![0-9A-Fa-f]{2})/.test(path)) {
    throw requestValidationError({ path: 'must be percent-encoded: "%" must start an escape such as %2F' });
  }
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const segments = pathname.split('/').map((s) => safeDecode(s));
  if (segments.some((s) => s === '.' || s === '..' || s.includes('/') || s.includes('\\'))) {
    throw requestValidationError({ path: 'must not contain "." or ".." segments or encoded slashes' });
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

type QueryValue = string | number | boolean | readonly (string | number | boolean)[] | null | undefined;

/**
 * Builds a query string; arrays become comma-separated values; `undefined`, `null` and empty arrays are dropped.
 * @throws {@link RequestValidationError} for text with lone surrogates.
 */
export function buildQuery(query: Readonly<Record<string, unknown>> | undefined): string {
  if (query === undefined) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const value = raw as QueryValue;
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    assertWellFormed(key, text);
    search.append(key, text);
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
