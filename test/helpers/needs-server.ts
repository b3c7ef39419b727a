import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/*
 * The one kind of skip the suite allows: a test that needs a real server this machine does not have (redis-server
 * on a fresh clone). Outside CI the suite is skipped with one line saying what, why and how to install it, so a
 * newcomer's first `npm test` passes; with `CI` set a missing server fails the run, so CI never skips silently.
 */

/** A server binary some tests need. */
export interface NeededServer {
  /** The executable looked up on PATH, e.g. `redis-server`. */
  binary: string;
  /** Why the tests need it, e.g. `the webhook de-dup store is tested against a real Redis`. */
  purpose: string;
  /** The command that installs it on the machine the README assumes (Debian/Ubuntu). */
  install: string;
}

/** Where to look and how to report: the process's by default, replaceable so each path can be tested. */
export interface NeedsServerEnv {
  env?: Record<string, string | undefined>;
  warn?: (line: string) => void;
}

/** The tests need redis-server: the webhook de-dup store against a real Redis. */
export const REDIS_SERVER: NeededServer = {
  binary: 'redis-server',
  purpose: 'the Redis webhook de-dup store is tested against a real server',
  install: 'apt-get update && apt-get install -y redis-server',
};

/** True when `CI` is set to anything but an empty string, `0` or `false`. */
export function isCi(env: Record<string, string | undefined>): boolean {
  const ci = env.CI?.trim().toLowerCase();
  return ci !== undefined && ci !== '' && ci !== '0' && ci !== 'false';
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The full path of `binary` in the first PATH directory holding it as an executable file, or `undefined`. */
export function findOnPath(binary: string, path: string | undefined): string | undefined {
  for (const dir of (path ?? '').split(delimiter)) {
    if (dir !== '' && isExecutableFile(join(dir, binary))) return join(dir, binary);
  }
  return undefined;
}

/** The line printed when `suite` is skipped: what, why, and the install command. */
export function skipLine(server: NeededServer, suite: string): string {
  return (
    `SKIPPED ${suite}: ${server.binary} is not installed (not on PATH) and ${server.purpose}. ` +
    `Install it with \`${server.install}\` (with CI set, a missing ${server.binary} fails the run).`
  );
}

/**
 * Whether the server is on this machine, to gate `suite` (its name, as the skip line shows it) with
 * `describe.skipIf(!needsServer(…))`. Prints {@link skipLine} once when it is missing outside CI.
 *
 * @throws {Error} Naming the missing binary and its install command when `CI` is set.
 */
export function needsServer(server: NeededServer, suite: string, options: NeedsServerEnv = {}): boolean {
  const env = options.env ?? process.env;
  if (findOnPath(server.binary, env.PATH) !== undefined) return true;
  if (isCi(env)) {
    throw new Error(
      `${server.binary} is not installed (not on PATH) and CI is set, so ${suite} cannot be skipped: ` +
        `${server.purpose}. ` +
        `Install it with \`${server.install}\`.`,
    );
  }
  (options.warn ?? console.warn)(skipLine(server, suite));
  return false;
}
