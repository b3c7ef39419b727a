// @ts-check
/**
 * How the generator spells names: document words turned into TypeScript identifiers, and object keys written
 * bare or quoted. Shared by the schema views, the operation planner and the renderers, so it imports nothing.
 */

/** `payroll-run_id` → `PayrollRunId`. */
export function pascal(text) {
  return text
    .replace(/[^A-Za-z0-9]+(.)/g, (_, c) => c.toUpperCase())
    .replace(/[^A-Za-z0-9]/g, '')
    .replace(/^./, (c) => c.toUpperCase());
}

/** `payroll-run_id` → `payrollRunId`. */
export function camel(text) {
  const p = pascal(text);
  return p.charAt(0).toLowerCase() + p.slice(1);
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** An object key as written in generated code: bare when it is an identifier, quoted otherwise. */
export const key = (name) => (IDENT.test(name) ? name : JSON.stringify(name));
