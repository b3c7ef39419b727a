import type { CursorPage, PagePromise } from '../../core/pagination.js';
import type { RequestOptions } from '../../core/request-options.js';
import { defineListOperation } from '../../internal/operation.js';
import { Resource } from '../resource.js';
import {
  type StatutoryEvent,
  type StatutoryEventListParams,
  statutoryEventListParamsSchema,
  statutoryEventSchema,
} from './event-schemas.js';

const listEvents = defineListOperation({
  path: '/v1/statutory/events',
  query: statutoryEventListParamsSchema,
  pagination: 'cursor',
  item: statutoryEventSchema,
});

/**
 * `client.statutory.events`: the immutable audit log of filings, remittances and requirements.
 *
 * @example
 * ```ts
 * const page = await client.statutory.events.list({ businessId, event_type: 'filing.blocked' });
 * ```
 */
export class StatutoryEvents extends Resource {
  /**
   * Lists audit events, page by page through cursors. The spec marks the operation as not yet implemented
   * by the API.
   * @throws {@link RequestValidationError} before sending for a missing `businessId`, a `limit` outside 1–100
   * or a `since` that is not an ISO 8601 date-time.
   * @example
   * ```ts
   * for await (const event of client.statutory.events.list({ businessId, resource_type: 'filing' })) {
   *   console.log(event.type, event.occurredAt);
   * }
   * ```
   */
  list(
    params: StatutoryEventListParams,
    options?: RequestOptions,
  ): PagePromise<CursorPage<StatutoryEvent, StatutoryEventListParams>, StatutoryEvent> {
    return this.transport.list(listEvents, { query: params }, options);
  }
}
