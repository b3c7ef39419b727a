/** Descriptions of `client.statutory.requirements` and `client.statutory.events` (the audit log), written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'statutory.requirements.list':
    'Lists what must still be supplied before filings can go ahead (registrations, documents, tax parameters, worker data), for a business or for one person. Needs `businessId` unless `personId` is given, and the SDK refuses the call before sending otherwise; with `personId` only `worker_data` items naming that person are returned, and the API then also requires `countryCode` (400 without it).',
  'statutory.requirements.get':
    'Reads one requirement by id: what is missing, on which record and how to supply it. Answers 404 for an unknown id; the API marks this operation as not yet implemented.',
  'statutory.events.list':
    "Pages through the append-only audit log of a business's filings, remittances and requirements, each event naming its actor and carrying the change. Needs `businessId`; filter by resource, event type or a lower time bound (`since`). The API marks this operation as not yet implemented.",
};

const REQUIREMENT_CATEGORY =
  'What kind of item is missing: `business_registration` (a registration with an authority), `business_document` (a document of the business), `business_tax_parameter` (a tax setting of the business) or `worker_data` (fields missing on person records).';
const REQUIREMENT_STATUS =
  '`outstanding` (still needed), `satisfied` (supplied) or `waived` (no longer needed).';
const EVENT_TYPE =
  'What happened, as `<resource>.<new state>`: a filing moved to that status (`filing.upcoming`, `filing.overdue` when its due date passed, `filing.amended` when corrected), a remittance moved to that status, or a requirement was created, satisfied or waived.';

export const models = {
  'statutory.requirements.list#params': {
    summary:
      'What `client.statutory.requirements.list()` takes: a business or a person, and optional filters.',
    fields: {
      businessId: 'The business whose requirements to list; needed when no `personId` is given.',
      personId:
        'Only the `worker_data` requirements that name this person; the API requires `countryCode` with it.',
      countryCode: 'Only requirements of this country (ISO 3166-1 alpha-2).',
      status: 'Only requirements in this status.',
      category: 'Only requirements of this kind.',
    },
  },
  'statutory.requirements.list#response': {
    summary: 'The answer of `client.statutory.requirements.list()`: the requirements found.',
  },
  'statutory-compliance#Requirement': {
    summary:
      'Something that must be supplied before filings can go ahead: a registration, a document, a tax setting or worker data.',
    fields: {
      category: REQUIREMENT_CATEGORY,
      status: REQUIREMENT_STATUS,
      affectedField: "The key of the required field to supply (a `key` of the country's required fields).",
      resourceType: 'Whose record must be completed: the business or a person.',
      resourceId: 'The id of that business or person.',
      resolutionGuide: 'Instructions naming the call that supplies the field.',
      affectedPersons: 'For `worker_data`: the persons who lack the field.',
      'affectedPersons.missingField': 'The key of the field the person lacks.',
      'affectedPersons.missingFieldLabel': 'A readable label of that field.',
    },
  },
  'statutory.events.list#params': {
    summary:
      'What `client.statutory.events.list()` takes: the business, and optional filters (snake_case on the wire).',
    fields: {
      resource_type: 'Only events about filings, remittances or requirements.',
      resource_id: 'Only events about this filing, remittance or requirement.',
      event_type: 'Only events of this type.',
      since: 'Only events that happened after this instant (ISO 8601).',
      cursor: 'Where to resume; the iterator passes it for you.',
      limit: 'Events per page, 1 to 100 (25 by default).',
    },
  },
  'statutory-compliance#Event': {
    summary: 'An entry of the statutory audit log: one change of a filing, a remittance or a requirement.',
    fields: {
      type: EVENT_TYPE,
      resourceType: 'The kind of record that changed: `filing`, `remittance` or `requirement`.',
      resourceId: 'The id of that record.',
      actor: 'Who made the change.',
      'actor.type':
        '`user` (someone of the business), `system` (the API itself) or `authority` (the government body).',
      'actor.id': 'The id of whoever acted, such as a user, when there is one; otherwise `null`.',
      data: 'The change itself (state before and after); its content depends on `type`.',
      occurredAt: 'When it happened (ISO 8601).',
    },
  },
};
