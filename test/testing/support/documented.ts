import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

/*
 * The judge of the simulator's answers: the snapshot's own OpenAPI documents, read as JSON Schema the way
 * Prism reads them (Ajv with ajv-formats, formats and enums enforced). Nothing of the SDK takes part, so its
 * lenient response validation cannot hide a wrong answer.
 */

/** One finding about an answer: where (a JSON pointer into the body, or `status`) and what is wrong. */
export interface Finding {
  readonly at: string;
  readonly problem: string;
}

/** A raw HTTP answer: its status, its `content-type` and its body parsed as JSON (or `undefined` if empty). */
export interface RawAnswer {
  readonly status: number;
  readonly contentType?: string | null;
  readonly body: unknown;
}

type Json = Record<string, unknown>;

/** One decision about a self-contradicting document: the component at `pointer` is read as `apply` returns. */
export interface Decision {
  readonly document: string;
  readonly pointer: string;
  apply(schema: Json): Json;
}

function decide(document: Json, decision: Decision): void {
  const parts = decision.pointer.replace(/^\//, '').split('/');
  const last = parts.pop() ?? '';
  const parent = pointer(document, `#/${parts.join('/')}`);
  if (!isObject(parent) || !isObject(parent[last]))
    throw new Error(`no ${decision.pointer} in ${decision.document}`);
  parent[last] = decision.apply(parent[last]);
}
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface DocumentedResponse {
  /** The JSON body's validator, or `undefined` when the response documents no JSON body. */
  readonly validate: ValidateFunction | undefined;
  /** The media types the response documents. */
  readonly media: readonly string[];
}

interface DocumentedOperation {
  readonly document: string;
  readonly responses: ReadonlyMap<string, DocumentedResponse>;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ajv-formats is published as CommonJS with a default export; under ESM interop it arrives wrapped once.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

/** OpenAPI 3.0's schema dialect written as JSON Schema: `nullable`, boolean exclusive bounds, local refs. */
function toJsonSchema(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((item) => toJsonSchema(item, base));
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'examples') out[key] = value;
    else if (key === '$ref' && typeof value === 'string' && value.startsWith('#'))
      out[key] = `${base}${value}`;
    else out[key] = toJsonSchema(value, base);
  }
  for (const bound of ['Minimum', 'Maximum'] as const) {
    const exclusive = `exclusive${bound}`;
    const plain = bound.toLowerCase();
    if (out[exclusive] === true) {
      out[exclusive] = out[plain];
      delete out[plain];
    } else if (out[exclusive] === false) delete out[exclusive];
  }
  if (out.nullable !== true) return out;
  delete out.nullable;
  if (typeof out.type === 'string' && out.$ref === undefined && out.allOf === undefined) {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    return out;
  }
  return { anyOf: [out, { type: 'null' }] };
}

function collectEnums(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) for (const item of node) collectEnums(item, into);
  if (!isObject(node)) return;
  if (Array.isArray(node.enum)) for (const value of node.enum) if (typeof value === 'string') into.add(value);
  for (const [key, value] of Object.entries(node)) if (key !== 'example') collectEnums(value, into);
}

function pointer(document: Json, ref: string): unknown {
  const path = ref.replace(/^#\//, '').split('/');
  let node: unknown = document;
  for (const raw of path) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[part] : undefined;
  }
  return node;
}

/** The `$ref` chain of a response object followed to the response itself. */
function resolveResponse(document: Json, response: unknown): Json {
  let node = response;
  for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && hops < 8; hops += 1)
    node = pointer(document, node.$ref);
  return isObject(node) ? node : {};
}

const METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Path templates compare equal whatever their parameters are named (`{personId}` and `{id}`). */
export const shapeOfTemplate = (template: string): string => template.replace(/\{[^}]+\}/g, '{}');

/**
 * Every operation of the snapshot's documents, each with its documented responses, compiled once.
 * @example
 * ```ts
 * const judge = new DocumentedApi('openapi');
 * judge.check('POST', '/v1/persons', { status: 200, body: { id: '…' } }); // []
 * ```
 */
export class DocumentedApi {
  readonly #ajv: Ajv;
  readonly #operations = new Map<string, DocumentedOperation>();
  readonly #documents = new Map<string, Json>();
  readonly #enumValues = new Set<string>();

  /**
   * Reads every `*.yaml` document of `directory` (the repository's `openapi/` snapshot), each component the
   * `decisions` name read as its decision says (where a document contradicts itself).
   */
  constructor(directory: string, decisions: readonly Decision[] = []) {
    this.#ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.#ajv);
    // Formats the documents use beyond JSON Schema's: a decimal number and seconds since the epoch.
    this.#ajv.addFormat('decimal', { type: 'number', validate: (n: number) => Number.isFinite(n) });
    this.#ajv.addFormat('epoch', { type: 'number', validate: (n: number) => Number.isFinite(n) && n >= 0 });
    for (const file of readdirSync(directory)
      .filter((name) => name.endsWith('.yaml'))
      .sort()) {
      const document = parse(readFileSync(join(directory, file), 'utf8')) as Json;
      for (const decision of decisions.filter((d) => d.document === file)) decide(document, decision);
      this.#add(file, document);
    }
  }

  #add(file: string, document: Json): void {
    const base = `https://documents.test/${file}`;
    this.#documents.set(file.replace(/\.yaml$/, ''), document);
    collectEnums(document, this.#enumValues);
    const components = toJsonSchema(document.components ?? {}, base);
    this.#ajv.addSchema({ $id: base, components }, base);
    for (const [template, item] of Object.entries(document.paths ?? {})) {
      if (!isObject(item)) continue;
      for (const method of METHODS)
        if (isObject(item[method])) this.#addOperation(file, method, template, item[method] as Json);
    }
  }

  /**
   * Adds operations the documents do not declare but the SDK serves, each declared in the documents' own
   * terms against one of them (`{ 'GET /v1/balances': { doc: 'workforce-management', operation } }`).
   */
  declare(extra: Readonly<Record<string, { doc: string; operation: Json }>>): this {
    for (const [key, { doc, operation }] of Object.entries(extra)) {
      const [method = '', template = ''] = key.split(' ');
      this.#addOperation(`${doc}.yaml`, method.toLowerCase(), template, operation);
    }
    return this;
  }

  #addOperation(file: string, method: string, template: string, operation: Json): void {
    const base = `https://documents.test/${file}`;
    const document = this.#documents.get(file.replace(/\.yaml$/, '')) ?? {};
    const responses = new Map<string, DocumentedResponse>();
    for (const [status, raw] of Object.entries(operation.responses ?? {})) {
      const response = resolveResponse(document, raw);
      const content = isObject(response.content) ? response.content : {};
      const json = content['application/json'];
      const schema = isObject(json) && json.schema !== undefined ? json.schema : undefined;
      responses.set(status, {
        validate: schema === undefined ? undefined : this.#ajv.compile(toJsonSchema(schema, base) as Json),
        media: Object.keys(content),
      });
    }
    const key = `${method.toUpperCase()} ${shapeOfTemplate(template)}`;
    this.#operations.set(key, { document: file, responses });
  }

  /** Every string some `enum` of the documents lists: a documented value is never a placeholder. */
  get enumValues(): ReadonlySet<string> {
    return this.#enumValues;
  }

  /** `METHOD /path/{}` of every documented operation. */
  get operations(): string[] {
    return [...this.#operations.keys()];
  }

  /** The statuses the documents list for an operation (`200`, `4XX`, `default`…), or `[]` if undocumented. */
  statuses(method: string, template: string): string[] {
    return [...(this.#find(method, template)?.responses.keys() ?? [])];
  }

  #find(method: string, template: string): DocumentedOperation | undefined {
    return this.#operations.get(`${method.toUpperCase()} ${shapeOfTemplate(template)}`);
  }

  /**
   * What is wrong with an answer to `method template`: an undocumented operation or status, a body its
   * status's schema refuses (with formats and enums), a media type the status does not list. `[]` when
   * the answer is as documented.
   */
  check(method: string, template: string, answer: RawAnswer): Finding[] {
    const operation = this.#find(method, template);
    if (operation === undefined) return [{ at: 'operation', problem: 'not in the documents' }];
    const status = String(answer.status);
    const family = `${status[0]}XX`;
    const documented =
      operation.responses.get(status) ??
      operation.responses.get(family) ??
      operation.responses.get(family.toLowerCase());
    if (documented === undefined) {
      const listed = [...operation.responses.keys()].join(', ');
      return [{ at: 'status', problem: `${status} is not documented (documented: ${listed})` }];
    }
    return bodyFindings(documented, answer);
  }
}

function bodyFindings(documented: DocumentedResponse, answer: RawAnswer): Finding[] {
  const type = (answer.contentType ?? '').split(';')[0]?.trim() ?? '';
  if (answer.body === undefined) {
    if (documented.validate === undefined) return [];
    return [{ at: 'body', problem: 'empty, but the status documents a JSON body' }];
  }
  if (type !== '' && documented.media.length > 0 && !documented.media.includes(type))
    return [{ at: 'content-type', problem: `${type} is not documented (${documented.media.join(', ')})` }];
  if (documented.validate === undefined || type !== 'application/json') return [];
  if (documented.validate(answer.body)) return [];
  return (documented.validate.errors ?? []).map((error) => ({
    at: error.instancePath === '' ? '/' : error.instancePath,
    problem: `${error.message ?? 'invalid'}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`,
  }));
}

// The placeholder finder lives in its own file; tests written against this module keep importing it here.
export { PLACEHOLDER_WORDS, placeholderFindings } from './placeholders.js';
