/**
 * The layers of `src/` and which may import which: the rule docs/architecture.md explains, as data. A file
 * belongs to the first layer whose pattern matches its path (relative to `src/`).
 */
export const LAYERS = [
  // The public entries that belong to no one layer: the package root and `entries/` (`workforce-api/core`, the
  // CommonJS bundle). They name what users import, so they may reach every layer of the SDK.
  { name: 'entries', files: /^(index|entries\/[a-z-]+)\.ts$/ },
  // Leaves everything may read: the version string and the generated ISO 4217 table.
  { name: 'leaves', files: /^(version|money-exponents)\.ts$/ },
  // Public building blocks users hold (errors, pages, options, APIPromise): they import nothing of ours.
  { name: 'core', files: /^core\// },
  // Private machinery: the transport, retries, validation, redaction, the table interpreters.
  { name: 'internal', files: /^internal\// },
  // Small domain helpers of the public surface (money, state machines, uploads, the hand-written type aliases,
  // the guards of open enums).
  { name: 'domain', files: /^(money|transitions|payroll-status|uploads|type-aliases|known-values)\.ts$/ },
  // Generator output: tables, models, namespace interfaces, standalone functions.
  { name: 'generated', files: /^generated\// },
  // The client and createCore(): options resolved into a transport, namespaces on top.
  { name: 'client', files: /^(client|create-core)\.ts$/ },
  // The `workforce-api/webhooks` entry.
  { name: 'webhooks', files: /^webhooks\// },
  // The `workforce-api/otel` entry: spans built from the client's call events (optional peer).
  { name: 'otel', files: /^otel\// },
  // The `workforce-api/testing` entry: the simulator. Nothing of the SDK imports it.
  { name: 'testing', files: /^testing\// },
] as const;

export type LayerName = (typeof LAYERS)[number]['name'];

/** For each layer, the layers its files may import (a layer may always import itself). */
export const MAY_IMPORT: Readonly<Record<LayerName, readonly LayerName[]>> = {
  entries: ['leaves', 'core', 'internal', 'domain', 'generated', 'client', 'webhooks'],
  leaves: [],
  core: ['leaves'],
  internal: ['leaves', 'core'],
  domain: ['leaves', 'core', 'internal', 'generated'],
  generated: ['leaves', 'core', 'internal', 'domain'],
  client: ['leaves', 'core', 'internal', 'domain', 'generated', 'webhooks'],
  webhooks: ['leaves', 'core', 'internal', 'domain'],
  otel: ['leaves', 'core'],
  testing: ['leaves', 'core', 'internal', 'domain', 'generated', 'webhooks'],
};

/** The layer of a file of `src/`, or `undefined` when no pattern matches it. */
export function layerOf(file: string): LayerName | undefined {
  return LAYERS.find((layer) => layer.files.test(file))?.name;
}
