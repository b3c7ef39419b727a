import * as z from 'zod/mini';

/** One currency wallet of a business: amounts in the currency's lowest denomination. */
export const walletBalanceSchema = z.looseObject({
  /** Wallet id (uuid). */
  id: z.string(),
  /** ISO 4217 currency of the wallet. */
  currency: z.string(),
  /** Total balance, in minor units. */
  balance: z.int(),
  /** What can be spent now, in minor units. */
  available: z.int(),
  /** Amounts in flight, in minor units. */
  processing: z.int(),
  // Sent only when requested with `include: 'reserves'`; the published OpenAPI marks it nullable.
  /** Reserved funds, in minor units: present only with `include: 'reserves'`. */
  reserves: z.optional(z.nullable(z.int())),
});

/**
 * One currency wallet: `balance`, `available`, `processing` (and `reserves` on request) in minor units.
 * @interface
 */
export type WalletBalance = z.output<typeof walletBalanceSchema>;

/** `{ data: WalletBalance[] }`, the answer of the balance reads. */
export const walletBalanceListSchema = z.looseObject({
  /** One entry per currency wallet. */
  data: z.array(walletBalanceSchema),
});

/**
 * `GET /v1/balances` is named by the spec without a payload and is absent from the published OpenAPI. It is
 * read as the wallet list of the business balances; a bare array is accepted too and wrapped in `data`.
 */
export const balanceListSchema = walletBalanceListSchema;

/**
 * The wallets of a business: `{ data: WalletBalance[] }`.
 * @interface
 */
export type WalletBalanceList = z.output<typeof walletBalanceListSchema>;
