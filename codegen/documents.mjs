// @ts-check
/**
 * Reads the facts-only snapshot under `openapi/` and answers the generator's questions about it: which
 * document declares an operation, its parameters, request body and success response, with `$ref`s followed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The snapshot's documents, in the order that decides which one describes an operation several declare. */
export const DOCUMENTS = [
  'workforce-management',
  'statutory-compliance',
  'embedded-payments',
  'embedded-consumer-wallets',
  'global-tax',
];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Loads every document of `dir`. */
export function loadDocuments(dir) {
  return DOCUMENTS.map((name) => {
    const root = parse(readFileSync(path.join(dir, `${name}.yaml`), 'utf8'));
    return { name, root };
  });
}

/** Follows a local `$ref` (`#/components/…`) to its target, and returns `[node, componentName?]`. */
export function deref(doc, node) {
  let current = node;
  let name;
  for (let hops = 0; current && typeof current === 'object' && '$ref' in current; hops++) {
    if (hops > 20) throw new Error(`${doc.name}: $ref loop at ${node.$ref}`);
    const parts = current.$ref.replace(/^#\//, '').split('/');
    if (parts[0] === 'components' && parts[1] === 'schemas') name = parts[2];
    current = parts.reduce((value, key) => value?.[key], doc.root);
    if (current === undefined) throw new Error(`${doc.name}: unresolved $ref ${node.$ref}`);
  }
  return [current, name];
}

/** Every operation of every document: `{ key: 'GET /v1/…', doc, operation }`. */
export function listOperations(documents) {
  const found = [];
  for (const doc of documents) {
    for (const [template, item] of Object.entries(doc.root.paths ?? {})) {
      for (const method of METHODS) {
        if (item[method])
          found.push({ key: `${method.toUpperCase()} ${template}`, doc, operation: item[method] });
      }
    }
  }
  return found;
}

/** The parameters of an operation (path-level ones included), `$ref`s followed, headers left out. */
export function parametersOf(doc, pathItem, operation) {
  const all = [...(pathItem?.parameters ?? []), ...(operation.parameters ?? [])].map((p) => deref(doc, p)[0]);
  return all.filter((p) => p.in === 'path' || p.in === 'query');
}

/** The JSON request body schema and whether the body is required, or `undefined`. */
export function requestBodyOf(doc, operation) {
  if (!operation.requestBody) return undefined;
  const [body] = deref(doc, operation.requestBody);
  const media = body.content?.['application/json'] ?? Object.values(body.content ?? {})[0];
  if (!media?.schema) return undefined;
  return { schema: media.schema, required: body.required === true };
}

/** The success response schema (lowest 2xx with a body), or `undefined` when every 2xx is empty. */
export function responseOf(doc, operation) {
  const codes = Object.keys(operation.responses ?? {})
    .filter((code) => /^2/.test(code))
    .sort();
  for (const code of codes) {
    const [response] = deref(doc, operation.responses[code]);
    const media = Object.values(response.content ?? {})[0];
    if (media?.schema) return { status: code, schema: media.schema };
  }
  return undefined;
}
