import type { MockServer } from '../../src/testing/index.js';

/*
 * Raw HTTP for the payroll tests: one request with the server's Platform key (and a tenant key when given),
 * the answer's status and parsed body.
 */

/** An answer as it came off the wire. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the tests read what the wire carried
  body: any;
}

/** Sends one request; `tenantKey` selects a business of the platform (`X-MultiTenantKey`). */
export async function api(
  server: MockServer,
  method: string,
  path: string,
  options: { body?: unknown; tenantKey?: string } = {},
): Promise<Answer> {
  const response = await fetch(new URL(path, server.url), {
    method,
    headers: {
      authorization: `Bearer ${server.apiKey}`,
      ...(options.tenantKey === undefined ? {} : { 'x-multitenantkey': options.tenantKey }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** A day on the simulator's clock, `offsetDays` from now, as `YYYY-MM-DD`. */
export function simDay(server: MockServer, offsetDays: number): string {
  return new Date(server.simulator.clock.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** A valid save body: a pay day in a week, the month before it, the given entries. */
export function saveBody(server: MockServer, entries: unknown[]) {
  return {
    payrollDate: simDay(server, 7),
    payPeriod: { fromDate: simDay(server, -23), toDate: simDay(server, 6) },
    entries,
  };
}

/** Creates an empty payroll over HTTP and returns its id. */
export async function createPayroll(
  server: MockServer,
  workerType: 'EMPLOYEE' | 'CONTRACTOR',
  tenantKey?: string,
): Promise<string> {
  const created = await api(server, 'POST', '/v1/payrolls', {
    body: { workerType, type: 'ONE_OFF' },
    ...(tenantKey === undefined ? {} : { tenantKey }),
  });
  if (created.status !== 200) throw new Error(`create answered ${created.status}`);
  return created.body.payrollId as string;
}
