import { describe, expectTypeOf, it } from 'vitest';
import type { Core } from '../../src/entries/core.js';
import { payrollsWaitFor } from '../../src/generated/functions.js';
import type {
  CallEvent,
  CallEventListener,
  Filing,
  Invoice,
  Payroll,
  TransitionStatus,
  UserKycGetResponse,
  WorkforceClient,
} from '../../src/index.js';

declare const client: WorkforceClient;
declare const core: Core;

describe('waitFor', () => {
  it('resolves with the record its read operation returns', () => {
    expectTypeOf(client.payrolls.waitFor('p', { until: 'Completed' })).resolves.toEqualTypeOf<Payroll>();
    expectTypeOf(
      client.statutory.filings.waitFor('f', { until: ['accepted', 'rejected'] }),
    ).resolves.toEqualTypeOf<Filing>();
    expectTypeOf(payrollsWaitFor(core, 'p', { until: 'Completed' })).resolves.toEqualTypeOf<Payroll>();
  });

  it('gives a predicate the typed record', () => {
    client.payrolls.waitFor('p', {
      until: (payroll) => {
        expectTypeOf(payroll).toEqualTypeOf<Payroll>();
        return payroll.status === 'Completed';
      },
    });
  });

  it('takes `component` only where a record has several statuses', () => {
    expectTypeOf(
      client.users.kyc.waitFor('u', { until: 'approved', component: 'address' }),
    ).resolves.toEqualTypeOf<UserKycGetResponse>();
    // @ts-expect-error a payroll has one status
    client.payrolls.waitFor('p', { until: 'Completed', component: 'identity' });
    // @ts-expect-error KYC components are identity and address
    client.users.kyc.waitFor('u', { until: 'approved', component: 'selfie' });
    // @ts-expect-error until is required
    client.payrolls.waitFor('p', { timeout: 1000 });
  });

  it("takes only the machine's statuses in `until`, as STATE_MACHINES lists them", () => {
    client.payrolls.waitFor('p', { until: ['Completed', 'Rejected'] });
    client.users.kyc.waitFor('u', { until: 'rejected' });
    // @ts-expect-error a misspelt status does not compile
    client.payrolls.waitFor('p', { until: 'Completd' });
    // @ts-expect-error one unknown status in a list is enough
    client.statutory.filings.waitFor('f', { until: ['accepted', 'filed'] });
    // @ts-expect-error the standalone function takes the same statuses
    payrollsWaitFor(core, 'p', { until: 'completed' });
    expectTypeOf<Parameters<typeof client.invoices.waitFor>[1]['until']>().toEqualTypeOf<
      TransitionStatus<'invoice'> | readonly TransitionStatus<'invoice'>[] | ((record: Invoice) => boolean)
    >();
  });
});

describe('call events', () => {
  it('types each listener by its event type', () => {
    client.on('retry', (event) => {
      expectTypeOf(event.delayMs).toEqualTypeOf<number>();
      expectTypeOf(event.type).toEqualTypeOf<'retry'>();
    });
    client.on('error', (event) => expectTypeOf(event.errorName).toEqualTypeOf<string>());
    expectTypeOf(client.on('response', () => {})).toEqualTypeOf<() => void>();
    // @ts-expect-error no such event
    client.on('finish', () => {});
    expectTypeOf<CallEventListener<'request'>>()
      .parameter(0)
      .toEqualTypeOf<Extract<CallEvent, { type: 'request' }>>();
  });
});
