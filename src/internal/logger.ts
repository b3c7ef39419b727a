import type { Logger, LogLevel } from '../core/client-options.js';

/** The log levels in order of verbosity. */
export const LOG_LEVELS: readonly LogLevel[] = ['off', 'error', 'warn', 'info', 'debug'];

const rank: Record<LogLevel, number> = { off: 0, error: 1, warn: 2, info: 3, debug: 4 };

type Level = Exclude<LogLevel, 'off'>;

/**
 * Writes only what the level lets through, prefixed so lines are easy to find. Callers pass values that are
 * already redacted.
 */
export class LevelLogger {
  readonly #logger: Logger;
  readonly #level: number;

  constructor(logger: Logger, level: LogLevel) {
    this.#logger = logger;
    this.#level = rank[level];
  }

  /** True when a message of this level would be written (lets callers skip building it). */
  enabled(level: Level): boolean {
    return rank[level] <= this.#level;
  }

  /** Writes one line; a logger that throws or lacks the level's method is skipped, never failing the call. */
  log(level: Level, message: string, details?: Record<string, unknown>): void {
    if (!this.enabled(level)) return;
    const line = `[workforce-api] ${message}`;
    try {
      if (details === undefined) this.#logger[level](line);
      else this.#logger[level](line, details);
    } catch {
      // The API may have acted already: a logging failure must not turn the call into a failure (or a retry).
    }
  }
}
