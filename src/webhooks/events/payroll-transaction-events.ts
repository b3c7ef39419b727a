import * as z from 'zod/mini';
import { PAYROLL_WEBHOOK_TO_READ_STATUS } from '../../payroll-status.js';
import { amountSchema, openEnum, optionalText, workerType } from './shared.js';

const transactionFields = () => ({
  id: z.string(),
  amount: amountSchema(),
  type: openEnum(['PAYROLL', 'DEPOSIT', 'PAYOUT', 'PAYROLL_FEE']),
  // The payroll id, deposit reference or payout reference; the spec names none for PAYROLL_FEE.
  reference: optionalText(),
  // A userId for USER, a businessId for BUSINESS, a personId for EMPLOYEE and CONTRACTOR.
  recipientId: z.string(),
  recipientType: openEnum(['BUSINESS', 'USER', 'EMPLOYEE', 'CONTRACTOR']),
  tenantKey: z.string(),
});

// The webhook's own status vocabulary, taken from the shared webhook → read status map.
const payrollStatuses = () =>
  Object.keys(PAYROLL_WEBHOOK_TO_READ_STATUS) as Array<keyof typeof PAYROLL_WEBHOOK_TO_READ_STATUS>;

/** The payload schema factories of the payroll, transaction and instant-pay events, keyed by event type. */
export const payrollTransactionEvents = {
  'payroll.created': () =>
    z.looseObject({
      id: z.string(),
      workerType: workerType(),
      type: openEnum(['ONE_OFF']),
      tenantKey: z.string(),
    }),
  // Map `status` to the read operation's title-cased status with payrollReadStatusOf().
  'payroll.status.updated': () =>
    z.looseObject({
      id: z.string(),
      status: openEnum(payrollStatuses()),
      tenantKey: z.string(),
    }),
  'transaction.initiated': () => z.looseObject(transactionFields()),
  'transaction.succeeded': () => z.looseObject(transactionFields()),
  'transaction.failed': () =>
    z.looseObject({
      ...transactionFields(),
      message: z.string(),
      // True when the recipient bank returned a transaction that had succeeded.
      isReturned: z.optional(z.boolean()),
    }),
  'instant-pay.succeeded': () =>
    z.looseObject({
      id: z.string(),
      personId: z.string(),
      amount: amountSchema(),
      tenantKey: z.string(),
    }),
};
