import { HttpResponse, http } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Payroll, type Person, ResponseValidationError, type StatutoryEvent } from '../../src/index.js';
import { makeClient, PERSON_ID, recorder, SANDBOX, useMswServer } from '../helpers/msw.js';

/*
 * ADR 0019, present means required: the fields a type declares as required are the fields strict validation
 * requires, so an identifier the API failed to send is reported on the call, not found later as `undefined`.
 * Fields the documents leave optional may be absent, and unknown fields stay on the object.
 */
const server = useMswServer();
const PAYROLL_ID = '7d1f6c2a-3b4e-4f5a-9c8d-1e2f3a4b5c6d';

function serve(path: string, body: unknown) {
  const wire = recorder();
  server.use(
    http.get(`${SANDBOX}${path}`, async ({ request }) => {
      await wire.record(request);
      return HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  return wire;
}

async function rejection(call: Promise<unknown>): Promise<ResponseValidationError> {
  const error = await call.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ResponseValidationError);
  return error as ResponseValidationError;
}

describe('required response fields (strict validation, the default)', () => {
  it('a person without its id is refused; with only its id it is returned', async () => {
    const wire = serve('/v1/persons/:id', { firstName: 'Ada' });
    const error = await rejection(makeClient().persons.get(PERSON_ID));
    expect(error.issues).toEqual([{ path: 'id', message: 'is required' }]);
    expect(wire.seen[0]?.method).toBe('GET');
    expect(wire.seen[0]?.url.pathname).toBe(`/v1/persons/${PERSON_ID}`);

    serve('/v1/persons/:id', { id: PERSON_ID, preferredName: 'Ada' });
    const person = await makeClient().persons.get(PERSON_ID);
    expectTypeOf(person).toEqualTypeOf<Person>();
    expect(person.id).toBe(PERSON_ID);
    // Not declared, still kept (ADR 0010), and read after an `in` check.
    expect('preferredName' in person && person.preferredName).toBe('Ada');
  });

  it('a payroll without its payrollId is refused', async () => {
    const wire = serve('/v1/payrolls/:id', { status: 'Created' });
    const error = await rejection(makeClient().payrolls.get(PAYROLL_ID));
    expect(error.issues.map((issue) => issue.path)).toEqual(['payrollId']);
    expect(wire.seen[0]?.url.pathname).toBe(`/v1/payrolls/${PAYROLL_ID}`);

    serve('/v1/payrolls/:id', { payrollId: PAYROLL_ID });
    const payroll = await makeClient().payrolls.get(PAYROLL_ID);
    expectTypeOf(payroll).toEqualTypeOf<Payroll>();
    expect(payroll).toEqual({ payrollId: PAYROLL_ID });
  });

  it('a statutory event without the fields the spec lists is refused', async () => {
    const event: StatutoryEvent = {
      id: 'evt_1',
      type: 'filing.created',
      resourceType: 'filing',
      resourceId: 'fil_1',
      businessId: 'biz_1',
      actor: { type: 'system', id: null },
      occurredAt: '2026-11-01T00:00:00Z',
    };
    const { type: _dropped, ...withoutType } = event;
    const wire = serve('/v1/statutory/events', {
      data: [withoutType],
      pagination: { nextCursor: null, hasMore: false },
    });
    const error = await rejection(makeClient().statutory.events.list({ businessId: 'biz_1' }));
    // An open enum is checked as a string: a missing one reads "is required" (a union said "is invalid").
    expect(error.issues).toEqual([{ path: 'data.0.type', message: 'is required' }]);
    expect(wire.seen[0]?.url.searchParams.get('businessId')).toBe('biz_1');

    serve('/v1/statutory/events', { data: [event], pagination: { nextCursor: null, hasMore: false } });
    const seen: StatutoryEvent[] = [];
    for await (const item of makeClient().statutory.events.list({ businessId: 'biz_1' })) seen.push(item);
    expect(seen).toEqual([event]);
  });
});
