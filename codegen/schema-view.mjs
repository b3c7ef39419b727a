// @ts-check
/**
 * What the two views of a schema (`schema-types.mjs`, `schema-descriptors.mjs`) call back into: the book of
 * named models (`SchemaBook` in `schemas.mjs`) as an interface, so the views do not import the book that
 * imports them. Types only.
 *
 * @typedef {import('../src/internal/generated-table-types.js').KitName} KitName
 * @typedef {object} SchemaBookView
 * @property {(rawNode: any, ctx: any, top?: boolean) => string} ts the TypeScript type of a node
 * @property {(rawNode: any, ctx: any) => any} desc the schema descriptor of a node (a `Desc`)
 * @property {(node: any, ctx: any) => any} mergeAllOf `allOf` of objects as one object, or `undefined`
 * @property {(name: string, node: any) => KitName | undefined} fieldRule a request field's validator by name
 */

export {};
