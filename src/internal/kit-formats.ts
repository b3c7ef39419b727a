import type * as z from 'zod/mini';

/*
 * The string formats of the kit (`schema-kit.ts`) as checks of a plain `z.string()`: zod's ISO date and date-time,
 * `z.email()`, `z.url()` and `z.regex()`, each accepting exactly what zod's format accepts, raising exactly its
 * issue and outputting its value, so that a bundle carries none of zod's string-format schemas.
 * `test/unit/kit-checks.test.ts` compares each with zod's own.
 */

/** A check a string schema runs: it may refuse the value (an issue) or replace it. */
export type StringCheck = (payload: z.core.ParsePayload<string>) => void;

/** The formats checked by a pattern, named as zod's issues name them. */
type PatternFormat = 'regex' | 'date' | 'datetime' | 'email';

/**
 * A check of a string against `pattern`; a mismatch raises the issue of zod's string format `format`.
 *
 * The issue is `invalid_format` with the pattern written out and no message of its own: as with zod's format, the
 * string schema's `error` names the rule (`z.string({ error })`; without one, zod's default message, as for
 * `z.regex(pattern)`). The schema's `error` also words its other issues (not a string, a length bound), as
 * zod's format schema's own `error` does.
 * @example
 * ```ts
 * const lower = z.string({ error: 'must be lowercase letters' }).check(formatCheck('regex', /^[a-z]+$/));
 * ```
 */
export function formatCheck(format: PatternFormat, pattern: RegExp): StringCheck {
  return (payload) => {
    if (pattern.test(payload.value)) return;
    payload.issues.push({
      origin: 'string',
      code: 'invalid_format',
      format,
      input: payload.value,
      continue: true,
      pattern: String(pattern),
    });
  };
}

/**
 * A calendar date `YYYY-MM-DD` that exists (February 29 in leap years only): the rule of zod's ISO date
 * (`z.iso.date()`), whose pattern is this anchored.
 */
export const DATE_SOURCE =
  '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))';

/**
 * The time after a date in zod's ISO date-time with an offset (`z.iso.datetime({ offset: true })`, whose pattern
 * is {@link DATE_SOURCE} then this, anchored): seconds required, any fraction of them, then `Z` or an offset
 * `+hh:mm` / `-hh:mm`.
 */
export const TIME_SOURCE =
  'T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))';

/** The addresses `z.email()` accepts: the source of zod's default email pattern. */
export const EMAIL_SOURCE =
  "^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$";

/** Whether the URL parser reads `text` as an absolute URL. */
function parsesAsUrl(text: string): boolean {
  try {
    return new URL(text) !== undefined;
  } catch {
    return false;
  }
}

/**
 * The check of `z.url()` (no options): the trimmed text parses as an absolute URL.
 *
 * The value becomes that trimmed text without the tabs and line breaks the URL parser skips, as zod's output is;
 * otherwise the issue of zod's `url` format (`invalid_format`, no pattern), worded by the schema's `error` as
 * with {@link formatCheck}.
 * @example
 * ```ts
 * const url = z.string({ error: 'must be an absolute URL' }).check(urlCheck);
 * ```
 */
export function urlCheck(payload: z.core.ParsePayload<string>): void {
  const trimmed = payload.value.trim();
  if (parsesAsUrl(trimmed)) {
    payload.value = trimmed.replace(/[\t\n\r]/g, '');
    return;
  }
  payload.issues.push({ code: 'invalid_format', format: 'url', input: payload.value, continue: true });
}
