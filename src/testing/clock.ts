import { SimulatorError } from './context.js';

const UNIT_MS: Readonly<Record<string, number>> = {
  W: 7 * 86_400_000,
  D: 86_400_000,
  H: 3_600_000,
  M: 60_000,
  S: 1_000,
};

/**
 * Milliseconds of an ISO 8601 duration of weeks, days and time (`P3D`, `PT12H`, `P1DT30M`, `PT1.5S`), or of
 * a non-negative number of milliseconds. Years and months are refused: their length depends on the date.
 * @throws SimulatorError for anything else, with `params.duration`.
 * @example
 * ```ts
 * durationMs('P1DT2H'); // 93_600_000
 * ```
 */
export function durationMs(duration: unknown): number {
  if (typeof duration === 'number' && Number.isFinite(duration) && duration >= 0) return duration;
  const match =
    typeof duration === 'string'
      ? /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(duration)
      : null;
  if (match === null || duration === 'P' || (typeof duration === 'string' && duration.endsWith('T'))) {
    throw new SimulatorError('The duration is not an ISO 8601 duration such as P3D or PT12H', {
      duration: 'must be an ISO 8601 duration of weeks, days, hours, minutes and seconds (P3D, PT12H)',
    });
  }
  const [, w, d, h, m, s] = match;
  return [
    [w, 'W'],
    [d, 'D'],
    [h, 'H'],
    [m, 'M'],
    [s, 'S'],
  ].reduce((total, [value, unit]) => total + Number(value ?? 0) * (UNIT_MS[unit ?? 'S'] ?? 0), 0);
}

const DAY_MS = 86_400_000;

/** The first midnight (UTC) after `ms`. */
const nextMidnight = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS + DAY_MS;

/**
 * The simulator's time: the wall clock (or the `now` option) plus whatever a test advanced it by. Advancing
 * runs the background work that would have happened meanwhile (payrolls paid, filings and remittances moved
 * on), each move with its webhooks, in order, at the start of the day it fell due.
 * @example
 * ```ts
 * sim.clock.advance('P3D');
 * new Date(sim.clock.now()).toISOString();
 * ```
 */
export class SimClock {
  readonly #base: () => number;
  readonly #catchUp: () => number;
  #offsetMs = 0;

  /** `base` the underlying clock; `catchUp` runs the work due and returns how many moves it made. */
  constructor(base: () => number, catchUp: () => number) {
    this.#base = base;
    this.#catchUp = catchUp;
  }

  /**
   * The simulator's current time, Unix ms.
   * @throws never.
   * @example
   * ```ts
   * sim.clock.now();
   * ```
   */
  now(): number {
    return this.#base() + this.#offsetMs;
  }

  /**
   * Moves time forward by an ISO 8601 duration (`'P3D'`) or milliseconds, then runs the work that became due.
   * @throws SimulatorError for a duration that is not one.
   * @example
   * ```ts
   * const { now, moves } = sim.clock.advance('PT12H');
   * ```
   */
  advance(duration: string | number): { now: string; moves: number } {
    const target = this.now() + durationMs(duration);
    let moves = 0;
    // Day by day: what falls due on a date (a pay day, an exit, a deadline) happens at the start of that date,
    // so its records and events carry that time, not the end of the advance.
    for (let day = nextMidnight(this.now()); day < target; day = nextMidnight(day)) {
      this.#offsetMs += day - this.now();
      moves += this.#catchUp();
    }
    this.#offsetMs += target - this.now();
    moves += this.#catchUp();
    return { now: new Date(this.now()).toISOString(), moves };
  }
}
