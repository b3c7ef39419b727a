import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Decision, DocumentedApi, type Finding } from './documented.js';
import { placeholderFindings } from './placeholders.js';
import type { RawExchange } from './raw-calls.js';

/* The judge's verdict on raw answers, and the judge itself loaded from the repository's documents. */

const root = join(import.meta.dirname, '..', '..', '..');

/**
 * The snapshot's documents as the repository reads them (with the decisions taken where a document
 * contradicts itself), plus the operations the generator's overlay declares in their terms (the interface
 * spec names `GET /v1/balances`, the documents do not).
 * @example
 * ```ts
 * const api = await documentedApi();
 * ```
 */
export async function documentedApi(): Promise<DocumentedApi> {
  const overlay = (await import(pathToFileURL(join(root, 'codegen', 'overlay.mjs')).href)) as {
    EXTRA_OPERATIONS: Record<string, { doc: string; operation: Record<string, unknown> }>;
  };
  const { OPENAPI_CORRECTIONS } = (await import(
    pathToFileURL(join(root, 'codegen', 'openapi-corrections.mjs')).href
  )) as { OPENAPI_CORRECTIONS: readonly Decision[] };
  return new DocumentedApi(join(root, 'openapi'), OPENAPI_CORRECTIONS).declare(overlay.EXTRA_OPERATIONS);
}

/** What the judge found about one call. */
export interface Verdict {
  readonly name: string;
  readonly call: string;
  readonly status: number;
  readonly findings: readonly Finding[];
}

/**
 * The verdict on one answer to a valid call: a documented 2xx status, a body its schema accepts, no
 * placeholder.
 * @example
 * ```ts
 * verdictOn(api, exchange).findings; // []
 * ```
 */
export function verdictOn(api: DocumentedApi, exchange: RawExchange): Verdict {
  const findings = [
    ...api.check(exchange.method, exchange.template, exchange),
    ...(exchange.status < 300 ? [] : [{ at: 'status', problem: 'a valid call was refused' }]),
    ...placeholderFindings(exchange.body, api.enumValues),
  ];
  return {
    name: exchange.name,
    call: `${exchange.method} ${exchange.url}`,
    status: exchange.status,
    findings,
  };
}

/**
 * The figures of a run, one line per failing operation: `N valid of M operations`.
 * @example
 * ```ts
 * console.info(figures(verdicts));
 * ```
 */
export function figures(verdicts: readonly Verdict[]): string {
  const failing = verdicts.filter((v) => v.findings.length > 0);
  const lines = failing.map((v) => `\n  ${v.name} (${v.call} → ${v.status}): ${JSON.stringify(v.findings)}`);
  return `documented answers: ${verdicts.length - failing.length} valid of ${verdicts.length} operations${lines.join('')}`;
}
