import * as z from 'zod/mini';
import { idSchema, openEnum } from '../shared-schemas.js';

/** Path of the remittance read: a non-empty `remittance_id` (the spec's template name). */
export const remittancePathSchema = z.object({ remittance_id: idSchema });

/** Open enum of remittance statuses. */
export const remittanceStatusSchema = openEnum(['pending', 'processing', 'completed', 'failed']);

/** Status of a remittance (`pending` → `processing` → `completed`, or `failed`). Open. */
export type RemittanceStatus = z.output<typeof remittanceStatusSchema>;

/** One `statusHistory` entry of a remittance. */
// statusHistory may name statuses outside the enum (an in-review status, per the spec): open on both ends.
export const remittanceStatusChangeSchema = z.looseObject({
  from: remittanceStatusSchema,
  to: remittanceStatusSchema,
  timestamp: z.number(),
});

/** One move of a remittance's status; `timestamp` in Unix epoch seconds. */
export type RemittanceStatusChange = z.output<typeof remittanceStatusChangeSchema>;

/** A remittance as the API returns it. */
// Remittance money is a decimal number on the wire (local currency, not minor units), kept as sent.
export const remittanceSchema = z.looseObject({
  id: z.string(),
  businessId: z.string(),
  filingIds: z.array(z.string()),
  countryCode: z.string(),
  authorityId: z.string(),
  authorityName: z.string(),
  status: remittanceStatusSchema,
  amount: z.number(),
  fxRate: z.optional(z.nullable(z.number())),
  fundedCurrency: z.optional(z.nullable(z.string())),
  fundedAmount: z.optional(z.nullable(z.number())),
  paymentMethod: z.optional(z.nullable(z.string())),
  paymentReference: z.optional(z.nullable(z.string())),
  receiptUrl: z.optional(z.nullable(z.string())),
  statusHistory: z.array(remittanceStatusChangeSchema),
  createdAt: z.number(),
  updatedAt: z.number(),
});

/**
 * A payment to a government authority. `amount`, `fxRate` and `fundedAmount` are decimal numbers (major
 * units), not minor units; times are Unix epoch seconds.
 */
export type Remittance = z.output<typeof remittanceSchema>;
