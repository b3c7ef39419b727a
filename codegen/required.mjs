// @ts-check
/**
 * Present means required (docs/adr/0019-present-means-required.md): which response fields a model declares
 * as always there. The documents' `required` lists stand; on top of them the identifier of every resource
 * object (an element of a list, the answer of a `get`) and of every create's answer is required, and so is
 * each field the overlay's `REQUIRED` names, with its reason. The rule changes the model's node, so the type
 * users see and the schema that strict validation applies say the same.
 */

import { camel } from './identifiers.mjs';
import { singular } from './operations.mjs';

/** Verbs whose answer is the thing the call made. */
const CREATES = /^(create|invite|upload)/;

/** `document#component`, `<method>#params` and `<method>#response` → the models they name. */
export function modelsByKey(book) {
  const byKey = new Map();
  for (const model of book.models) {
    for (const key of model.descKeys) {
      if (!byKey.has(key)) byKey.set(key, []);
      if (!byKey.get(key).includes(model)) byKey.get(key).push(model);
    }
  }
  return byKey;
}

/**
 * Applies the rule to the planned models and returns what it did: `idRule` and `overlay` list
 * `Model.field` (with the reason for the overlay's), `noIdentifier` the resource models that have no
 * identifier field to require. `partial` (a `--subset` build) skips overlay entries whose model is not built.
 */
export function applyRequired(book, plans, required, partial = false) {
  /** @type {{ idRule: string[], overlay: string[], listRule: string[], noIdentifier: string[] }} */
  const report = { idRule: [], overlay: [], listRule: [], noIdentifier: [] };
  const requireField = (model, field) => {
    const node = book.resolve(model.doc, model.node)[0];
    if ((node.required ?? []).includes(field) || isRequiredByParts(book, model, field)) return false;
    model.node = { ...node, required: [...(node.required ?? []), field] };
    return true;
  };
  applyIdRule(book, plans, requireField, report);
  applyOverlay(book, required, partial, requireField, report);
  // A model whose identifier the overlay names is not reported as missing one.
  const named = new Set(report.overlay.map((line) => line.slice(0, line.indexOf('.'))));
  report.noIdentifier = [...new Set(report.noIdentifier)].filter((name) => !named.has(name));
  for (const model of book.models) {
    for (const field of model.node['x-required-by-rule'] ?? []) {
      (field === 'data' ? report.listRule : report.idRule).push(`${model.name}.${field}`);
    }
  }
  return report;
}

/** Requires the identifier of every resource object and create answer. */
function applyIdRule(book, plans, requireField, report) {
  const marked = new Set();
  for (const [model, names] of resourceModels(book, plans)) {
    const object = marked.has(model) ? undefined : book.objectOf(model);
    if (!object) continue;
    const id = names.find((name) => name in object.properties);
    if (!id) {
      report.noIdentifier.push(model.name);
      continue;
    }
    marked.add(model);
    if (requireField(model, id)) report.idRule.push(`${model.name}.${id}`);
  }
}

/** Requires what the overlay's `REQUIRED.fields` names; every entry needs a reason and real fields. */
function applyOverlay(book, required, partial, requireField, report) {
  const byKey = modelsByKey(book);
  for (const [key, { fields, reason }] of Object.entries(required.fields)) {
    if (!reason) throw new Error(`overlay REQUIRED['${key}'] has no reason`);
    const models = (byKey.get(key) ?? []).filter((model) => model.mode === 'res');
    if (models.length === 0 && !partial) throw new Error(`overlay REQUIRED: no response model '${key}'`);
    for (const model of models) {
      const object = book.objectOf(model);
      for (const field of fields) {
        if (!object || !(field in object.properties))
          throw new Error(`overlay REQUIRED['${key}']: ${model.name} has no field '${field}'`);
        if (requireField(model, field)) report.overlay.push(`${model.name}.${field}: ${reason}`);
      }
    }
  }
}

/** Whether an `allOf` part of the model already requires `field` (the merged node's list). */
function isRequiredByParts(book, model, field) {
  return (book.objectOf(model)?.required ?? []).includes(field);
}

/** `[model, identifier names in order of preference]` for every resource object and create answer. */
function* resourceModels(book, plans) {
  for (const op of plans) {
    const names = identifierNames(op);
    if (op.item) yield [op.item.model, names];
    if (!op.response) continue;
    const answer = op.response.model;
    const isArray = op.response.type.endsWith('[]');
    const wrapper = dataElement(book, answer) !== undefined;
    if ((op.verb === 'get' || CREATES.test(op.verb) || isArray) && !wrapper) yield [answer, names];
    else if (onlyIdentifier(book, answer)) yield [answer, ['id']];
    // A list (or a create) answered as `{ data: [...] }`: its elements are the resource objects.
    if ((op.verb === 'list' || CREATES.test(op.verb)) && !isArray) {
      const element = dataElement(book, answer);
      if (element) yield [element, names];
    }
  }
}

/** An answer that is only `{ id }` (what several writes return). */
function onlyIdentifier(book, model) {
  const names = Object.keys(book.objectOf(model)?.properties ?? {});
  return names.length === 1 && names[0] === 'id';
}

/** The named model of a `{ data: X[] }` answer's elements, or `undefined`. */
function dataElement(book, model) {
  const items = book.objectOf(model)?.properties?.data?.items;
  return items ? book.refName(model.doc, items, 'res', model.file) : undefined;
}

/** `id`, then `<noun>Id` and `<noun>_id` for the namespace's noun: `payrolls.create` → `payrollId`. */
export function identifierNames(op) {
  const noun = singular(op.segments.at(-2) ?? op.segments[0]);
  return ['id', `${camel(noun)}Id`, `${noun.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_id`];
}
