import * as z from 'zod/mini';
import { idSchema, openEnum } from '../shared-schemas.js';

/** Path of the remittance read: a non-empty `remittance_id` (the spec's template name). */
export const remittancePathSchema = z.object({ remittance_id: idSchema });

/** Open enum of remittance statuses. */
export const remittanceStatusSchema = openEnum(['pending', 'processing', 'completed', 'failed']);

/**
 * Status of a remittance (`pending` → `processing` → `completed`, or `failed`). Open.
 * @useDeclaredType
 */
export type RemittanceStatus = z.output<typeof remittanceStatusSchema>;

/** One `statusHistory` entry of a remittance. */
// statusHistory may name statuses outside the enum (an in-review status, per the spec): open on both ends.
export const remittanceStatusChangeSchema = z.looseObject({
  /** Status before the move (may be outside the four documented ones). */
  from: remittanceStatusSchema,
  /** Status after the move. */
  to: remittanceStatusSchema,
  /** When, in Unix epoch seconds. */
  timestamp: z.number(),
});

/**
 * One move of a remittance's status; `timestamp` in Unix epoch seconds.
 * @interface
 */
export type RemittanceStatusChange = z.output<typeof remittanceStatusChangeSchema>;

/** A remittance as the API returns it. */
// Remittance money is a decimal number on the wire (local currency, not minor units), kept as sent.
export const remittanceSchema = z.looseObject({
  /** Remittance id. */
  id: z.string(),
  /** The business that owns it. */
  businessId: z.string(),
  /** The filings it pays for. */
  filingIds: z.array(z.string()),
  /** Country of the authority. */
  countryCode: z.string(),
  /** Government authority id. */
  authorityId: z.string(),
  /** Government authority name. */
  authorityName: z.string(),
  /** `pending`, `processing`, `completed` or `failed`; open. */
  status: remittanceStatusSchema,
  /** Amount payable to the authority, a decimal in local currency (not minor units). */
  amount: z.number(),
  /** Exchange rate applied when funded in another currency. */
  fxRate: z.optional(z.nullable(z.number())),
  /** Currency the business funded it from. */
  fundedCurrency: z.optional(z.nullable(z.string())),
  /** Amount debited from the business balance, a decimal (not minor units). */
  fundedAmount: z.optional(z.nullable(z.number())),
  /** How the authority was paid. */
  paymentMethod: z.optional(z.nullable(z.string())),
  /** Government-issued payment reference. */
  paymentReference: z.optional(z.nullable(z.string())),
  /** URL of the proof of payment. */
  receiptUrl: z.optional(z.nullable(z.string())),
  /** Every status change, oldest first. */
  statusHistory: z.array(remittanceStatusChangeSchema),
  /** Creation time, Unix epoch seconds. */
  createdAt: z.number(),
  /** Last update, Unix epoch seconds. */
  updatedAt: z.number(),
});

/**
 * A payment to a government authority. `amount`, `fxRate` and `fundedAmount` are decimal numbers (major
 * units), not minor units; times are Unix epoch seconds.
 * @interface
 */
export type Remittance = z.output<typeof remittanceSchema>;
