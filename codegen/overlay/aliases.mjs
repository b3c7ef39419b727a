// @ts-check
/**
 * Type aliases kept from earlier releases. Part of the overlay (`codegen/overlay.mjs`). They are TypeScript,
 * written by hand in `src/type-aliases.ts`; the generator only needs their names (to re-export them from
 * `src/generated/aliases.ts` and to check the renames that point to them), read from that file's exports.
 */
import { readFileSync } from 'node:fs';

/** The hand-written file of the aliases, relative to the repository. */
export const ALIASES_FILE = 'src/type-aliases.ts';

/** The aliases' names: every `export type` of {@link ALIASES_FILE}. */
export const ALIASES = [
  ...readFileSync(new URL(`../../${ALIASES_FILE}`, import.meta.url), 'utf8').matchAll(/^export type (\w+)/gm),
].map((match) => /** @type {string} */ (match[1]));
