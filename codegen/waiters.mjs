// @ts-check
/**
 * The `waitFor()` helpers: for each state machine of `src/transitions.ts` that users wait on, the read operation
 * that serves it, the field holding its status, and the statuses to keep waiting on although the spec shows no
 * way out of them (their moves are "not shown"; every other status with no way out ends the wait).
 * `codegen/render/waiters.mjs` turns this table into `src/generated/waiters.ts` and the namespaces' `waitFor`.
 */
export const WAITERS = [
  {
    machine: 'payroll',
    read: 'payrolls.get',
    field: 'status',
    // Approval is a person's decision, shown nowhere in the transition table; Rejected and Deleted are ends.
    open: ['Pending Approval'],
  },
  {
    machine: 'filing',
    read: 'statutory.filings.get',
    field: 'status',
    // Named by the spec with their moves "not shown": an upcoming or overdue filing is still to be filed, and
    // an amended one is filed again; cancelled is an end.
    open: ['upcoming', 'overdue', 'amended'],
  },
  { machine: 'remittance', read: 'statutory.remittances.get', field: 'status' },
  // Part payments and due dates move an invoice in ways the documents do not show: keep waiting there.
  { machine: 'invoice', read: 'invoices.get', field: 'status', open: ['partially paid', 'overdue'] },
  { machine: 'reimbursement', read: 'reimbursements.get', field: 'status' },
  // Verification runs per component; `component` picks which one is watched (identity by default).
  { machine: 'kyc', read: 'users.kyc.get', field: 'identity', components: ['identity', 'address'] },
];
