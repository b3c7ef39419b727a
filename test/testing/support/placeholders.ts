import type { Finding } from './documented.js';

/* Placeholders in an answer: a string equal to its own field name, or a word a sampler writes for lack of data. */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Words a realistic record never holds as a value: what a sampler writes when it has nothing better. */
export const PLACEHOLDER_WORDS: ReadonlySet<string> = new Set([
  'string',
  'sample',
  'value',
  'placeholder',
  'example',
  'lorem ipsum',
  'foo',
  'bar',
  'test',
  'todo',
  'tbd',
  'xxx',
  'null',
  'undefined',
]);

/**
 * Every string of `body` that equals its own field name (`dateOfBirth: "dateOfBirth"`) or is a placeholder
 * word, by JSON pointer; a value some documented `enum` lists (`type: "string"` of a field catalog) is
 * allowed.
 * @example
 * ```ts
 * placeholderFindings({ person: { suffix: 'suffix' } }); // [{ at: '/person/suffix', … }]
 * ```
 */
export function placeholderFindings(body: unknown, documented: ReadonlySet<string> = new Set()): Finding[] {
  return placeholders(body, documented, '', '');
}

function placeholders(body: unknown, documented: ReadonlySet<string>, at: string, key: string): Finding[] {
  if (typeof body === 'string' && documented.has(body)) return [];
  if (typeof body === 'string') {
    const text = body.trim().toLowerCase();
    if (key !== '' && text === key.toLowerCase())
      return [{ at: at || '/', problem: `"${body}" is the field's own name` }];
    if (PLACEHOLDER_WORDS.has(text)) return [{ at: at || '/', problem: `"${body}" is a placeholder word` }];
    return [];
  }
  if (Array.isArray(body))
    return body.flatMap((item, index) => placeholders(item, documented, `${at}/${index}`, key));
  if (!isObject(body)) return [];
  return Object.entries(body).flatMap(([name, value]) =>
    placeholders(value, documented, `${at}/${name}`, name),
  );
}
