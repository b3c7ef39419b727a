import { createServer } from 'node:http';
import { describe, expectTypeOf, it } from 'vitest';
import {
  isKnownEvent,
  type KNOWN_WEBHOOK_EVENT_TYPES,
  type KnownWebhookEvent,
  type KnownWebhookEventType,
  type WebhookEvent,
  type WebhookEventData,
  type WebhookEventOf,
} from '../../src/webhooks/event-types.js';
import { createWebhookHandler } from '../../src/webhooks/handler.js';
import { toNodeHandler } from '../../src/webhooks/node-adapter.js';
import { Webhooks } from '../../src/webhooks/webhooks.js';

declare const event: WebhookEvent;

function assertNever(value: never): never {
  throw new Error(`unhandled ${String(value)}`);
}

/**
 * A `switch` on `eventType` narrows to exactly one event per case, for every known type: so a switch that handles
 * each type once is exhaustive, and one that misses a type fails `assertNever` (below). Read from the list, not
 * retyped here.
 */
type NarrowsToOne = {
  [T in KnownWebhookEventType]: [Extract<KnownWebhookEvent, { eventType: T }>] extends [WebhookEventOf<T>]
    ? [WebhookEventOf<T>] extends [Extract<KnownWebhookEvent, { eventType: T }>]
      ? true
      : false
    : false;
};

/** Handles one type and leaves the rest to a default that must still see every other known type. */
function describeEvent(known: KnownWebhookEvent): string {
  switch (known.eventType) {
    case 'person.created':
      return known.data.email;
    default:
      expectTypeOf(known.eventType).toEqualTypeOf<Exclude<KnownWebhookEventType, 'person.created'>>();
      return known.eventType;
  }
}

describe('WebhookEvent', () => {
  it('narrows by eventType once known', () => {
    if (event.known && event.eventType === 'payroll.status.updated') {
      expectTypeOf(event.data.status).toEqualTypeOf<
        'saved' | 'approved' | 'scheduled' | 'processing' | 'completed' | (string & {})
      >();
      expectTypeOf(event.data.tenantKey).toEqualTypeOf<string>();
    }
    if (isKnownEvent(event) && event.eventType === 'transaction.failed') {
      expectTypeOf(event.data.amount.amount).toEqualTypeOf<number>();
      expectTypeOf(event.data.message).toEqualTypeOf<string>();
      expectTypeOf(event.data.isReturned).toEqualTypeOf<boolean | undefined>();
      expectTypeOf<'PAYROLL_FEE'>().toExtend<typeof event.data.type>();
      expectTypeOf<'CONTRACTOR'>().toExtend<typeof event.data.recipientType>();
    }
  });

  it('narrows to one event per known type, and the types are exactly the listed ones', () => {
    expectTypeOf<NarrowsToOne>().toEqualTypeOf<Record<KnownWebhookEventType, true>>();
    expectTypeOf<KnownWebhookEvent['eventType']>().toEqualTypeOf<KnownWebhookEventType>();
    expectTypeOf<(typeof KNOWN_WEBHOOK_EVENT_TYPES)[number]>().toEqualTypeOf<KnownWebhookEventType>();
  });

  it('keeps the unknown member out of the switch, with untyped data', () => {
    expectTypeOf(describeEvent).toBeFunction();
    if (!event.known) {
      expectTypeOf(event.data).toBeUnknown();
      expectTypeOf(event.eventType).toEqualTypeOf<string>();
    }
  });

  it('rejects a non-exhaustive switch', () => {
    function partial(known: KnownWebhookEvent): string {
      switch (known.eventType) {
        case 'person.created':
          return known.data.email;
        default:
          // @ts-expect-error -- the other known events are not handled
          return assertNever(known);
      }
    }
    expectTypeOf(partial).toBeFunction();
  });

  it('types the statutory structure and its per-event data', () => {
    expectTypeOf<
      WebhookEventData<'filing.blocked'>['data']['blockedReasons'][number]['code']
    >().toEqualTypeOf<string>();
    expectTypeOf<WebhookEventData<'filing.pending'>['data']>().toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<WebhookEventData<'requirement.satisfied'>['data']['unblockedFilings']>().toEqualTypeOf<
      string[]
    >();
    expectTypeOf<WebhookEventData<'filing.created'>['actor']['id']>().toEqualTypeOf<string | null>();
  });

  it('makes a virtual account belong to a user or a business', () => {
    const data = {} as WebhookEventData<'virtual-account.created'>;
    if (data.userId != null) expectTypeOf(data.businessId).toEqualTypeOf<null | undefined>();
    else expectTypeOf(data.businessId).toEqualTypeOf<string>();
  });

  it('refuses a misspelled field, and reaches a field the SDK does not know yet through `in`', () => {
    const data = {} as WebhookEventData<'person.created'>;
    // @ts-expect-error: the field is `firstName`
    void data.firstname;
    if ('somethingNew' in data) expectTypeOf(data.somethingNew).toBeUnknown();
    expectTypeOf<WebhookEventOf<'person.created'>['known']>().toEqualTypeOf<true>();
    expectTypeOf<'filing.in_review'>().toExtend<KnownWebhookEventType>();
  });
});

describe('handlers', () => {
  it('types each handler by its key and refuses unknown keys', () => {
    createWebhookHandler({
      secret: 'whsec_x',
      on: {
        'payroll.status.updated': async (e) => {
          expectTypeOf(e).toEqualTypeOf<WebhookEventOf<'payroll.status.updated'>>();
        },
        'user.kyc.expiry': (e) => {
          expectTypeOf(e.data.stage).toExtend<string>();
        },
        // @ts-expect-error -- not an event type
        'payroll.deleted': () => undefined,
      },
      onUnknown: (e) => expectTypeOf(e.data).toBeUnknown(),
    });
  });

  it('returns a Promise<WebhookEvent> from client.webhooks.unwrap', () => {
    expectTypeOf(new Webhooks(undefined).unwrap('', {})).toEqualTypeOf<Promise<WebhookEvent>>();
  });

  it('plugs into node:http', () => {
    const handler = toNodeHandler(createWebhookHandler({ secret: 'whsec_x' }));
    expectTypeOf(createServer(handler)).not.toBeAny();
  });
});
