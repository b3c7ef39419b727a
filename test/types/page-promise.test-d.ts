import { describe, expectTypeOf, it } from 'vitest';
import type { Core } from '../../src/entries/core.js';
import { payoutsList, personsList, statutoryEventsList } from '../../src/generated/functions.js';
import type {
  CursorPage,
  NodePage,
  OffsetPage,
  Page,
  PagePromise,
  Payout,
  PayoutListParams,
  Person,
  PersonEntry,
  PersonListParams,
  StatutoryEvent,
  StatutoryEventListParams,
  User,
  WorkforceClient,
} from '../../src/index.js';

declare const client: WorkforceClient;
declare const core: Core;

/*
 * `PagePromise<Item>` is the type DESIGN's tables write for a list: item first, page second and defaulted to
 * the base `Page`, so every list's precise return type (offset, node or cursor page) is assignable to it.
 */

describe('PagePromise<Item> names the type of a list', () => {
  it('the page defaults to the base Page of the item', () => {
    expectTypeOf<PagePromise<Person>>().toEqualTypeOf<PagePromise<Person, Page<Person, unknown>>>();
  });

  it('an offset, a node and a cursor list are each assignable to PagePromise<Item>', () => {
    const people: PagePromise<Person> = client.persons.list();
    const users: PagePromise<User> = client.users.list({ limit: 50 });
    const payouts: PagePromise<Payout> = client.payouts.list();
    const events: PagePromise<StatutoryEvent> = client.statutory.events.list({ businessId: 'b' });
    expectTypeOf(people).toEqualTypeOf<PagePromise<Person>>();
    expectTypeOf(client.persons.list()).toExtend<PagePromise<Person>>();
    expectTypeOf(client.persons.list()).toExtend<PagePromise<PersonEntry>>();
    expectTypeOf(client.users.list()).toExtend<PagePromise<User>>();
    expectTypeOf(client.payouts.list()).toExtend<PagePromise<Payout>>();
    expectTypeOf(client.statutory.events.list({ businessId: 'b' })).toExtend<PagePromise<StatutoryEvent>>();
    expectTypeOf([users, payouts, events]).toBeArray();
  });

  it('standalone functions return the same assignable types', () => {
    const people: PagePromise<Person> = personsList(core);
    const payouts: PagePromise<Payout> = payoutsList(core);
    const events: PagePromise<StatutoryEvent> = statutoryEventsList(core, { businessId: 'b' });
    expectTypeOf([people, payouts, events]).toBeArray();
  });

  it('iterating gives the item; awaiting gives a page whose data is Item[]', async () => {
    const people: PagePromise<Person> = client.persons.list();
    for await (const person of people) expectTypeOf(person).toEqualTypeOf<Person>();
    const first = await people;
    expectTypeOf(first).toEqualTypeOf<Page<Person, unknown>>();
    expectTypeOf(first.data).toEqualTypeOf<Person[]>();
    expectTypeOf(first.hasNextPage()).toEqualTypeOf<boolean>();
    expectTypeOf(first.getNextPage()).resolves.toEqualTypeOf<Page<Person, unknown>>();
    for await (const page of people.pages()) expectTypeOf(page.data).toEqualTypeOf<Person[]>();
    expectTypeOf(people.toArray({ max: 10 })).resolves.toEqualTypeOf<Person[]>();
  });

  it('the same holds for a node and a cursor list', async () => {
    const payouts: PagePromise<Payout> = client.payouts.list();
    for await (const payout of payouts) expectTypeOf(payout).toEqualTypeOf<Payout>();
    expectTypeOf((await payouts).data).toEqualTypeOf<Payout[]>();
    const events: PagePromise<StatutoryEvent> = client.statutory.events.list({ businessId: 'b' });
    for await (const event of events) expectTypeOf(event).toEqualTypeOf<StatutoryEvent>();
    expectTypeOf((await events).data).toEqualTypeOf<StatutoryEvent[]>();
  });

  it('a helper generic over the item accepts any list and infers its item', async () => {
    const ids = async <T extends { id: string }>(list: PagePromise<T>): Promise<string[]> =>
      (await list.toArray({ max: 100 })).map((item) => item.id);
    expectTypeOf(ids(client.users.list())).resolves.toEqualTypeOf<string[]>();
    expectTypeOf(ids(client.payouts.list())).resolves.toEqualTypeOf<string[]>();
    const firstItem = async <T>(list: PagePromise<T>): Promise<T | undefined> => (await list).data[0];
    expectTypeOf(firstItem(client.users.list())).resolves.toEqualTypeOf<User | undefined>();
  });

  it('a list of another item is not assignable', () => {
    // @ts-expect-error users are not payouts
    const wrong: PagePromise<Payout> = client.users.list();
    expectTypeOf(wrong).not.toBeAny();
  });
});

describe('the precise types stay on the returned value', () => {
  it('methods still return the page class and params of their list', async () => {
    expectTypeOf(client.persons.list()).toEqualTypeOf<
      PagePromise<PersonEntry, OffsetPage<PersonEntry, PersonListParams>>
    >();
    const first = await client.persons.list();
    expectTypeOf(first.meta.pages).toEqualTypeOf<number>();
    expectTypeOf(first.nextPageParams()).toEqualTypeOf<PersonListParams | null>();
    for await (const page of client.payouts.list().pages()) {
      expectTypeOf(page).toEqualTypeOf<NodePage<Payout, PayoutListParams>>();
    }
    const events = await client.statutory.events.list({ businessId: 'b' });
    expectTypeOf(events).toEqualTypeOf<CursorPage<StatutoryEvent, StatutoryEventListParams>>();
    expectTypeOf(events.pagination.hasMore).toEqualTypeOf<boolean>();
  });

  it('the old order (page first, item second) no longer compiles', () => {
    // @ts-expect-error migrate to PagePromise<User, OffsetPage<User, P>> or PagePromise<User>
    expectTypeOf<PagePromise<OffsetPage<User>, User>>().not.toBeAny();
  });
});
