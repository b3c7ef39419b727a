import type { ValidationMode } from '../core/client-options.js';
import type { Credentials } from './credentials.js';
import type { EventHub } from './event-hub.js';
import type { LevelLogger } from './logger.js';
import type { Redactor } from './redact.js';

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
}
