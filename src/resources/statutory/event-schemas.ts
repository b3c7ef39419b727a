import * as z from 'zod/mini';
import { idSchema, limitSchema, openEnum } from '../shared-schemas.js';

const statutoryEventTypes = [
  'filing.upcoming',
  'filing.created',
  'filing.blocked',
  'filing.pending',
  'filing.in_review',
  'filing.approved',
  'filing.submitted',
  'filing.accepted',
  'filing.rejected',
  'filing.overdue',
  'filing.amended',
  'filing.cancelled',
  'remittance.created',
  'remittance.processing',
  'remittance.completed',
  'remittance.failed',
  'requirement.created',
  'requirement.satisfied',
  'requirement.waived',
] as const;

/** Open enum of statutory audit event kinds. */
export const statutoryEventTypeSchema = openEnum(statutoryEventTypes);

/**
 * Kind of statutory audit event (`filing.approved`, `remittance.completed`…). Open.
 * @useDeclaredType
 */
export type StatutoryEventType = z.output<typeof statutoryEventTypeSchema>;

/** Open enum of the statutory record kinds. */
export const statutoryResourceTypeSchema = openEnum(['filing', 'remittance', 'requirement']);

/**
 * The statutory record an audit event is about: `filing`, `remittance` or `requirement`. Open.
 * @useDeclaredType
 */
export type StatutoryResourceType = z.output<typeof statutoryResourceTypeSchema>;

/** The actor of a statutory audit event. */
export const statutoryActorSchema = z.looseObject({
  /** `user`, `system` or `authority`; open. */
  type: openEnum(['user', 'system', 'authority']),
  /** The actor's id; `null` for the system. */
  id: z.optional(z.nullable(z.string())),
});

/**
 * Who caused a statutory change: a `user`, the `system` or an `authority` (`id` may be null).
 * @interface
 */
export type StatutoryActor = z.output<typeof statutoryActorSchema>;

/** One statutory audit event as the API returns it. */
export const statutoryEventSchema = z.looseObject({
  /** Event id. */
  id: z.string(),
  /** Kind of event, such as `filing.approved`; open. */
  type: statutoryEventTypeSchema,
  /** `filing`, `remittance` or `requirement`; open. */
  resourceType: statutoryResourceTypeSchema,
  /** The record the event is about. */
  resourceId: z.string(),
  /** The business. */
  businessId: z.string(),
  /** Who caused the change. */
  actor: statutoryActorSchema,
  /** Event-specific content. */
  data: z.optional(z.record(z.string(), z.unknown())),
  /** When it happened, ISO 8601 date-time. */
  occurredAt: z.string(),
});

/**
 * One entry of the immutable statutory audit log; `occurredAt` is an ISO 8601 date-time.
 * @interface
 */
export type StatutoryEvent = z.output<typeof statutoryEventSchema>;

/** Validates the query of `client.statutory.events.list()`. */
// Filter names are snake_case on the wire (resource_type, resource_id, event_type) and kept so.
export const statutoryEventListParamsSchema = z.looseObject({
  businessId: idSchema,
  resource_type: z.optional(z.string().check(z.minLength(1))),
  resource_id: z.optional(idSchema),
  event_type: z.optional(z.string().check(z.minLength(1))),
  since: z.optional(z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' })),
  cursor: z.optional(z.string()),
  limit: z.optional(limitSchema),
});

/** Query of `client.statutory.events.list()`. */
export interface StatutoryEventListParams {
  /** The business whose audit log to read. */
  businessId: string;
  /** Only events about this kind of record. */
  resource_type?: StatutoryResourceType;
  /** Only events about this record. */
  resource_id?: string;
  /** Only events of this kind. */
  event_type?: StatutoryEventType;
  /** Only events after this ISO 8601 date-time, for example `2026-01-01T00:00:00Z`. */
  since?: string;
  /** Resume from a cursor (`page.nextPageParams()` gives it). */
  cursor?: string;
  /** Events per page, 1 to 100 (server default 25). */
  limit?: number;
}
