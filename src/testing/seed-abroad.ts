import type { SimContext } from './context.js';
import { addPersons } from './seed-persons.js';
import { seedPaymentInfo } from './seed-records.js';
import type { FilingLine, FilingRecord, PersonRecord } from './store/records.js';
import { documentKey } from './store/store.js';

/*
 * The primary business's workers outside the US, and the statutory records that name them. They are seeded
 * last (so every id drawn before stays as it was), then each seeded filing and requirement is made to tell the
 * story the stored persons tell: a filing's `workerCount` is the number of the business's workers living in its
 * country, its contribution lines name those workers, and a worker-data requirement names a worker of its country.
 */

/** Employees of the business abroad: three in Mexico, two in the United Kingdom, paid in their currency. */
const ABROAD = [
  {
    country: 'MX',
    salary: { amount: 4_500_000, currency: 'MXN' },
    names: [
      ['Lucía', 'Hernández'],
      ['Diego', 'Ramírez'],
      ['Valeria', 'Morales'],
    ],
  },
  {
    country: 'GB',
    salary: { amount: 350_000, currency: 'GBP' },
    names: [
      ['Oliver', 'Bennett'],
      ['Amelia', 'Hughes'],
    ],
  },
] as const;

/** The country a person lives in, as their stored address says. */
function countryOfPerson(ctx: SimContext, person: PersonRecord): string | undefined {
  const made = ctx.state.documents.get(documentKey(person.businessId, `/v1/persons/${person.id}/(created)`));
  const address = made?.address as { countryCode?: unknown } | undefined;
  return typeof address?.countryCode === 'string' ? address.countryCode : undefined;
}

/** The business's persons living in `country`, in the order they were added. */
function workersIn(ctx: SimContext, businessId: string, country: string): PersonRecord[] {
  return [...ctx.state.persons.values()].filter(
    (p) => p.businessId === businessId && countryOfPerson(ctx, p) === country,
  );
}

/** The lines of a filing's total, one per worker, in whole minor units, adding up to the total exactly. */
function linesOf(total: number, workers: readonly PersonRecord[]): FilingLine[] {
  const cents = Math.round(total * 100);
  const share = Math.floor(cents / workers.length);
  return workers.map((worker, i) => ({
    personId: worker.id,
    employeeName: `${worker.firstName} ${worker.lastName}`,
    amount: (i === 0 ? cents - share * (workers.length - 1) : share) / 100,
  }));
}

/** Makes a filing name the workers of its country: their count, and a line each when it has lines. */
function attributeFiling(ctx: SimContext, filing: FilingRecord): void {
  const workers = workersIn(ctx, filing.businessId, filing.countryCode);
  if (workers.length === 0) return;
  filing.workerCount = workers.length;
  if (filing.breakdown !== undefined && filing.amounts !== undefined)
    filing.breakdown = linesOf(filing.amounts.total, workers);
  // The filing's creation, as logged, counted the same workers.
  for (const entry of ctx.state.audit)
    if (entry.resourceId === filing.id && entry.type === 'filing.created')
      entry.data = { ...entry.data, workerCount: workers.length };
}

/** Makes each worker-data requirement name a worker of its country (the first, who lacks the field). */
function attributeRequirements(ctx: SimContext, businessId: string): void {
  for (const requirement of ctx.state.requirements.values()) {
    if (requirement.businessId !== businessId || requirement.category !== 'worker_data') continue;
    const [worker] = workersIn(ctx, businessId, requirement.countryCode);
    const [affected] = requirement.affectedPersons;
    if (worker === undefined || affected === undefined) continue;
    requirement.resourceId = worker.id;
    requirement.affectedPersons = [
      { ...affected, personId: worker.id, personName: `${worker.firstName} ${worker.lastName}` },
    ];
  }
}

/**
 * Adds the business's employees abroad after its `seeded` persons (with their payment info), then makes the
 * business's seeded filings and requirements name the workers of their countries. Returns the persons added.
 * @throws never.
 * @example
 * ```ts
 * const abroad = seedWorkersAbroad(ctx, businessId, persons.length);
 * ```
 */
export function seedWorkersAbroad(ctx: SimContext, businessId: string, seeded: number): PersonRecord[] {
  let from = seeded;
  const added = ABROAD.flatMap(({ country, salary, names }) => {
    const options = { country, from, salary, names, employees: true };
    const persons = addPersons(ctx, businessId, names.length, 'acme.example', options);
    from += names.length;
    return persons;
  });
  seedPaymentInfo(ctx, added, seeded);
  for (const filing of ctx.state.filings.values())
    if (filing.businessId === businessId) attributeFiling(ctx, filing);
  attributeRequirements(ctx, businessId);
  return added;
}
