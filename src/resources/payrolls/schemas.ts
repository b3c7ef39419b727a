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

/**
 * Who a payroll pays: `EMPLOYEE` or `CONTRACTOR`. Open: the API may add values.
 * @useDeclaredType
 */
export type PayrollWorkerType = z.output<typeof payrollWorkerTypeSchema>;

/** Open enum of payroll kinds. */
// The OpenAPI spells the one-off kind `ONE-OFF`, webhooks `ONE_OFF`: both are known values.
export const payrollTypeSchema = openEnum(['REGULAR', 'ONE-OFF', 'ONE_OFF']);

/**
 * The kind of payroll run: `REGULAR` or one-off. Open: the API may add values.
 * @useDeclaredType
 */
export type PayrollType = z.output<typeof payrollTypeSchema>;

const optionalAmount = z.optional(z.nullable(amountSchema));

/** One entry (person line) of a payroll. */
export const payrollEntrySchema = z.looseObject({
  /** Entry id. */
  entryId: z.optional(z.string()),
  /** The person this line pays. */
  personId: z.string(),
  /** Transactions that paid this line. */
  transactionIds: z.optional(z.array(z.string())),
  /** Salary, in minor units. */
  salary: optionalAmount,
  /** Bonus, in minor units. */
  bonus: optionalAmount,
  /** Gross pay, in minor units. */
  gross: optionalAmount,
  /** Net pay, in minor units. */
  net: optionalAmount,
});

/**
 * One person's line in a payroll: amounts in minor units; allowances, deductions and more kept as sent.
 * @interface
 */
export type PayrollEntry = z.output<typeof payrollEntrySchema>;

/** A payroll as the read operation returns it. */
export const payrollSchema = z.looseObject({
  /** Payroll id. */
  payrollId: z.string(),
  /** Status in the read vocabulary (`Awaiting Funds`…); `payrollWebhookStatusOf()` maps it. Open. */
  status: payrollStatusSchema,
  /** `EMPLOYEE` or `CONTRACTOR`; open. */
  workerType: z.optional(payrollWorkerTypeSchema),
  /** `REGULAR` or one-off; open. */
  type: z.optional(payrollTypeSchema),
  /** Number of people paid. */
  numPeople: z.optional(z.int()),
  /** Payroll date, `YYYY-MM-DD`. */
  payrollDate: z.optional(z.nullable(z.string())),
  /** The period paid for. */
  payPeriod: z.optional(
    z.nullable(
      z.looseObject({
        /** First day, `YYYY-MM-DD`. */
        fromDate: z.string(),
        /** Last day, `YYYY-MM-DD`. */
        toDate: z.string(),
      }),
    ),
  ),
  /** Total debited from the business, in minor units. */
  debit: optionalAmount,
  /** Total gross pay, in minor units. */
  gross: optionalAmount,
  /** Total net pay, in minor units. */
  net: optionalAmount,
  /** Total tax, in minor units. */
  tax: optionalAmount,
  /** Total pension, in minor units. */
  pension: optionalAmount,
  /** Total statutory deductions, in minor units. */
  statutoryDeductions: optionalAmount,
  /** Total employer contributions, in minor units. */
  employerContributions: optionalAmount,
  /** One line per person paid. */
  entries: z.optional(z.array(payrollEntrySchema)),
});

/**
 * A payroll run as read: status in the read vocabulary (`Awaiting Funds`…), totals in minor units.
 * @interface
 */
export type Payroll = z.output<typeof payrollSchema>;
