import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { OPERATION_INDEX } from '../../src/generated/operation-index.js';
import { ResponseValidationError } from '../../src/index.js';
import { issuesToList } from '../../src/internal/validation.js';
import { makeClient, PERSON_ID, SANDBOX, useMswServer } from '../helpers/msw.js';

/*
 * Answers zod would hand back unchanged skip zod's copy (`fast-accept.ts`). Over the wire, a valid answer comes
 * back equal to what the server sent, in the server's key order, and every other answer meets zod exactly as
 * before: the same issues, the same error.
 */

const server = useMswServer();

function serveText(text: string) {
  server.use(
    http.get(
      `${SANDBOX}/v1/persons/:id`,
      () =>
        new HttpResponse(text, { headers: { 'content-type': 'application/json', 'x-request-id': 'req_f' } }),
    ),
  );
}

const personSchema = () => {
  const op = OPERATION_INDEX.find(({ name }) => name === 'persons.get')?.operation;
  return op?.response?.() as z.ZodMiniType;
};

describe('answers on the fast accept path', () => {
  it('returns a valid answer equal to the body, unknown fields and the server key order kept', async () => {
    const body = {
      nationality: null,
      id: PERSON_ID,
      compInfo: { salary: { currency: 'USD', amount: 500_000 }, futureField: [1, { a: null }] },
      jobInfo: { customFields: [{ value: 'v', id: 'cf_1' }] },
      brandNew: { nested: true },
    };
    serveText(JSON.stringify(body));
    const person = await makeClient().persons.get(PERSON_ID);
    expect(person).toStrictEqual(body);
    expect(Object.keys(person)).toEqual(Object.keys(body));
    expect(Object.keys((person as unknown as typeof body).compInfo.salary)).toEqual(['currency', 'amount']);
  });

  const invalid: [string, unknown][] = [
    ['a wrong type at the top', { id: 42 }],
    ['a missing required field', { firstName: 'Ada' }],
    ['null where an object is documented', { id: PERSON_ID, compInfo: null }],
    [
      'a fraction where an integer is documented',
      { id: PERSON_ID, compInfo: { salary: { amount: 1.5, currency: 'USD' } } },
    ],
    ['an unsafe integer', { id: PERSON_ID, compInfo: { salary: { amount: 2 ** 53, currency: 'USD' } } }],
    ['a wrong type deep in a list', { id: PERSON_ID, jobInfo: { customFields: [{ id: 'a' }, { id: 7 }] } }],
    ['an array where an object is documented', [{ id: PERSON_ID }]],
    ['an object where a list is documented', { id: PERSON_ID, jobInfo: { customFields: { id: 'a' } } }],
  ];

  it.each(invalid)('rejects %s with the issues zod reports', async (_, body) => {
    serveText(JSON.stringify(body));
    const error = await makeClient()
      .persons.get(PERSON_ID)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    const zod = z.safeParse(personSchema(), body);
    expect(zod.success).toBe(false);
    const expected = issuesToList(zod.error?.issues ?? [], body);
    expect(expected.length).toBeGreaterThan(0);
    expect((error as ResponseValidationError).issues).toEqual(expected);
    expect((error as ResponseValidationError).requestId).toBe('req_f');
  });

  it('hands an answer with a "__proto__" key to zod, which drops that key as before', async () => {
    serveText(`{"id":"${PERSON_ID}","__proto__":{"polluted":true},"firstName":"Ada"}`);
    const person = await makeClient().persons.get(PERSON_ID);
    expect(person).toStrictEqual({ id: PERSON_ID, firstName: 'Ada' });
    expect(Object.hasOwn(person, '__proto__')).toBe(false);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
