import type {
  CallEvent,
  CallEventListener,
  CallEventListeners,
  CallEvents,
  CallEventType,
} from '../core/call-events.js';
import type { HttpMethod } from '../core/request-options.js';
import type { LevelLogger } from './logger.js';
import type { WireRequest } from './wire-request.js';

/* The listeners of one client's call events. With none, a call pays one property read (`listening`). */

const EVENT_TYPES: readonly CallEventType[] = ['request', 'retry', 'response', 'error'];

// Process-wide, so calls of clients that share a listener (derived clients, one tracer) never share an id.
let lastCallId = 0;

type AnyListener = (event: CallEvent) => unknown;

/** The listeners of one client, by event type; emitting never throws. */
export class EventHub {
  readonly #listeners = new Map<CallEventType, AnyListener[]>();
  readonly #logger: LevelLogger;
  /** True while at least one listener is registered: calls build no event otherwise. */
  listening = false;

  constructor(logger: LevelLogger, initial?: CallEventListeners) {
    this.#logger = logger;
    for (const type of EVENT_TYPES) {
      const listener = initial?.[type] as CallEventListener | undefined;
      if (listener !== undefined) this.on(type, listener);
    }
  }

  /**
   * Adds a listener; the returned function removes it.
   * @throws {TypeError} for an unknown event type or a listener that is not a function.
   */
  on<K extends CallEventType>(type: K, listener: CallEventListener<K>): () => void {
    if (!EVENT_TYPES.includes(type)) {
      throw new TypeError(`Unknown event type ${JSON.stringify(type)}: expected ${EVENT_TYPES.join(', ')}`);
    }
    if (typeof listener !== 'function') throw new TypeError(`The ${type} listener must be a function`);
    const list = this.#listeners.get(type) ?? [];
    // A copy, so a listener removed while an event is being delivered does not skip its neighbour.
    this.#listeners.set(type, [...list, listener as AnyListener]);
    this.listening = true;
    return () => this.off(type, listener);
  }

  /** Removes a listener added with {@link on} (a listener added twice is removed once). */
  off<K extends CallEventType>(type: K, listener: CallEventListener<K>): void {
    const list = this.#listeners.get(type);
    const at = list?.lastIndexOf(listener as AnyListener) ?? -1;
    if (list === undefined || at === -1) return;
    this.#listeners.set(type, list.toSpliced(at, 1));
    this.listening = [...this.#listeners.values()].some((l) => l.length > 0);
  }

  /** The listeners as the `on` option of a derived client takes them: each type's listeners, in order. */
  copyInto(target: EventHub): void {
    for (const [type, list] of this.#listeners) for (const listener of list) target.on(type, listener);
  }

  /** Delivers `event` to every listener of its type; a listener's failure is logged, never thrown. */
  emit(event: CallEvent): void {
    const list = this.#listeners.get(event.type);
    if (list === undefined) return;
    for (const listener of list) {
      try {
        const result = listener(event);
        if (typeof (result as PromiseLike<unknown> | undefined)?.then === 'function') {
          (result as Promise<unknown>).then(undefined, (error: unknown) => this.#failed(event, error));
        }
      } catch (error) {
        this.#failed(event, error);
      }
    }
  }

  #failed(event: CallEvent, error: unknown): void {
    // The listener's own error may quote anything it saw; only its name is logged.
    const name = error instanceof Error ? error.name : typeof error;
    this.#logger.log('warn', `A ${event.type} listener threw (${name}); the call goes on`, {
      operation: event.operation,
    });
  }
}

/** What a call's events say about it whatever the moment: operation, template, host, id and key. */
export type CallFacts = Omit<CallEvents['request'], 'type' | 'attempt'>;

/** The facts of one call (built only when someone listens). */
export function callFacts(wire: WireRequest): CallFacts {
  return {
    operation: wire.operation ?? 'request',
    method: wire.method as HttpMethod,
    path: wire.template ?? '{unknown}',
    host: hostOf(wire.url),
    callId: ++lastCallId,
    idempotencyKey: wire.safety === 'keyed',
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/**
 * The template of a `client.request()` path: a segment with a digit, a capital letter, `%` or `@` (an id, a
 * country code, an e-mail address) shows as `{param}`, so no id reaches an event.
 */
export function rawTemplate(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (/[\d A-Z%@]/.test(segment) && !/^v\d+$/.test(segment) ? '{param}' : segment))
    .join('/');
}
