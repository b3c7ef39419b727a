import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/*
 * Read-only access to the repository's facts-only snapshot of the vendor's OpenAPI 3.0 documents
 * (`openapi/`, refreshed by `scripts/snapshot-openapi.mjs`).
 */

/** The five published documents, by file name without `.yaml`. */
export const DOCUMENTS = [
  'workforce-management',
  'statutory-compliance',
  'embedded-payments',
  'embedded-consumer-wallets',
  'global-tax',
] as const;

/** One of the published documents. */
export type DocumentName = (typeof DOCUMENTS)[number];

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Where the documents are: the snapshot under `openapi/`. */
export const OPENAPI_DIR = path.resolve(repoRoot, 'openapi');

type Node = { [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nodes(value: unknown): Node[] {
  return Array.isArray(value) ? value.filter(isNode) : [];
}

/** A parameter of an operation, `$ref`s resolved. */
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
}

/** An operation found for a concrete request. */
export interface FoundOperation {
  /** The path template as the document writes it, e.g. `/v1/payrolls/{payrollId}`. */
  template: string;
  parameters: Parameter[];
  /** The JSON request body schema, when the operation takes one. */
  requestSchema: unknown;
  requestRequired: boolean;
  /** The lowest 2xx status the operation documents. */
  successStatus: string;
  /** Names of the success response's JSON examples; `[]` when it has one unnamed example or none. */
  exampleNames: string[];
  /** The value of a named example (`undefined`: the unnamed one). */
  example(name: string | undefined): unknown;
  /**
   * What Prism serves when the success response has no example: a static sample of its schema built from the
   * schema's own `example` keywords, by the sampler Prism uses. `undefined` without a JSON schema.
   */
  sample(): unknown;
}

/** Prism's static example generator, from Prism's own dependencies. */
function prismSampler(): { sample(schema: unknown, options: object, spec: unknown): unknown } {
  const require = createRequire(createRequire(import.meta.url).resolve('@stoplight/prism-http/package.json'));
  return require('@stoplight/json-schema-sampler');
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

function templateRegex(template: string): RegExp {
  const escaped = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** One parsed document. */
export class OpenApiDocument {
  readonly name: DocumentName;
  readonly file: string;
  readonly #root: Node;

  constructor(name: DocumentName) {
    this.name = name;
    this.file = path.join(OPENAPI_DIR, `${name}.yaml`);
    if (!existsSync(this.file)) {
      throw new Error(
        `${this.file} is missing: check out shared/ beside the repository (see docs/contract-testing.md)`,
      );
    }
    const root: unknown = parse(readFileSync(this.file, 'utf8'));
    if (!isNode(root) || !isNode(root.paths)) throw new Error(`${this.file} has no paths`);
    this.#root = root;
  }

  /** Follows local `$ref`s until a plain node. */
  resolve(value: unknown): unknown {
    let current = value;
    for (let depth = 0; isNode(current) && typeof current.$ref === 'string'; depth += 1) {
      if (depth > 20 || !current.$ref.startsWith('#/')) throw new Error(`cannot follow ${current.$ref}`);
      current = current.$ref
        .slice(2)
        .split('/')
        .reduce<unknown>(
          (node, key) => (isNode(node) ? node[key.replace(/~1/g, '/')] : undefined),
          this.#root,
        );
    }
    return current;
  }

  /** Every `METHOD template` the document declares. */
  operations(): string[] {
    const paths = this.#root.paths as Node;
    return Object.entries(paths).flatMap(([template, item]) =>
      isNode(item) ? METHODS.filter((m) => isNode(item[m])).map((m) => `${m.toUpperCase()} ${template}`) : [],
    );
  }

  /** The operation declared as `method template` (as written in the document), if any. */
  operation(method: string, template: string): FoundOperation | undefined {
    const item = this.resolve((this.#root.paths as Node)[template]);
    const operation = isNode(item) ? item[method.toLowerCase()] : undefined;
    return isNode(item) && isNode(operation) ? { template, ...this.#describe(item, operation) } : undefined;
  }

  /** The operation a concrete `method` + `pathname` resolves to, if any. */
  find(method: string, pathname: string): FoundOperation | undefined {
    // Literal segments win over templated ones (`/v1/users/admins` before `/v1/users/{userId}`), as in Prism.
    const candidates = Object.entries(this.#root.paths as Node)
      .filter(([template]) => templateRegex(template).test(pathname))
      .sort(([a], [b]) => a.split('{').length - b.split('{').length);
    for (const [template, rawItem] of candidates) {
      const item = this.resolve(rawItem);
      if (!isNode(item)) continue;
      const operation = item[method.toLowerCase()];
      if (!isNode(operation)) continue;
      return { template, ...this.#describe(item, operation) };
    }
    return undefined;
  }

  #describe(item: Node, operation: Node): Omit<FoundOperation, 'template'> {
    const parameters = [...nodes(item.parameters), ...nodes(operation.parameters)]
      .map((p) => this.resolve(p))
      .filter(isNode)
      .map((p) => ({ name: String(p.name), in: p.in as Parameter['in'], required: p.required === true }));
    const body = this.resolve(operation.requestBody);
    const bodyJson = isNode(body) && isNode(body.content) ? body.content['application/json'] : undefined;
    const responses = isNode(operation.responses) ? operation.responses : {};
    const successStatus = Object.keys(responses)
      .filter((status) => /^2\d\d$/.test(status))
      .sort()[0];
    if (successStatus === undefined) throw new Error('operation documents no 2xx response');
    const success = this.resolve(responses[successStatus]);
    const json = isNode(success) && isNode(success.content) ? success.content['application/json'] : undefined;
    const examples = isNode(json) && isNode(json.examples) ? json.examples : {};
    return {
      parameters,
      requestSchema: isNode(bodyJson) ? bodyJson.schema : undefined,
      requestRequired: isNode(body) && body.required === true,
      successStatus,
      exampleNames: Object.keys(examples),
      example: (name) => {
        if (name === undefined) return isNode(json) ? json.example : undefined;
        const example = this.resolve(examples[name]);
        return isNode(example) ? example.value : undefined;
      },
      sample: () =>
        isNode(json) && json.schema !== undefined
          ? prismSampler().sample(json.schema, { ticks: 2500 }, this.#root)
          : undefined,
    };
  }

  /**
   * Paths (`body.amount.value`) of object fields in `value` that `schema` does not declare. Prism accepts
   * undeclared fields (the documents rarely close their objects), so a misspelt name would pass it unnoticed.
   */
  undeclaredFields(schema: unknown, value: unknown, at = 'body'): string[] {
    const resolved = this.resolve(schema);
    if (!isNode(resolved)) return [];
    const branches = [...nodes(resolved.oneOf), ...nodes(resolved.anyOf)];
    if (branches.length > 0) {
      const results = branches.map((branch) => this.undeclaredFields(branch, value, at));
      return results.reduce((best, next) => (next.length < best.length ? next : best));
    }
    if (Array.isArray(value)) {
      return value.flatMap((item, index) => this.undeclaredFields(resolved.items, item, `${at}[${index}]`));
    }
    if (!isNode(value)) return [];
    const parts = this.#allOf(resolved);
    const properties = new Map<string, unknown>();
    for (const part of parts) {
      if (isNode(part.properties))
        for (const [key, sub] of Object.entries(part.properties)) properties.set(key, sub);
    }
    const extra = parts.find((part) => part.additionalProperties !== undefined)?.additionalProperties;
    // An object schema without properties is free-form: nothing to compare names against.
    if (properties.size === 0 && extra === undefined) return [];
    return Object.entries(value).flatMap(([key, sub]) => {
      if (properties.has(key)) return this.undeclaredFields(properties.get(key), sub, `${at}.${key}`);
      if (extra === true || isNode(extra)) return this.undeclaredFields(extra, sub, `${at}.${key}`);
      return [`${at}.${key}`];
    });
  }

  #allOf(schema: Node): Node[] {
    const parts = nodes(schema.allOf)
      .map((part) => this.resolve(part))
      .filter(isNode)
      .flatMap((part) => this.#allOf(part));
    return [schema, ...parts];
  }
}

/** Loads every published document. */
export function loadDocuments(): Map<DocumentName, OpenApiDocument> {
  return new Map(DOCUMENTS.map((name) => [name, new OpenApiDocument(name)]));
}
