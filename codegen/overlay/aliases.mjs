// @ts-check
/**
 * Type aliases kept from earlier releases. Part of the overlay (`codegen/overlay.mjs`).
 */
/**
 * Named parts of the generated models, kept from earlier releases so users' imports keep working:
 * `name → [type, summary]`.
 */
export const ALIASES = {
  BalanceInclude: ["'reserves'", 'An extra field of a wallet balance, requested with `include`.'],
  ExternalAccountStatus: [
    "Exclude<ExternalAccount['status'], undefined>",
    'The status of an external bank account.',
  ],
  FilePurpose: [
    "FileCreateUploadUrlParams['purpose']",
    'What an uploaded file is for; decides who may use it.',
  ],
  ReviewAction: ["InvoiceReviewParams['action']", 'The decision of a review: `approve` or `reject`.'],
  PaymentMethodStatus: ["PaymentMethod['status']", 'Whether a payment method is available (open enum).'],
  PaymentMethodType: ["PaymentMethod['type']", 'The kind of a payment method (open enum).'],
  PayrollType: [
    "Exclude<Payroll['type'], undefined>",
    'Whether a payroll is regular or one-off (open enum).',
  ],
  PayrollWorkerType: [
    "Exclude<Payroll['workerType'], undefined>",
    'Who a payroll pays: employees or contractors.',
  ],
  PlatformBusinessAddress: [
    "PlatformBusinessCreateParams['address']",
    'The address of a business created under a platform.',
  ],
  ReimbursementEntryParams: [
    "ReimbursementCreateParams['entries'][number]",
    'One expense line of a reimbursement.',
  ],
  BusinessFieldValue: [
    'string | { fileId: string }',
    'A statutory field value: text, or an uploaded file (`client.files.upload()`) by its id.',
  ],
  StatutoryActor: [
    "Exclude<StatutoryEvent['actor'], undefined>",
    'Who caused a statutory event: a user, the system or an authority.',
  ],
  StatutoryEventType: [
    "Exclude<StatutoryEvent['type'], undefined>",
    'The kind of a statutory audit event (open enum).',
  ],
  StatutoryResourceType: [
    "Exclude<StatutoryEvent['resourceType'], undefined>",
    'The kind of record a statutory event is about.',
  ],
  RemittanceStatus: ["Exclude<Remittance['status'], undefined>", 'The status of a remittance (open enum).'],
  RemittanceStatusChange: [
    "Exclude<Remittance['statusHistory'], undefined>[number]",
    'One status change of a remittance.',
  ],
  RequirementAffectedPerson: [
    "Exclude<Requirement['affectedPersons'], undefined>[number]",
    'A person a `worker_data` requirement waits on, and the field they are missing.',
  ],
  RequirementCategory: [
    "Exclude<Requirement['category'], undefined>",
    'The kind of a compliance item (open enum).',
  ],
  RequirementStatus: [
    "Exclude<Requirement['status'], undefined>",
    'The status of a requirement (open enum).',
  ],
  StatutoryRequirementListFilters: [
    "Omit<StatutoryRequirementListQuery, 'businessId' | 'personId'>",
    'The filters of `client.statutory.requirements.list()` besides the business or person.',
  ],
  StatutoryRequirementListParams: [
    'StatutoryRequirementListFilters & ({ businessId: string; personId?: string | undefined } | { businessId?: string | undefined; personId: string })',
    'What `client.statutory.requirements.list()` takes: `businessId` is required unless `personId` is given.',
  ],
};
