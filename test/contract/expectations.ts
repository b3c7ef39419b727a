import { expect } from 'vitest';
import { ApiError, ResponseValidationError } from '../../src/index.js';
import { API_KEY, type ContractCase, TENANT_KEY } from './cases.js';
import type { DocumentName, FoundOperation, OpenApiDocument } from './openapi.js';
import { describeExchanges, type Exchange } from './recorder.js';

/* The checks each contract case makes on what the SDK sent and what the mock answered. */

/** A failure's gist: validation issues or the API error body. */
export function explain(error: unknown): string {
  if (error instanceof ResponseValidationError) return `${error.message} ${JSON.stringify(error.issues)}`;
  if (error instanceof ApiError) return `${error.name} ${error.status}: ${JSON.stringify(error.body)}`;
  return String(error);
}

/** One complaint of Prism about a request or response. */
export interface Violation {
  location: string[];
  code: string;
  message: string;
}

/** Prism's complaints about an exchange, from its `sl-violations` header. */
export function violationsOf(response: { headers: Headers } | { responseHeaders: Headers }): Violation[] {
  const headers = 'responseHeaders' in response ? response.responseHeaders : response.headers;
  const raw = headers.get('sl-violations');
  return raw ? (JSON.parse(raw) as Violation[]) : [];
}

/** `location code`, e.g. `response.body.putUrl format`. */
export const violationKey = (v: Violation) => `${v.location.join('.')} ${v.code}`;

/** Whether the operation declares the `X-MultiTenantKey` header. */
export function declaresTenant(operation: FoundOperation | undefined): boolean {
  return operation?.parameters.some((p) => p.in === 'header' && p.name === 'X-MultiTenantKey') ?? false;
}

/** The case's listed document defects that apply to one document's mock and one example, sorted. */
export function listedDefects(
  c: ContractCase,
  document: DocumentName,
  example: string | undefined,
): string[] {
  return (c.documentDefects ?? [])
    .filter((d) => (d.document ?? document) === document && (d.example ?? example) === example)
    .map((d) => d.violation)
    .sort();
}

/**
 * Prism refuses to serve an example that breaks its own document's schema (500), and refuses a request that
 * its document's request schema forbids (400). For the listed document defects only, the example is served
 * as documented so that the SDK still parses it.
 */
export function servingDefectiveExamples(
  fetch: typeof globalThis.fetch,
  defects: readonly string[],
  example: unknown,
) {
  const known = new Set(defects);
  if (known.size === 0) return fetch;
  const wrapped: typeof globalThis.fetch = async (input, init) => {
    const response = await fetch(input, init);
    const violations = violationsOf(response);
    const onlyKnown = violations.length > 0 && violations.every((v) => known.has(violationKey(v)));
    return response.status >= 400 && onlyKnown ? Response.json(example) : response;
  };
  return wrapped;
}

/** (a) The request is one the document allows (but for its listed self-contradictions). */
export function expectAccepted(
  document: OpenApiDocument,
  c: ContractCase,
  exchange: Exchange,
  defects: readonly string[],
): void {
  const context = describeExchanges([exchange]);
  const [verb, template] = c.operation.split(' ') as [string, string];
  const found = document.find(exchange.method, exchange.url.pathname);
  expect(`${exchange.method} ${found?.template}`, context).toBe(`${verb} ${template}`);
  if (!found) return;
  const violations = violationsOf(exchange);
  const requestViolations = violations.filter(
    (v) => v.location[0] !== 'response' && !defects.includes(violationKey(v)),
  );
  expect(
    requestViolations.map((v) => v.message),
    context,
  ).toEqual([]);
  expect(violations.map(violationKey).sort(), 'violations = the listed document defects').toEqual([
    ...defects,
  ]);
  const requestDefect = defects.some((d) => d.startsWith('request.'));
  // Prism answers a listed request defect with the operation's 400 (or 422), a response defect with 500.
  const expected = requestDefect ? [400, 422] : defects.length > 0 ? [500] : [Number(found.successStatus)];
  expect(expected, context).toContain(exchange.status);
  expectParameters(found, exchange);
  if (found.requestRequired) expect(exchange.body, 'the document requires a body').toBeDefined();
  if (found.requestSchema === undefined) expect(exchange.body).toBeUndefined();
  else expect(document.undeclaredFields(found.requestSchema, exchange.body), context).toEqual([]);
}

/** Auth, tenant, query names and required parameters against the operation's declarations. */
function expectParameters(found: FoundOperation, exchange: Exchange): void {
  expect(exchange.headers.get('authorization')).toBe(`Bearer ${API_KEY}`);
  // The tenant header goes only where the document declares it, and is optional there.
  const tenant = found.parameters.find((p) => p.in === 'header' && p.name === 'X-MultiTenantKey');
  expect(exchange.headers.get('x-multitenantkey')).toBe(tenant ? TENANT_KEY : null);
  if (tenant) expect(tenant.required, 'X-MultiTenantKey is optional').toBe(false);

  const declared = found.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const sent = [...new Set(exchange.url.searchParams.keys())];
  expect(
    sent.filter((name) => !declared.includes(name)),
    'query names not in the document',
  ).toEqual([]);
  const missing = found.parameters
    .filter((p) => p.required && (p.in === 'query' || p.in === 'header'))
    .filter((p) =>
      p.in === 'query' ? !exchange.url.searchParams.has(p.name) : !exchange.headers.has(p.name),
    );
  expect(missing, 'required parameters not sent').toEqual([]);
}

/** A presigned upload: the reserved URL and Content-Type, none of the API's headers. */
export function expectUpload(api: Exchange, upload: Exchange, slot: { putUrl: string }): void {
  expect(upload.method).toBe('PUT');
  expect(upload.url.href).toBe(new URL(slot.putUrl).href);
  expect(upload.headers.get('content-type')).toBe((api.body as { contentType: string }).contentType);
  expect(upload.headers.get('authorization')).toBeNull();
  expect(upload.headers.get('x-multitenantkey')).toBeNull();
}
