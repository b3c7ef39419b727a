// @ts-check
/**
 * Plans every operation of the surface: finds it in the documents (or the overlay), names its arguments and
 * models, and decides its page kind, retry safety and idempotency key.
 */
import { deref, parametersOf, requestBodyOf, responseOf } from './documents.mjs';
import { camel, pascal } from './identifiers.mjs';

/** `persons` → `Person`, `businesses` → `Business`, `beneficiaries` → `Beneficiary`. */
export function singular(word) {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/sses$/.test(word)) return word.replace(/es$/, '');
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The type-name stem of a method path: `persons.milestones.create` → `PersonMilestoneCreate`. */
export function stemOf(name) {
  const parts = name.split('.');
  const verb = parts.pop();
  return parts.map((part) => pascal(singular(part))).join('') + pascal(verb);
}

export function planOperations(declared, documents, book, overlay, subset) {
  const byKey = new Map();
  for (const found of declared) if (!byKey.has(found.key)) byKey.set(found.key, found);
  const plans = [];
  const wanted = subset ? overlay.OPERATIONS.filter(([, name]) => subset.includes(name)) : overlay.OPERATIONS;
  for (const [key, name, kind, paramsArg = ''] of wanted) {
    const found = byKey.get(key) ?? extra(key, documents, overlay);
    if (!found) throw new Error(`${key} (${name}) is in no document and not in EXTRA_OPERATIONS`);
    plans.push(planOne({ key, name, kind, paramsArg, found }, book, overlay));
  }
  if (subset) return plans;
  const missing = [...byKey.keys()].filter((key) => !overlay.OPERATIONS.some(([k]) => k === key));
  if (missing.length > 0)
    throw new Error(`operations without a method name in the overlay: ${missing.join(', ')}`);
  return plans;
}

function extra(key, documents, overlay) {
  const spec = overlay.EXTRA_OPERATIONS[key];
  if (!spec) return undefined;
  return { key, doc: documents.find((d) => d.name === spec.doc), operation: spec.operation, pathItem: {} };
}

function planOne({ key, name, kind, paramsArg, found }, book, overlay) {
  const { doc, operation } = found;
  const [method, template] = key.split(' ');
  const segments = name.split('.');
  const top = segments[0];
  const behaviour = overlay.BEHAVIOURS[name] ?? {};
  const names = overlay.MODEL_NAMES[name] ?? {};
  const stem = stemOf(name);
  const pathItem = found.pathItem ?? doc.root.paths?.[template] ?? {};
  const parameters = parametersOf(doc, pathItem, operation);

  const pathParams = [...template.matchAll(/\{([^}]+)\}/g)].map(([, wire]) => {
    const declared = parameters.find((p) => p.in === 'path' && p.name === wire);
    return { wire, arg: camel(wire), schema: declared?.schema ?? { type: 'string' } };
  });
  const query = parameters.filter((p) => p.in === 'query');
  const body = requestBodyOf(doc, operation);
  const page = { 'offset-pages': 'offset', 'cursor-pages': 'cursor', 'node-pages': 'node' }[kind];
  const keyed = kind === 'keyed';

  const paramsNode = paramsNodeOf(doc, query, body, keyed, behaviour, key, book);
  const queryNames = query.map((p) => p.name);
  const pageToken = pageTokenOf(page, queryNames);
  const params =
    paramsArg === '' && !paramsNode
      ? undefined
      : book.define(
          names.params ?? `${stem}Params`,
          doc,
          paramsNode ?? undocumentedParams(pageToken),
          'req',
          top,
          `What \`client.${name}()\` takes.`,
          `${name}#params`,
        );

  let response;
  let item;
  const success = responseOf(doc, operation);
  if (page) {
    if (!success) throw new Error(`${name}: a list operation without a 2xx answer`);
    const [pageNode] = deref(doc, success.schema);
    const itemNode = pageNode.properties?.data?.items ?? {};
    item = modelFor(
      book,
      doc,
      itemNode,
      names.item ?? `${stem.replace(/List$/, '')}ListItem`,
      top,
      name,
      'An element',
    );
    // The descriptions name a page's element `<method>#item` (or `#response`, as for any answer).
    if (!item.model.descKeys.includes(`${name}#item`)) item.model.descKeys.push(`${name}#item`);
  } else if (kind !== 'void' && success) {
    const node = behaviour.response ? behaviour.response(deref(doc, success.schema)[0]) : success.schema;
    response = responseModel(book, doc, node, names.response ?? `${stem}Response`, top, name);
  }

  checkParamsColumn(name, paramsArg, paramsNode);
  return {
    key,
    method,
    template,
    name,
    segments,
    top,
    verb: segments.at(-1),
    fn: camel(segments.join('-')),
    kind,
    doc: doc.name,
    paramsArg,
    pathParams,
    queryNames,
    hasBody: body !== undefined,
    params,
    paramsType: params && behaviour.paramsType ? behaviour.paramsType : params?.name,
    paramsAlias: behaviour.paramsType,
    paramsSchema: behaviour.paramsSchema,
    response,
    item,
    page,
    pageToken,
    normalize: behaviour.normalize,
    accept: behaviour.accept,
    file: behaviour.file,
    keyed,
    safety:
      method === 'GET' || method === 'PUT' || method === 'DELETE' ? 'idempotent' : keyed ? 'keyed' : 'unsafe',
  };
}

/** The query parameter that carries a page's token: `next` for the node pages that document it, else `cursor`. */
function pageTokenOf(page, queryNames) {
  if (page === 'node') return queryNames.includes('next') ? 'next' : 'cursor';
  return page === 'cursor' ? 'cursor' : undefined;
}

/**
 * The params of a method whose documents declare no field: a list takes its page token (what
 * `page.nextPageParams()` hands back), anything else only the empty object. Typed without an index signature
 * of `unknown`, so a misspelled filter fails to compile; the request schema stays a record, as before.
 */
function undocumentedParams(pageToken) {
  if (pageToken) return { type: 'object', properties: { [pageToken]: { type: 'string' } } };
  return { type: 'object', 'x-ts': 'Record<string, never>' };
}

/**
 * The `params` column of an `OPERATIONS` row must not say less than the documents: `params` when they require
 * a field, at least `params?` when they declare any. (A row may ask more: a required object, or an optional
 * one the documents leave out.) A row that says less fails generation rather than being overridden.
 */
function checkParamsColumn(name, row, node) {
  const documented = !node ? '' : (node.required ?? []).length > 0 ? 'params' : 'params?';
  const less = (documented === 'params' && row !== 'params') || (documented === 'params?' && row === '');
  if (less) {
    const says = (column) => (column === '' ? 'no params' : `'${column}'`);
    throw new Error(
      `OPERATIONS: ${name} takes ${says(documented)} by the documents; its row says ${says(row)}`,
    );
  }
}

/** Query parameters and body fields as one object: the method's params argument, keyed by wire names. */
function paramsNodeOf(doc, query, body, keyed, behaviour, key, book) {
  const properties = {};
  const required = [];
  for (const p of query) {
    properties[p.name] = p.schema ?? { type: 'string' };
    if (p.required) required.push(p.name);
  }
  if (body) {
    const [node] = book.resolve(doc, body.schema);
    const flat = flatten(book, doc, node);
    if (!flat) {
      if (query.length > 0) throw new Error(`${key}: a non-object body beside query parameters`);
      return body.schema;
    }
    Object.assign(properties, flat.properties);
    if (body.required || flat.required.length > 0) required.push(...flat.required);
  }
  if (keyed) {
    // The SDK generates the key when the caller gives none.
    properties.idempotencyKey ??= { type: 'string' };
  }
  for (const [field, expr] of Object.entries(behaviour.fields ?? {})) {
    properties[field] = { 'x-schema': expr, 'x-ts': behaviour.fieldTypes?.[field] ?? 'unknown' };
  }
  if (Object.keys(properties).length === 0) return undefined;
  return {
    type: 'object',
    properties,
    required: [...new Set(required)].filter((field) => !(keyed && field === 'idempotencyKey')),
  };
}

/** An object body with its `allOf` parts merged, or `undefined` for a non-object body. */
function flatten(book, doc, node) {
  if (node.allOf) {
    const parts = node.allOf.map((part) => flatten(book, doc, book.resolve(doc, part)[0]));
    if (parts.some((part) => !part)) return undefined;
    return {
      properties: Object.assign({}, ...parts.map((p) => p.properties), node.properties),
      required: [...parts.flatMap((p) => p.required), ...(node.required ?? [])],
    };
  }
  if (!node.properties && node.type !== 'object') return undefined;
  if (!node.properties) return undefined;
  return { properties: { ...node.properties }, required: [...(node.required ?? [])] };
}

/** The model of a response: a component keeps its name; an inline shape gets `name`; arrays name the element. */
function responseModel(book, doc, rawNode, name, top, method) {
  const node = withRequiredData(doc, rawNode);
  const [resolved] = deref(doc, node);
  if (resolved.type === 'array' && resolved.items) {
    const element = modelFor(book, doc, resolved.items, name, top, method, 'An element of the answer');
    return { ...element, type: `${element.type}[]` };
  }
  return modelFor(book, doc, node, name, top, method, 'The answer');
}

/**
 * Fields an answer always carries though the documents rarely list them as required: a list answer's `data`
 * array (the interface spec: "an object with `data`, an array of …") and the `id` of a `{ id }` creation answer
 * (the spec: "object with `id`").
 */
function withRequiredData(doc, node) {
  const [resolved] = deref(doc, node);
  const names = Object.keys(resolved.properties ?? {});
  const always = [];
  if (resolved.properties?.data?.type === 'array') always.push('data');
  if (names.length === 1 && names[0] === 'id') always.push('id');
  const missing = always.filter((name) => !resolved.required?.includes(name));
  if (missing.length === 0) return node;
  // `x-required-by-rule` tells the required-field report (codegen/required.mjs) which rule added each field.
  return {
    ...resolved,
    required: [...(resolved.required ?? []), ...missing],
    'x-required-by-rule': missing,
  };
}

function modelFor(book, doc, node, name, top, method, what) {
  const ref = book.refName(doc, node, 'res', top);
  if (ref) return { model: ref, type: ref.name };
  const summary = `${what} of \`client.${method}()\`.`;
  const model = book.define(name, doc, node, 'res', top, summary, `${method}#response`);
  return { model, type: model.name };
}
