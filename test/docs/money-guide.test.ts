import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATION_INDEX } from '../../src/generated/operation-index.js';
import { currencyExponent, fromMinorUnits, toMinorUnits } from '../../src/index.js';

/*
 * The Money guide names operations and shows conversions: each named method exists, and each conversion in its
 * examples gives what the guide says it gives.
 */

const guide = readFileSync(join(import.meta.dirname, '../../docs/guides/money.md'), 'utf8');
const methods = new Set(OPERATION_INDEX.map((entry) => entry.name));

describe('docs/guides/money.md', () => {
  it('names only methods the SDK has', () => {
    const named = [...guide.matchAll(/`([a-z][A-Za-z]*(?:\.[a-z][A-Za-z]*)+)\(\)`/g)].map(
      ([, name]) => name ?? '',
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((name) => !methods.has(name))).toEqual([]);
  });

  it('shows conversions that give what it says', () => {
    const claims = [
      ...guide.matchAll(/^(toMinorUnits|fromMinorUnits|currencyExponent)\((.+)\); \/\/ ([^:\n]+)/gm),
    ];
    expect(claims.length).toBeGreaterThanOrEqual(4);
    const helpers = { toMinorUnits, fromMinorUnits, currencyExponent } as Record<
      string,
      (...a: never[]) => unknown
    >;
    for (const [, helper = '', args = '', result = ''] of claims) {
      const values = JSON.parse(`[${args.replaceAll("'", '"')}]`) as never[];
      expect(JSON.stringify(helpers[helper]?.(...values)), `${helper}(${args})`).toBe(
        result.trim().replaceAll("'", '"'),
      );
    }
  });
});
