import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RequestValidationError, type WorkforceClient } from '../../src/index.js';
import { anyNumber, anyString, attempt, refusedOrSent, runs, setup, wrongType } from './bad-input-support.js';
import { closeServersAfterEach } from './server.js';
import { businessParams, PERSON_ID, reimbursementParams } from './support.js';

/*
 * Property-based bad input over every request body (docs/api-map.md): each call throws
 * RequestValidationError before sending (the server saw nothing), or sends the body exactly as given.
 */

closeServersAfterEach();

type Call = (client: WorkforceClient, params: Record<string, unknown>) => unknown;

describe('bodies', () => {
  // Mostly valid, so that whole bodies get sent often enough for the "exactly as given" half to be exercised.
  const field = <T>(valid: T) =>
    fc.oneof(
      { arbitrary: fc.constant(valid), weight: 6 },
      { arbitrary: anyString, weight: 1 },
      { arbitrary: wrongType, weight: 1 },
    );
  const BODY_CASES: Record<
    string,
    // `valid`: a body that passes every check, tried first so the "sent exactly as given" half always runs.
    { arb: fc.Arbitrary<Record<string, unknown>>; valid: Record<string, unknown>; call: Call; drop?: string }
  > = {
    'platform.businesses.create': {
      arb: fc.record({
        businessName: field('Acme Ltd'),
        country: field('NG'),
        adminFirstName: field('Ada'),
        adminLastName: field('Obi'),
        adminEmail: field('ada@acme.test'),
        address: fc.oneof(fc.record({ countryCode: field('NG'), line1: field('1 Road') }), wrongType),
        suppressWelcomeEmail: fc.oneof(fc.boolean(), wrongType),
      }),
      valid: {
        businessName: 'Acme Ltd',
        country: 'NG',
        adminFirstName: 'Ada',
        adminLastName: 'Obi',
        adminEmail: 'ada@acme.test',
        address: { countryCode: 'NG', line1: '1 Road' },
        suppressWelcomeEmail: true,
      },
      call: (c, p) => c.platform.businesses.create(p as never),
      drop: 'idempotencyKey',
    },
    'persons.milestones.create': {
      arb: fc.record({
        title: field('Beta'),
        description: field('Ship it'),
        amount: fc.oneof(fc.record({ amount: anyNumber, currency: field('USD') }), wrongType),
        dueDate: field('2025-02-28'),
        documentIds: fc.oneof(fc.constant([PERSON_ID]), fc.array(anyString, { maxLength: 2 }), wrongType),
      }),
      valid: {
        title: 'Beta',
        description: 'Ship it',
        amount: { amount: 1500, currency: 'USD' },
        dueDate: '2025-02-28',
        documentIds: [PERSON_ID],
      },
      call: (c, p) => c.persons.milestones.create(PERSON_ID, p as never),
    },
    'invoices.review': {
      arb: fc.record({ action: field('approve'), reason: field('ok') }),
      valid: { action: 'approve', reason: 'ok' },
      call: (c, p) => c.invoices.review('9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', p as never),
    },
    'reimbursements.review': {
      arb: fc.record({ action: field('reject'), sourceCurrency: field('USD'), reason: field('dup') }),
      valid: { action: 'reject', sourceCurrency: 'USD', reason: 'dup' },
      call: (c, p) => c.reimbursements.review('b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e', p as never),
    },
    'reimbursements.create': {
      arb: fc.record({
        title: field('Trip'),
        currency: field('USD'),
        destinationCurrency: field('EUR'),
        personId: field(PERSON_ID),
        entries: fc.oneof(
          fc.constant(reimbursementParams().entries),
          fc.array(wrongType, { maxLength: 2 }),
          wrongType,
        ),
      }),
      valid: {
        title: 'Trip',
        currency: 'USD',
        destinationCurrency: 'EUR',
        personId: PERSON_ID,
        entries: reimbursementParams().entries,
      },
      call: (c, p) => c.reimbursements.create(p as never),
    },
    'files.createUploadUrl': {
      arb: fc.record({
        purpose: field('contract'),
        contentType: field('application/pdf'),
        fileName: field('a.pdf'),
      }),
      valid: { purpose: 'contract', contentType: 'application/pdf', fileName: 'a.pdf' },
      call: (c, p) => c.files.createUploadUrl(p as never),
    },
  };

  it.each(Object.keys(BODY_CASES))(
    '%s: any field refused, or the body arrives exactly as given',
    async (name) => {
      const { server, client } = await setup();
      const { arb, valid, call, drop } = BODY_CASES[name]!;
      await fc.assert(
        fc.asyncProperty(arb, async (params) => {
          const outcome = await attempt(server, () => call(client, params));
          refusedOrSent(outcome, (request) => {
            const sent = JSON.parse(request.body) as Record<string, unknown>;
            if (drop) delete sent[drop];
            expect(sent).toEqual(JSON.parse(JSON.stringify(params)));
          });
        }),
        runs<[Record<string, unknown>]>([[valid]], 80),
      );
      // Not vacuous: the valid body (at least) went out.
      expect(server.count()).toBeGreaterThan(0);
    },
  );

  it('milestone amount.amount is sent only as a safe integer, exactly as given', async () => {
    const { server, client } = await setup();
    await fc.assert(
      fc.asyncProperty(anyNumber, async (amount) => {
        const outcome = await attempt(server, () =>
          client.persons.milestones.create(PERSON_ID, {
            title: 'Beta',
            amount: { amount, currency: 'USD' },
          } as never),
        );
        refusedOrSent(outcome, (request) => {
          const sent = (JSON.parse(request.body) as { amount: { amount: unknown } }).amount.amount;
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(sent).toBe(amount === 0 ? 0 : amount);
        });
      }),
      runs<[unknown]>([[1.5], [Number.NaN], [Number.POSITIVE_INFINITY], [-1], [2 ** 53], ['10'], [5n], [0]]),
    );
  });

  it('reimbursement entry amounts are sent only as decimal strings', async () => {
    const { server, client } = await setup();
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyString, anyNumber), async (value) => {
        const params = reimbursementParams();
        const body = { ...params, entries: [{ description: 'Taxi', amount: { value, currency: 'USD' } }] };
        const outcome = await attempt(server, () => client.reimbursements.create(body as never));
        refusedOrSent(outcome, (request) => {
          const sent = JSON.parse(request.body) as { entries: { amount: { value: unknown } }[] };
          expect(sent.entries[0]!.amount.value).toBe(value);
          expect(value).toMatch(/^\d+(\.\d+)?$/);
        });
      }),
      runs<[unknown]>([['12.50'], ['-1'], ['1e3'], [' 1'], ['1.'], [12.5], ['0.10']]),
    );
  });

  it('the idempotencyKey option is refused unless it is a non-empty string, and then sent as given', async () => {
    const { server, client } = await setup();
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyString, wrongType), async (key) => {
        // null and undefined mean "no key given": the SDK generates one.
        fc.pre(key !== undefined && key !== null);
        const outcome = await attempt(server, () =>
          client.platform.businesses.create(businessParams(), { idempotencyKey: key as never }),
        );
        refusedOrSent(outcome, (request) => {
          expect(typeof key === 'string' && key !== '', `sent idempotencyKey ${JSON.stringify(key)}`).toBe(
            true,
          );
          expect((JSON.parse(request.body) as { idempotencyKey: unknown }).idempotencyKey).toBe(key);
        });
      }),
      runs<[unknown]>([[''], [[]], [42], [{}], ['   '], ['\r\n'], ['idem-1']]),
    );
  });

  it('a body that cannot be serialised (BigInt, cycles) is refused with RequestValidationError', async () => {
    const { server, client } = await setup();
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    for (const extra of [{ n: 10n }, { nested: { n: 1n } }, { cyclic }]) {
      const outcome = await attempt(server, () =>
        client.reimbursements.create({ ...reimbursementParams(), ...extra } as never),
      );
      expect(outcome.error, JSON.stringify(Object.keys(extra))).toBeInstanceOf(RequestValidationError);
      expect(outcome.sent).toHaveLength(0);
    }
  });

  it('statutory field values are sent only as strings or { fileId: uuid }', async () => {
    const { server, client } = await setup();
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyString, wrongType, fc.record({ fileId: anyString })), async (value) => {
        const outcome = await attempt(server, () =>
          client.statutory.businesses.fields.update('biz_1', 'BR', { fields: { cnae: value } } as never),
        );
        refusedOrSent(outcome, (request) => {
          expect((JSON.parse(request.body) as { fields: { cnae: unknown } }).fields.cnae).toEqual(value);
        });
      }),
      runs<[unknown]>([[{ fileId: 'x' }], [42], [null], [['a']], ['plain']]),
    );
  });
});
