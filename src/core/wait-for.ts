/**
 * What `waitFor()` waits for, and how: the helpers of `client.payrolls`, `client.statutory.filings`,
 * `client.statutory.remittances`, `client.invoices`, `client.reimbursements` and `client.users.kyc` (and their
 * standalone functions) read the record until its status matches `until`.
 *
 * @example
 * ```ts
 * const params: WaitForParams<Payroll, PayrollStatus> = { until: 'Completed', timeout: 3_600_000 };
 * const payroll = await client.payrolls.waitFor(payrollId, params);
 * ```
 */
export interface WaitForParams<TRecord, TStatus extends string, TComponent extends string = never> {
  /**
   * A status, a list of statuses (any of them), or a test of the record. Reaching a status with no way out of
   * the state machine that does not match rejects with `TerminalStatusError` instead of waiting on.
   */
  until: TStatus | readonly TStatus[] | ((record: TRecord) => boolean);
  /** Milliseconds the whole wait may take, polls included; then a `TimeoutError`. Default 900 000 (15 min). */
  timeout?: number | undefined;
  /** Milliseconds before the second read; each later wait is 1.5 times longer, up to `maxInterval`. Default 2 000. */
  interval?: number | undefined;
  /** The longest wait between two reads, in milliseconds. Default 60 000. */
  maxInterval?: number | undefined;
  /** Stops waiting at once (also in the middle of a read) with `RequestAbortedError`. */
  signal?: AbortSignal | undefined;
  /** For a record with several statuses (a user's KYC: `identity`, the default, or `address`): the one watched. */
  component?: TComponent | undefined;
}
