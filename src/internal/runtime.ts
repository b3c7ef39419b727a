/*
 * Runtime facts without Node built-ins: the main entry must load in browsers, Deno, Bun and edge runtimes.
 */

interface MaybeGlobals {
  process?: { versions?: Record<string, string | undefined>; env?: Record<string, string | undefined> };
  Deno?: { version?: { deno?: string } };
  Bun?: { version?: string };
  window?: { document?: unknown };
  navigator?: { userAgent?: string };
  WorkerGlobalScope?: unknown;
  importScripts?: unknown;
  EdgeRuntime?: unknown;
}

const globals = globalThis as unknown as MaybeGlobals;

/** The runtime name and version for the User-Agent, e.g. `node/24.1.0`. */
export function runtimeLabel(): string {
  if (globals.Deno?.version?.deno) return `deno/${globals.Deno.version.deno}`;
  if (globals.Bun?.version) return `bun/${globals.Bun.version}`;
  if (typeof globals.EdgeRuntime === 'string') return 'edge-runtime';
  const node = globals.process?.versions?.node;
  if (node) return `node/${node}`;
  if (isBrowser()) return 'browser';
  return 'unknown';
}

/**
 * True in a browser page or a browser worker: places where a static Org or Platform key would be visible to
 * end users. Deno, Bun, Node and edge runtimes without a DOM are not browsers.
 */
export function isBrowser(): boolean {
  // A DOM means end users can read the page's code, jsdom test environments included.
  if (typeof globals.window === 'object' && globals.window !== null && 'document' in globals.window)
    return true;
  if (globals.Deno || globals.Bun || globals.process?.versions?.node) return false;
  // Browser workers have importScripts; edge runtimes such as Cloudflare's define WorkerGlobalScope without it.
  return typeof globals.WorkerGlobalScope !== 'undefined' && typeof globals.importScripts === 'function';
}

/** Reads an environment variable where the runtime has them; `undefined` elsewhere or when empty. */
export function readEnv(name: string): string | undefined {
  try {
    const value = globals.process?.env?.[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  } catch {
    // Deno without --allow-env throws on access.
    return undefined;
  }
}
