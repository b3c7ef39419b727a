/*
 * The grammar of the generated tables, in one place: the schema descriptors and the operation entries. Types
 * only: the interpreters (`schema-table.ts`, `operation-table.ts`, `resource-table.ts`), the generator
 * (`codegen/`, checked by `tsconfig.codegen.json`) and the agreement test generator all read these, so a tag
 * one side writes and the other does not know fails the type check.
 *
 * Every table is an object keyed by name: a schema table by model name (`Person`), an operation table by method
 * path (`persons.get`). The client's namespaces are read from the method paths of the operation table.
 */

/** `S` string, `I` integer, `N` number, `B` boolean, `U` unknown. */
export type ScalarTag = 'S' | 'I' | 'N' | 'B' | 'U';

/** A pattern, then bounds: lengths for strings and arrays, values for numbers, applied in that order. */
export interface Checks {
  readonly re?: string;
  readonly min?: number;
  readonly max?: number;
}

/** The ready-made schemas of `schema-kit.ts` a descriptor may name. */
export type KitName =
  | 'uuid'
  | 'id'
  | 'date'
  | 'dateTime'
  | 'email'
  | 'url'
  | 'country'
  | 'currency'
  | 'decimal'
  | 'mime'
  | 'statutoryFields';

/** A value a literal descriptor accepts. */
export type LiteralValue = string | number | boolean | null;

/**
 * One schema as data. Every form but a scalar is a tuple whose first element is its tag. `Ref` is what the
 * generator writes for a named model before it knows the model's table (`never` in the tables themselves).
 */
export type Descriptor<Ref = never> =
  | ScalarTag
  | Ref
  /** The model `name` of the same table (built once, shared). */
  | readonly ['m', name: string]
  /** The model `name` of the imported table `table`. */
  | readonly ['r', table: string, name: string]
  /** Built on first parse (`z.lazy`): a reference that closes a cycle. */
  | readonly ['z', Descriptor<Ref>]
  /** A string, integer or number with checks. */
  | readonly ['s' | 'i' | 'n', Checks]
  /** A ready-made schema of the kit, with extra checks. */
  | readonly ['k', KitName, Checks?]
  /** An array of `item`. */
  | readonly ['a', item: Descriptor<Ref>, Checks?]
  /** A record of string keys. */
  | readonly ['R', value: Descriptor<Ref>]
  /** A loose object; a field whose name ends with `?` is optional (the `?` is not part of the name). */
  | readonly ['o', shape: { readonly [field: string]: Descriptor<Ref> }]
  /** A union. */
  | readonly ['|', Descriptor<Ref>, ...Descriptor<Ref>[]]
  /** An intersection. */
  | readonly ['&', Descriptor<Ref>, Descriptor<Ref>]
  /** Nullable. */
  | readonly ['?', Descriptor<Ref>]
  /** A closed enum: one of its values. */
  | readonly ['e', values: readonly string[]]
  /**
   * An open enum: any string. Its known values are listed here, or (in the generated tables) by their index in
   * `src/generated/open-enums.ts`, which only the simulator reads.
   */
  | readonly ['E', values: readonly string[] | number]
  /** Literals; `open` (`N` or `U`) also accepts any number or any value. */
  | readonly ['L', values: readonly LiteralValue[], open?: 'N' | 'U']
  /** One of `values` or an array of them (a query's comma-separated list). */
  | readonly ['l', values: readonly [string, ...string[]]];

/** The tag of a descriptor. */
export type DescriptorTag = Exclude<Descriptor, ScalarTag>[0];

/** A schema table's JSON: model name → descriptor. */
export type SchemaTableJson = { readonly [model: string]: Descriptor };

/** The reshapers an operation entry may name (`normalize.ts`). */
export type NormalizerName = 'asArray' | 'flattenMe' | 'unwrapData' | 'wrapData' | 'wrapObjectAsData';

/**
 * One operation as data, keyed by its method path; its schemas are descriptors of its namespace's table. What
 * the interpreter derives is not written: the path parameters (the template's `{names}`, in order) and the
 * retry safety (`idempotent` for GET, PUT and DELETE; otherwise `keyed` with an idempotency key, else `unsafe`).
 */
export interface OperationEntry<Ref = never> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path template such as `/v1/persons/{personId}`. */
  readonly path: string;
  /** The kit schema checking each path parameter, in the template's order; absent when all are uuids. */
  readonly pathKinds?: readonly KitName[];
  readonly params?: Descriptor<Ref>;
  /** The params argument of its method may be left out (a list then sends `{}`). */
  readonly optional?: true;
  /** A hand-written rule of `schema-kit.ts` wrapping the params schema. */
  readonly wrap?: 'requireBusinessOrPerson';
  readonly query?: readonly string[];
  readonly body?: true;
  readonly response?: Descriptor<Ref>;
  readonly item?: Descriptor<Ref>;
  readonly normalize?: NormalizerName;
  readonly accept?: string;
  /** Media types answered as a file, returned as text (`Operation.files`). */
  readonly files?: readonly string[];
  readonly page?: 'offset' | 'cursor' | 'node';
  readonly pageToken?: string;
  readonly idempotencyKey?: true;
}

/** An operation table's JSON: method path (`persons.get`) → entry. */
export type OperationTableJson = { readonly [methodPath: string]: OperationEntry };
