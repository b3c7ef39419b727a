/**
 * What the guides' code blocks take from their surroundings, declared once as globals of the program that
 * compiles them (guide-code.test.ts): the ids of records made in an earlier step, the client or simulator a
 * page set up before, a delivery's raw body, and the application's own code (a queue, a logger) that the
 * blocks call but the SDK does not provide. A block that declares one of these names itself shadows it.
 * Never add an SDK export here: a block that uses one must import it, as a user's file must.
 */
export const PRELUDE = `// Blocks of the testing guide are test files: they use a runner's globals (beforeAll, expect).
/// <reference types="vitest/globals" />

// Ids of records an earlier step created or read.
declare const personId: string;
declare const contractorId: string;
declare const payrollId: string;
declare const invoiceId: string;
declare const depositId: string;
declare const externalAccountId: string;
declare const reimbursementId: string;
declare const customerId: string;
declare const businessId: string;
declare const tenantKey: string;

// The SDK objects a page sets up once and its blocks then use.
declare const client: import('workforce-api').WorkforceClient;
declare const server: import('workforce-api/testing').MockServer;
declare const sim: import('workforce-api/testing').Simulator;
declare const handlers: import('workforce-api').WebhookEventHandlers;
declare const secret: string;

// A webhook delivery as a route receives it.
declare const rawBody: string;
declare const headers: Headers;
declare const request: Request;

// The application's own code.
declare const histogram: { record(value: number, attributes: Record<string, string>): void };
declare const tracerProvider: import('@opentelemetry/api').TracerProvider;
declare const session: { userToken(): Promise<string> };
declare function fetchUserToken(): Promise<{ token: string; expiresAt: number }>;
declare function getUserToken(): Promise<string>;
declare function reconcilePayroll(params: unknown, error: Error): Promise<{ id: string }>;
declare function reconcileInvoice(invoiceId: string): Promise<void>;
declare function saveBatch(items: readonly unknown[]): Promise<void>;
declare function loadCheckpoint(): Promise<import('workforce-api').PersonListParams | null>;
declare function saveCheckpoint(params: object | null): Promise<void>;
declare function onPayroll(event: import('workforce-api').WebhookEventOf<'payroll.status.updated'>): Promise<void>;
declare const jobs: { enqueue(name: string, payload: Record<string, unknown>): Promise<void> };
declare const alerts: { notify(message: string, details: Record<string, unknown>): Promise<void> };
declare const log: { info(message: string, ...details: unknown[]): void };
declare const reviewQueue: { add(...details: unknown[]): Promise<void> };
declare const tickets: { open(...details: unknown[]): Promise<void> };

// Runtimes and frameworks the repository does not install, as much of them as the blocks use.
declare const Deno: { serve(handler: (request: Request) => Promise<Response>): unknown };
declare const Bun: { serve(options: { fetch(request: Request): Promise<Response> }): unknown };
declare module 'express' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  type Handler = (req: IncomingMessage & { body?: unknown }, res: ServerResponse) => unknown;
  interface App {
    post(path: string, ...handlers: Handler[]): void;
    use(...handlers: Handler[]): void;
    listen(port: number): void;
  }
  const express: { (): App; raw(options: { type: string }): Handler; json(): Handler };
  export default express;
}
`;
