import { describe, expect, it } from 'vitest';
import {
  createWebhookHandler,
  unwrapWebhook,
  verifyWebhook,
  WebhookVerificationError,
  WorkforceClient,
} from '../../src/index.js';
import {
  capturingLogger,
  errorSurfaces,
  leaks,
  PII,
  STATIC_KEY,
  signedHeaders,
  WEBHOOK_SECRET,
} from './secrets-support.js';
import { expectNoLeaks } from './secrets-sweep.js';

/*
 * Webhook verification failures, from the client, the standalone functions and the handler, show neither the
 * webhook secret nor the PII of the delivery; see secrets.test.ts for what the suite looks for and where.
 */

describe('WebhookVerificationError', () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    eventType: 'virtual-account.created',
    version: '1.0',
    timestamp: Math.floor(Date.now() / 1000),
    data: {
      id: 'va_1',
      currency: 'USD',
      status: 'active',
      tenantKey: 'tk_x',
      businessId: 'b_1',
      accountInformation: { accountNumber: PII.accountNumber, routingNumber: PII.routingNumber },
    },
  });
  const notJson = `{"taxId":"${PII.taxId}","nationalId":${PII.nationalId},"dateOfBirth":"${PII.dateOfBirth}"}`;
  const now = Math.floor(Date.now() / 1000);
  const cases: [string, string, Record<string, string>, string | undefined][] = [
    ['missing_headers', payload, {}, WEBHOOK_SECRET],
    ['missing_secret', payload, signedHeaders(payload), undefined],
    ['invalid_secret', payload, signedHeaders(payload), `${WEBHOOK_SECRET}%%`],
    [
      'invalid_signature_header',
      payload,
      { ...signedHeaders(payload), 'webhook-signature': `v9,${PII.taxId}` },
      WEBHOOK_SECRET,
    ],
    [
      'invalid_timestamp',
      payload,
      { ...signedHeaders(payload), 'webhook-timestamp': PII.dateOfBirth },
      WEBHOOK_SECRET,
    ],
    ['timestamp_too_old', payload, signedHeaders(payload, WEBHOOK_SECRET, now - 3600), WEBHOOK_SECRET],
    [
      'signature_mismatch',
      payload,
      signedHeaders(payload, 'whsec_b3RoZXItc2VjcmV0LW9mLTMyLWJ5dGVzLWxvbmch'),
      WEBHOOK_SECRET,
    ],
    ['invalid_payload (not JSON)', notJson, signedHeaders(notJson), WEBHOOK_SECRET],
    ['invalid_payload (event data fails its schema)', payload, signedHeaders(payload), WEBHOOK_SECRET],
  ];

  it.each(cases)(
    '%s: nothing leaks from client.webhooks.unwrap, unwrapWebhook or verifyWebhook',
    async (_n, body, headers, secret) => {
      const log = capturingLogger();
      const client = new WorkforceClient({
        apiKey: STATIC_KEY,
        baseUrl: 'http://127.0.0.1:9',
        logger: log.logger,
        logLevel: 'debug',
        ...(secret ? { webhookSecret: secret } : {}),
      });
      const errors: unknown[] = [];
      // strictPayloads: an event whose data fails its schema is refused (not delivered raw) in this probe.
      await client.webhooks
        .unwrap(body, headers, { strictPayloads: true })
        .catch((e: unknown) => errors.push(e));
      await unwrapWebhook(body, headers, { secret, strictPayloads: true }).catch((e: unknown) =>
        errors.push(e),
      );
      // verifyWebhook parses on first read of `payload`: a body that is not JSON throws there.
      await verifyWebhook(body, headers, { secret })
        .then((verified) => verified.payload)
        .then(
          (payload) => errors.push(payload),
          (e: unknown) => errors.push(e),
        );
      expect(errors[0]).toBeInstanceOf(WebhookVerificationError);
      expect(errors[1]).toBeInstanceOf(WebhookVerificationError);
      const found = errors.flatMap((error, i) =>
        error instanceof Error ? leaks(errorSurfaces(error)).map((f) => `error ${i}: ${f}`) : [],
      );
      for (const line of log.lines) found.push(...leaks({ 'a log line': line }));
      expectNoLeaks(found);
    },
  );

  it.each(cases)(
    '%s: the handler answers 400 and its onError sees nothing secret',
    async (_n, body, headers, secret) => {
      const seen: unknown[] = [];
      let handler: ((request: Request) => Promise<Response>) | undefined;
      try {
        handler = createWebhookHandler({
          secret,
          strictPayloads: true,
          onError: (error) => seen.push(error),
        });
      } catch (error) {
        // A missing or malformed secret is refused when the handler is built.
        expect(error).toBeInstanceOf(WebhookVerificationError);
        expectNoLeaks(leaks(errorSurfaces(error)));
        return;
      }
      const response = await handler(
        new Request('http://127.0.0.1/hooks', { method: 'POST', body, headers }),
      );
      expect(response.status).toBe(400);
      const reply = await response.text();
      expectNoLeaks(leaks({ response: reply, ...Object.assign({}, ...seen.map((e) => errorSurfaces(e))) }));
    },
  );
});
