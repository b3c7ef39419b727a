import type { HttpMethod } from '../core/request-options.js';
import type { RetrySafety } from './retry.js';
import type { LazySchema } from './schema-kit.js';

/** How a list operation pages: `meta` offsets, `pagination` cursors, or `node`/`cursor` tokens. */
export type PaginationKind = 'offset' | 'cursor' | 'node';

/**
 * One API operation, declared once (generated from the API description): method, path template, schemas, page
 * kind and retry safety. Resource methods and standalone functions hand it and the caller's arguments to the
 * transport. Schemas are built on first use.
 */
export interface Operation<TResult = unknown> {
  /** The method path (`persons.get`): events and spans are named after it. */
  readonly name?: string;
  readonly method: HttpMethod;
  /** Path template such as `/v1/persons/{personId}`. */
  readonly path: string;
  /** Wire names of the path parameters, in the order the method takes them. */
  readonly pathParams?: readonly string[];
  /** Validates the path parameters by wire name (a uuid, a country code…). */
  readonly pathSchema?: LazySchema;
  /**
   * The filled path, in one pass, when every path argument is a plain value that passes its kind's check (a
   * uuid, a country code, an id of letters, digits, `-`, `_` and `~`): the same path `pathSchema` and
   * `fillPath` give it, without their cost on every call. `undefined` for anything else, which then takes the
   * full checks (and gets their messages).
   */
  readonly quickPath?: (values: readonly unknown[] | undefined) => string | undefined;
  /** Validates the params object (query parameters and body fields together, wire names). */
  readonly params?: LazySchema;
  /** Names of the params sent in the query when the operation also has a body; the rest is the body. */
  readonly query?: readonly string[];
  /** Whether the params (less `query`) are the JSON body; otherwise they are the query. */
  readonly body?: boolean;
  /**
   * The JSON body may be left out (the documents do not require one): a call without params sends none, and
   * its fields are checked only when a body is given (a hosted link's return URLs).
   */
  readonly bodyOptional?: boolean;
  /** Parses the 2xx body; absent for operations whose answer is ignored. */
  readonly response?: LazySchema<TResult>;
  /** Parses one element of a page (list operations). */
  readonly item?: LazySchema<TResult>;
  /** The page kind of a list operation. */
  readonly page?: PaginationKind;
  /** Node pages: the query name that carries the next page's token (`cursor` or `next`). */
  readonly pageToken?: string;
  /**
   * Reshapes the raw body before validation, in every validation mode (even `'off'`): the one place for
   * documented API shape variations (a single object where a list is specified, a nested id).
   */
  readonly normalize?: (body: unknown) => unknown;
  /** The `Accept` header when the operation answers another media type than JSON. */
  readonly accept?: string;
  /**
   * Media types the operation answers as a file (a statement's `text/csv`): a 2xx body of one of these is the
   * call's result as text, not parsed as JSON nor checked against `response`.
   */
  readonly files?: readonly string[];
  /** Whether the POST body carries an `idempotencyKey` the API understands (generated when absent). */
  readonly idempotencyKey?: boolean;
  /** Derived from method and `idempotencyKey`; the transport reads it to decide retries. */
  readonly safety: RetrySafety;
}
