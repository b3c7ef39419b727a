import {
  CONTRACT_ID,
  type ContractCase,
  FILE_ID,
  INVOICE_ID,
  PAYROLL_ID,
  PERSON_ID,
  REIMBURSEMENT_ID,
  TEMPLATE_ID,
  USER_ID,
  WF,
} from './shared.js';

/* Pay runs, contracts, contractor invoices and expense reimbursements. */

const usd = (amount: number) => ({ amount, currency: 'USD' });

export const PAYROLL_CASES: readonly ContractCase[] = [
  {
    method: 'client.payrolls.list',
    operation: 'GET /v1/payrolls',
    documents: [WF],
    call: (client, options) => client.payrolls.list({}, options),
  },
  {
    method: 'client.payrolls.create',
    operation: 'POST /v1/payrolls',
    documents: [WF],
    call: (client, options) =>
      client.payrolls.create(
        { workerType: 'EMPLOYEE', type: 'REGULAR', tags: { cycle: '2026-03' } },
        options,
      ),
  },
  {
    method: 'client.payrolls.get',
    operation: 'GET /v1/payrolls/{payrollId}',
    documents: [WF],
    call: (client, options) => client.payrolls.get(PAYROLL_ID, options),
  },
  {
    method: 'client.payrolls.save',
    operation: 'POST /v1/payrolls/{payrollId}/save',
    documents: [WF],
    // includeFxRates is a query parameter; everything else is the body.
    call: (client, options) =>
      client.payrolls.save(
        PAYROLL_ID,
        {
          includeFxRates: true,
          payrollDate: '2026-03-31',
          payPeriod: { fromDate: '2026-03-01', toDate: '2026-03-31' },
          entries: [
            {
              personId: PERSON_ID,
              salary: usd(950_000),
              timeWorked: 160,
              overtime: usd(45_000),
              overtimeWorked: 6,
              bonus: usd(100_000),
              commission: usd(25_000),
              allowances: [{ name: 'Internet', isTaxable: false, amount: usd(5_000) }],
              deductions: [{ name: '401k', isStatutory: false, amount: usd(47_500) }],
              invoiceIds: [INVOICE_ID],
              metadata: { costCenter: 'R&D' },
            },
          ],
          customFees: [{ name: 'Onboarding', amount: usd(10_000), metadata: { note: 'one-off' } }],
          tags: { cycle: '2026-03' },
        },
        options,
      ),
  },
  {
    method: 'client.payrolls.approve',
    operation: 'POST /v1/payrolls/{payrollId}/approve',
    documents: [WF],
    call: (client, options) => client.payrolls.approve(PAYROLL_ID, options),
  },
  {
    method: 'client.payrolls.delete',
    operation: 'DELETE /v1/payrolls/{payrollId}',
    documents: [WF],
    call: (client, options) => client.payrolls.delete(PAYROLL_ID, options),
  },
  {
    method: 'client.payrolls.payslipLinks.get',
    operation: 'GET /v1/payrolls/{payrollId}/payslip-links',
    documents: [WF],
    call: (client, options) => client.payrolls.payslipLinks.get(PAYROLL_ID, { format: 'zip' }, options),
  },
  {
    method: 'client.contractTemplates.list',
    operation: 'GET /v1/contract-templates',
    documents: [WF],
    call: (client, options) => client.contractTemplates.list(options),
  },
  {
    method: 'client.contracts.list',
    operation: 'GET /v1/contracts',
    documents: [WF],
    call: (client, options) => client.contracts.list({ personId: PERSON_ID }, options),
  },
  {
    method: 'client.contracts.create',
    operation: 'POST /v1/contracts',
    documents: [WF],
    call: (client, options) =>
      client.contracts.create(
        {
          templateId: TEMPLATE_ID,
          personId: PERSON_ID,
          sender: { email: 'hr@acme.test', name: 'Acme HR' },
          suppressNotification: true,
        },
        options,
      ),
  },
  {
    method: 'client.contracts.upload',
    operation: 'POST /v1/contracts-upload',
    documents: [WF],
    call: (client, options) =>
      client.contracts.upload(
        { personId: PERSON_ID, fileId: FILE_ID, contractName: 'Offer letter' },
        options,
      ),
  },
  {
    method: 'client.contracts.get',
    operation: 'GET /v1/contracts/{contractId}',
    documents: [WF],
    call: (client, options) => client.contracts.get(CONTRACT_ID, { includeDownloadUrl: true }, options),
  },
  {
    method: 'client.contracts.signingUrl.get',
    operation: 'GET /v1/contracts/{contractId}/signingUrl',
    documents: [WF],
    call: (client, options) =>
      client.contracts.signingUrl.get(CONTRACT_ID, { redirectUrl: 'https://app.acme.test/signed' }, options),
  },
  {
    method: 'client.invoices.list',
    operation: 'GET /v1/invoices',
    documents: [WF],
    call: (client, options) =>
      client.invoices.list(
        {
          personId: PERSON_ID,
          userId: USER_ID,
          source: 'CONTRACTOR_SUBMITTED',
          status: 'PENDING',
          type: 'CONTRACTOR',
          startDate: '2026-01-01',
          endDate: '2026-03-31',
          limit: 25,
          cursor: 'eyJwYWdlIjoyfQ',
        },
        options,
      ),
  },
  {
    method: 'client.invoices.get',
    operation: 'GET /v1/invoices/{invoiceId}',
    documents: [WF],
    call: (client, options) => client.invoices.get(INVOICE_ID, options),
  },
  {
    method: 'client.invoices.url.get',
    operation: 'GET /v1/invoices/{invoiceId}/url',
    documents: [WF],
    call: (client, options) => client.invoices.url.get(INVOICE_ID, options),
  },
  {
    method: 'client.invoices.review',
    operation: 'POST /v1/invoices/{invoiceId}/review',
    documents: [WF],
    call: (client, options) =>
      client.invoices.review(INVOICE_ID, { action: 'reject', reason: 'Hours do not match' }, options),
  },
  {
    method: 'client.invoices.cancel',
    operation: 'POST /v1/invoices/{invoiceId}/cancel',
    documents: [WF],
    call: (client, options) => client.invoices.cancel(INVOICE_ID, {}, options),
  },
  {
    method: 'client.reimbursements.list',
    operation: 'GET /v1/reimbursements',
    documents: [WF],
    call: (client, options) => client.reimbursements.list({}, options),
  },
  {
    method: 'client.reimbursements.create',
    operation: 'POST /v1/reimbursements',
    documents: [WF],
    call: (client, options) =>
      client.reimbursements.create(
        {
          userId: USER_ID,
          personId: PERSON_ID,
          title: 'Conference travel',
          currency: 'USD',
          destinationCurrency: 'NGN',
          entries: [
            {
              description: 'Train',
              amount: { value: '42.50', currency: 'USD' },
              category: 'Travel',
              date: '2026-03-14',
              fileIds: [FILE_ID],
            },
          ],
        },
        options,
      ),
  },
  {
    method: 'client.reimbursements.get',
    operation: 'GET /v1/reimbursements/{reimbursementId}',
    documents: [WF],
    call: (client, options) =>
      client.reimbursements.get(REIMBURSEMENT_ID, { potentialSourceCurrency: 'USD' }, options),
  },
  {
    method: 'client.reimbursements.delete',
    operation: 'DELETE /v1/reimbursements/{reimbursementId}',
    documents: [WF],
    call: (client, options) => client.reimbursements.delete(REIMBURSEMENT_ID, options),
  },
  {
    method: 'client.reimbursements.review',
    operation: 'POST /v1/reimbursements/{reimbursementId}/review',
    documents: [WF],
    call: (client, options) =>
      client.reimbursements.review(
        REIMBURSEMENT_ID,
        { action: 'approve', sourceCurrency: 'USD', reason: 'Receipts attached' },
        options,
      ),
  },
];
