import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  PAYROLL_READ_TO_WEBHOOK_STATUS,
  PAYROLL_WEBHOOK_TO_READ_STATUS,
  type PayrollReadStatus,
  type PayrollWebhookStatus,
  payrollReadStatusOf,
  payrollWebhookStatusOf,
} from '../../src/payroll-status.js';

// The spec's table, "States and transitions" → "Payroll".
const SPEC_TABLE = [
  ['saved', 'Pending Submission'],
  ['approved', 'Awaiting Funds'],
  ['scheduled', 'Scheduled'],
  ['processing', 'Processing'],
  ['completed', 'Completed'],
] as const;

describe('payroll status vocabulary', () => {
  it('holds exactly the spec table, in both directions', () => {
    expect(Object.entries(PAYROLL_WEBHOOK_TO_READ_STATUS)).toEqual(SPEC_TABLE);
    expect(Object.entries(PAYROLL_READ_TO_WEBHOOK_STATUS)).toEqual(
      SPEC_TABLE.map(([webhook, read]) => [read, webhook]),
    );
  });

  it('is frozen', () => {
    expect(Object.isFrozen(PAYROLL_WEBHOOK_TO_READ_STATUS)).toBe(true);
    expect(Object.isFrozen(PAYROLL_READ_TO_WEBHOOK_STATUS)).toBe(true);
    expect(() => {
      (PAYROLL_WEBHOOK_TO_READ_STATUS as Record<string, string>).approved = 'Scheduled';
    }).toThrow(TypeError);
  });

  it.each(SPEC_TABLE)('maps webhook %j to read %j and back', (webhook, read) => {
    expect(payrollReadStatusOf(webhook)).toBe(read);
    expect(payrollWebhookStatusOf(read)).toBe(webhook);
  });

  it.each(['Created', 'Pending Approval', 'Rejected', 'Deleted'])(
    'has no webhook status for the read-only status %j',
    (read) => {
      expect(payrollWebhookStatusOf(read)).toBeUndefined();
    },
  );

  it.each([
    'rejected',
    'deleted',
    'created',
    'Approved',
    'APPROVED',
    ' approved',
    '',
    'toString',
    '__proto__',
  ])('has no read status for the webhook value %j', (webhook) => {
    expect(payrollReadStatusOf(webhook)).toBeUndefined();
  });

  it.each(['awaiting funds', 'Awaiting funds', 'Awaiting_Funds', 'hasOwnProperty', 'constructor'])(
    'has no webhook status for the read value %j',
    (read) => {
      expect(payrollWebhookStatusOf(read)).toBeUndefined();
    },
  );

  it('types: statuses are open, results are the known literals or undefined', () => {
    expectTypeOf<'approved'>().toExtend<PayrollWebhookStatus>();
    expectTypeOf<'something new'>().toExtend<PayrollWebhookStatus>();
    expectTypeOf<'Awaiting Funds'>().toExtend<PayrollReadStatus>();
    expectTypeOf(payrollReadStatusOf).returns.toEqualTypeOf<
      'Pending Submission' | 'Awaiting Funds' | 'Scheduled' | 'Processing' | 'Completed' | undefined
    >();
    expectTypeOf(payrollWebhookStatusOf).returns.toEqualTypeOf<
      'saved' | 'approved' | 'scheduled' | 'processing' | 'completed' | undefined
    >();
  });
});
