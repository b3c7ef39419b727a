import type { WorkforceClient } from '../../../src/index.js';
import { sampleValue } from '../../../src/testing/declared/sample.js';

/* Calling the SDK by method path, for the tests that call every method of the API map. */

/** A method of the client, bound to its namespace. */
export type Callable = (...args: unknown[]) => PromiseLike<unknown>;

/** The bound SDK method at a method path (`persons.milestones.list`). */
export function methodOf(client: WorkforceClient, name: string): Callable {
  const path = name.split('.');
  let target: unknown = client;
  for (const part of path.slice(0, -1)) target = (target as Record<string, unknown>)[part];
  const method = (target as Record<string, Callable>)[path.at(-1) ?? ''];
  if (typeof method !== 'function') throw new Error(`client.${name} is not a method`);
  return method.bind(target);
}

/** A value the path schema accepts for `name` (an id no collection gives, such as a tax form's). */
export function drawnPathValue(schema: Parameters<typeof sampleValue>[0] | undefined, name: string): string {
  if (schema === undefined) return 'x';
  const value = sampleValue(schema, 'path', {
    uuid: () => crypto.randomUUID(),
    now: Date.now(),
    optional: true,
  });
  return String((value as Record<string, unknown>)[name] ?? 'x');
}
