import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as entry from '../../src/webhooks/index.js';
import { envelope, SECRET, svixHeaders } from './support.js';

const EXPORTED_VALUES = [
  'DEFAULT_MAX_WEBHOOK_BODY_BYTES',
  'DEFAULT_WEBHOOK_LEASE_MS',
  'DEFAULT_WEBHOOK_TOLERANCE',
  'KNOWN_WEBHOOK_EVENT_TYPES',
  'KYC_EXPIRY_STAGES',
  'WEBHOOK_EVENT_CHAINS',
  'WebhookVerificationError',
  'createMemoryDedupe',
  'createRedisDedupe',
  'createWebhookHandler',
  'isKnownEvent',
  'isKnownWebhookEventType',
  'isWebhookVerificationError',
  'kycExpiryStage',
  'nextEventsOf',
  'parseWebhookEvent',
  'toNodeHandler',
  'unwrapWebhook',
  'verifyWebhook',
];

/** Every source file the entry pulls in, bundled for a browser (so a Node built-in would fail the build). */
async function bundledInputs(): Promise<string[]> {
  const result = await build({
    entryPoints: ['src/webhooks/index.ts'],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'browser',
    format: 'esm',
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

describe('the workforce-api/webhooks entry', () => {
  it('exports exactly the receiver API, by name', () => {
    expect(Object.keys(entry).sort()).toEqual([...EXPORTED_VALUES].sort());
  });

  it('loads no client, transport, generated code, ky or Node built-in', async () => {
    const inputs = await bundledInputs();
    expect(inputs).toContain('src/webhooks/verify.ts');
    const forbidden = inputs.filter((file) =>
      /^src\/(client|index)\.ts$|^src\/generated\/|^src\/internal\/(transport|exchange|resource)|node_modules\/ky\//.test(
        file,
      ),
    );
    expect(forbidden).toEqual([]);
  });

  it('verifies and unwraps a delivery through the entry alone', async () => {
    const body = envelope('person.reinstated', { id: 'p1', tenantKey: 't' });
    const event = await entry.unwrapWebhook(body, svixHeaders(body), { secret: SECRET });
    expect(event).toMatchObject({ known: true, eventType: 'person.reinstated' });
    const error = await entry.verifyWebhook(body, {}, { secret: SECRET }).catch((e: unknown) => e);
    expect(entry.isWebhookVerificationError(error)).toBe(true);
    expect(error).toBeInstanceOf(entry.WebhookVerificationError);
  });
});
