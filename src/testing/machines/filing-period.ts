/*
 * A filing's period as the API shows it (`{ start, end, label }`), read from the label the filing was made
 * with (`2026-Q2`, `2026-05`, `2026`, or `2026-04-01..2026-06-30` for a range sent as dates).
 */

/** The period a filing covers, as the API shows it. */
export interface FilingPeriod {
  start: string;
  end: string;
  label: string;
}

const day = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);
/** The last day of a month (month 1 to 12). */
const lastDay = (year: number, month: number) => day(year, month + 1, 0);

/**
 * The period a filing's label names; `undefined` for a label of no known form.
 * @throws never.
 * @example
 * ```ts
 * periodOfLabel('2026-Q2'); // { start: '2026-04-01', end: '2026-06-30', label: '2026-Q2' }
 * ```
 */
export function periodOfLabel(label: string): FilingPeriod | undefined {
  const range = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(label);
  if (range !== null) return { start: range[1] ?? '', end: range[2] ?? '', label };
  const quarter = /^(\d{4})-Q([1-4])$/.exec(label);
  if (quarter !== null) {
    const year = Number(quarter[1]);
    const first = (Number(quarter[2]) - 1) * 3 + 1;
    return { start: day(year, first, 1), end: lastDay(year, first + 2), label };
  }
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(label);
  if (month !== null) {
    const [year, m] = [Number(month[1]), Number(month[2])];
    return { start: day(year, m, 1), end: lastDay(year, m), label };
  }
  const year = /^(\d{4})$/.exec(label);
  if (year !== null) return { start: `${label}-01-01`, end: `${label}-12-31`, label };
  return undefined;
}
