import { describe, expectTypeOf, it } from 'vitest';
import type { Core } from '../../src/entries/core.js';
import { businessesStatementGet } from '../../src/generated/functions.js';
import type {
  BusinessStatementGetParams,
  BusinessStatementGetResponse,
  WorkforceClient,
} from '../../src/index.js';

declare const client: WorkforceClient;
declare const core: Core;
const period = { currency: 'USD', periodStart: '2026-01-01', periodEnd: '2026-01-31' };

describe('businesses.statement.get: a file format returns the file as text', () => {
  it('types the answer by `format`', () => {
    expectTypeOf(
      client.businesses.statement.get('b', { ...period, format: 'csv' }),
    ).resolves.toEqualTypeOf<string>();
    expectTypeOf(
      client.businesses.statement.get('b', { ...period, format: 'bai2' }),
    ).resolves.toEqualTypeOf<string>();
    expectTypeOf(
      client.businesses.statement.get('b', period),
    ).resolves.toEqualTypeOf<BusinessStatementGetResponse>();
    const params = { ...period } as BusinessStatementGetParams;
    expectTypeOf(client.businesses.statement.get('b', params)).resolves.toEqualTypeOf<
      string | BusinessStatementGetResponse
    >();
    expectTypeOf(
      businessesStatementGet(core, 'b', { ...period, format: 'csv' }),
    ).resolves.toEqualTypeOf<string>();
    // @ts-expect-error only the documented formats
    client.businesses.statement.get('b', { ...period, format: 'pdf' });
  });
});
