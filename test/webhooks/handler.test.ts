import { describe, expect, it, vi } from 'vitest';
import { WebhookVerificationError } from '../../src/core/client-errors.js';
import { createMemoryDedupe, type WebhookDedupeStore } from '../../src/webhooks/dedupe.js';
import { createWebhookHandler, type WebhookHandlerOptions } from '../../src/webhooks/handler.js';
import { envelope, SECRET, svixHeaders } from './support.js';

const URL = 'https://example.test/webhooks';
const PAYROLL = { id: 'p1', status: 'scheduled', tenantKey: 't' };

function delivery(body: string, headers: Record<string, string> = svixHeaders(body)): Request {
  return new Request(URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

function handlerWith(options: Partial<WebhookHandlerOptions> = {}) {
  const onPayroll = vi.fn();
  const handler = createWebhookHandler({
    secret: SECRET,
    on: { 'payroll.status.updated': onPayroll },
    ...options,
  });
  return { handler, onPayroll };
}

describe('createWebhookHandler', () => {
  it('verifies, calls the handler for the event type with the typed event, and answers 200', async () => {
    const { handler, onPayroll } = handlerWith();
    const response = await handler(delivery(envelope('payroll.status.updated', PAYROLL)));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(onPayroll).toHaveBeenCalledOnce();
    expect(onPayroll.mock.calls[0]?.[0]).toMatchObject({
      eventType: 'payroll.status.updated',
      data: PAYROLL,
    });
  });

  it('acknowledges a known event without a handler', async () => {
    const { handler, onPayroll } = handlerWith();
    const body = envelope('person.reinstated', { id: 'x', tenantKey: 't' });
    expect((await handler(delivery(body))).status).toBe(200);
    expect(onPayroll).not.toHaveBeenCalled();
  });

  it('routes an unknown event type to onUnknown, and acknowledges it', async () => {
    const onUnknown = vi.fn();
    const { handler } = handlerWith({ onUnknown });
    const response = await handler(delivery(envelope('payout.updated', { id: 'po1' })));
    expect(response.status).toBe(200);
    expect(onUnknown).toHaveBeenCalledWith(
      expect.objectContaining({ known: false, eventType: 'payout.updated' }),
    );
  });

  it('answers 400 with the reason for a bad signature, without calling any handler', async () => {
    const onError = vi.fn();
    const { handler, onPayroll } = handlerWith({ onError });
    const body = envelope('payroll.status.updated', PAYROLL);
    const response = await handler(
      delivery(body, { ...svixHeaders(body), 'svix-signature': `v1,${'A'.repeat(43)}=` }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'signature_mismatch' });
    expect(onPayroll).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.any(WebhookVerificationError), { stage: 'verification' });
  });

  it('answers 400 under strictPayloads for a known event whose payload breaks its schema', async () => {
    const { handler } = handlerWith({ strictPayloads: true });
    const response = await handler(delivery(envelope('payroll.status.updated', { status: 'saved' })));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_payload' });
  });

  it('answers 500 without details when a handler throws, so the sender retries', async () => {
    const onError = vi.fn();
    const { handler, onPayroll } = handlerWith({ onError });
    onPayroll.mockRejectedValueOnce(new Error('db down for amara.okafor@example.com'));
    const response = await handler(delivery(envelope('payroll.status.updated', PAYROLL)));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('amara');
    expect(onError.mock.calls[0]?.[1]).toMatchObject({
      stage: 'handler',
      event: { eventType: 'payroll.status.updated' },
    });
  });

  it('answers 405 to anything but POST', async () => {
    const { handler } = handlerWith();
    const response = await handler(new Request(URL));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('ignores an onError that throws', async () => {
    const { handler } = handlerWith({
      onError: () => {
        throw new Error('logger broke');
      },
    });
    expect((await handler(delivery('{}', {}))).status).toBe(400);
  });

  it('refuses to start without a usable secret', () => {
    expect(() => createWebhookHandler({ secret: undefined })).toThrow(WebhookVerificationError);
    expect(() => createWebhookHandler({ secret: 'whsec_***' })).toThrow(/whsec_<base64>/);
  });
});

describe('de-duplication by envelope id', () => {
  it('runs the handler once for two identical deliveries and answers 2xx to both', async () => {
    const { handler, onPayroll } = handlerWith({ dedupe: createMemoryDedupe() });
    const body = envelope('payroll.status.updated', PAYROLL, 'evt-1');
    const headers = svixHeaders(body);
    const first = await handler(delivery(body, headers));
    const second = await handler(delivery(body, headers));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual({ received: true, duplicate: true });
    expect(onPayroll).toHaveBeenCalledOnce();
  });

  it('keys on the envelope id, so a re-signed retry of the same event is still a duplicate', async () => {
    const { handler, onPayroll } = handlerWith({ dedupe: createMemoryDedupe() });
    const body = envelope('payroll.status.updated', PAYROLL, 'evt-2');
    await handler(delivery(body, svixHeaders(body, { msgId: 'msg_a' })));
    await handler(delivery(body, svixHeaders(body, { msgId: 'msg_b' })));
    await handler(delivery(envelope('payroll.status.updated', PAYROLL, 'evt-3')));
    expect(onPayroll).toHaveBeenCalledTimes(2);
  });

  it('releases the claim when the handler throws, so the retry runs it again', async () => {
    const { handler, onPayroll } = handlerWith({ dedupe: createMemoryDedupe() });
    onPayroll.mockRejectedValueOnce(new Error('transient'));
    const body = envelope('payroll.status.updated', PAYROLL, 'evt-4');
    expect((await handler(delivery(body))).status).toBe(500);
    expect((await handler(delivery(body))).status).toBe(200);
    expect(onPayroll).toHaveBeenCalledTimes(2);
  });

  it('answers 500 when the store fails, without running the handler', async () => {
    const dedupe: WebhookDedupeStore = {
      claim: () => Promise.reject(new Error('redis down')),
      complete: () => undefined,
      release: () => undefined,
    };
    const { handler, onPayroll } = handlerWith({ dedupe });
    expect((await handler(delivery(envelope('payroll.status.updated', PAYROLL)))).status).toBe(500);
    expect(onPayroll).not.toHaveBeenCalled();
  });
});
