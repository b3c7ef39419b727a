import { isUnsafeKey } from './redact.js';

// `__proto__`, `constructor` and `prototype` keys are dropped: an error body is copied, spread and merged by
// callers, and such a key would reach a prototype there.
const dropUnsafe = (key: string, value: unknown) => (isUnsafeKey(key) ? undefined : value);

/** Tolerant JSON parsing for error bodies: a body that is not JSON is kept as its text. */
export function parseJsonOrText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text, dropUnsafe);
  } catch {
    return text;
  }
}
