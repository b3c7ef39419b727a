import { createHmac } from 'node:crypto';
import { Webhook } from 'svix';

/** A Svix-style signing secret: `whsec_` + base64 of 24 random-looking bytes. */
export const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
/** Another valid secret, for "wrong secret" and rotation tests. */
export const OTHER_SECRET = 'whsec_aGVsbG8tdGhpcy1pcy1hbm90aGVyLXNlY3JldA==';

export const TENANT = 'tk_live_7f3a9c2e';

export interface SignOptions {
  secret?: string;
  msgId?: string;
  /** Unix seconds; defaults to now. */
  timestamp?: number;
}

/** Signs with the independent `svix` package, returning the `svix-*` headers it would send. */
export function svixHeaders(body: string, options: SignOptions = {}): Record<string, string> {
  const msgId = options.msgId ?? 'msg_2mT1Qz8yJxk1';
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature = new Webhook(options.secret ?? SECRET).sign(msgId, new Date(timestamp * 1000), body);
  return { 'svix-id': msgId, 'svix-timestamp': String(timestamp), 'svix-signature': signature };
}

/**
 * Signs with node:crypto directly (the verifier uses WebCrypto, the `svix` package its own code), so at least one
 * signer shares no code with either.
 */
export function hmacSignature(body: string, msgId: string, timestamp: number, secret = SECRET): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${msgId}.${timestamp}.${body}`).digest('base64')}`;
}

/** The vendor's envelope around a payload. */
export function envelope(
  eventType: string,
  data: unknown,
  id = 'a3f1c9e2-5b7d-4e8a-9c1f-2d6b8e4a7c01',
): string {
  return JSON.stringify({ id, eventType, version: '1.0', timestamp: Math.floor(Date.now() / 1000), data });
}
