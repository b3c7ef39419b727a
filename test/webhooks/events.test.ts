import { describe, expect, it } from 'vitest';
import type { WebhookVerificationError } from '../../src/core/client-errors.js';
import { KNOWN_WEBHOOK_EVENT_TYPES, webhookEventSchemas } from '../../src/webhooks/event-types.js';
import { parseWebhookEvent } from '../../src/webhooks/parse-event.js';
import { unwrapWebhook } from '../../src/webhooks/unwrap.js';
import { drawnData, eventFixtures, examples as fixtures } from './fixtures/index.js';
import { envelope, SECRET, svixHeaders } from './support.js';

async function unwrapSigned(eventType: string, data: unknown) {
  const body = envelope(eventType, data);
  return unwrapWebhook(body, svixHeaders(body), { secret: SECRET });
}

function parseError(payload: unknown): WebhookVerificationError {
  try {
    parseWebhookEvent(payload);
  } catch (error) {
    return error as WebhookVerificationError;
  }
  throw new Error('expected parseWebhookEvent to throw');
}

describe('the event union', () => {
  // An event type is written once, as the key of its schema: the list is the schema table's keys, and the
  // fixtures and the guide's table (generated) follow it.
  it('lists each event type of the schema table once, in its order', () => {
    expect(KNOWN_WEBHOOK_EVENT_TYPES.length).toBeGreaterThan(50);
    expect(new Set(KNOWN_WEBHOOK_EVENT_TYPES).size).toBe(KNOWN_WEBHOOK_EVENT_TYPES.length);
    expect(Object.keys(webhookEventSchemas())).toEqual([...KNOWN_WEBHOOK_EVENT_TYPES]);
    expect(KNOWN_WEBHOOK_EVENT_TYPES.slice(0, 2)).toEqual(['person.created', 'person.updated']);
    expect(KNOWN_WEBHOOK_EVENT_TYPES.at(-1)).toBe('requirement.satisfied');
  });

  it.each(eventFixtures())('parses a signed %s delivery into its typed event', async (eventType, data) => {
    const event = await unwrapSigned(eventType, data);
    expect(event).toMatchObject({ eventType, known: true, version: '1.0', id: expect.any(String) });
    expect(event.timestamp).toBeTypeOf('number');
    expect(event.data).toEqual(data);
  });

  // What a new event gets before anyone writes an example for it.
  it.each([...KNOWN_WEBHOOK_EVENT_TYPES])('parses a %s delivery drawn from its schema', async (eventType) => {
    const data = drawnData(eventType);
    expect(data).toBeTypeOf('object');
    const event = await unwrapSigned(eventType, data);
    expect(event).toMatchObject({ eventType, known: true, data });
  });
});

describe('forward compatibility', () => {
  it('keeps fields the server adds, at every level', async () => {
    const data = {
      ...fixtures['transaction.initiated'],
      fxRate: 1.2,
      amount: { amount: 1, currency: 'USD', x: 1 },
    };
    const event = await unwrapSigned('transaction.initiated', data);
    expect(event.data).toEqual(data);
  });

  it('accepts enum values the SDK does not list', async () => {
    const data = { ...fixtures['payroll.status.updated'], status: 'on_hold' };
    const event = await unwrapSigned('payroll.status.updated', data);
    expect(event.known && event.eventType === 'payroll.status.updated' && event.data.status).toBe('on_hold');
  });

  it('returns an event type it does not know as an unknown event, data untouched', async () => {
    const event = await unwrapSigned('payout.updated', { anything: [1, 2] });
    expect(event).toMatchObject({ known: false, eventType: 'payout.updated', data: { anything: [1, 2] } });
  });

  it('accepts a null or missing phone number and contractor type', async () => {
    const { phoneNumber: _, contractorType: __, ...rest } = fixtures['person.created'];
    await expect(unwrapSigned('person.created', { ...rest, personType: 'EMPLOYEE' })).resolves.toBeTruthy();
    await expect(
      unwrapSigned('person.updated', { ...fixtures['person.updated'], phoneNumber: null }),
    ).resolves.toBeTruthy();
  });

  it('accepts a virtual account of a user or of a business, the other id absent or null', async () => {
    const { userId, ...noOwner } = fixtures['virtual-account.requested'];
    await expect(
      unwrapSigned('virtual-account.requested', { ...noOwner, userId, businessId: null }),
    ).resolves.toBeTruthy();
    await expect(
      unwrapSigned('virtual-account.requested', { ...noOwner, businessId: 'b1' }),
    ).resolves.toBeTruthy();
  });
});

describe('payloads that break the documented shape (strict for known events)', () => {
  it('rejects a known event whose data misses a required field, naming the path only', () => {
    const { amount: _, ...data } = fixtures['transaction.failed'];
    const error = parseError(JSON.parse(envelope('transaction.failed', data)));
    expect(error.reason).toBe('invalid_payload');
    expect(error.message).toContain('data.amount');
    expect(error.message).not.toContain('Account closed');
  });

  it('rejects an amount that is not an integer of minor units', () => {
    const data = { ...fixtures['instant-pay.succeeded'], amount: { amount: 50.5, currency: 'NGN' } };
    expect(parseError(JSON.parse(envelope('instant-pay.succeeded', data))).message).toContain(
      'data.amount.amount',
    );
  });

  it('rejects a virtual account that names both a user and a business, or neither', () => {
    const { userId: _, ...noOwner } = fixtures['virtual-account.created'];
    for (const data of [{ ...noOwner, userId: 'u1', businessId: 'b1' }, noOwner]) {
      expect(parseError(JSON.parse(envelope('virtual-account.created', data))).reason).toBe(
        'invalid_payload',
      );
    }
  });

  it('rejects a statutory event without the shared structure', () => {
    const error = parseError(JSON.parse(envelope('filing.pending', { status: 'pending' })));
    expect(error.message).toContain('data.resourceId');
  });

  it.each([
    ['not an object', 'hello'],
    ['no eventType', { id: '1', version: '1.0', timestamp: 1, data: {} }],
    ['a string timestamp', { id: '1', eventType: 'x.y', version: '1.0', timestamp: '1', data: {} }],
  ])('rejects a body that is not an envelope: %s', (_, payload) => {
    expect(parseError(payload).reason).toBe('invalid_payload');
  });
});
