import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryDedupe, type WebhookDedupeStore } from '../../src/webhooks/dedupe.js';
import { createWebhookHandler } from '../../src/webhooks/handler.js';
import { envelope, SECRET, svixHeaders } from './support.js';

const PAYROLL = { id: 'p1', status: 'scheduled', tenantKey: 't' };

function post(body: string): Request {
  return new Request('https://example.test/webhooks', { method: 'POST', headers: svixHeaders(body), body });
}

/** A promise with its resolve/reject exposed, to hold a handler "in progress". */
function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createMemoryDedupe: in progress (leased) apart from done', () => {
  it('leases an id, reports it in progress to others, and done once completed', () => {
    const store = createMemoryDedupe();
    const first = store.claim('a');
    expect(first).toEqual({ status: 'claimed', lease: expect.any(String) });
    expect(store.claim('a')).toEqual({ status: 'in_progress' });
    if (first.status === 'claimed') store.complete('a', first.lease);
    expect(store.claim('a')).toEqual({ status: 'done' });
  });

  it('gives the id back on release, so the next claim leases it again', () => {
    const store = createMemoryDedupe();
    const first = store.claim('a');
    if (first.status === 'claimed') store.release('a', first.lease);
    expect(store.claim('a')).toMatchObject({ status: 'claimed' });
  });

  it('lets a lease expire after leaseMs, and a stale holder cannot release the new lease', () => {
    vi.useFakeTimers({ now: 0 });
    const store = createMemoryDedupe({ leaseMs: 1_000 });
    const stale = store.claim('a');
    vi.setSystemTime(999);
    expect(store.claim('a')).toEqual({ status: 'in_progress' });
    vi.setSystemTime(1_001);
    const fresh = store.claim('a');
    expect(fresh).toMatchObject({ status: 'claimed' });
    if (stale.status === 'claimed') store.release('a', stale.lease);
    expect(store.claim('a')).toEqual({ status: 'in_progress' });
  });

  it('forgets done ids after ttlSeconds', () => {
    vi.useFakeTimers({ now: 0 });
    const store = createMemoryDedupe({ ttlSeconds: 60 });
    const claim = store.claim('a');
    if (claim.status === 'claimed') store.complete('a', claim.lease);
    vi.setSystemTime(59_000);
    expect(store.claim('a')).toEqual({ status: 'done' });
    vi.setSystemTime(60_001);
    expect(store.claim('a')).toMatchObject({ status: 'claimed' });
  });

  it('keeps at most maxEntries, leases and done ids together, dropping the oldest', () => {
    const store = createMemoryDedupe({ maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) store.claim(id);
    expect(store.size).toBe(2);
    expect(store.claim('c')).toEqual({ status: 'in_progress' });
    expect(store.claim('a')).toMatchObject({ status: 'claimed' });
  });

  it('refuses limits that are not positive', () => {
    expect(() => createMemoryDedupe({ ttlSeconds: 0 })).toThrow(RangeError);
    expect(() => createMemoryDedupe({ maxEntries: -1 })).toThrow(RangeError);
    expect(() => createMemoryDedupe({ leaseMs: 0 })).toThrow(RangeError);
  });
});

describe('the handler with a leasing store', () => {
  it('answers 409 with Retry-After to a duplicate that arrives while the first is still handled', async () => {
    const held = gate();
    const onPayroll = vi.fn(() => held.promise);
    const handler = createWebhookHandler({
      secret: SECRET,
      dedupe: createMemoryDedupe(),
      on: { 'payroll.status.updated': onPayroll },
    });
    const body = envelope('payroll.status.updated', PAYROLL, 'evt-lease-1');
    const first = handler(post(body));
    await vi.waitFor(() => expect(onPayroll).toHaveBeenCalledOnce());
    const duplicate = await handler(post(body));
    expect(duplicate.status).toBe(409);
    expect(Number(duplicate.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await duplicate.json()).toEqual({ error: 'delivery_in_progress' });
    held.open();
    expect((await first).status).toBe(200);
    const late = await handler(post(body));
    expect([late.status, await late.json()]).toEqual([200, { received: true, duplicate: true }]);
    expect(onPayroll).toHaveBeenCalledOnce();
  });

  it('releases the lease when the first attempt fails, so the retry runs the handler', async () => {
    const held = gate();
    const onPayroll = vi.fn().mockImplementationOnce(() => held.promise);
    const handler = createWebhookHandler({
      secret: SECRET,
      dedupe: createMemoryDedupe(),
      on: { 'payroll.status.updated': onPayroll },
    });
    const body = envelope('payroll.status.updated', PAYROLL, 'evt-lease-2');
    const first = handler(post(body));
    await vi.waitFor(() => expect(onPayroll).toHaveBeenCalledOnce());
    held.fail(new Error('transient'));
    expect((await first).status).toBe(500);
    expect((await handler(post(body))).status).toBe(200);
    expect(onPayroll).toHaveBeenCalledTimes(2);
  });

  it('answers 200 and reports when marking done fails after the handler succeeded', async () => {
    const onError = vi.fn();
    const onPayroll = vi.fn();
    const dedupe: WebhookDedupeStore = {
      claim: () => ({ status: 'claimed', lease: 'l1' }),
      complete: () => Promise.reject(new Error('redis down')),
      release: vi.fn(),
    };
    const handler = createWebhookHandler({
      secret: SECRET,
      dedupe,
      onError,
      on: { 'payroll.status.updated': onPayroll },
    });
    const response = await handler(post(envelope('payroll.status.updated', PAYROLL)));
    expect(response.status).toBe(200);
    expect(onPayroll).toHaveBeenCalledOnce();
    expect(dedupe.release).not.toHaveBeenCalled();
    expect(onError.mock.calls[0]?.[1]).toMatchObject({ stage: 'handler' });
  });
});
