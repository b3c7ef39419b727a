import * as z from 'zod/mini';
import { amountSchema, idSchema, openEnum } from '../shared-schemas.js';

/** Path of the payroll read: a non-empty `id`. */
export const payrollPathSchema = z.object({ id: idSchema });

/** Open enum of payroll statuses as the read operation spells them. */
// The read vocabulary (title-cased); `PayrollReadStatus` in payroll-status.ts maps it to the webhook one.
export const payrollStatusSchema = openEnum([
  'Created',
  'Pending Submission',
  'Pending Approval',
  'Awaiting Funds',
  'Scheduled',
  'Processing',
  'Completed',
  'Rejected',
  'Deleted',
]);

/** Open enum of payroll worker types. */
export const payrollWorkerTypeSchema = openEnum(['EMPLOYEE', 'CONTRACTOR']);

/** Who a payroll pays: `EMPLOYEE` or `CONTRACTOR`. Open: the API may add values. */
export type PayrollWorkerType = z.output<typeof payrollWorkerTypeSchema>;

/** Open enum of payroll kinds. */
// The OpenAPI spells the one-off kind `ONE-OFF`, webhooks `ONE_OFF`: both are known values.
export const payrollTypeSchema = openEnum(['REGULAR', 'ONE-OFF', 'ONE_OFF']);

/** The kind of payroll run: `REGULAR` or one-off. Open: the API may add values. */
export type PayrollType = z.output<typeof payrollTypeSchema>;

const optionalAmount = z.optional(z.nullable(amountSchema));

/** One entry (person line) of a payroll. */
export const payrollEntrySchema = z.looseObject({
  entryId: z.optional(z.string()),
  personId: z.string(),
  transactionIds: z.optional(z.array(z.string())),
  salary: optionalAmount,
  bonus: optionalAmount,
  gross: optionalAmount,
  net: optionalAmount,
});

/** One person's line in a payroll: amounts in minor units; allowances, deductions and more kept as sent. */
export type PayrollEntry = z.output<typeof payrollEntrySchema>;

/** A payroll as the read operation returns it. */
export const payrollSchema = z.looseObject({
  payrollId: z.string(),
  status: payrollStatusSchema,
  workerType: z.optional(payrollWorkerTypeSchema),
  type: z.optional(payrollTypeSchema),
  numPeople: z.optional(z.int()),
  payrollDate: z.optional(z.nullable(z.string())),
  payPeriod: z.optional(z.nullable(z.looseObject({ fromDate: z.string(), toDate: z.string() }))),
  debit: optionalAmount,
  gross: optionalAmount,
  net: optionalAmount,
  tax: optionalAmount,
  pension: optionalAmount,
  statutoryDeductions: optionalAmount,
  employerContributions: optionalAmount,
  entries: z.optional(z.array(payrollEntrySchema)),
});

/** A payroll run as read: status in the read vocabulary (`Awaiting Funds`…), totals in minor units. */
export type Payroll = z.output<typeof payrollSchema>;
