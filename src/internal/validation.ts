import * as z from 'zod/mini';
import { RequestValidationError, type ResponseIssue } from '../core/client-errors.js';
import type { ErrorParams } from '../core/errors.js';

/** Any zod schema the SDK declares. */
export type Schema<T = unknown> = z.ZodMiniType<T, unknown>;

type Issue = z.core.$ZodIssue;

/*
 * zod/mini ships no locale (that keeps bundles small), so its default messages are generic. These messages
 * are written for the people reading a RequestValidationError.
 */
function describe(issue: Issue, input: unknown): string {
  if (issue.message && issue.message !== 'Invalid input') return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined ? 'is required' : `must be ${article(issue.expected)}`;
    case 'too_small':
      return issue.origin === 'array' || issue.origin === 'string'
        ? `must have at least ${issue.minimum} ${issue.origin === 'array' ? 'item(s)' : 'character(s)'}`
        : `must be ${issue.inclusive ? '≥' : '>'} ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'array' || issue.origin === 'string'
        ? `must have at most ${issue.maximum} ${issue.origin === 'array' ? 'item(s)' : 'character(s)'}`
        : `must be ${issue.inclusive ? '≤' : '<'} ${issue.maximum}`;
    case 'invalid_format':
      return `must be a valid ${issue.format}`;
    case 'invalid_value':
      if (valueAt(input, issue.path) === undefined) return 'is required';
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `has unknown field(s) ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    default:
      return 'is invalid';
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function article(expected: string): string {
  if (expected === 'int') return 'an integer';
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

function pathOf(issue: Issue, prefix: string): string {
  const parts = [prefix, ...issue.path.map(String)].filter((p) => p !== '');
  return parts.length === 0 ? '(root)' : parts.join('.');
}

/** zod issues → `{ 'field.path': 'message' }`, the shape of the API's 400 `params`. */
export function issuesToParams(issues: readonly Issue[], input: unknown, prefix = ''): ErrorParams {
  const params: ErrorParams = {};
  for (const issue of issues) {
    const key = pathOf(issue, prefix);
    params[key] ??= describe(issue, input);
  }
  return params;
}

/** zod issues → `{ path, message }` list for a ResponseValidationError. */
export function issuesToList(issues: readonly Issue[], input: unknown): ResponseIssue[] {
  return issues.map((issue) => ({ path: pathOf(issue, ''), message: describe(issue, input) }));
}

/** Builds a RequestValidationError whose message lists every rejected field. */
export function requestValidationError(params: ErrorParams, cause?: unknown): RequestValidationError {
  const summary = Object.entries(params)
    .map(([field, message]) => `${field} ${message}`)
    .join('; ');
  return new RequestValidationError(
    `Invalid request: ${summary}`,
    params,
    cause === undefined ? undefined : { cause },
  );
}

/**
 * Validates caller input before anything is sent.
 * @throws RequestValidationError listing every rejected field.
 */
export function parseInput<T>(schema: Schema<T>, value: unknown, prefix = ''): T {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new TypeError('async schemas are not supported');
  if (result.issues === undefined) return result.value;
  throw requestValidationError(issuesToParams(result.issues as readonly Issue[], value, prefix));
}

/** Runs a schema without throwing; `issues` are zod's. */
export function safeParse<T>(
  schema: Schema<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; issues: Issue[] } {
  const result = z.safeParse(schema, value);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: result.error.issues };
}

/**
 * Gathers the problems of several inputs (path, query, body) so one RequestValidationError lists them all,
 * instead of the caller fixing them one round trip at a time.
 */
export class InputProblems {
  /** Created on the first problem: a call with none (nearly every call) allocates nothing here. */
  #params: ErrorParams | undefined;

  /** Runs one validation; a RequestValidationError is recorded and `undefined` returned. */
  check<V>(run: () => V): V | undefined {
    try {
      return run();
    } catch (error) {
      if (!(error instanceof RequestValidationError)) throw error;
      for (const [field, message] of Object.entries(error.params)) {
        this.#params ??= {};
        this.#params[field] ??= message;
      }
      return undefined;
    }
  }

  /** True when nothing has been recorded yet. */
  get none(): boolean {
    return this.#params === undefined;
  }

  /** @throws RequestValidationError listing every recorded problem, if any. */
  throwIfAny(): void {
    if (this.#params !== undefined) throw requestValidationError(this.#params);
  }
}
