import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the generator's data table is plain JavaScript without declarations
import { WAITERS } from '../../codegen/waiters.mjs';
import { terminalStatuses } from '../../src/internal/waiter.js';
import { PAYROLL_WEBHOOK_TO_READ_STATUS } from '../../src/payroll-status.js';
import { Simulator } from '../../src/testing/simulator.js';
import { STATE_MACHINES, type TransitionMachine } from '../../src/transitions.js';
import { KNOWN_WEBHOOK_EVENT_TYPES } from '../../src/webhooks/event-types.js';

/*
 * The guides' tables of facts the code holds (event types, simulator controls, where a wait ends, the variables
 * each example reads), read back and compared with the code: a new event, control, end status or variable with
 * no row or mention in its doc fails here.
 */

const root = join(import.meta.dirname, '../..');
const guide = (name: string) => readFileSync(join(root, 'docs/guides', name), 'utf8');

/** The body rows of the first Markdown table after `anchor`, as trimmed cells. */
function tableAfter(text: string, anchor: string): string[][] {
  const start = text.indexOf(anchor);
  if (start < 0) throw new Error(`no ${anchor} in the guide`);
  const lines = text.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > first && !line.startsWith('|'));
  return lines.slice(first + 2, end).map((line) =>
    line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim()),
  );
}

/** The backquoted words of a cell, in order. */
const quoted = (cell: string | undefined) => [...(cell ?? '').matchAll(/`([^`]+)`/g)].map(([, word]) => word);

/** Whether a member of the Simulator is a control namespace: an instance of a `…Controls` class. */
const isControls = (value: unknown) =>
  typeof value === 'object' && value !== null && value.constructor.name.endsWith('Controls');

interface Waiter {
  machine: TransitionMachine;
  read: string;
  open?: string[];
}
const waiters = WAITERS as Waiter[];

describe('guide tables match the code', () => {
  it('the webhooks guide has one row per known event type, in the list’s order', () => {
    const rows = tableAfter(guide('webhooks.md'), '<!-- event-types:');
    expect(rows.map(([type]) => quoted(type)[0])).toEqual([...KNOWN_WEBHOOK_EVENT_TYPES]);
  });

  it('the testing guide has a row for every method and control namespace of the Simulator', async () => {
    const rows = tableAfter(guide('testing-your-app.md'), "The simulator's own test controls");
    const named = rows.flatMap(([control]) => quoted(control)).join(' ');
    const sim = new Simulator();
    try {
      const namespaces = Object.entries(sim)
        .filter(([, value]) => typeof value === 'object' && Object.getPrototypeOf(value) !== Object.prototype)
        .map(([name]) => name);
      const methods = Object.getOwnPropertyNames(Simulator.prototype).filter(
        (name) => name !== 'constructor',
      );
      expect(namespaces.length).toBeGreaterThan(5);
      expect(methods.length).toBeGreaterThan(3);
      const missing = [
        ...namespaces.filter((name) => !named.includes(`sim.${name}.`)),
        ...methods.filter((name) => !named.includes(`sim.${name}(`)),
      ];
      expect(missing).toEqual([]);
    } finally {
      await sim.close();
    }
  });

  it('the testing guide has a namespace row for each control namespace, listing every method', async () => {
    const text = guide('testing-your-app.md');
    const header = /^\| namespace +\| what you can do/m.exec(text)?.[0] ?? '| namespace | what you can do';
    const rows = tableAfter(text, header);
    const listed = new Map(rows.map(([namespace, methods]) => [quoted(namespace)[0], quoted(methods)]));
    const sim = new Simulator();
    try {
      // A control namespace (a class of src/testing/controls/, named …Controls) must have a row; any other
      // namespace listed there (the clock) is checked the same way.
      const controls = Object.entries(sim).filter(([, value]) => isControls(value));
      const unlisted = controls.filter(([name]) => !listed.has(`sim.${name}`)).map(([name]) => `sim.${name}`);
      const missing = Object.entries(sim)
        .filter(([name]) => listed.has(`sim.${name}`))
        .flatMap(([name, value]) =>
          Object.getOwnPropertyNames(Object.getPrototypeOf(value))
            .filter((method) => method !== 'constructor' && !method.startsWith('#'))
            .filter((method) => !listed.get(`sim.${name}`)?.includes(method))
            .map((method) => `sim.${name}.${method}`),
        );
      expect(controls.length).toBeGreaterThan(5);
      expect(unlisted).toEqual([]);
      expect(missing).toEqual([]);
    } finally {
      await sim.close();
    }
  });

  it('the waitFor table names each waiter, the statuses that end its wait and those it keeps waiting on', () => {
    const rows = tableAfter(guide('running-in-production.md'), '| helper | reads |');
    expect(rows).toHaveLength(waiters.length);
    waiters.forEach((waiter, i) => {
      const [helper, , , ends, open] = rows[i] ?? [];
      const ending = terminalStatuses({ machine: STATE_MACHINES[waiter.machine], open: waiter.open ?? [] });
      expect({ helper: quoted(helper)[0]?.split('(')[0], ends: quoted(ends), open: quoted(open) }).toEqual({
        helper: `client.${waiter.read.replace(/\.get$/, '')}.waitFor`,
        ends: [...ending],
        open: waiter.open ?? [],
      });
    });
  });

  it('the errors guide names the machines a wait can end on', () => {
    const row = guide('errors.md')
      .split('\n')
      .find((line) => line.startsWith('| `machine` | `TerminalStatusError` |'));
    expect(quoted(row?.split(' | ')[2]).sort()).toEqual(waiters.map((waiter) => waiter.machine).sort());
  });

  it('the webhooks guide names the payroll end statuses that no webhook announces', () => {
    const sentence =
      /No webhook is sent when a payroll becomes ([^,]+),/.exec(guide('webhooks.md'))?.[1] ?? '';
    const payroll = waiters.find((waiter) => waiter.machine === 'payroll');
    const ends = terminalStatuses({ machine: STATE_MACHINES.payroll, open: payroll?.open ?? [] });
    const silent = [...ends].filter(
      (status) => !(Object.values(PAYROLL_WEBHOOK_TO_READ_STATUS) as string[]).includes(status),
    );
    const named = STATE_MACHINES.payroll.statuses.filter((status) =>
      new RegExp(`\\b${status}\\b`).test(sentence),
    );
    expect(silent.length).toBeGreaterThan(0);
    expect(named).toEqual(silent);
  });

  it('the examples README names, in each example’s row, every variable the example reads', () => {
    const readme = readFileSync(join(root, 'examples/README.md'), 'utf8');
    const examples = readdirSync(join(root, 'examples')).filter((file) => file.endsWith('.ts'));
    const missing = examples.flatMap((file) => {
      const row = readme.split('\n').find((line) => line.startsWith(`| [${file}](${file})`));
      if (row === undefined) return [`${file}: no row`];
      const named = new Set(quoted(row.split(' | ').at(-1)));
      const source = readFileSync(join(root, 'examples', file), 'utf8');
      const read = new Set([...source.matchAll(/process\.env\.([A-Z_]+)/g)].map(([, name]) => name));
      return [...read].filter((name) => !named.has(name ?? '')).map((name) => `${file}: ${name}`);
    });
    expect(examples.length).toBeGreaterThanOrEqual(10);
    expect(missing).toEqual([]);
  });

  it('reads a table the way the checks above do', () => {
    const text = 'intro\n| a | b |\n| --- | --- |\n| `x` | `y`, `z` |\n| w | |\nafter\n| q |';
    expect(tableAfter(text, 'intro')).toEqual([
      ['`x`', '`y`, `z`'],
      ['w', ''],
    ]);
    expect(quoted('`y`, `z`')).toEqual(['y', 'z']);
  });
});
