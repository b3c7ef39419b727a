import * as z from 'zod/mini';
import { idSchema, openEnum } from '../shared-schemas.js';

/** Path of the per-business operations: a non-empty `businessId`. */
export const businessPathSchema = z.object({ businessId: idSchema });

/** Extra fields `include` can ask the balances read for. */
export const balanceIncludeValues = ['reserves'] as const;

/**
 * An extra field of `client.businesses.balances.list()`: `'reserves'`.
 * @useDeclaredType
 */
export type BalanceInclude = (typeof balanceIncludeValues)[number];

const includeValue = z.enum(balanceIncludeValues);

/** Validates the query of `client.businesses.balances.list()`. */
export const businessBalanceListParamsSchema = z.looseObject({
  // One value or several; the transport's query builder sends an array comma-separated.
  include: z.optional(
    z.union([includeValue, z.array(includeValue)], {
      error: `must be ${balanceIncludeValues.map((v) => `'${v}'`).join(' or ')}, or an array of them`,
    }),
  ),
});

/** Query of `client.businesses.balances.list()`. */
export interface BusinessBalanceListParams {
  /** Extra fields to include: `'reserves'` or an array of them (sent comma-separated). */
  include?: BalanceInclude | readonly BalanceInclude[];
}

const externalAccountStatuses = ['active', 'needs_confirmation', 'removed'] as const;

/** Open enum of external account statuses. */
export const externalAccountStatusSchema = openEnum(externalAccountStatuses);

/**
 * Status of an external bank account; `needs_confirmation` awaits micro-deposit verification. Open.
 * @useDeclaredType
 */
export type ExternalAccountStatus = z.output<typeof externalAccountStatusSchema>;

/** An external bank account as the API returns it. */
export const externalAccountSchema = z.looseObject({
  /** External account id. */
  id: z.string(),
  /** Last four digits of the account number. */
  last4: z.optional(z.string()),
  /** Name of the bank. */
  bankName: z.optional(z.string()),
  /** `active`, `needs_confirmation` (awaiting micro-deposits) or `removed`; open. */
  status: z.optional(externalAccountStatusSchema),
  /** Where the account holder completes verification, when one is pending. */
  hostedVerificationUrl: z.optional(z.nullable(z.string())),
  /** The provider that linked the account. */
  provider: z.optional(z.string()),
});

/**
 * A bank account linked to the business for funding; unknown fields are kept.
 * @interface
 */
export type ExternalAccount = z.output<typeof externalAccountSchema>;

/** The published OpenAPI answers a bare array; a `{ data: [...] }` envelope is accepted as well. */
export const externalAccountListSchema = z.array(externalAccountSchema);
