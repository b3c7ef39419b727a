/** Tolerant JSON parsing for error bodies: a body that is not JSON is kept as its text. */
export function parseJsonOrText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
