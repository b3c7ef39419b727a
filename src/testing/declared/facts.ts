import { DOCUMENT_FACTS, type DocumentFact } from './openapi-facts.js';

/*
 * What the API's documents say about a field at a path of a response (its format, enum and examples), and
 * whether a value agrees with it. The table is generated from the documents (openapi-facts.ts), so the
 * simulator draws documented values without reading the documents at run time.
 */

/**
 * The documented facts of the field at `path` (property names from the response's root; array positions
 * left out): the root path itself when short, then the last three, two and one names.
 * @throws never.
 * @example
 * ```ts
 * factAt(['incorporation', 'date'])?.format; // 'date-time'
 * ```
 */
export function factAt(path: readonly string[]): DocumentFact | undefined {
  if (path.length === 0) return undefined;
  if (path.length <= 3) {
    const rooted = DOCUMENT_FACTS[`^${path.join('.')}`];
    if (rooted !== undefined) return rooted;
  }
  for (let n = Math.min(3, path.length); n >= 1; n -= 1) {
    const fact = DOCUMENT_FACTS[path.slice(-n).join('.')];
    if (fact !== undefined) return fact;
  }
  return undefined;
}

const FORMATS: Readonly<Record<string, (value: string) => boolean>> = {
  date: (v) => /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(v),
  'date-time': (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(v),
  uuid: (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
  email: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
  uri: (v) => /^[a-z][a-z0-9+.-]*:\/\/[^\s]+$/i.test(v),
};

/**
 * Whether `value` agrees with the documented facts: its enum, its format, its type.
 * @throws never.
 * @example
 * ```ts
 * agreesWith({ format: 'date' }, '2026-01-31'); // true
 * ```
 */
export function agreesWith(fact: DocumentFact | undefined, value: unknown): boolean {
  if (fact === undefined) return true;
  if (fact.enum !== undefined && fact.enum.length > 0 && !fact.enum.includes(value as string)) return false;
  if (fact.type === 'string' && typeof value !== 'string') return false;
  if ((fact.type === 'number' || fact.type === 'integer') && typeof value !== 'number') return false;
  if (fact.type === 'integer' && !Number.isInteger(value)) return false;
  const check = typeof value === 'string' && fact.format !== undefined ? FORMATS[fact.format] : undefined;
  return check === undefined || check(value as string);
}
