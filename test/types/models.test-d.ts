import { describe, expectTypeOf, it } from 'vitest';
import type { Core } from '../../src/entries/core.js';
import { personsCreate, personsGet } from '../../src/generated/functions.js';
import type {
  Address,
  APIPromise,
  NodePage,
  PagePromise,
  Payout,
  PayoutListParams,
  Person,
  PersonCreateParams,
  PersonCreateResponse,
  PersonEntry,
  RequestOptions,
  StatutoryFilingListResponse,
  WorkforceClient,
} from '../../src/index.js';

declare const client: WorkforceClient;

/*
 * The names users import are the names the SDK's signatures use: a method's params and result, and the
 * models nested in them, are named interfaces (an editor hover shows `address?: Address`, not a structure).
 */

describe('models and params are named', () => {
  it('a method takes and returns the named types', () => {
    expectTypeOf(client.persons.create).parameter(0).toEqualTypeOf<PersonCreateParams>();
    expectTypeOf(client.persons.create).returns.toEqualTypeOf<APIPromise<PersonCreateResponse>>();
    expectTypeOf(client.persons.get).returns.toEqualTypeOf<APIPromise<Person>>();
  });

  it('nested models are referenced by name', () => {
    expectTypeOf<Person['address']>().toEqualTypeOf<Address | undefined>();
    expectTypeOf<PersonEntry>().toHaveProperty('address');
  });

  it('node-cursor lists return NodePage of their named item', () => {
    expectTypeOf(client.payouts.list()).toEqualTypeOf<
      PagePromise<Payout, NodePage<Payout, PayoutListParams>>
    >();
  });

  it('{ data, summary } lists return the whole typed body', () => {
    expectTypeOf(client.statutory.filings.list()).toEqualTypeOf<APIPromise<StatutoryFilingListResponse>>();
    expectTypeOf<StatutoryFilingListResponse>().toHaveProperty('summary');
    expectTypeOf<StatutoryFilingListResponse['data']>().toBeArray();
  });

  it('standalone functions take a Core and the same arguments as the method', () => {
    expectTypeOf(personsGet).parameters.toEqualTypeOf<[Core, string, (RequestOptions | undefined)?]>();
    expectTypeOf(personsCreate).returns.toEqualTypeOf<APIPromise<PersonCreateResponse>>();
  });

  it('required fields are required and documented-optional ones are optional', () => {
    // @ts-expect-error firstName, lastName, email… are required to create a person
    client.persons.create({});
    expectTypeOf<Person['id']>().toEqualTypeOf<string>();
    expectTypeOf<Person['email']>().toEqualTypeOf<string | undefined>();
  });
});
