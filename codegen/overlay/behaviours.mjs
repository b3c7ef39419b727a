// @ts-check
/**
 * What the interface spec adds to operations, and the methods written by hand. Part of the overlay (`codegen/overlay.mjs`).
 */
/**
 * Behaviours the interface spec adds to an operation:
 * - `normalize`: a function of `src/internal/normalize.ts` reshaping the raw body before validation;
 * - `response`: a patch of the response schema;
 * - `paramsSchema`: wraps the generated params schema in a hand-written rule of `src/internal/schema-kit.ts`;
 * - `paramsType`: the name of an alias (`ALIASES`) that replaces the generated params type in signatures;
 * - `fields`: hand-written validators of single params (`name → schema descriptor`), with `fieldTypes` their
 *   TypeScript types;
 * - `file`: the param (`param`) whose values ask for a file instead of JSON, and the media types (`media`) such a
 *   file comes in: the method is declared with overloads (a file value returns `string`), and the transport
 *   returns a body of those types as text.
 * @type {Record<string, {
 *   normalize?: import('../../src/internal/generated-table-types.js').NormalizerName,
 *   response?: (node: any) => object,
 *   accept?: string,
 *   file?: { param: string, media: string[] },
 *   paramsSchema?: 'requireBusinessOrPerson',
 *   paramsType?: string,
 *   fields?: Record<string, import('../../src/internal/generated-table-types.js').Descriptor>,
 *   fieldTypes?: Record<string, string>,
 * }>}
 */
export const BEHAVIOURS = {
  // The spec names `businessId` (and the tenant key) at the top level; the documents nest them in `business`.
  // `flattenMe` copies `business.id` up, so `businessId` is always there: required in types and validation.
  // A key without a description or tenant prefix has them `null`.
  'me.get': {
    normalize: 'flattenMe',
    response: (node) => {
      const apiKey = node.properties.apiKey.properties;
      apiKey.description = { type: 'string', nullable: true };
      apiKey.tenantPrefix = { type: 'string', nullable: true };
      return {
        ...node,
        properties: { businessId: { type: 'string' }, tenantKey: { type: 'string' }, ...node.properties },
        required: [...new Set(['businessId', ...(node.required ?? [])])],
      };
    },
  },
  // The spec's `{ data: [...] }`; some deployments answer a bare array.
  'balances.list': { normalize: 'wrapData' },
  // The spec says an array; some guide pages show a single object.
  'paymentMethods.list': { normalize: 'asArray' },
  // With `format`, the statement is a file: CSV (`text/csv`) or BAI2 (`text/plain`, or sent as bytes), returned
  // as text: both formats are plain ASCII.
  'businesses.statement.get': {
    accept: 'application/json, text/csv, text/plain, application/octet-stream',
    file: { param: 'format', media: ['text/csv', 'text/plain', 'application/octet-stream'] },
  },
  // The answer is a JSON Schema document, served as `application/schema+json`.
  'paymentRequirements.get': { accept: 'application/schema+json, application/json' },
  // One document answers `{ data: [details] }`, the other the details object alone.
  'businesses.fundingDetails.get': { normalize: 'wrapObjectAsData' },
  // Answered as `{ data: [...] }` by some deployments; the surface is the array.
  'businesses.externalAccounts.list': { normalize: 'unwrapData' },
  // The answer is written as the creation's own model (its required fields are in `REQUIRED`).
  'platform.businesses.create': {
    response: (node) => ({ ...node }),
  },
  // The content type is sent again as the upload's Content-Type header: a plain `type/subtype` only.
  'files.createUploadUrl': {
    fields: { contentType: ['k', 'mime'] },
    fieldTypes: { contentType: 'string' },
  },
  // `include` takes one value or several, sent comma-separated.
  'businesses.balances.list': {
    fields: { include: ['l', ['reserves']] },
    fieldTypes: { include: "'reserves' | readonly 'reserves'[]" },
  },
  // A statutory field value is text or an uploaded file; one message names both shapes.
  'statutory.businesses.fields.update': {
    fields: { fields: ['k', 'statutoryFields'] },
    fieldTypes: { fields: 'Record<string, string | { fileId: string }>' },
  },
  'statutory.persons.fields.update': {
    fields: { fields: ['k', 'statutoryFields'] },
    fieldTypes: { fields: 'Record<string, string | { fileId: string }>' },
  },
  // The spec: `businessId` is required unless `personId` is given.
  'statutory.requirements.list': {
    paramsSchema: 'requireBusinessOrPerson',
    paramsType: 'StatutoryRequirementListParams',
  },
};

/**
 * Methods beyond the API's operations, by namespace: each is a hand-written standalone function of a core
 * (`fn`, exported by the module `from`, a path relative to `src/generated/resources/`) that the namespace
 * installs as a method, and `declaredBy`: the TypeScript interface (by name and module) that declares the method,
 * which the generated namespace interface extends.
 */
export const EXTRA_METHODS = {
  files: [
    {
      name: 'upload',
      fn: 'filesUpload',
      from: '../../uploads.js',
      // Its declaration and TSDoc are TypeScript in src/uploads.ts; the generated `Files` extends it.
      declaredBy: { FilesUpload: '../../uploads.js' },
    },
  ],
};
