import { authenticate, type Principal, resolveTenant } from './auth.js';
import { type SimContext, SimulatorError } from './context.js';
import { type FaultInjector, faultResponse } from './faults.js';
import { badRequest, errorBody, forbidden, HttpError, jsonResponse } from './http-error.js';
import type { SimulatorEnvironment } from './store/records.js';

/**
 * Who may call a route: `public` (no key: upload URLs), `any` key kind (the route limits User tokens to their
 * own data), `business` (Org and Platform keys) or `platform` (Platform keys only).
 */
export type Access = 'public' | 'any' | 'business' | 'platform';

/** What a route handler receives. */
export interface RouteContext {
  request: Request;
  /** The request's URL, its path the API's (`/v1/…`) when the simulator is served under a base path. */
  url: URL;
  /** Where the simulator is served (origin and base path, no trailing slash): links are built under it. */
  base: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body (`undefined` when empty; not read for public routes). */
  body: unknown;
  /** The caller (not set on public routes). */
  principal: Principal;
  ctx: SimContext;
  environment: SimulatorEnvironment;
}

/** A route: method, path template with `{name}` segments, who may call it, and its handler. */
export interface Route {
  method: string;
  path: string;
  access: Access;
  /** Only in the sandbox environment (404 in production). */
  sandboxOnly?: boolean;
  handle(
    rc: RouteContext,
  ): Response | { status: number; body?: unknown } | Promise<Response | { status: number; body?: unknown }>;
}

/** What the router needs from the simulator. */
export interface RouterDeps {
  ctx: SimContext;
  environment: SimulatorEnvironment;
  faults: FaultInjector;
  requestId(): string;
  /** Fires when the simulator closes: injected latency ends and its request is dropped. */
  closed: AbortSignal;
}

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  names: string[];
}

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const source = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}$`), names };
}

/* Waits `ms`, or less when `closed` fires (a closed simulator holds no timer); true when it was cut short. */
function sleep(ms: number, closed: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const end = () => {
      clearTimeout(timer);
      closed.removeEventListener('abort', end);
      resolve(closed.aborted);
    };
    const timer = setTimeout(end, Math.min(ms, 600_000));
    if (closed.aborted) end();
    else closed.addEventListener('abort', end);
  });
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest({ '(root)': 'must be valid JSON' }, 'The request body is not valid JSON');
  }
}

function checkAccess(route: Route, principal: Principal): void {
  if (route.access === 'business' && principal.key.kind === 'user') {
    throw forbidden('User tokens cannot access business-wide resources');
  }
  if (route.access === 'platform' && principal.key.kind !== 'platform') {
    throw forbidden('Only Platform tokens can call this operation');
  }
}

// A client that sends `%zz` or a truncated escape sent a bad request: answer 400, not the URIError's 500.
function decodePathSegment(segment: string, path: string): string {
  try {
    return decodeURIComponent(segment);
  } catch (error) {
    if (!(error instanceof URIError)) throw error;
    throw badRequest(
      { '(path)': `has a malformed percent-escape in ${JSON.stringify(segment)}` },
      `The request path ${path} has a malformed percent-escape`,
    );
  }
}

function find(routes: CompiledRoute[], method: string, path: string) {
  for (const compiled of routes) {
    if (compiled.route.method !== method) continue;
    const match = compiled.pattern.exec(path);
    if (match === null) continue;
    const params: Record<string, string> = {};
    compiled.names.forEach((name, i) => {
      params[name] = decodePathSegment(match[i + 1] ?? '', path);
    });
    return { route: compiled.route, params };
  }
  return undefined;
}

async function dispatch(
  routes: CompiledRoute[],
  request: Request,
  url: URL,
  base: string,
  deps: RouterDeps,
): Promise<Response> {
  const found = find(routes, request.method, url.pathname);
  if (found === undefined || (found.route.sandboxOnly && deps.environment !== 'sandbox')) {
    throw new HttpError(404, 'resource_not_found', `No operation ${request.method} ${url.pathname}`);
  }
  const { route, params } = found;
  let principal = undefined as unknown as Principal;
  let body: unknown;
  if (route.access !== 'public') {
    const key = authenticate(deps.ctx.state, request.headers, deps.environment, deps.ctx.now());
    principal = resolveTenant(deps.ctx.state, key, request.headers.get('x-multitenantkey'));
    checkAccess(route, principal);
    body = request.method === 'GET' ? undefined : await readJson(request);
  }
  const rc: RouteContext = { request, url, base, params, query: url.searchParams, body, principal, ...deps };
  const result = await route.handle(rc);
  return result instanceof Response ? result : jsonResponse(result.status, result.body);
}

function toErrorResponse(error: unknown, statutory: boolean): Response {
  const http =
    error instanceof HttpError
      ? error
      : error instanceof SimulatorError
        ? badRequest(error.params ?? {}, error.message)
        : new HttpError(500, 'internal_error', 'Unexpected simulator error');
  return jsonResponse(http.status, errorBody(http, statutory), http.headers);
}

/**
 * Builds the one handler every transport shares: web `Request` in, web `Response` out, with faults, auth,
 * tenant resolution, error shapes and an `x-request-id` on every answer. A dropped connection is
 * `Response.error()`. Under a `basePath` (`/workforce`), a request is routed by its path below it and links
 * are built under it.
 * @throws never (failures become error responses).
 * @example
 * ```ts
 * const handle = createRouter(routes, deps);
 * const response = await handle(new Request('http://127.0.0.1/v1/me'));
 * ```
 */
export function createRouter(
  routes: readonly Route[],
  deps: RouterDeps,
): (request: Request, basePath?: string) => Promise<Response> {
  const compiled = routes.map(compile);
  return async (request, basePath = '') => {
    const url = new URL(request.url);
    const base = `${url.origin}${basePath}`;
    if (url.pathname.startsWith(`${basePath}/`)) url.pathname = url.pathname.slice(basePath.length);
    const statutory = url.pathname.startsWith('/v1/statutory/');
    const plan = deps.faults.plan(request.method, url.pathname);
    if (plan.latencyMs > 0 && (await sleep(plan.latencyMs, deps.closed))) return Response.error();
    let response: Response;
    if (plan.rule !== undefined && plan.rule.phase !== 'after') {
      response = faultResponse(plan.rule, statutory);
    } else {
      response = await dispatch(compiled, request, url, base, deps).catch((error) =>
        toErrorResponse(error, statutory),
      );
      if (plan.rule !== undefined) response = faultResponse(plan.rule, statutory);
    }
    if (response.type !== 'error') response.headers.set('x-request-id', deps.requestId());
    return response;
  };
}
