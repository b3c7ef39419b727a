import {
  BUSINESS_ID,
  type ContractCase,
  FILE_ID,
  FILING_ID,
  PAYROLL_ID,
  PERSON_ID,
  REMITTANCE_ID,
  REQUIREMENT_ID,
  SC,
} from './shared.js';

/* Statutory compliance: jurisdictions, filings, remittances, requirements, audit events and statutory fields. */

const BREAKDOWN = [
  { personId: PERSON_ID, employeeName: 'Ada Lovelace', amount: 1250.5 },
  { externalEmployeeId: 'EXT-0042', employeeName: 'Luis García', amount: 980.25 },
];

export const STATUTORY_CASES: readonly ContractCase[] = [
  {
    method: 'client.statutory.jurisdictions.list',
    operation: 'GET /v1/statutory/jurisdictions',
    documents: [SC],
    call: (client, options) => client.statutory.jurisdictions.list({}, options),
  },
  {
    method: 'client.statutory.jurisdictions.get',
    operation: 'GET /v1/statutory/jurisdictions/{country_code}',
    documents: [SC],
    call: (client, options) => client.statutory.jurisdictions.get('MX', options),
  },
  {
    method: 'client.statutory.jurisdictions.filingTypes.list',
    operation: 'GET /v1/statutory/jurisdictions/{country_code}/filing-types',
    documents: [SC],
    call: (client, options) => client.statutory.jurisdictions.filingTypes.list('MX', options),
  },
  {
    method: 'client.statutory.jurisdictions.requiredFields.get',
    operation: 'GET /v1/statutory/jurisdictions/{country_code}/required-fields',
    documents: [SC],
    call: (client, options) =>
      client.statutory.jurisdictions.requiredFields.get(
        'MX',
        { worker_type: 'employee', scope: 'filing' },
        options,
      ),
  },
  {
    method: 'client.statutory.filings.list',
    operation: 'GET /v1/statutory/filings',
    documents: [SC],
    call: (client, options) =>
      client.statutory.filings.list(
        { businessId: BUSINESS_ID, countryCode: 'MX', status: 'pending' },
        options,
      ),
  },
  {
    method: 'client.statutory.filings.create',
    operation: 'POST /v1/statutory/filings',
    documents: [SC],
    call: (client, options) =>
      client.statutory.filings.create(
        {
          businessId: BUSINESS_ID,
          countryCode: 'MX',
          source: 'external',
          filingTypeId: 'ft_mx_isr_monthly',
          periodStart: '2026-03-01',
          periodEnd: '2026-03-31',
          currency: 'MXN',
          filingReference: 'ISR-2026-03',
          breakdown: BREAKDOWN,
          payrollRunIds: [PAYROLL_ID],
        },
        options,
      ),
  },
  {
    method: 'client.statutory.filings.createBatch',
    operation: 'POST /v1/statutory/filings/batch',
    documents: [SC],
    call: (client, options) =>
      client.statutory.filings.createBatch(
        {
          businessId: BUSINESS_ID,
          periodStart: '2026-03-01',
          periodEnd: '2026-03-31',
          payrollRunIds: [PAYROLL_ID],
          countryCode: 'MX',
          filings: [
            {
              filingTypeId: 'ft_mx_imss_monthly',
              source: 'cadana',
              currency: 'MXN',
              filingReference: 'IMSS-2026-03',
              breakdown: BREAKDOWN,
            },
          ],
        },
        options,
      ),
  },
  {
    method: 'client.statutory.filings.get',
    operation: 'GET /v1/statutory/filings/{filing_id}',
    documents: [SC],
    call: (client, options) => client.statutory.filings.get(FILING_ID, options),
  },
  {
    method: 'client.statutory.filings.approve',
    operation: 'POST /v1/statutory/filings/{filing_id}/approve',
    documents: [SC],
    call: (client, options) => client.statutory.filings.approve(FILING_ID, options),
  },
  {
    method: 'client.statutory.filings.cancel',
    operation: 'POST /v1/statutory/filings/{filing_id}/cancel',
    documents: [SC],
    call: (client, options) =>
      client.statutory.filings.cancel(FILING_ID, { reason: 'Filed twice by mistake' }, options),
  },
  {
    method: 'client.statutory.filings.amend',
    operation: 'POST /v1/statutory/filings/{filing_id}/amend',
    documents: [SC],
    call: (client, options) =>
      client.statutory.filings.amend(
        FILING_ID,
        { reason: 'Late overtime entry', correctedAmounts: { currency: 'MXN', total: 2410.75 } },
        options,
      ),
  },
  {
    method: 'client.statutory.filings.document.get',
    operation: 'GET /v1/statutory/filings/{filing_id}/document',
    documents: [SC],
    call: (client, options) => client.statutory.filings.document.get(FILING_ID, options),
  },
  {
    method: 'client.statutory.compliance.summary.get',
    operation: 'GET /v1/statutory/compliance/summary',
    documents: [SC],
    call: (client, options) =>
      client.statutory.compliance.summary.get({ businessId: BUSINESS_ID, countryCode: 'MX' }, options),
  },
  {
    method: 'client.statutory.remittances.list',
    operation: 'GET /v1/statutory/remittances',
    documents: [SC],
    call: (client, options) =>
      client.statutory.remittances.list(
        { businessId: BUSINESS_ID, countryCode: 'MX', status: 'completed' },
        options,
      ),
  },
  {
    method: 'client.statutory.remittances.create',
    operation: 'POST /v1/statutory/remittances',
    documents: [SC],
    call: (client, options) =>
      client.statutory.remittances.create(
        {
          businessId: BUSINESS_ID,
          countryCode: 'MX',
          filingIds: [FILING_ID],
          fundFromCurrency: 'USD',
          paymentDetails: {
            preferredMethod: 'bank',
            bank: {
              accountName: 'Servicio de Administración Tributaria',
              accountNumber: '012180001234567897',
              bankName: 'BBVA México',
              currency: 'MXN',
            },
          },
          paymentReference: 'SAT-2026-03',
        },
        options,
      ),
  },
  {
    method: 'client.statutory.remittances.get',
    operation: 'GET /v1/statutory/remittances/{remittance_id}',
    documents: [SC],
    call: (client, options) => client.statutory.remittances.get(REMITTANCE_ID, options),
  },
  {
    method: 'client.statutory.remittances.receipt.get',
    operation: 'GET /v1/statutory/remittances/{remittance_id}/receipt',
    documents: [SC],
    call: (client, options) => client.statutory.remittances.receipt.get(REMITTANCE_ID, options),
  },
  {
    method: 'client.statutory.requirements.list',
    variant: 'by business',
    operation: 'GET /v1/statutory/requirements',
    documents: [SC],
    call: (client, options) =>
      client.statutory.requirements.list(
        { businessId: BUSINESS_ID, countryCode: 'MX', status: 'outstanding', category: 'business_document' },
        options,
      ),
  },
  {
    method: 'client.statutory.requirements.list',
    variant: 'by person',
    operation: 'GET /v1/statutory/requirements',
    documents: [SC],
    call: (client, options) => client.statutory.requirements.list({ personId: PERSON_ID }, options),
  },
  {
    method: 'client.statutory.requirements.get',
    operation: 'GET /v1/statutory/requirements/{requirement_id}',
    documents: [SC],
    call: (client, options) => client.statutory.requirements.get(REQUIREMENT_ID, options),
  },
  {
    // The document marks this operation Beta and not yet implemented by the API; its contract still holds.
    method: 'client.statutory.events.list',
    operation: 'GET /v1/statutory/events',
    documents: [SC],
    call: (client, options) =>
      client.statutory.events.list(
        {
          businessId: BUSINESS_ID,
          resource_type: 'filing',
          resource_id: FILING_ID,
          event_type: 'filing.submitted',
          since: '2026-01-01T00:00:00Z',
          cursor: 'cur_abc',
          limit: 50,
        },
        options,
      ),
  },
  {
    method: 'client.statutory.persons.fields.get',
    operation: 'GET /v1/statutory/persons/{person_id}/fields/{country_code}',
    documents: [SC],
    call: (client, options) => client.statutory.persons.fields.get(PERSON_ID, 'MX', options),
  },
  {
    method: 'client.statutory.persons.fields.update',
    operation: 'PUT /v1/statutory/persons/{person_id}/fields/{country_code}',
    documents: [SC],
    call: (client, options) =>
      client.statutory.persons.fields.update(
        PERSON_ID,
        'MX',
        { fields: { curp: 'LOAA901210MDFVDA09', nss: '12345678901', constancia: { fileId: FILE_ID } } },
        options,
      ),
  },
  {
    method: 'client.statutory.businesses.fields.get',
    operation: 'GET /v1/statutory/businesses/{business_id}/fields/{country_code}',
    documents: [SC],
    call: (client, options) => client.statutory.businesses.fields.get(BUSINESS_ID, 'MX', options),
  },
  {
    method: 'client.statutory.businesses.fields.update',
    operation: 'PUT /v1/statutory/businesses/{business_id}/fields/{country_code}',
    documents: [SC],
    call: (client, options) =>
      client.statutory.businesses.fields.update(
        BUSINESS_ID,
        'MX',
        { fields: { rfc: 'XAXX010101000', constancia: { fileId: FILE_ID } } },
        options,
      ),
  },
];
