/**
 * Where an API document contradicts itself, the one decision the repository takes, with its reason. The
 * simulator's documented-value table (`scripts/build-document-facts.mjs`) and the tests that judge the
 * simulator's answers against the documents both apply these, so the decision is taken once.
 *
 * Each entry names a document (file name under `openapi/`), a JSON pointer to a component schema in it,
 * and `apply`, which returns the schema as the repository reads it.
 */

/** @typedef {{ document: string, pointer: string, reason: string, apply: (schema: any) => any }} Decision */

/** @type {readonly Decision[]} */
export const OPENAPI_CORRECTIONS = [
  {
    document: 'workforce-management.yaml',
    pointer: '/components/schemas/userStatus',
    reason:
      "The example, 'active', is outside the enum (invitation_sent, blocked). A user who accepted the " +
      'invitation is neither invited nor blocked, the interface spec reads users as active, and the SDK ' +
      "types the field with 'active': the enum is read as incomplete and 'active' is added to it.",
    apply: (schema) => ({ ...schema, enum: [...new Set(['active', ...(schema.enum ?? [])])] }),
  },
];
