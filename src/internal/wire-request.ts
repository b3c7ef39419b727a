import type { Redactor } from './redact.js';
import type { RetrySafety } from './retry.js';

/** A request ready for the wire: URL, headers and an already serialised body. */
export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
  safety: RetrySafety;
  /** `METHOD /path` for log lines and messages. */
  label: string;
  redactor: Redactor;
  /** The operation's method path (`persons.get`), for events. */
  operation?: string | undefined;
  /** The path template (`/v1/persons/{personId}`), for events: never the filled path. */
  template?: string | undefined;
}
