import { WebhookVerificationError } from '../core/client-errors.js';

/*
 * The Standard Webhooks HMAC in the runtime's native code: `node:crypto` where the runtime has it (hashing the
 * body where it lies), else WebCrypto (`crypto.subtle`: browsers and edge runtimes). A 10 MB body costs
 * milliseconds, not a pure-JS SHA-256.
 */

const encoder = /* @__PURE__ */ new TextEncoder();
const HMAC_SHA256 = { name: 'HMAC', hash: 'SHA-256' } as const;
// Canonical, padded base64 only, as Standard Webhooks secrets are written (atob alone would also take `abc`).
const STRICT_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function decodeBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The base64 key text of a `whsec_<base64>` signing secret (the prefix is optional, white space around it is
 * ignored), or `undefined` when what follows the prefix is empty or not canonical, padded base64. The one check
 * of a secret's form: the verifier, the simulator's signer and its webhook hub all use it.
 *
 * @example
 * ```ts
 * secretKeyText('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'); // 'MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
 * ```
 */
export function secretKeyText(secret: string): string | undefined {
  const encoded = secret.trim().replace(/^whsec_/, '');
  return encoded !== '' && STRICT_BASE64.test(encoded) ? encoded : undefined;
}

/**
 * Decodes the `whsec_<base64>` secrets (the prefix is optional) into key bytes.
 *
 * @throws {WebhookVerificationError} `missing_secret` when none is given or one is blank; `invalid_secret`
 *   when one is not base64 (the message never echoes it).
 * @example
 * ```ts
 * const keys = decodeSecrets('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
 * ```
 */
export function decodeSecrets(secret: string | readonly string[] | undefined): Uint8Array<ArrayBuffer>[] {
  const secrets = (typeof secret === 'string' ? [secret] : (secret ?? [])).map((s) => s?.trim());
  if (secrets.length === 0 || secrets.some((s) => !s)) {
    throw new WebhookVerificationError('missing_secret', 'No webhook signing secret was given');
  }
  return secrets.map((s) => {
    const encoded = secretKeyText(s as string);
    const key = encoded === undefined ? undefined : decodeBase64(encoded);
    if (!key || key.byteLength === 0) {
      throw new WebhookVerificationError('invalid_secret', 'Webhook secret is not whsec_<base64>');
    }
    return key;
  });
}

/**
 * Imports key bytes as an HMAC-SHA256 signing key.
 *
 * @throws {Error} (as a rejection) when the runtime has no WebCrypto.
 * @example
 * ```ts
 * const key = await importHmacKey(decodeSecrets(secret)[0]);
 * ```
 */
export function importHmacKey(bytes: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', bytes, HMAC_SHA256, false, ['sign']);
}

/**
 * Builds the signed content `${id}.${timestamp}.${body}` as bytes, copying a byte body once and encoding a
 * text body once (never decoding bytes to text on the way).
 *
 * @throws Never.
 * @example
 * ```ts
 * const content = signedContent('msg_1', '1790000000', rawBody);
 * ```
 */
export function signedContent(
  id: string,
  timestamp: string,
  body: string | Uint8Array,
): Uint8Array<ArrayBuffer> {
  const prefix = encoder.encode(`${id}.${timestamp}.`);
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  const content = new Uint8Array(prefix.byteLength + bytes.byteLength);
  content.set(prefix);
  content.set(bytes, prefix.byteLength);
  return content;
}

interface NodeHmac {
  update(data: string | Uint8Array): NodeHmac;
  digest(): Uint8Array;
}
type CreateHmac = (algorithm: 'sha256', key: Uint8Array) => NodeHmac;

/**
 * `node:crypto`'s `createHmac` where the runtime has it (Node, Bun and Deno expose it through
 * `process.getBuiltinModule`), else `null`: it hashes the id, timestamp and body in place, without the copy
 * WebCrypto needs. Read through the runtime, never imported, so browser bundles are unaffected.
 *
 * @throws Never.
 * @example
 * ```ts
 * const createHmac = nativeHmac(); // null in a browser
 * ```
 */
export function nativeHmac(): CreateHmac | null {
  const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const crypto = runtime?.getBuiltinModule?.('node:crypto') as { createHmac?: CreateHmac } | undefined;
  return typeof crypto?.createHmac === 'function' ? crypto.createHmac : null;
}

/**
 * Computes the raw HMAC-SHA256 of `content` with `key`.
 *
 * @throws {Error} (as a rejection) when the runtime has no WebCrypto.
 * @example
 * ```ts
 * const mac = await hmacSha256(key, signedContent(id, timestamp, body));
 * ```
 */
export async function hmacSha256(key: CryptoKey, content: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, content));
}

/**
 * Tells whether a base64 signature equals the expected MAC, in time that depends only on the lengths, so a
 * forger learns nothing from response timing.
 *
 * @throws Never.
 * @example
 * ```ts
 * signatureMatches('K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=', mac);
 * ```
 */
export function signatureMatches(signature: string, expected: Uint8Array): boolean {
  const actual = decodeBase64(signature);
  if (!actual || actual.byteLength !== expected.byteLength) return false;
  let diff = 0;
  for (let i = 0; i < expected.byteLength; i++) diff |= (actual[i] as number) ^ (expected[i] as number);
  return diff === 0;
}
