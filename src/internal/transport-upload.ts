import type { RequestOptions, UploadContent } from '../core/request-options.js';
import { assertHeader } from './request-guards.js';
import type { Transport } from './transport.js';
import type { TransportConfig } from './transport-config.js';
import type { PreparedCall } from './transport-request.js';
import { cancelUpload, checkUploadUrl, guardStream, isStream } from './upload-url.js';

/* A PUT of bytes to a presigned upload URL: vetted, sent without the API's credentials, its stream stopped on failure. */

/** Sends a prepared upload with the call's options (the transport's pipeline, validation off). */
export type UploadSend = (prepared: PreparedCall, options: RequestOptions) => Promise<unknown>;

/**
 * PUTs bytes to a presigned upload URL through `send`: no API Authorization or tenant header, the reserved
 * Content-Type, retried like any PUT (a stream, which cannot be replayed, is sent once). A stream is cancelled
 * when the URL is refused or the PUT fails, so its source stops producing.
 * @throws RequestValidationError when the URL is not HTTPS or points to a non-public host (unless the
 * client allows any upload URL), or the content type is not a valid header value.
 * @example
 * ```ts
 * await sendUpload(config, upload.url, bytes, 'application/pdf', {}, (prepared, options) => send(prepared, options));
 * ```
 */
export function sendUpload(
  config: TransportConfig,
  url: string,
  content: UploadContent,
  contentType: string,
  options: RequestOptions,
  send: UploadSend,
): Promise<void> {
  const guarded = isStream(content) ? guardStream(content) : undefined;
  return (async () => {
    try {
      const target = checkUploadUrl(
        url,
        // The API's own origin is as trusted as its base URL, which was vetted at construction (a local
        // simulator serves its uploads there).
        config.allowAnyUploadUrl || sameOrigin(url, config.baseUrl),
      );
      assertHeader('Content-Type', contentType, 'contentType');
      const prepared: PreparedCall = {
        method: 'PUT',
        url: target.href,
        label: `PUT ${target.origin}${target.pathname} (presigned upload)`,
        operation: 'files.upload',
        template: '{presignedUploadUrl}',
        headers: { 'Content-Type': contentType },
        body: (guarded?.stream ?? content) as BodyInit,
        safety: 'idempotent',
        redactor: config.redactor,
        credentials: undefined,
      };
      await send(prepared, guarded ? { ...options, maxRetries: 0 } : options);
    } catch (error) {
      if (guarded) guarded.stop(error);
      else cancelUpload(content, error);
      throw error;
    }
  })();
}

/**
 * `transport.upload()` as a function of the transport: a PUT of bytes to a presigned upload URL (see
 * {@link sendUpload}), so only a bundle that uploads carries the URL vetting.
 * @throws RequestValidationError when the URL or the content type is refused.
 * @example
 * ```ts
 * await uploadWith(transport, slot.putUrl, bytes, 'application/pdf');
 * ```
 */
export function uploadWith(
  transport: Transport,
  url: string,
  content: UploadContent,
  contentType: string,
  options: RequestOptions = {},
): Promise<void> {
  return sendUpload(transport.config, url, content, contentType, options, (prepared, uploadOptions) =>
    transport.send(prepared, {}, uploadOptions, 'off'),
  );
}

function sameOrigin(url: string, baseUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(baseUrl).origin;
  } catch {
    return false;
  }
}
