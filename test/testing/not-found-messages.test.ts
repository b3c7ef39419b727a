import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call } from './raw-http.js';

/* A 404 names the kind of record it did not find in the singular, as a person would write it. */

describe('not-found messages (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'not-found-messages' });

  it('names a missing beneficiary and entity in the singular', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const answers = await Promise.all(
      ['/v1/beneficiaries', '/v1/entities', '/v1/payouts'].map((path) =>
        call(ctx.server, 'GET', `${path}/${id}`),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
    expect(answers.map((a) => (a.body as { message: string }).message)).toEqual([
      expect.stringMatching(new RegExp(`^No beneficiary with id ${id}`)),
      expect.stringMatching(new RegExp(`^No entity with id ${id}`)),
      expect.stringMatching(new RegExp(`^No payout with id ${id}`)),
    ]);
  });
});
