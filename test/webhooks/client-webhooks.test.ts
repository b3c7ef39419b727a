import { inspect } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebhookVerificationError } from '../../src/index.js';
import { makeClient } from '../helpers/msw.js';
import { envelope, OTHER_SECRET, SECRET, svixHeaders, TENANT } from './support.js';

afterEach(() => vi.unstubAllEnvs());

const body = envelope('payroll.status.updated', { id: 'pay_1', status: 'scheduled', tenantKey: TENANT });

describe('client.webhooks', () => {
  it('unwraps with the webhookSecret option', async () => {
    const event = await makeClient({ webhookSecret: SECRET }).webhooks.unwrap(body, svixHeaders(body));
    expect(event.eventType).toBe('payroll.status.updated');
    if (event.known && event.eventType === 'payroll.status.updated')
      expect(event.data.status).toBe('scheduled');
  });

  it('reads WORKFORCE_WEBHOOK_SECRET when no option is given', async () => {
    vi.stubEnv('WORKFORCE_WEBHOOK_SECRET', SECRET);
    await expect(makeClient().webhooks.unwrap(body, svixHeaders(body))).resolves.toMatchObject({
      known: true,
    });
  });

  it('lets a call override the secret, and fails with missing_secret when there is none', async () => {
    vi.stubEnv('WORKFORCE_WEBHOOK_SECRET', '');
    const client = makeClient();
    await expect(
      client.webhooks.unwrap(body, svixHeaders(body, { secret: OTHER_SECRET }), { secret: OTHER_SECRET }),
    ).resolves.toMatchObject({ eventType: 'payroll.status.updated' });
    const error = await client.webhooks.unwrap(body, svixHeaders(body)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookVerificationError);
    expect((error as WebhookVerificationError).reason).toBe('missing_secret');
  });

  it('never shows the secret when the client is inspected or serialised', () => {
    const client = makeClient({ webhookSecret: SECRET });
    expect(inspect(client, { depth: 5 })).not.toContain(SECRET.slice(6));
    expect(JSON.stringify(client)).not.toContain(SECRET.slice(6));
  });
});
