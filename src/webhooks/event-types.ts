import type * as z from 'zod/mini';
import type { WebhookEventDataMap } from './event-data.js';
import { EVENT_SCHEMA_FACTORIES, EVENT_TYPE_LIST, type EventSchemaFactories } from './known-event-types.js';

/** @internal Each known event type's payload schema, in the order of the factories' table. */
export type WebhookEventSchemas = { [T in keyof EventSchemaFactories]: ReturnType<EventSchemaFactories[T]> };

function buildWebhookEventSchemas(): WebhookEventSchemas {
  const built: Record<string, z.ZodMiniType> = {};
  for (const [eventType, factory] of Object.entries(EVENT_SCHEMA_FACTORIES)) built[eventType] = factory();
  return built as WebhookEventSchemas;
}

let schemas: WebhookEventSchemas | undefined;

/**
 * The `data` schema of every known event, keyed by `eventType`, built on first use so that importing the SDK
 * costs nothing for code that never receives webhooks. Internal: only types leave the package.
 *
 * @throws Never.
 * @example
 * ```ts
 * webhookEventSchemas()['payroll.created'].safeParse(data);
 * ```
 */
export function webhookEventSchemas(): WebhookEventSchemas {
  schemas ??= buildWebhookEventSchemas();
  return schemas;
}

/**
 * Every `eventType` the SDK parses into a typed event.
 * @useDeclaredType
 */
export type KnownWebhookEventType = keyof WebhookEventDataMap;

/**
 * @internal What each event's schema outputs: `event-data.ts` spells these types out (the public declarations
 * then need nothing from zod, which the build bundles), and the check below keeps the two the same.
 */
export type WebhookEventSchemaOutput<T extends WebhookEventSchemaKey> = z.output<WebhookEventSchemas[T]>;

/** @internal The event types the schemas cover. */
export type WebhookEventSchemaKey = keyof WebhookEventSchemas;

// Compile-time guard: the declared data types are exactly what the schemas output (run
// `node scripts/webhook-event-data.mjs` after changing a schema).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type DataMatches = {
  [T in keyof WebhookEventSchemas]: T extends KnownWebhookEventType
    ? Same<WebhookEventDataMap[T], WebhookEventSchemaOutput<T>>
    : false;
};
const dataMatchesSchemas: false extends DataMatches[keyof WebhookEventSchemas] ? false : true = true;
void dataMatchesSchemas;
// ...and they are declared for exactly the event types that have a schema.
type SameMembers<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : false;
const dataCoversSchemas: SameMembers<KnownWebhookEventType, WebhookEventSchemaKey> = true;
void dataCoversSchemas;

/**
 * The typed `data` of a known event. Objects keep fields the server adds later; enums accept new values.
 * For example `WebhookEventData<'payroll.status.updated'>` is `{ id: string; status: 'saved' | 'approved' |
 * 'scheduled' | 'processing' | 'completed' | (string & {}); tenantKey: string }`.
 *
 * @example
 * ```ts
 * function onPayroll(data: WebhookEventData<'payroll.status.updated'>) { console.log(data.id, data.status); }
 * ```
 */
export type WebhookEventData<T extends KnownWebhookEventType> = WebhookEventDataMap[T];

/**
 * A verified event of a type the SDK knows: the envelope with `data` typed for `eventType`, and `known: true`.
 *
 * @example
 * ```ts
 * const onTransfer = (event: WebhookEventOf<'transaction.failed'>) => console.log(event.data.message);
 * ```
 */
export type WebhookEventOf<T extends KnownWebhookEventType> = {
  /** Delivery id: retries of one delivery reuse it, so de-duplicate on it. */
  id: string;
  /** The event type, such as `payroll.status.updated`; it decides the type of `data`. */
  eventType: T;
  /** Envelope version, such as `"1.0"`. */
  version: string;
  /** When the event was sent, in Unix epoch seconds. */
  timestamp: number;
  /** The payload, validated and typed for `eventType`. */
  data: WebhookEventData<T>;
  /** Always `true`: narrows a {@link WebhookEvent} to the known events, so a `switch` can be exhaustive. */
  known: true;
};

/**
 * Any verified event of a type the SDK knows, discriminated by `eventType`.
 *
 * @example
 * ```ts
 * if (event.known && event.eventType === 'payroll.status.updated') console.log(event.data.status);
 * ```
 */
export type KnownWebhookEvent = { [T in KnownWebhookEventType]: WebhookEventOf<T> }[KnownWebhookEventType];

/**
 * A verified event the SDK cannot type: its type is not known to this version, or (`invalidPayload` set) its
 * payload does not match the SDK's schema for its type. Returned as is, never thrown: the signature proved the
 * sender, so the event is delivered rather than lost.
 *
 * @example
 * ```ts
 * if (!event.known) logger.info('new event type', event.eventType);
 * ```
 */
export interface UnknownWebhookEvent {
  /** Delivery id: retries of one delivery reuse it. */
  id: string;
  /** The event type this SDK version does not know. */
  eventType: string;
  /** Envelope version, such as `"1.0"`. */
  version: string;
  /** When the event was sent, in Unix epoch seconds. */
  timestamp: number;
  /** The payload, unvalidated. */
  data: unknown;
  /** Always `false`. */
  known: false;
  /**
   * Set only when the payload did not match the SDK's schema (for a known or any event type): where it broke,
   * as paths without values, such as `data.id: expected string`. Absent for a well-formed unknown type.
   */
  invalidPayload?: string;
}

/**
 * A verified webhook event: a {@link KnownWebhookEvent} (check `event.known`, then switch on `eventType`) or an
 * {@link UnknownWebhookEvent}.
 *
 * @example
 * ```ts
 * if (!event.known) return;
 * switch (event.eventType) { case 'person.created': console.log(event.data.email); break; }
 * ```
 */
export type WebhookEvent = KnownWebhookEvent | UnknownWebhookEvent;

/**
 * Every event type the SDK knows, in the order of the spec's event table.
 *
 * @example
 * ```ts
 * await registerEndpoint({ url, eventTypes: [...KNOWN_WEBHOOK_EVENT_TYPES] });
 * ```
 */
export const KNOWN_WEBHOOK_EVENT_TYPES: readonly KnownWebhookEventType[] = EVENT_TYPE_LIST;

const KNOWN = /* @__PURE__ */ new Set<string>(EVENT_TYPE_LIST);

/**
 * Tells whether a string is an event type the SDK knows.
 *
 * @throws Never.
 * @example
 * ```ts
 * isKnownWebhookEventType('payroll.created'); // true
 * ```
 */
export function isKnownWebhookEventType(eventType: string): eventType is KnownWebhookEventType {
  return KNOWN.has(eventType);
}

/**
 * Narrows an event to the known events, the same as checking `event.known`.
 *
 * @throws Never.
 * @example
 * ```ts
 * if (isKnownEvent(event)) { switch (event.eventType) { … default: assertNever(event) } }
 * ```
 */
export function isKnownEvent(event: WebhookEvent): event is KnownWebhookEvent {
  return event.known;
}
