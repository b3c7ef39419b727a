import * as z from 'zod/mini';
import { type ReviewAction, reviewActionSchema } from '../invoices/schemas.js';
import { createdSchema, currencyCodeSchema, dateSchema, idSchema, uuidSchema } from '../shared-schemas.js';

/** Path of the reimbursement operations: a non-empty `reimbursementId`. */
export const reimbursementPathSchema = z.object({ reimbursementId: idSchema });

// Reimbursement entries carry the API's other money shape: a decimal string in major units ("12.50").
const decimalAmountSchema = z.looseObject({
  value: z.string().check(z.regex(/^\d+(\.\d+)?$/, 'must be a decimal string such as "12.50"')),
  currency: currencyCodeSchema,
});

const reimbursementEntrySchema = z.looseObject({
  description: z.string().check(z.minLength(1)),
  amount: decimalAmountSchema,
  category: z.optional(z.string()),
  date: z.optional(dateSchema),
  fileIds: z.optional(z.array(uuidSchema)),
});

/** Validates the body of `client.reimbursements.create()`. */
export const reimbursementCreateParamsSchema = z.looseObject({
  userId: z.optional(uuidSchema),
  personId: z.optional(uuidSchema),
  title: z.string().check(z.minLength(1)),
  currency: currencyCodeSchema,
  destinationCurrency: currencyCodeSchema,
  entries: z.array(reimbursementEntrySchema).check(z.minLength(1)),
});

/** An amount written in major units as a decimal string (`{ value: '12.50', currency: 'USD' }`). */
export interface DecimalAmount {
  /** Decimal string in major units, for example `'12.50'`. */
  value: string;
  /** ISO 4217 currency code. */
  currency: string;
}

/** One expense of a reimbursement request. */
export interface ReimbursementEntryParams {
  /** What was paid for. */
  description: string;
  /** What was spent, in major units. */
  amount: DecimalAmount;
  /** Expense category. */
  category?: string;
  /** Date of the expense, `YYYY-MM-DD`. */
  date?: string;
  /** Receipts: file ids (uuids) from `client.files.upload()` with purpose `reimbursements-proof`. */
  fileIds?: string[];
}

/** Body of `client.reimbursements.create()`. */
export interface ReimbursementCreateParams {
  /** The user to reimburse (uuid); or give `personId`. */
  userId?: string;
  /** The person to reimburse (uuid); or give `userId`. */
  personId?: string;
  /** Title of the request. */
  title: string;
  /** Currency of the expenses (3 uppercase letters). */
  currency: string;
  /** Currency the reimbursement is paid in (3 uppercase letters). */
  destinationCurrency: string;
  /** The expenses, at least one. */
  entries: ReimbursementEntryParams[];
}

/** The reimbursement creation answer: `{ id }`. */
export const reimbursementCreateResponseSchema = createdSchema;

/**
 * The answer of `client.reimbursements.create()`: the new reimbursement's id.
 * @interface
 */
export type ReimbursementCreateResponse = z.output<typeof reimbursementCreateResponseSchema>;

/** Validates the body of `client.reimbursements.review()`. */
export const reimbursementReviewParamsSchema = z.looseObject({
  action: reviewActionSchema,
  sourceCurrency: z.optional(currencyCodeSchema),
  reason: z.optional(z.string()),
});

/** Body of `client.reimbursements.review()`. */
export interface ReimbursementReviewParams {
  /** Approve (which disburses the funds) or reject. */
  action: ReviewAction;
  /** The wallet currency approval pays from (3 uppercase letters). */
  sourceCurrency?: string;
  /** Why it was rejected. */
  reason?: string;
}
