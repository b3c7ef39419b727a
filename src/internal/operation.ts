import * as z from 'zod/mini';
import type { HttpMethod } from '../core/request-options.js';
import type { RetrySafety } from './retry.js';
import type { Schema } from './validation.js';

/** How a list operation pages. */
export type PaginationKind = 'offset' | 'cursor';

/**
 * One API operation, declared once: method, path template, schemas, pagination and retry safety. Resource
 * methods hand an operation and the caller's arguments to the transport.
 */
export interface Operation<TResult> {
  readonly method: HttpMethod;
  /** Path template such as `/v1/persons/{personId}`. */
  readonly path: string;
  /** Validates path parameters by name (a uuid, a country code…); unlisted ones are only encoded. */
  readonly pathParams?: Schema<Record<string, unknown>>;
  /** Validates the query object before sending. */
  readonly query?: Schema<Record<string, unknown>>;
  /** Validates the JSON body before sending. */
  readonly body?: Schema<unknown>;
  /** Parses the 2xx body; absent for operations that answer 204 / no content. */
  readonly response?: Schema<TResult>;
  /**
   * Reshapes the raw body before validation, in every validation mode (even `'off'`): the one place for
   * documented API shape variations (a single object where a list is specified, a nested id).
   */
  readonly normalize?: (body: unknown) => unknown;
  /** Whether the POST body carries an `idempotencyKey` the API understands (generated when absent). */
  readonly idempotencyKey?: boolean;
  /** Derived from method and `idempotencyKey`; the transport reads it to decide retries. */
  readonly safety: RetrySafety;
}

/** A paginated list operation: `response` parses a whole page, `item` one element. */
export interface ListOperation<TItem> extends Operation<unknown> {
  readonly pagination: PaginationKind;
  readonly item: Schema<TItem>;
}

type OperationSpec<TResult> = Omit<Operation<TResult>, 'safety'>;

function safetyOf(method: HttpMethod, idempotencyKey: boolean | undefined): RetrySafety {
  if (method === 'GET' || method === 'PUT' || method === 'DELETE') return 'idempotent';
  return idempotencyKey ? 'keyed' : 'unsafe';
}

/** Declares an operation. */
export function defineOperation<TResult = void>(spec: OperationSpec<TResult>): Operation<TResult> {
  return { ...spec, safety: safetyOf(spec.method, spec.idempotencyKey) };
}

const offsetMeta = z.looseObject({
  limit: z.number(),
  currentPage: z.number(),
  itemCount: z.number(),
  pages: z.number(),
  skipped: z.number(),
});

const cursorPagination = z.looseObject({
  nextCursor: z.nullable(z.string()),
  hasMore: z.boolean(),
});

/** Declares a paginated GET whose items are parsed by `item`. */
export function defineListOperation<TItem>(
  spec: Omit<OperationSpec<unknown>, 'method' | 'response'> & {
    pagination: PaginationKind;
    item: Schema<TItem>;
  },
): ListOperation<TItem> {
  const response =
    spec.pagination === 'offset'
      ? z.looseObject({ data: z.array(spec.item), meta: offsetMeta })
      : z.looseObject({ data: z.array(spec.item), pagination: cursorPagination });
  return { ...spec, method: 'GET', response, safety: 'idempotent' };
}
