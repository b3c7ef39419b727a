import type { FieldMessages } from './context.js';
import { badRequest } from './http-error.js';

/** A uuid of any version, as the API's ids. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Options of the {@link BodyReader} checks. */
interface Check {
  required?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `true` for a real calendar day written `YYYY-MM-DD`.
 * @throws never.
 * @example
 * ```ts
 * isDay('2026-02-30'); // false
 * ```
 */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/**
 * Reads a JSON request body field by field and collects every problem in a `params` map (field path →
 * message), the shape of the API's 400 answers.
 * @example
 * ```ts
 * const read = new BodyReader(body);
 * const title = read.string('title', { required: true });
 * read.done();
 * ```
 */
export class BodyReader {
  readonly params: FieldMessages = {};
  readonly #body: unknown;

  /** @throws never. */
  constructor(body: unknown) {
    this.#body = body;
    if (!isRecord(body)) this.params['(root)'] = 'must be a JSON object';
  }

  /**
   * The raw value at a dotted path (`amount.amount`, `documentIds.0`).
   * @throws never.
   * @example
   * ```ts
   * read.value('address.countryCode');
   * ```
   */
  value(path: string): unknown {
    let node: unknown = this.#body;
    for (const part of path.split('.')) {
      if (Array.isArray(node)) node = node[Number(part)];
      else if (isRecord(node)) node = node[part];
      else return undefined;
    }
    return node;
  }

  /**
   * Records a problem with a field.
   * @throws never.
   * @example
   * ```ts
   * read.fail('personId', 'is not a person of this business');
   * ```
   */
  fail(path: string, message: string): undefined {
    this.params[path] ??= message;
    return undefined;
  }

  #present(path: string, check: Check): unknown {
    const value = this.value(path);
    if ((value === undefined || value === null) && check.required) this.fail(path, 'is required');
    return value ?? undefined;
  }

  /**
   * A string field; `oneOf`, `pattern` and `day` (`YYYY-MM-DD`) narrow it.
   * @throws never.
   * @example
   * ```ts
   * read.string('dueDate', { day: true });
   * ```
   */
  string(
    path: string,
    check: Check & { oneOf?: readonly string[]; pattern?: RegExp; day?: boolean; what?: string } = {},
  ): string | undefined {
    const value = this.#present(path, check);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || (check.required && value.trim() === '')) {
      return this.fail(path, typeof value === 'string' ? 'must not be empty' : 'must be a string');
    }
    if (check.oneOf && !check.oneOf.includes(value)) {
      return this.fail(path, `must be one of ${check.oneOf.join(', ')}`);
    }
    if (check.pattern && !check.pattern.test(value))
      return this.fail(path, `must be ${check.what ?? 'valid'}`);
    if (check.day && !isDay(value)) return this.fail(path, 'must be a date written YYYY-MM-DD');
    return value;
  }

  /**
   * An integer field, optionally with a lower bound.
   * @throws never.
   * @example
   * ```ts
   * read.integer('amount.amount', { required: true, min: 1 });
   * ```
   */
  integer(path: string, check: Check & { min?: number } = {}): number | undefined {
    const value = this.#present(path, check);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isSafeInteger(value))
      return this.fail(path, 'must be an integer');
    if (check.min !== undefined && value < check.min) return this.fail(path, `must be ≥ ${check.min}`);
    return value;
  }

  /**
   * An array field.
   * @throws never.
   * @example
   * ```ts
   * read.array('entries', { required: true });
   * ```
   */
  array(path: string, check: Check & { nonEmpty?: boolean } = {}): unknown[] | undefined {
    const value = this.#present(path, check);
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) return this.fail(path, 'must be an array');
    if (check.nonEmpty && value.length === 0) return this.fail(path, 'must have at least 1 item(s)');
    return value;
  }

  /**
   * An object field.
   * @throws never.
   * @example
   * ```ts
   * read.object('amount', { required: true });
   * ```
   */
  object(path: string, check: Check = {}): Record<string, unknown> | undefined {
    const value = this.#present(path, check);
    if (value === undefined) return undefined;
    if (!isRecord(value)) return this.fail(path, 'must be an object');
    return value;
  }

  /**
   * `true` when no problem was recorded so far.
   * @throws never.
   * @example
   * ```ts
   * if (read.ok()) read.integer('amount.amount');
   * ```
   */
  ok(): boolean {
    return Object.keys(this.params).length === 0;
  }

  /**
   * Ends reading.
   * @throws HttpError 400 `invalid_request_body` with every problem recorded.
   * @example
   * ```ts
   * read.done();
   * ```
   */
  done(): void {
    if (!this.ok()) throw badRequest(this.params);
  }
}
