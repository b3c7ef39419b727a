// @ts-check
/**
 * The state machines of `src/transitions.ts`, read at generation time: the generated waiters carry each
 * machine's statuses and the statuses that end a wait as plain lists, so a client bundle holds those lists and
 * not the machines' transitions. `src/transitions.ts` stays the one place the machines are written.
 */
import path from 'node:path';
import { build } from 'esbuild';

/**
 * @typedef {{ statuses: readonly string[], transitions: readonly { from: string | null, to: string }[] }} Machine
 * @typedef {{ machines: Record<string, Machine>, terminalStatuses: (spec: { machine: Machine, open?: readonly string[] }) => ReadonlySet<string> }} MachineBook
 */

/**
 * Bundles `src/transitions.ts` and the waiters' rule for ends (`terminalStatuses` of `src/internal/waiter.ts`)
 * in memory and loads them.
 * @param {string} root the repository (or a subset build's copy of it)
 * @returns {Promise<MachineBook>}
 */
export async function loadMachines(root) {
  const contents = [
    `export { STATE_MACHINES } from ${JSON.stringify(path.join(root, 'src/transitions.ts'))};`,
    `export { terminalStatuses } from ${JSON.stringify(path.join(root, 'src/internal/waiter.ts'))};`,
  ].join('\n');
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return { machines: module.STATE_MACHINES, terminalStatuses: module.terminalStatuses };
}
