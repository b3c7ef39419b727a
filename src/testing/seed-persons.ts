import type { SimContext } from './context.js';
import { createPerson } from './machines/directory.js';
import { seedRejectedKyc } from './machines/kyc.js';
import type { PersonRecord, UserRecord } from './store/records.js';
import { documentKey } from './store/store.js';

/*
 * The default seed's persons and users: complete, realistic and coherent records (a phone number, an address in
 * the business's country, job and personal info, a salary in the business's currency), and KYC states whose
 * details agree with their statuses.
 */

type Wire = Record<string, unknown>;

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Katherine',
  'Linus',
  'Margaret',
  'Tim',
  'Radia',
  'Dennis',
  'Barbara',
].concat(['Ken', 'Frances', 'John', 'Hedy', 'Edsger']);
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Johnson',
  'Torvalds',
  'Hamilton',
  'Berners-Lee',
  'Perlman',
].concat(['Ritchie', 'Liskov', 'Thompson', 'Allen', 'Backus', 'Lamarr', 'Dijkstra']);

/** Where and how seeded persons are added: their country (the business's by default), first index, salary. */
export interface SeededPersonsOptions {
  /** The country they live in; the business's when not given. */
  country?: string;
  /** The index of the first (their e-mails, phone numbers and employee numbers follow on from it). */
  from?: number;
  /** All employees (the default alternates: every third is an employee). */
  employees?: boolean;
  /** Their monthly salary: the business's currency by default, 4,000.00 plus up to 900.00. */
  salary?: { amount: number; currency: string };
  /** Their first and last names, in turn (the default names otherwise). */
  names?: readonly (readonly [string, string])[];
}

/** A name as an e-mail address spells it: without accents. */
const unaccented = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * Adds `count` persons to a business, with the details a real directory would hold for them (phone, address,
 * job and personal info, in the business's country and currency). Every third is an employee; the third and
 * sixth are milestone-type contractors.
 * @throws never.
 * @example
 * ```ts
 * addPersons(ctx, businessId, 45, 'acme.example');
 * ```
 */
export function addPersons(
  ctx: SimContext,
  businessId: string,
  count: number,
  domain: string,
  options: SeededPersonsOptions = {},
): PersonRecord[] {
  const business = ctx.state.businesses.get(businessId);
  const country = options.country ?? business?.country ?? 'US';
  const from = options.from ?? 0;
  return Array.from({ length: count }, (_, n) => {
    const i = from + n;
    const [firstName, lastName] = options.names?.[n] ?? [
      FIRST[i % FIRST.length] ?? 'Sam',
      LAST[(i * 7) % LAST.length] ?? 'Doe',
    ];
    const person = createPerson(ctx, {
      businessId,
      firstName,
      lastName,
      email: unaccented(`${firstName}.${lastName}.${i + 1}@${domain}`).toLowerCase(),
      phoneNumber: seededPhone(country, i),
      type: options.employees === true || i % 3 === 0 ? 'EMPLOYEE' : 'CONTRACTOR',
      compensationType: i === 2 || i === 5 ? 'milestone' : 'salaried',
      salary: options.salary ?? {
        amount: 400_000 + 10_000 * (i % 10),
        currency: business?.currency ?? 'USD',
      },
    });
    seedPersonDetails(ctx, person, i, country);
    return person;
  });
}

/** Where the seeded persons of a business's country live and how their phone numbers read. */
const PLACES: Readonly<Record<string, { calling: string; local: string; address: Wire }>> = {
  US: {
    calling: '1',
    local: '415555',
    address: { line1: 'Market Street', city: 'San Francisco', state: 'CA', postalCode: '94105' },
  },
  DE: {
    calling: '49',
    local: '3055',
    address: { line1: 'Friedrichstraße', city: 'Berlin', postalCode: '10117' },
  },
  MX: {
    calling: '52',
    local: '555510',
    address: { line1: 'Paseo de la Reforma', city: 'Ciudad de México', state: 'CDMX', postalCode: '06600' },
  },
  GB: {
    calling: '44',
    local: '207946',
    address: { line1: 'Baker Street', city: 'London', postalCode: 'NW1 6XE' },
  },
};
const JOBS = [
  ['Software Engineer', 'Engineering'],
  ['Product Designer', 'Design'],
  ['Data Analyst', 'Data'],
  ['Engineering Manager', 'Engineering'],
  ['Quality Engineer', 'Quality'],
  ['Technical Writer', 'Documentation'],
] as const;

/**
 * The phone number of the `i`-th seeded person of a country.
 * @throws never.
 * @example
 * ```ts
 * seededPhone('US', 0); // { countryCode: '1', number: '4155551000' }
 * ```
 */
function seededPhone(country: string, i: number): PersonRecord['phoneNumber'] {
  const place = PLACES[country] ?? (PLACES.US as NonNullable<(typeof PLACES)['US']>);
  return { countryCode: place.calling, number: `${place.local}${1000 + i}` };
}

/**
 * Writes what a seeded person was created and updated with: an address in the business's country, job info
 * and personal info (birth date, nationality), all consistent with one another.
 * @throws never.
 * @example
 * ```ts
 * seedPersonDetails(ctx, person, 0, 'US');
 * ```
 */
function seedPersonDetails(ctx: SimContext, person: PersonRecord, i: number, country: string): void {
  const place = PLACES[country] ?? (PLACES.US as NonNullable<(typeof PLACES)['US']>);
  const [title, department] = JOBS[i % JOBS.length] ?? JOBS[0];
  const month = String(1 + (i % 12)).padStart(2, '0');
  const at = (part: string) => documentKey(person.businessId, `/v1/persons/${person.id}/${part}`);
  const address = {
    ...place.address,
    line1: `${10 + i} ${String(place.address.line1)}`,
    countryCode: country,
  };
  const jobInfo = {
    startDate: `${2021 + (i % 4)}-${month}-01`,
    employeeNumber: `E-${1001 + i}`,
    title,
    department,
  };
  ctx.state.documents.set(at('(created)'), { address, jobInfo });
  const dateOfBirth = `${1975 + (i % 25)}-${month}-${String(1 + (i % 28)).padStart(2, '0')}`;
  ctx.state.documents.set(at('personalInfo'), { dateOfBirth, nationality: country });
}

/** Which seeded user starts with a rejected identity (the rest have not started their KYC). */
const REJECTED_KYC_USER = 7;

/**
 * Starts the seeded users' KYC in coherent states: not started, except one review that rejected the identity
 * (with its reason) and approved the address. None is in review or approved, so the clock moves none. Returns
 * the id of the user whose identity was rejected.
 * @throws never.
 * @example
 * ```ts
 * const rejectedKycUserId = seedUserKyc(ctx, users);
 * ```
 */
export function seedUserKyc(ctx: SimContext, users: readonly UserRecord[]): string {
  const user = users[REJECTED_KYC_USER];
  if (user === undefined) return '';
  seedRejectedKyc(ctx, user.id, ctx.state.businesses.get(user.businessId)?.country ?? 'US');
  return user.id;
}
