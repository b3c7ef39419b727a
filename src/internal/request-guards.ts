import { COUNTRY_PATTERN, UUID_PATTERN } from './schema-kit.js';
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

/** @throws RequestValidationError when a header name or value could corrupt the request. */
export function assertHeader(name: string, value: string, field = `headers.${name}`): void {
  if (!HEADER_NAME.test(name)) throw requestValidationError({ [field]: 'is not a valid header name' });
  // A valid token, but the runtime's `Headers` builds a plain object from a record, whose setter swallows it.
  if (name === '__proto__')
    throw requestValidationError({ [field]: 'cannot be sent: fetch drops this name' });
  if (typeof value !== 'string') throw requestValidationError({ [field]: 'must be a string' });
  if (CONTROL_CHARS.test(value)) {
    throw requestValidationError({ [field]: 'must not contain control characters (CR, LF, …)' });
  }
  for (let i = 0; i < value.length; i++) {
    if (value.charCodeAt(i) > 0xff)
      throw requestValidationError({ [field]: 'must contain only Latin-1 characters' });
  }
}

/** @throws RequestValidationError when a tenant key is empty or could corrupt the header. */
export function assertTenantKey(tenantKey: unknown, field = 'tenantKey'): asserts tenantKey is string {
  if (typeof tenantKey !== 'string' || tenantKey.trim() === '') {
    throw requestValidationError({ [field]: 'must be a non-empty string' });
  }
  assertHeader('X-MultiTenantKey', tenantKey, field);
}

/**
 * Encodes one path parameter.
 * @throws RequestValidationError for non-strings, empty values, `.` and `..`.
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
const TEMPLATE_PARAM_ONCE = /\{([A-Za-z_][A-Za-z0-9_]*)\}/;

/** Fills `/v1/persons/{personId}` from `{ personId }`, encoding each value. */
export function fillPath(template: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return template.replace(TEMPLATE_PARAM, (_match, name: string) => encodePathParam(name, params?.[name]));
}

// Characters `encodeURIComponent` leaves as they are, less `.` (`.` and `..` are refused) and `!*'()`.
const PLAIN_SEGMENT = /^[A-Za-z0-9_~-]+$/;

/**
 * Quick checks of path arguments by kind: true for a value its kit schema accepts that is also a plain segment
 * (nothing to encode, not `.` or `..`). A uuid and a country code always are; an id must be a plain segment,
 * and so is never blank.
 */
const QUICK_KINDS: Record<string, (value: string) => boolean> = {
  uuid: (value) => UUID_PATTERN.test(value),
  id: (value) => PLAIN_SEGMENT.test(value),
  country: (value) => COUNTRY_PATTERN.test(value),
};

/**
 * A one-pass filler of `template` (`/v1/persons/{personId}`) for arguments given in the order of `names`, each
 * of the kind of the same index: the filled path when every argument is a string that passes its kind's quick
 * check, else `undefined`, for the full checks of `pathSchema` and
 * {@link fillPath} (which give the same path for any value this accepts). `undefined` when a kind has no quick
 * check or the template names a parameter `names` lacks.
 */
export function quickPathOf(
  template: string,
  names: readonly string[],
  kinds: readonly string[],
): ((values: readonly unknown[] | undefined) => string | undefined) | undefined {
  const checks = kinds.map((kind) => QUICK_KINDS[kind]);
  if (checks.length !== names.length || checks.some((check) => check === undefined)) return undefined;
  // `split` with a capturing group alternates literal text and parameter names: [text, name, text, …].
  const parts = template.split(TEMPLATE_PARAM_ONCE);
  const literals = parts.filter((_, i) => i % 2 === 0);
  const slots = parts.filter((_, i) => i % 2 === 1).map((name) => names.indexOf(name));
  if (slots.includes(-1)) return undefined;
  return (values) => {
    for (let i = 0; i < checks.length; i++) {
      const value = values?.[i];
      if (typeof value !== 'string' || !checks[i]!(value)) return undefined;
    }
    let path = literals[0]!;
    for (let i = 0; i < slots.length; i++) path += (values![slots[i]!] as string) + literals[i + 1]!;
    return path;
  };
}

/**
 * Checks a caller-written path for `client.request()`: it must be a path on the API's host.
 * @throws RequestValidationError for absolute URLs, `//host`, dot segments and `#`.
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
 * @throws RequestValidationError for text with lone surrogates.
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
