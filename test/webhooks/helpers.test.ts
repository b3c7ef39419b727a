import { inspect } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebhookVerificationError } from '../../src/core/client-errors.js';
import { payrollReadStatusOf } from '../../src/payroll-status.js';
import { nextEventsOf, WEBHOOK_EVENT_CHAINS } from '../../src/webhooks/event-chains.js';
import { isKnownWebhookEventType, KNOWN_WEBHOOK_EVENT_TYPES } from '../../src/webhooks/event-types.js';
import { kycExpiryStage } from '../../src/webhooks/kyc-expiry.js';
import { Webhooks } from '../../src/webhooks/webhooks.js';
import { envelope, OTHER_SECRET, SECRET, svixHeaders } from './support.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('kycExpiryStage', () => {
  const at = (day: string) => new Date(`${day}T12:00:00Z`);

  it.each([
    ['2026-05-01', null],
    ['2026-04-30', 'about-to-expire'], // 30 days ahead
    ['2026-03-31', 'about-to-expire'], // expires today: still valid
    ['2026-03-30', 'in-grace-period'], // expired yesterday
    ['2026-01-30', 'in-grace-period'], // 60 days ago: last day of grace
    ['2026-01-29', 'expired'],
  ])('on 2026-03-31, a document expiring %s is %s', (expiry, stage) => {
    expect(kycExpiryStage(expiry, at('2026-03-31'))).toBe(stage);
  });

  it('takes a Date and defaults to now', () => {
    vi.useFakeTimers({ now: at('2026-03-31') });
    expect(kycExpiryStage(new Date('2026-04-10T23:59:00Z'))).toBe('about-to-expire');
  });

  it.each(['2026-02-30', '31/03/2026', '2026-3-1', ''])('refuses the date %j', (value) => {
    expect(() => kycExpiryStage(value)).toThrow(RangeError);
  });
});

describe('event chains', () => {
  it('follows the invoice and reimbursement review flows', () => {
    expect(nextEventsOf('invoice.contractor.submitted')).toEqual([
      'invoice.contractor.approved',
      'invoice.contractor.rejected',
    ]);
    expect(nextEventsOf('invoice.contractor.approved')).toEqual(['invoice.contractor.paid']);
    expect(nextEventsOf('reimbursement.submitted')).toEqual([
      'reimbursement.approved',
      'reimbursement.rejected',
    ]);
    expect(nextEventsOf('reimbursement.approved')).toEqual(['reimbursement.paid']);
  });

  it('leads from a satisfied requirement to the unblocked filings moving on', () => {
    expect(nextEventsOf('requirement.satisfied')).toEqual(['filing.pending']);
  });

  it('follows the shared filing and virtual-account transition tables', () => {
    expect(nextEventsOf('filing.blocked')).toContain('filing.pending');
    expect(nextEventsOf('filing.submitted')).toEqual(['filing.accepted', 'filing.rejected']);
    expect(nextEventsOf('virtual-account.requested')).toEqual(['virtual-account.submitted']);
    expect(nextEventsOf('remittance.processing')).toEqual(['remittance.completed']);
  });

  it('returns nothing for final, unknown or prototype names', () => {
    for (const type of ['invoice.contractor.paid', 'payout.updated', 'toString', '__proto__']) {
      expect(nextEventsOf(type)).toEqual([]);
    }
  });

  it('names only known event types', () => {
    for (const [from, next] of Object.entries(WEBHOOK_EVENT_CHAINS)) {
      expect(isKnownWebhookEventType(from)).toBe(true);
      for (const type of next ?? []) expect(KNOWN_WEBHOOK_EVENT_TYPES).toContain(type);
    }
  });
});

describe('payroll status vocabulary', () => {
  it('maps the status of a payroll.status.updated event to the read status', async () => {
    const body = envelope('payroll.status.updated', { id: 'p1', status: 'approved', tenantKey: 't' });
    const event = await new Webhooks(SECRET).unwrap(body, svixHeaders(body));
    if (!event.known || event.eventType !== 'payroll.status.updated') throw new Error('wrong event');
    expect(payrollReadStatusOf(event.data.status)).toBe('Awaiting Funds');
  });
});

describe('Webhooks (client.webhooks)', () => {
  const body = envelope('person.reinstated', { id: 'p1', tenantKey: 't' });

  it('unwraps with the default secret, or a per-call one', async () => {
    await expect(new Webhooks(SECRET).unwrap(body, svixHeaders(body))).resolves.toMatchObject({
      known: true,
    });
    const other = svixHeaders(body, { secret: OTHER_SECRET });
    await expect(new Webhooks(SECRET).unwrap(body, other, { secret: OTHER_SECRET })).resolves.toBeTruthy();
    expect((await new Webhooks(SECRET).verify(body, svixHeaders(body))).payload).toEqual(JSON.parse(body));
  });

  it('rejects (not throws) with missing_secret when no secret is configured', async () => {
    const result = new Webhooks(undefined).unwrap(body, svixHeaders(body));
    await expect(result).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(result).rejects.toMatchObject({ reason: 'missing_secret' });
  });

  it('never shows its secret', () => {
    const webhooks = new Webhooks(SECRET);
    expect(JSON.stringify(webhooks)).not.toContain('whsec');
    expect(inspect(webhooks, { showHidden: true })).not.toContain('whsec');
  });
});
