import { expect } from 'vitest';
import { ApiError, ResponseValidationError } from '../../src/index.js';
import { API_KEY, type ContractCase, TENANT_KEY } from './cases.js';
import type { FoundOperation, OpenApiDocument } from './openapi.js';
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

/**
 * Prism refuses (500) to serve an example that breaks its own document's schema. For a case's listed
 * document defects only, the example is served as documented so that the SDK still parses it.
 */
export function servingDefectiveExamples(fetch: typeof globalThis.fetch, c: ContractCase, example: unknown) {
  const known = new Set((c.documentDefects ?? []).map((d) => d.violation));
  if (known.size === 0) return fetch;
  const wrapped: typeof globalThis.fetch = async (input, init) => {
    const response = await fetch(input, init);
    const violations = violationsOf(response);
    const onlyKnown = violations.length > 0 && violations.every((v) => known.has(violationKey(v)));
    return response.status === 500 && onlyKnown ? Response.json(example) : response;
  };
  return wrapped;
}

/** (a) The request is one the document allows. */
export function expectAccepted(document: OpenApiDocument, c: ContractCase, exchange: Exchange): void {
  const context = describeExchanges([exchange]);
  const [verb, template] = c.operation.split(' ') as [string, string];
  const found = document.find(exchange.method, exchange.url.pathname);
  expect(`${exchange.method} ${found?.template}`, context).toBe(`${verb} ${template}`);
  if (!found) return;
  const violations = violationsOf(exchange);
  const requestViolations = violations.filter((v) => v.location[0] !== 'response');
  expect(
    requestViolations.map((v) => v.message),
    context,
  ).toEqual([]);
  const defects = (c.documentDefects ?? []).map((d) => d.violation).sort();
  expect(violations.map(violationKey).sort(), 'response violations = the listed document defects').toEqual(
    defects,
  );
  expect(exchange.status, context).toBe(defects.length > 0 ? 500 : Number(found.successStatus));
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
