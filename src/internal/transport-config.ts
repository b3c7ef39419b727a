import type { ValidationMode } from '../core/client-options.js';
import type { Credentials } from './credentials.js';
import type { EventHub } from './event-hub.js';
import type { LevelLogger } from './logger.js';
import type { Redactor } from './redact.js';
import type { Schema } from './validation.js';

/** Everything the transport needs, resolved by the client from its options and the environment. */
export interface TransportConfig {
  baseUrl: string;
  /** "sandbox", "production" or the base URL: named in 401 messages. */
  target: string;
  credentials: Credentials;
  tenantKey: string | undefined;
  timeout: number;
  totalTimeout: number;
  maxRetries: number;
  /** The most bytes a 2xx body may have (`maxResponseBytes`). */
  maxResponseBytes: number;
  validateResponses: ValidationMode;
  fetch: typeof globalThis.fetch | undefined;
  logger: LevelLogger;
  headers: Record<string, string>;
  redactor: Redactor;
  /** `dangerouslyAllowAnyUploadUrl`: presigned upload URLs may be http or point to non-public hosts. */
  allowAnyUploadUrl: boolean;
  /** The client's call-event listeners (`on` option, `client.on()`). */
  events: EventHub;
  /**
   * The fast accept path of answers (`fast-accept.ts`), set by the client's transport; a plain core leaves it
   * out, so that a bundle of standalone functions stays smaller and zod judges every answer.
   */
  acceptsAsIs?: ((schema: Schema, value: unknown) => boolean) | undefined;
}
