import { expect } from 'vitest';
import { type ClientOptions, type LogLevel, type RequestOptions, WorkforceClient } from '../../src/index.js';
import {
  CLIENT_TENANT,
  capturingLogger,
  errorSurfaces,
  leaks,
  PII,
  PROVIDER_KEY,
  personPii,
  REQUEST_TENANT,
  STATIC_KEY,
  WEBHOOK_SECRET,
} from './secrets-support.js';
import { type Behaviour, type LoopbackServer, startServer } from './server.js';
import { businessParams } from './support.js';

/*
 * The secrets suite's sweep: every call in every credential mode at every log level against a hostile server,
 * and the leak report the suite's files assert on.
 */

const LEVELS: LogLevel[] = ['debug', 'info', 'warn', 'error'];

/** One way of passing credentials: the client options and the per-request options it calls with. */
export interface Mode {
  name: string;
  client: ClientOptions;
  request: RequestOptions;
}

/** Static and provider keys × client-level and per-request tenant keys. */
const MODES: Mode[] = [
  {
    name: 'static key, client tenant',
    client: { apiKey: STATIC_KEY, tenantKey: CLIENT_TENANT },
    request: {},
  },
  {
    name: 'static key, per-request tenant',
    client: { apiKey: STATIC_KEY, tenantKey: CLIENT_TENANT },
    request: { tenantKey: REQUEST_TENANT },
  },
  {
    name: 'provider key, client tenant',
    client: { apiKey: () => PROVIDER_KEY, tenantKey: CLIENT_TENANT },
    request: {},
  },
  {
    name: 'provider key, per-request tenant',
    client: { apiKey: () => PROVIDER_KEY, tenantKey: CLIENT_TENANT },
    request: { tenantKey: REQUEST_TENANT },
  },
];

/** One SDK call, made with a mode's request options. */
export type Call = (client: WorkforceClient, options: RequestOptions) => Promise<unknown>;

/** Calls whose request carries PII: a PUT, a POST without key, the keyed POST, a GET. */
export const CALLS: Record<string, Call> = {
  'PUT statutory fields': (c, o) =>
    c.statutory.businesses.fields.update('biz_1', 'BR', { fields: { ...PII } }, o),
  'POST raw with PII body': (c, o) =>
    c.request({ method: 'POST', path: '/v1/persons', body: personPii() }, o),
  'keyed POST platform business': (c, o) =>
    c.platform.businesses.create({ ...businessParams(), ...personPii() }, o),
  'GET person': (c, o) => c.persons.get('3f8e2a1b-9c4d-4e5f-8a6b-7c8d9e0f1a2b', o),
};

interface SweepOptions {
  /** How the server answers (every request the same way); none when nothing should be sent. */
  behaviours?: Behaviour[];
  /** The calls to make (default: {@link CALLS}). */
  calls?: Record<string, Call>;
  /** The class every call must fail with; `undefined` when the calls must succeed. */
  expected: (new (...args: never[]) => Error) | undefined;
  /** Client options on top of each mode's. */
  extra?: ClientOptions;
  /** A base URL to use instead of a fresh loopback server. */
  baseUrl?: string;
  modes?: Mode[];
}

/**
 * Makes every call in every mode at every log level (all at once), checks each outcome's class, and returns
 * each leak as "what in where [call; mode]". Also returns the server, to count what it saw.
 */
export async function sweep(
  options: SweepOptions,
): Promise<{ found: string[]; server: LoopbackServer | undefined }> {
  const server = options.baseUrl === undefined ? await startServer(...(options.behaviours ?? [])) : undefined;
  const baseUrl = options.baseUrl ?? server!.url;
  const runs = (options.modes ?? MODES).flatMap((mode) =>
    Object.entries(options.calls ?? CALLS).flatMap(([name, call]) =>
      LEVELS.map(async (level) => {
        const log = capturingLogger();
        const client = new WorkforceClient({
          baseUrl,
          logger: log.logger,
          logLevel: level,
          maxRetries: 1,
          webhookSecret: WEBHOOK_SECRET,
          ...mode.client,
          ...options.extra,
        });
        let error: unknown;
        try {
          await call(client, mode.request);
        } catch (e) {
          error = e;
        }
        if (options.expected === undefined) expect(error, `${name}; ${mode.name}`).toBeUndefined();
        else expect(error, `${name}; ${mode.name}`).toBeInstanceOf(options.expected);
        const found = error === undefined ? [] : leaks(errorSurfaces(error));
        for (const line of log.lines) found.push(...leaks({ [`a log line at logLevel ${level}`]: line }));
        return found.map((f) => `${f} [${name}; ${mode.name}]`);
      }),
    ),
  );
  return { found: (await Promise.all(runs)).flat(), server };
}

/** Fails listing each distinct leak: what leaked, in which call and mode, and every place it showed. */
export function expectNoLeaks(found: string[]): void {
  const places = new Map<string, Set<string>>();
  for (const entry of found) {
    const match = /^(.+?) in (.+?)(?: \[(.+)\])?$/.exec(entry);
    const key = match?.[3] ? `${match[1]} [${match[3]}]` : (match?.[1] ?? entry);
    if (!places.has(key)) places.set(key, new Set());
    places.get(key)!.add(match?.[2] ?? '?');
  }
  const lines = [...places].map(([key, wheres]) => `${key} in: ${[...wheres].sort().join(', ')}`).sort();
  expect(lines.length === 0 ? 'no leaks' : lines.join('\n')).toBe('no leaks');
}
