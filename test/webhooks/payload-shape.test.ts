import { describe, expect, it, vi } from 'vitest';
import { WebhookVerificationError } from '../../src/core/client-errors.js';
import { WorkforceClient } from '../../src/index.js';
import { createMemoryDedupe } from '../../src/webhooks/dedupe.js';
import { createWebhookHandler, type WebhookHandlerOptions } from '../../src/webhooks/handler.js';
import { unwrapWebhook } from '../../src/webhooks/unwrap.js';
import { envelope, SECRET, svixHeaders } from './support.js';

const BROKEN_PAYROLL = { id: null, status: 'scheduled', tenantKey: 't' };

function post(body: string): Request {
  return new Request('https://example.test/webhooks', { method: 'POST', headers: svixHeaders(body), body });
}

function setup(options: Partial<WebhookHandlerOptions> = {}) {
  const onPayroll = vi.fn();
  const onUnknown = vi.fn();
  const onError = vi.fn();
  const handler = createWebhookHandler({
    secret: SECRET,
    on: { 'payroll.status.updated': onPayroll },
    onUnknown,
    onError,
    ...options,
  });
  return { handler, onPayroll, onUnknown, onError };
}

describe('a validly signed event whose payload breaks the schema', () => {
  it('is delivered raw to onUnknown with invalidPayload set, answered 200 and reported at stage payload', async () => {
    const { handler, onPayroll, onUnknown, onError } = setup();
    const body = envelope('payroll.status.updated', BROKEN_PAYROLL, 'evt-bad-1');
    const response = await handler(post(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(onPayroll).not.toHaveBeenCalled();
    expect(onUnknown).toHaveBeenCalledOnce();
    const event = onUnknown.mock.calls[0]?.[0];
    expect(event).toMatchObject({
      id: 'evt-bad-1',
      eventType: 'payroll.status.updated',
      known: false,
      data: BROKEN_PAYROLL,
      invalidPayload: expect.stringContaining('data.id'),
    });
    expect(onError).toHaveBeenCalledWith(expect.any(WebhookVerificationError), { stage: 'payload', event });
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ reason: 'invalid_payload' });
  });

  it('is acknowledged with 200 when there is no onUnknown', async () => {
    const onPayroll = vi.fn();
    const handler = createWebhookHandler({ secret: SECRET, on: { 'payroll.status.updated': onPayroll } });
    const response = await handler(post(envelope('payroll.status.updated', BROKEN_PAYROLL)));
    expect(response.status).toBe(200);
    expect(onPayroll).not.toHaveBeenCalled();
  });

  it('keeps a broken envelope (string timestamp, no id) deliverable, falling back to the delivery id and time', async () => {
    const { handler, onUnknown } = setup();
    const body = JSON.stringify({ eventType: 'person.created', version: '1.0', timestamp: 'soon', data: {} });
    const headers = svixHeaders(body, { msgId: 'msg_env', timestamp: 1_790_000_000 });
    vi.useFakeTimers({ now: 1_790_000_000_000 });
    try {
      const response = await handler(
        new Request('https://example.test/webhooks', { method: 'POST', headers, body }),
      );
      expect(response.status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect(onUnknown.mock.calls[0]?.[0]).toMatchObject({
      id: 'msg_env',
      eventType: 'person.created',
      timestamp: 1_790_000_000,
      known: false,
      data: {},
      invalidPayload: expect.stringContaining('timestamp'),
    });
  });

  it('is de-duplicated by its envelope id like any event', async () => {
    const { handler, onUnknown } = setup({ dedupe: createMemoryDedupe() });
    const body = envelope('payroll.status.updated', BROKEN_PAYROLL, 'evt-bad-2');
    const statuses = [(await handler(post(body))).status, (await handler(post(body))).status];
    expect(statuses).toEqual([200, 200]);
    expect(onUnknown).toHaveBeenCalledOnce();
  });

  it('is refused with 400 invalid_payload under strictPayloads, without calling any handler', async () => {
    const { handler, onUnknown, onError } = setup({ strictPayloads: true });
    const response = await handler(post(envelope('payroll.status.updated', BROKEN_PAYROLL)));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_payload' });
    expect(onUnknown).not.toHaveBeenCalled();
    expect(onError.mock.calls[0]?.[1]).toEqual({ stage: 'verification' });
  });

  it('is still refused with 400 when the signed body is not JSON at all', async () => {
    const { handler, onUnknown } = setup();
    const response = await handler(post('not json'));
    expect(response.status).toBe(400);
    expect(onUnknown).not.toHaveBeenCalled();
  });
});

describe('unwrapWebhook and payload shape', () => {
  it('resolves a validly signed event with a broken payload as a raw event', async () => {
    const body = envelope('payroll.status.updated', BROKEN_PAYROLL, 'evt-bad-3');
    const event = await unwrapWebhook(body, svixHeaders(body), { secret: SECRET });
    expect(event).toMatchObject({
      id: 'evt-bad-3',
      known: false,
      eventType: 'payroll.status.updated',
      invalidPayload: expect.stringContaining('data.id'),
    });
  });

  it('rejects it with invalid_payload under strictPayloads', async () => {
    const body = envelope('payroll.status.updated', BROKEN_PAYROLL);
    await expect(
      unwrapWebhook(body, svixHeaders(body), { secret: SECRET, strictPayloads: true }),
    ).rejects.toMatchObject({ reason: 'invalid_payload' });
  });

  it('client.webhooks.unwrap passes strictPayloads on, and delivers raw without it', async () => {
    const body = envelope('payroll.status.updated', BROKEN_PAYROLL);
    const client = new WorkforceClient({
      apiKey: 'sk_test_x',
      environment: 'sandbox',
      webhookSecret: SECRET,
      logLevel: 'off',
    });
    await expect(
      client.webhooks.unwrap(body, svixHeaders(body), { strictPayloads: true }),
    ).rejects.toMatchObject({
      reason: 'invalid_payload',
    });
    await expect(client.webhooks.unwrap(body, svixHeaders(body))).resolves.toMatchObject({
      eventType: 'payroll.status.updated',
      known: false,
    });
  });

  it('still rejects a bad signature whatever the option', async () => {
    const body = envelope('payroll.status.updated', BROKEN_PAYROLL);
    await expect(unwrapWebhook(`${body} `, svixHeaders(body), { secret: SECRET })).rejects.toMatchObject({
      reason: 'signature_mismatch',
    });
  });

  it('types a valid event as before, without invalidPayload', async () => {
    const body = envelope('payroll.status.updated', { ...BROKEN_PAYROLL, id: 'p1' });
    const event = await unwrapWebhook(body, svixHeaders(body), { secret: SECRET });
    expect(event.known).toBe(true);
    expect(event).not.toHaveProperty('invalidPayload');
  });
});
