/** ISO 4217 list one as read by {@link readIso4217}. */
export interface Iso4217Table {
  /** The list's publication date, `YYYY-MM-DD`. */
  published: string;
  /** Minor-unit exponent by code, sorted by code; `null` where ISO 4217 says "N.A.". */
  minorUnits: Map<string, number | null>;
}

/** Where the generated table is written: `src/money-exponents.ts`. */
export const TABLE_PATH: string;

/** Reads ISO 4217 list one from the installed `currency-codes`; throws when it disagrees with its `data`. */
export function readIso4217(): Iso4217Table;

/** The text of `src/money-exponents.ts` for a table read by {@link readIso4217}. */
export function renderTable(table: Iso4217Table): string;
