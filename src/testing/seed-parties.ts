import type { SimContext } from './context.js';
import { BANKS, FIRST_NAMES, LAST_NAMES, PLACES, type Place } from './declared/realistic-data.js';
import type { SeededRandom } from './random.js';

/*
 * Hand-built records of the default seed for the people money goes to: a business's and a user's
 * beneficiaries, a user's wallet transactions and virtual accounts. Each record is made from a few facts (one
 * person, one place, one moment) so that every name, e-mail, address and time in it agrees with the others.
 */

type Wire = Record<string, unknown>;

const HOUR = 3_600_000;

const pick = <T>(random: SeededRandom, list: readonly T[]): T => list[random.int(list.length)] as T;
const digits = (random: SeededRandom, count: number) =>
  Array.from({ length: count }, () => random.int(10)).join('');
const seconds = (ms: number) => Math.floor(ms / 1000);
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/**
 * A street address in `place`, its city, state, postal code and country taken together from the place.
 * @throws never.
 * @example
 * ```ts
 * addressAt(PLACES[0], 42); // { line1: '42 Hudson Street', city: 'New York', state: 'NY', … }
 * ```
 */
export function addressAt(place: Place, number: number): Wire {
  return {
    line1: `${number} ${place.street}`,
    city: place.city,
    postalCode: place.postalCode,
    state: place.state,
    countryCode: place.countryCode,
  };
}

/**
 * A phone number in `place`: its dialling code without the `+` (`1`), and a local number of its area.
 * @throws never.
 * @example
 * ```ts
 * phoneAt(PLACES[0], random); // { countryCode: '1', number: '2125550417' }
 * ```
 */
export function phoneAt(place: Place, random: SeededRandom): Wire {
  return { countryCode: place.phone[0].replace('+', ''), number: `${place.phone[1]}${digits(random, 3)}` };
}

/**
 * A US bank routing number (ABA) whose check digit is right.
 * @throws never.
 * @example
 * ```ts
 * routingNumber(random); // '026009593'
 * ```
 */
export function routingNumber(random: SeededRandom): string {
  const head = `0${1 + random.int(9)}${digits(random, 6)}`;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = [...head].reduce((total, d, i) => total + Number(d) * (weights[i] ?? 0), 0);
  return `${head}${(10 - (sum % 10)) % 10}`;
}

/** One person money is paid to: a name, the e-mail made of it, and where they live. */
interface Payee {
  readonly first: string;
  readonly last: string;
  readonly name: string;
  readonly email: string;
  readonly place: Place;
}

function payeeOf(random: SeededRandom, place: Place): Payee {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  return {
    first,
    last,
    name: `${first} ${last}`,
    email: `${ascii(first)}.${ascii(last)}@inbox.example`,
    place,
  };
}

/** The account a payee is paid into, by the method: ACH or a local bank account, in the payee's name. */
function detailsOf(random: SeededRandom, payee: Payee, method: 'ach' | 'bank'): Wire {
  const routing = routingNumber(random);
  const account = {
    accountName: payee.name,
    accountNumber: digits(random, 10),
    accountType: 'Checking',
    bankName: pick(random, BANKS),
    address: addressAt(payee.place, 10 + random.int(390)),
  };
  if (method === 'ach') return { ...account, routingNumber: routing };
  return {
    ...account,
    ownerType: 'Individual',
    bankCode: routing,
    currency: payee.place.currency,
    phoneNumber: phoneAt(payee.place, random),
    email: payee.email,
  };
}

/** A seeded file of the business: the scan of a payee's passport, uploaded when the payee was saved. */
function uploadedScan(ctx: SimContext, businessId: string, made: number): string {
  const fileId = ctx.random.uuid();
  ctx.state.uploads.set(fileId, {
    fileId,
    businessId,
    purpose: 'kyc-id-front',
    contentType: 'image/jpeg',
    fileName: 'passport-front.jpg',
    expiresAt: made,
    token: ctx.random.hex(16),
    uploaded: true,
    size: 180_000 + ctx.random.int(90_000),
    // Reserved a quarter of an hour before its slot closed, when the payee was saved.
    createdAt: Math.floor(made / 1000) - 900,
  });
  return fileId;
}

/**
 * A beneficiary saved at `made` (Unix ms): one person in one of the seeded places, paid in the place's currency
 * by ACH or a local bank account (only the preferred method's details), that account, e-mail and KYC in the
 * person's name, and the passport scan a seeded upload of the business.
 * @throws never.
 * @example
 * ```ts
 * beneficiaryRecord(ctx, businessId, Date.now(), 0).paymentDetails; // { preferredMethod: 'ach', ach: {…} }
 * ```
 */
export function beneficiaryRecord(ctx: SimContext, businessId: string, made: number, i: number): Wire {
  const { random } = ctx;
  const payee = payeeOf(random, PLACES[i % PLACES.length] as Place);
  const method = i % 2 === 0 ? 'ach' : 'bank';
  const born = new Date(made - (24 + random.int(30)) * 365.25 * 24 * HOUR - random.int(300) * 24 * HOUR);
  return {
    id: random.uuid(),
    name: payee.name,
    email: payee.email,
    countryCode: payee.place.countryCode,
    currency: payee.place.currency,
    paymentDetails: { preferredMethod: method, [method]: detailsOf(random, payee, method) },
    kyc: {
      firstName: payee.first,
      lastName: payee.last,
      dateOfBirth: born.toISOString().slice(0, 10),
      countryCode: payee.place.countryCode,
      idType: 'PASSPORT',
      idNumber: digits(random, 9),
      idFileFront: uploadedScan(ctx, businessId, made),
    },
    createdTimestamp: seconds(made),
    lastUpdatedTimestamp: seconds(made),
  };
}

const money = (minor: number, currency: string) => ({ value: (minor / 100).toFixed(2), currency });

/** The seeded movements of a user's wallet, in turn: a settled payout, a savings top-up, a payout under way. */
const MOVEMENTS = [
  { type: 'payout', status: 'success', settledAfter: 2 * HOUR },
  { type: 'savings_funding', status: 'success', settledAfter: 0 },
  { type: 'payout', status: 'processing', settledAfter: HOUR / 4 },
] as const;

/**
 * A user's wallet transaction made at `made` (Unix ms), the `i`th of {@link MOVEMENTS}: a payout goes to one
 * of the user's `beneficiaries` in its currency, from the user's wallet in the same currency (rate 1, the fee
 * on top: what left the wallet is the amount plus the fee); a savings top-up names no beneficiary and costs no
 * fee. It last changed when it settled (or moved to processing), never after the seed.
 * @throws never.
 * @example
 * ```ts
 * userTransactionRecord(ctx, Date.now(), 0, beneficiaries).status; // 'success'
 * ```
 */
export function userTransactionRecord(ctx: SimContext, made: number, i: number, beneficiaries: Wire[]): Wire {
  const movement = MOVEMENTS[i % MOVEMENTS.length] ?? MOVEMENTS[0];
  const beneficiary = beneficiaries[i % beneficiaries.length] ?? {};
  const currency = String(beneficiary.currency ?? 'USD');
  const amount = 5_000 + 500 * ctx.random.int(60);
  const fee = movement.type === 'payout' ? 150 + 25 * ctx.random.int(8) : 0;
  return {
    id: ctx.random.uuid(),
    type: movement.type,
    ...(movement.type === 'payout' ? { beneficiaryId: beneficiary.id } : {}),
    reference: ctx.random.uuid(),
    amount: money(amount, currency),
    sourceAmount: money(amount + fee, currency),
    feeAmount: money(fee, currency),
    fxRate: '1.0000',
    status: movement.status,
    createdTimestamp: seconds(made),
    lastUpdatedTimestamp: seconds(Math.min(made + movement.settledAfter, ctx.now())),
  };
}

/** The seeded virtual accounts of a user, in turn: one issued in USD, one asked for in EUR, one refused in GBP. */
const ACCOUNTS = [
  { status: 'Approved', currency: 'USD', decidedAfter: 2 * HOUR },
  { status: 'Requested', currency: 'EUR', decidedAfter: 0 },
  { status: 'Rejected', currency: 'GBP', decidedAfter: 4 * HOUR },
] as const;

/**
 * The bank details a bank issues for a virtual account, in the holder's name, at a bank in one of the seeded
 * places: what an account carries once it is `Approved`, never before.
 * @throws never.
 * @example
 * ```ts
 * issuedAccountInformation(ctx.random, 'Ada Lovelace').accountName; // 'Ada Lovelace'
 * ```
 */
export function issuedAccountInformation(random: SeededRandom, holder: string): Wire {
  const place = PLACES[random.int(PLACES.length)] as Place;
  const routing = routingNumber(random);
  const street = addressAt(place, 100 + random.int(800));
  return {
    accountNumber: digits(random, 12),
    accountName: holder,
    bankName: pick(random, BANKS),
    bankCode: routing,
    countryCode: place.countryCode,
    accountType: 'Checking',
    routingNumber: routing,
    bankAddress: `${street.line1}, ${place.city}, ${place.state} ${place.postalCode}`,
  };
}

/**
 * The `i`th virtual account of a user (of {@link ACCOUNTS}), asked for at `made` (Unix ms): only an approved one
 * has bank details, in the user's name, at a bank in one of the seeded places; it last changed when the bank
 * decided.
 * @throws never.
 * @example
 * ```ts
 * virtualAccountRecord(ctx, Date.now(), 0, 'Ada Lovelace').accountInformation; // { accountName: 'Ada Lovelace', … }
 * ```
 */
export function virtualAccountRecord(ctx: SimContext, made: number, i: number, holder: string): Wire {
  const account = ACCOUNTS[i % ACCOUNTS.length] ?? ACCOUNTS[0];
  // Drawn for every account (the seed's sequence stays the same), kept by an approved one only.
  const issued = issuedAccountInformation(ctx.random, holder);
  return {
    id: ctx.random.uuid(),
    status: account.status,
    currency: account.currency,
    ...(account.status === 'Approved' ? { accountInformation: issued } : {}),
    createdTimestamp: seconds(made),
    lastUpdatedTimestamp: seconds(Math.min(made + account.decidedAfter, ctx.now())),
  };
}
