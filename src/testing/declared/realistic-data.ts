/*
 * Small catalogs the simulator draws realistic values from: people's names, places with their postal codes,
 * companies, banks, job titles, departments and short free texts. Every entry is invented or public
 * reference data (country, currency and city names); none names a real person.
 */

/** Given names. */
export const FIRST_NAMES: readonly string[] = [
  'Amara',
  'Tomás',
  'Priya',
  'Kwame',
  'Lena',
  'Mateo',
  'Yuki',
  'Chidi',
  'Sofia',
  'Omar',
  'Ingrid',
  'Rafael',
  'Aisha',
  'Daniel',
  'Mei',
  'Jonas',
];

/** Family names. */
export const LAST_NAMES: readonly string[] = [
  'Okafor',
  'García',
  'Sharma',
  'Mensah',
  'Fischer',
  'Rossi',
  'Tanaka',
  'Eze',
  'Martins',
  'Haddad',
  'Larsen',
  'Silva',
  'Bello',
  'Cohen',
  'Chen',
  'Novak',
];

/** A city with its country, region, postal code and a street in it. */
export interface Place {
  readonly city: string;
  readonly countryCode: string;
  readonly currency: string;
  readonly state: string;
  readonly postalCode: string;
  readonly street: string;
  /** International dialling prefix and a local number's digits. */
  readonly phone: readonly [string, string];
}

/** Places records are located in: in the seeded business's country, the country drawn records name. */
export const PLACES: readonly Place[] = [
  {
    city: 'New York',
    countryCode: 'US',
    currency: 'USD',
    state: 'NY',
    postalCode: '10013',
    street: 'Hudson Street',
    phone: ['+1', '2125550'],
  },
  {
    city: 'Austin',
    countryCode: 'US',
    currency: 'USD',
    state: 'TX',
    postalCode: '78701',
    street: 'Congress Avenue',
    phone: ['+1', '5125550'],
  },
  {
    city: 'Denver',
    countryCode: 'US',
    currency: 'USD',
    state: 'CO',
    postalCode: '80202',
    street: 'Larimer Street',
    phone: ['+1', '3035550'],
  },
];

/** Company names. */
export const COMPANIES: readonly string[] = [
  'Northwind Logistics',
  'Bluebird Analytics',
  'Kestrel Health',
  'Marula Foods',
  'Orbit Freight',
  'Tidewater Energy',
  'Sable Software',
  'Juniper Studios',
];

/** Bank names. */
export const BANKS: readonly string[] = [
  'First Harbor Bank',
  'Union Coast Bank',
  'Meridian Savings',
  'Crescent Trust',
  'Atlas Commercial Bank',
];

/** Job titles. */
export const JOB_TITLES: readonly string[] = [
  'Software Engineer',
  'Product Designer',
  'Finance Manager',
  'Account Executive',
  'Data Analyst',
  'Operations Lead',
  'People Partner',
];

/** Department names. */
export const DEPARTMENTS: readonly string[] = [
  'Engineering',
  'Design',
  'Finance',
  'Sales',
  'Operations',
  'People',
  'Marketing',
];

/** Short descriptions of a payment, an expense or a record. */
export const DESCRIPTIONS: readonly string[] = [
  'Monthly payroll funding',
  'Team offsite travel',
  'Quarterly contractor payment',
  'Home office equipment',
  'Conference registration',
  'Client dinner',
  'Software subscription',
];

/** Reasons a reviewer gives. */
export const REASONS: readonly string[] = [
  'Receipt is missing the merchant name',
  'Amount exceeds the approved budget',
  'Duplicate of an earlier submission',
  'Details confirmed with the requester',
];
