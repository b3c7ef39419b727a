/**
 * `workforce-api/otel`: OpenTelemetry spans for every call of a client, from its call events. Needs the
 * optional peer `@opentelemetry/api`; the other entries never load it.
 * @packageDocumentation
 * @module workforce-api/otel
 */
import {
  type Attributes,
  type Span,
  SpanKind,
  SpanStatusCode,
  type TracerProvider,
  trace,
} from '@opentelemetry/api';
import type {
  CallErrorEvent,
  CallEventListener,
  CallEventListeners,
  CallEventType,
  CallRequestEvent,
  CallResponseEvent,
  CallRetryEvent,
} from '../core/call-events.js';
import { VERSION } from '../version.js';

/**
 * Options of {@link instrument} and {@link tracingListeners}.
 *
 * @example
 * ```ts
 * const options: InstrumentOptions = { tracerProvider: provider };
 * ```
 */
export interface InstrumentOptions {
  /** Where spans go. Default: the global provider (`trace.getTracerProvider()`), read once. */
  tracerProvider?: TracerProvider | undefined;
}

/**
 * What {@link instrument} needs of a client: its `on()` (a `WorkforceClient` has it).
 *
 * @example
 * ```ts
 * const target: Instrumentable = new WorkforceClient({ environment: 'sandbox' });
 * ```
 */
export interface Instrumentable {
  /** Adds a call-event listener; returns its remover. */
  on<K extends CallEventType>(type: K, listener: CallEventListener<K>): () => void;
}

/**
 * Listeners that make one client span per call, named after the operation (`payrolls.get`), with the HTTP
 * semantic-convention attributes (`http.request.method`, `url.template`, `server.address`, `server.port`,
 * `http.response.status_code`, `http.request.resend_count`, `error.type`) and an event per retry. No
 * attribute holds a key, a header, a body or a filled path. Pass them as the `on` option of `createCore()` or
 * `new WorkforceClient()`; {@link instrument} adds them to an existing client.
 * @example
 * ```ts
 * import { createCore } from 'workforce-api/core';
 * import { tracingListeners } from 'workforce-api/otel';
 *
 * const core = createCore({ environment: 'sandbox', on: tracingListeners({ tracerProvider }) });
 * ```
 */
export function tracingListeners(options: InstrumentOptions = {}): CallEventListeners {
  const provider = options.tracerProvider ?? trace.getTracerProvider();
  const tracer = provider.getTracer('workforce-api', VERSION);
  // One open span per call; the call's response or error event ends and forgets it.
  const spans = new Map<number, Span>();
  return {
    request: (event: CallRequestEvent) => {
      if (event.attempt === 1) {
        spans.set(
          event.callId,
          tracer.startSpan(event.operation, { kind: SpanKind.CLIENT, attributes: startAttributes(event) }),
        );
      }
    },
    retry: (event: CallRetryEvent) => {
      const attributes: Attributes = {
        'http.request.resend_count': event.attempt - 1,
        'workforce.retry.reason': event.reason,
        'workforce.retry.delay_ms': event.delayMs,
      };
      if (event.status !== undefined) attributes['http.response.status_code'] = event.status;
      spans.get(event.callId)?.addEvent('retry', attributes);
    },
    response: (event: CallResponseEvent) => {
      const span = take(spans, event.callId);
      if (span === undefined) return;
      span.setAttributes(endAttributes(event, event.status));
      span.end();
    },
    error: (event: CallErrorEvent) => {
      const span = take(spans, event.callId);
      if (span === undefined) return;
      span.setAttributes(endAttributes(event, event.status));
      // The status code for an HTTP error, else the SDK's error name, as the convention asks.
      span.setAttribute('error.type', event.status === undefined ? event.errorName : String(event.status));
      span.setStatus({ code: SpanStatusCode.ERROR, message: event.errorName });
      span.end();
    },
  };
}

/**
 * Traces every call of `client` (see {@link tracingListeners}): one client span per call, with an event per
 * retry. Clients derived later with `withTenant`/`withOptions` start with the same listeners, so they are
 * traced too.
 * @returns a function that stops tracing this client.
 * @example
 * ```ts
 * import { WorkforceClient } from 'workforce-api';
 * import { instrument } from 'workforce-api/otel';
 *
 * const client = new WorkforceClient({ environment: 'sandbox' });
 * const stop = instrument(client, { tracerProvider });
 * ```
 */
export function instrument(client: Instrumentable, options: InstrumentOptions = {}): () => void {
  const listeners = tracingListeners(options);
  const removers = (Object.keys(listeners) as CallEventType[]).map((type) =>
    client.on(type, listeners[type] as CallEventListener),
  );
  return () => {
    for (const remove of removers) remove();
  };
}

function take(spans: Map<number, Span>, callId: number): Span | undefined {
  const span = spans.get(callId);
  spans.delete(callId);
  return span;
}

function startAttributes(event: CallRequestEvent): Attributes {
  const at = event.host.lastIndexOf(':');
  const port = at > event.host.lastIndexOf(']') ? Number(event.host.slice(at + 1)) : undefined;
  const attributes: Attributes = {
    'http.request.method': event.method,
    'url.template': event.path,
    'server.address': port === undefined ? event.host : event.host.slice(0, at),
    'workforce.operation': event.operation,
  };
  if (port !== undefined) attributes['server.port'] = port;
  return attributes;
}

function endAttributes(event: CallResponseEvent | CallErrorEvent, status: number | undefined): Attributes {
  const attributes: Attributes = {};
  if (status !== undefined) attributes['http.response.status_code'] = status;
  if (event.attempt > 1) attributes['http.request.resend_count'] = event.attempt - 1;
  if (event.requestId !== undefined) attributes['workforce.request_id'] = event.requestId;
  return attributes;
}
