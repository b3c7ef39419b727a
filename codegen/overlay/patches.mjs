// @ts-check
/**
 * Corrections of the documents' known defects, and the request-field rules of the API's vocabulary. Part of the overlay (`codegen/overlay.mjs`).
 */
/**
 * Corrections of the documents, by `document#component` (a component) or by method path (an operation's
 * params or response), each a function of a copy of the node. Every entry says why.
 */
export const PATCHES = {
  // Absent until a verification link exists: the API answers `null`.
  'workforce-management#ExternalAccount': (node) => {
    node.properties.hostedVerificationUrl = { type: 'string', nullable: true };
    return node;
  },
  // The interface spec: a milestone's `dueDate` is `YYYY-MM-DD`.
  'workforce-management#AddMilestoneRequest': (node) => {
    node.properties.dueDate = { type: 'string', format: 'date' };
    return node;
  },
  'workforce-management#UpdateMilestoneRequest': (node) => {
    if (node.properties?.dueDate) node.properties.dueDate = { type: 'string', format: 'date' };
    return node;
  },
  // An expense line's date is a calendar date and its amount a decimal string in major units ("12.50"): the
  // document types both as bare strings.
  'workforce-management#ReimbursementEntryRequest': (node) => {
    node.properties.date = { type: 'string', format: 'date' };
    node.properties.amount.properties.value = {
      type: 'string',
      'x-schema': ['k', 'decimal'],
      'x-ts': 'string',
    };
    return node;
  },
  // A reimbursement without an expense line is refused by the API; say so before sending.
  'workforce-management#CreateReimbursementRequest': (node) => {
    node.properties.entries.minItems = 1;
    return node;
  },
  // The interface spec lists `affectedPersons` (the persons a `worker_data` requirement waits on).
  'statutory-compliance#Requirement': (node) => {
    node.properties.affectedPersons = {
      type: 'array',
      items: {
        type: 'object',
        required: ['personId'],
        properties: {
          personId: { type: 'string' },
          personName: { type: 'string' },
          missingField: { type: 'string' },
          missingFieldLabel: { type: 'string' },
        },
      },
    };
    return node;
  },
  // The interface spec lists the statutory event kinds; the document types `type` as any string.
  'statutory-compliance#Event': (node) => {
    node.properties.type = {
      type: 'string',
      enum: [
        'filing.upcoming',
        'filing.created',
        'filing.blocked',
        'filing.pending',
        'filing.in_review',
        'filing.approved',
        'filing.submitted',
        'filing.accepted',
        'filing.rejected',
        'filing.overdue',
        'filing.amended',
        'filing.cancelled',
        'remittance.created',
        'remittance.processing',
        'remittance.completed',
        'remittance.failed',
        'requirement.created',
        'requirement.satisfied',
        'requirement.waived',
      ],
    };
    return node;
  },
};

/**
 * Request fields the documents type as bare strings but the API's vocabulary fixes, by field name (a regular
 * expression): country codes are ISO 3166-1 alpha-2 and currencies ISO 4217, both uppercase (the interface
 * spec). Checked before sending, so a lowercase `ng` never reaches a payroll. Each names a kit schema of
 * `src/internal/schema-table.ts`.
 * @type {Record<string, import('../../src/internal/generated-table-types.js').KitName>}
 */
export const FIELD_RULES = {
  '^(countryCode|country|destinationCountry)$': 'country',
  '^(currency|[a-z]+Currency)$': 'currency',
};
