import type { TransitionStatus } from './transitions.js';

/**
 * The two vocabularies of a payroll's status: the lowercase one of the `payroll.status.updated` webhook and
 * the title-cased one of the payroll read operation (spec, "States and transitions", "Payroll").
 */

/**
 * A payroll status as the `payroll.status.updated` webhook spells it. Open: the API may add values.
 *
 * @example
 * ```ts
 * const status: PayrollWebhookStatus = event.data.status; // 'approved'
 * ```
 */
export type PayrollWebhookStatus = keyof typeof PAYROLL_WEBHOOK_TO_READ_STATUS | (string & {});

/**
 * A payroll status as the payroll read operation spells it. Open: the API may add values.
 *
 * @example
 * ```ts
 * const status: PayrollReadStatus = payroll.status; // 'Awaiting Funds'
 * ```
 */
export type PayrollReadStatus = TransitionStatus<'payroll'> | (string & {});

/**
 * Webhook status → read status, exactly the spec's table. `Created`, `Pending Approval`, `Rejected` and
 * `Deleted` exist only on read: no webhook carries them (the spec says none is sent for Rejected or Deleted).
 *
 * @example
 * ```ts
 * PAYROLL_WEBHOOK_TO_READ_STATUS.approved; // 'Awaiting Funds'
 * ```
 */
export const PAYROLL_WEBHOOK_TO_READ_STATUS = /* @__PURE__ */ Object.freeze({
  /** Entries added, ready for approval. */
  saved: 'Pending Submission',
  /** Approved, funds not yet collected. */
  approved: 'Awaiting Funds',
  /** Funds collected, queued for the payroll date. */
  scheduled: 'Scheduled',
  /** Disbursements being sent. */
  processing: 'Processing',
  /** All disbursements confirmed. */
  completed: 'Completed',
} as const);

type WebhookToRead = typeof PAYROLL_WEBHOOK_TO_READ_STATUS;
type InvertedWebhookToRead = { readonly [K in keyof WebhookToRead as WebhookToRead[K]]: K };

/**
 * Read status → webhook status, the inverse of {@link PAYROLL_WEBHOOK_TO_READ_STATUS}.
 *
 * @example
 * ```ts
 * PAYROLL_READ_TO_WEBHOOK_STATUS['Awaiting Funds']; // 'approved'
 * ```
 */
export const PAYROLL_READ_TO_WEBHOOK_STATUS: InvertedWebhookToRead = /* @__PURE__ */ Object.freeze({
  'Pending Submission': 'saved',
  'Awaiting Funds': 'approved',
  Scheduled: 'scheduled',
  Processing: 'processing',
  Completed: 'completed',
} as const);

/**
 * The read status matching a webhook status, or `undefined` when the value has no counterpart. Matching is
 * exact (case-sensitive), as both vocabularies are spelled by the API.
 *
 * @throws Never.
 * @example
 * ```ts
 * payrollReadStatusOf('approved'); // 'Awaiting Funds'
 * payrollReadStatusOf('rejected'); // undefined
 * ```
 */
export function payrollReadStatusOf(
  webhookStatus: PayrollWebhookStatus,
): WebhookToRead[keyof WebhookToRead] | undefined {
  // hasOwn keeps inherited names such as 'toString' from matching.
  return Object.hasOwn(PAYROLL_WEBHOOK_TO_READ_STATUS, webhookStatus)
    ? PAYROLL_WEBHOOK_TO_READ_STATUS[webhookStatus as keyof WebhookToRead]
    : undefined;
}

/**
 * The webhook status matching a read status, or `undefined` for read-only statuses (`Created`,
 * `Pending Approval`, `Rejected`, `Deleted`) and unknown values. Matching is exact (case-sensitive).
 *
 * @throws Never.
 * @example
 * ```ts
 * payrollWebhookStatusOf('Pending Submission'); // 'saved'
 * payrollWebhookStatusOf('Deleted'); // undefined
 * ```
 */
export function payrollWebhookStatusOf(readStatus: PayrollReadStatus): keyof WebhookToRead | undefined {
  return Object.hasOwn(PAYROLL_READ_TO_WEBHOOK_STATUS, readStatus)
    ? PAYROLL_READ_TO_WEBHOOK_STATUS[readStatus as keyof InvertedWebhookToRead]
    : undefined;
}
