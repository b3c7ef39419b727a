// @ts-check
/**
 * Present means required: the rule and the fields the documents leave out. Part of the overlay (`codegen/overlay.mjs`).
 */
/**
 * Present means required (docs/adr/0019-present-means-required.md). The generator applies `rule` to types
 * and to strict validation alike; `fields` adds what the rule and the documents do not cover, each entry
 * with its reason. Keys name models as the descriptions do: `document#component` or `<method>#response`.
 */
export const REQUIRED = {
  rule:
    'A response field is required when the documents mark it required, when it is the identifier (`id`, ' +
    '`<noun>Id` or `<noun>_id`) of a resource object (an element of a list, the answer of a `get`) or of a ' +
    "create's answer (or of each element of its `data`), when it is the `data` array of a list answer, or " +
    'when an entry below names it.',
  fields: {
    'workforce-management#userBalance': {
      fields: ['id', 'currency', 'balance', 'available', 'processing'],
      reason: 'the interface spec lists these fields of every wallet balance (`reserves` only on request)',
    },
    'statutory-compliance#Event': {
      fields: ['id', 'type', 'resourceType', 'resourceId', 'businessId', 'actor', 'occurredAt'],
      reason: 'the interface spec lists every field of an audit event but `data` as always present',
    },
    'statutory-compliance#JurisdictionSummary': {
      fields: ['countryCode'],
      reason: 'a jurisdiction has no `id`: its country code is its identifier (the path of its `get`)',
    },
    'statutory-compliance#Jurisdiction': {
      fields: ['countryCode'],
      reason: 'a jurisdiction has no `id`: its country code is its identifier (the path of its `get`)',
    },
    'workforce-management#taxForm': {
      fields: ['formId'],
      reason: 'a tax form is identified by `formId`, the id `client.users.taxForms.download.get()` takes',
    },
    'businesses.reserves.create#response': {
      fields: ['disbursementId'],
      reason: 'the answer of a reserve is the disbursement it created, and that id is its only field',
    },
    'platform.businesses.create#response': {
      fields: ['businessId', 'tenantKey'],
      reason: 'the interface spec: creating a business under a platform returns its id and tenant key',
    },
  },
};
