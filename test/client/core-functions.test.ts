import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createCore, RequestValidationError } from '../../src/entries/core.js';
import { payoutsList, personsGet, statutoryRemittancesGet } from '../../src/generated/functions.js';
import { API_KEY, PERSON_ID, recorder, SANDBOX, useMswServer } from '../helpers/msw.js';

const server = useMswServer();
const core = () => createCore({ apiKey: API_KEY, environment: 'sandbox', logLevel: 'off' });

describe('workforce-api/core and workforce-api/functions', () => {
  it('a standalone function sends the same request as the method and returns the typed body', async () => {
    const rec = recorder();
    server.use(
      http.get(`${SANDBOX}/v1/persons/:id`, async ({ request }) => {
        await rec.record(request);
        return HttpResponse.json({ id: PERSON_ID, firstName: 'Ada' });
      }),
    );
    const person = await personsGet(core(), PERSON_ID, { tenantKey: 'acme' });
    expect(person).toEqual({ id: PERSON_ID, firstName: 'Ada' });
    const [request] = rec.seen;
    expect(request?.url.pathname).toBe(`/v1/persons/${PERSON_ID}`);
    expect(request?.headers.get('authorization')).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers.get('x-multitenantkey')).toBe('acme');
  });

  it('validates arguments before sending, like the method', async () => {
    const rec = recorder();
    server.use(
      http.all('*', async ({ request }) => {
        await rec.record(request);
        return HttpResponse.json({});
      }),
    );
    await expect(personsGet(core(), 'not-a-uuid')).rejects.toBeInstanceOf(RequestValidationError);
    await expect(statutoryRemittancesGet(core(), ' ')).rejects.toMatchObject({
      params: { remittance_id: 'must not be empty' },
    });
    expect(rec.seen).toHaveLength(0);
  });

  it('list functions return the same iterable pages', async () => {
    server.use(
      http.get(`${SANDBOX}/v1/payouts`, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return HttpResponse.json(
          cursor === null
            ? { data: [{ id: 'p1' }], node: { previous: null, next: 'c2' } }
            : { data: [{ id: 'p2' }], node: { previous: 'c1', next: null } },
        );
      }),
    );
    const ids: string[] = [];
    // Pagination is under test here, not the payout model: skip response validation.
    const unchecked = createCore({ apiKey: API_KEY, environment: 'sandbox', validateResponses: 'off' });
    for await (const payout of payoutsList(unchecked)) ids.push(String(payout.id));
    expect(ids).toEqual(['p1', 'p2']);
  });

  it('refuses anything but a core made by createCore()', () => {
    expect(() => personsGet({ baseUrl: SANDBOX }, PERSON_ID)).toThrow(TypeError);
  });
});
