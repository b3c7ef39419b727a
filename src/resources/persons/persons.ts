import type { APIPromise } from '../../core/api-promise.js';
import type { OffsetPage, PagePromise } from '../../core/pagination.js';
import type { RequestOptions } from '../../core/request-options.js';
import { defineListOperation, defineOperation } from '../../internal/operation.js';
import type { Transport } from '../../internal/transport.js';
import { Resource } from '../resource.js';
import { Milestones } from './milestones.js';
import {
  type Person,
  type PersonListParams,
  personListParamsSchema,
  personPathSchema,
  personSchema,
} from './schemas.js';

const listPersons = defineListOperation({
  path: '/v1/persons',
  query: personListParamsSchema,
  pagination: 'offset',
  item: personSchema,
});

const getPerson = defineOperation<Person>({
  method: 'GET',
  path: '/v1/persons/{personId}',
  pathParams: personPathSchema,
  response: personSchema,
});

/**
 * `client.persons`: the employees and contractors of the business.
 *
 * @example
 * ```ts
 * const first = await client.persons.list({ limit: 10 });
 * const person = await client.persons.get(first.data[0].id);
 * ```
 */
export class Persons extends Resource {
  /** Milestones of milestone-type contractors: `client.persons.milestones.create()`. */
  readonly milestones: Milestones;

  /** @internal Created by {@link WorkforceClient}. */
  constructor(transport: Transport) {
    super(transport);
    this.milestones = new Milestones(transport);
  }

  /**
   * Lists persons, 20 per page by default.
   * @throws {@link RequestValidationError} for a `limit` outside 1–100 or a `page` below 1.
   * @example
   * ```ts
   * for await (const person of client.persons.list({ limit: 100 })) console.log(person.id);
   * ```
   */
  list(
    params: PersonListParams = {},
    options?: RequestOptions,
  ): PagePromise<OffsetPage<Person, PersonListParams>, Person> {
    return this.transport.list(listPersons, { query: params }, options);
  }

  /**
   * Reads one person, including offboarding details.
   * @throws {@link NotFoundError} when no such person exists.
   * @example
   * ```ts
   * const person = await client.persons.get('0d6f3f4e-8a4c-4f3b-9a53-2f7b0c1d2e3f');
   * ```
   */
  get(personId: string, options?: RequestOptions): APIPromise<Person> {
    return this.transport.call(getPerson, { path: { personId } }, options);
  }
}
