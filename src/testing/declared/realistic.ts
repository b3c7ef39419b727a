import type { SeededRandom } from '../random.js';
import {
  BANKS,
  COMPANIES,
  DEPARTMENTS,
  DESCRIPTIONS,
  FIRST_NAMES,
  JOB_TITLES,
  LAST_NAMES,
  PLACES,
  type Place,
  REASONS,
} from './realistic-data.js';

/*
 * Realistic values by a field's meaning (its name) and documented format: names, emails, phone numbers,
 * places, IBANs, account numbers, dates, amounts in minor units. Fields of one object agree with each other
 * (an email is made of the first and last names beside it, a postal code belongs to the city beside it)
 * because they draw from the same `group` source, seeded by the object's place in the record.
 */

/** What one field's value is drawn from. */
export interface FieldDraw {
  /** The field's name. */
  readonly key: string;
  /** The name of the object or array holding it (`''` at the root). */
  readonly parent: string;
  /** Its documented format (`date`, `uri`, `email`…), if any. */
  readonly format: string | undefined;
  /** The field's own seeded source. */
  readonly own: SeededRandom;
  /** A fresh source seeded by the enclosing object: every field of the object draws the same sequence. */
  group(): SeededRandom;
  /** Unix ms the record's dates are drawn around. */
  readonly anchor: number;
}

const DAY = 86_400_000;
const pick = <T>(random: SeededRandom, list: readonly T[]): T => list[random.int(list.length)] as T;
const digits = (random: SeededRandom, count: number) =>
  Array.from({ length: count }, () => random.int(10)).join('');

interface Identity {
  first: string;
  last: string;
  place: Place;
  company: string;
}

function identity(draw: FieldDraw): Identity {
  const g = draw.group();
  return {
    first: pick(g, FIRST_NAMES),
    last: pick(g, LAST_NAMES),
    place: pick(g, PLACES),
    company: pick(g, COMPANIES),
  };
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isoDateTime = (ms: number) => `${new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)}Z`;

/** Unix ms of a date that fits the field's meaning: births decades back, deadlines ahead, records recent. */
function dateFor(draw: FieldDraw): number {
  const { key, own, anchor } = draw;
  if (/birth/i.test(key)) return anchor - (22 * 365 + own.int(35 * 365)) * DAY;
  if (/^(start|end)$/i.test(key)) {
    // A period: both bounds draw the same month from the enclosing object's source.
    const month = new Date(anchor - (1 + draw.group().int(11)) * 30 * DAY);
    const first = Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1);
    return /start/i.test(key) ? first : Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0);
  }
  if (/(due|expir|deadline|next|until|estimated|arrival|scheduled)/i.test(key))
    return anchor + (1 + own.int(60)) * DAY + own.int(DAY);
  if (/(hire|effective|incorporat|issued|joined)/i.test(key) || /^startDate$/.test(key))
    return anchor - (30 + own.int(1500)) * DAY;
  return anchor - own.int(90) * DAY - own.int(DAY);
}

function byFormat(draw: FieldDraw): string | undefined {
  const { format, own, key } = draw;
  switch (format) {
    case 'date':
      return isoDate(dateFor(draw));
    case 'date-time':
      return isoDateTime(dateFor(draw));
    case 'uuid':
      return own.uuid();
    case 'email':
      return emailOf(identity(draw));
    case 'uri':
    case 'url':
      return urlFor(key, own);
    default:
      return undefined;
  }
}

function emailOf({ first, last, company }: Identity): string {
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  return `${ascii(first)}.${ascii(last)}@${ascii(company.split(' ')[0] ?? 'mail')}.example`;
}

function urlFor(key: string, random: SeededRandom): string {
  const token = random.hex(8);
  if (/zip/i.test(key)) return `https://files.example.com/payslips/${token}.zip`;
  if (/(pdf|payslip|document|file|download)/i.test(key))
    return `https://files.example.com/documents/${token}.pdf`;
  if (/(logo|image|avatar|photo)/i.test(key)) return `https://cdn.example.com/images/${token}.png`;
  return `https://app.example.com/${key.replace(/(Url|Uri|Link)$/i, '').toLowerCase() || 'link'}/${token}`;
}

/** Names of items of a pay calculation, a catalog or a list (allowances, deductions, custom fields…). */
const ITEM_NAMES: readonly string[] = [
  'Base salary',
  'Housing allowance',
  'Transport allowance',
  'Income tax',
  'Social security',
  'Pension contribution',
  'Health insurance',
];

/** A `name` by what holds it: an organisation, a person, or an item of a list. */
function nameFor(draw: FieldDraw): string {
  if (/^(from|billTo|business|vendor|entity|company|merchant|employer|organi[sz]ation)$/i.test(draw.parent))
    return identity(draw).company;
  if (
    /(person|principal|individual|user|contact|sender|signer|beneficiary|owner|recipient)/i.test(draw.parent)
  )
    return fullName(draw);
  return pick(draw.own, ITEM_NAMES);
}

const STATUS_WORDS: readonly string[] = ['pending', 'active', 'completed'];

/** Free-text fields the documents give no example for, by name. */
const TEXTS: ReadonlyArray<[RegExp, (draw: FieldDraw) => string]> = [
  [/^subject$/, () => 'Employment agreement'],
  [/^estimatedDelivery$/, () => '1-2 business days'],
  [/^(from|to)$/, (d) => (d.key === 'from' ? 'USD' : pick(d.own, ['EUR', 'GBP', 'MXN', 'NGN']))],
  [/^(filingType|filingTypeName)$/, () => 'Quarterly payroll tax return'],
  [/^category$/, (d) => pick(d.own, ['Travel', 'Meals', 'Equipment', 'Training'])],
  [/^enum$/, (d) => pick(d.own, ['single', 'married', 'head_of_household'])],
  [/^finalPayIncludes?$/, (d) => pick(d.own, ['Unused leave', 'Notice period', 'Severance'])],
  [/^currentlyDue$/, (d) => pick(d.own, ['Proof of address', 'Government ID', 'Tax identification number'])],
  [/^templateString$/, () => 'This agreement is made between {{company.name}} and {{person.fullName}}.'],
  [/^type$/, () => 'standard'],
  [/^provider$/, (d) => pick(d.own, ['Wise', 'MTN', 'Flutterwave'])],
  [/^chain$/, (d) => pick(d.own, ['ethereum', 'polygon', 'solana'])],
  [/^formula$/, () => 'gross - deductions'],
  [/^steps?$/, () => 'Gross pay less statutory deductions'],
  [/^identifier$/, (d) => `ID-${d.own.hex(5).toUpperCase()}`],
  [/^billTo$/, (d) => identity(d).company],
];

const BY_NAME: ReadonlyArray<[RegExp, (draw: FieldDraw) => string]> = [
  [/^number$/, (d) => (/phone|mobile/i.test(d.parent) ? localPhone(d) : `${digits(d.own, 8)}`)],
  [/^countryCode$/, (d) => (/phone|mobile/i.test(d.parent) ? '1' : identity(d).place.countryCode)],
  [/^(status|state)$/, (d) => pick(d.own, STATUS_WORDS)],
  ...TEXTS,
  [/^name$/, (d) => nameFor(d)],
  [/^(first|given)Name$/i, (d) => identity(d).first],
  [/^(last|family|sur)Name$/i, (d) => identity(d).last],
  [/^(middleName|preferredName|nickname)$/i, (d) => pick(d.own, FIRST_NAMES)],
  [/^(accountName|accountHolderName|fullName|holderName|beneficiaryName|displayName)$/i, (d) => fullName(d)],
  [
    /(legalName|entityName|businessName|companyName|tradingName|registeredName)$/i,
    (d) => identity(d).company,
  ],
  [/^bankName$/i, (d) => pick(d.group(), BANKS)],
  [/email/i, (d) => emailOf(identity(d))],
  [/(phone|mobile|msisdn)/i, (d) => phoneOf(d)],
  [/^iban$/i, (d) => ibanOf(d.own)],
  [
    /(swift|bic)/i,
    (d) => `${pick(d.own, ['HRBK', 'UCBK', 'MRDN', 'CRTS'])}${identity(d).place.countryCode}2L`,
  ],
  [/(routingNumber|abaNumber)/i, () => '021000021'],
  [/(accountNumber|walletNumber)/i, (d) => digits(d.own, 10)],
  [/(sortCode|bankCode|branchCode)$/i, (d) => digits(d.own, 6)],
  [/(line1|street|address1)$/i, (d) => `${1 + d.own.int(400)} ${identity(d).place.street}`],
  [/(line2|address2)$/i, (d) => `Suite ${100 + d.own.int(800)}`],
  [/city/i, (d) => identity(d).place.city],
  [/^(state|region|province)$/i, (d) => identity(d).place.state],
  [/(postal|zip)Code$|^zip$/i, (d) => identity(d).place.postalCode],
  [/^(jobTitle|position)$/i, (d) => pick(d.own, JOB_TITLES)],
  [/title$/i, (d) => pick(d.own, DESCRIPTIONS)],
  [/department/i, (d) => pick(d.own, DEPARTMENTS)],
  [/(description|memo|note|narration|purpose|label)$/i, (d) => pick(d.own, DESCRIPTIONS)],
  [/(reason|comment)$/i, (d) => pick(d.own, REASONS)],
  // A uuid: the documents type some references as uuids and others as free text, which a uuid also is.
  [/^reference$/, (d) => d.own.uuid()],
  [/(reference|externalId|invoiceNumber|number)$/i, (d) => `REF-${d.own.hex(4).toUpperCase()}`],
  [/(tenantKey)$/i, (d) => `cad${digits(d.own, 8)}`],
  [/(url|uri|link)$/i, (d) => urlFor(d.key, d.own)],
  [/(token|jwt|secret|key)$/i, (d) => d.own.hex(16)],
  [/(vendor|merchant|business|company|employer|bank)Name$/i, (d) => identity(d).company],
  [/(person|user|employee|worker|contact)Name$/i, (d) => fullName(d)],
  [/Name$/, (d) => pick(d.own, ITEM_NAMES)],
];

function fullName(draw: FieldDraw): string {
  const { first, last } = identity(draw);
  return `${first} ${last}`;
}

function localPhone(draw: FieldDraw): string {
  return `${identity(draw).place.phone[1]}${digits(draw.own, 3)}`;
}

function phoneOf(draw: FieldDraw): string {
  const [prefix, local] = identity(draw).place.phone;
  return `${prefix}${local}${digits(draw.own, 3)}`;
}

/** An IBAN whose check digits are right (ISO 13616, mod 97), in a German layout. */
function ibanOf(random: SeededRandom): string {
  const bban = `3704004${digits(random, 11)}`;
  const numeric = `${bban}DE00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const ch of numeric) rest = (rest * 10 + Number(ch)) % 97;
  return `DE${String(98 - rest).padStart(2, '0')}${bban}`;
}

/**
 * Realistic string candidates for a field, best first: by documented format, then by name.
 * @throws never.
 * @example
 * ```ts
 * realisticStrings({ key: 'dateOfBirth', format: 'date', own, group, anchor }); // ['1989-04-12']
 * ```
 */
export function realisticStrings(draw: FieldDraw): string[] {
  const out: string[] = [];
  const formatted = byFormat(draw);
  if (formatted !== undefined) out.push(formatted);
  const named = BY_NAME.find(([pattern]) => pattern.test(draw.key));
  if (named !== undefined) out.push(named[1](draw));
  if (/(At|Time|Timestamp)$/.test(draw.key)) out.push(isoDateTime(dateFor(draw)));
  if (/(date|Date|day|Day|start|end|asOf|Birth)$/.test(draw.key)) out.push(isoDate(dateFor(draw)));
  if (/(amount|Amount|value|Value|balance|Balance|total|Total|fee|Fee)$/.test(draw.key))
    out.push(`${100 + draw.own.int(9900)}.${digits(draw.own, 2)}`);
  if (/(rate|Rate)$/.test(draw.key)) out.push((0.5 + draw.own.next() * 20).toFixed(4));
  return out;
}

/**
 * Realistic numbers for a field, best first: amounts in minor units, rates, years, counts, epoch seconds.
 * @throws never.
 * @example
 * ```ts
 * realisticNumbers({ key: 'amount', format: undefined, own, group, anchor }); // [482_150]
 * ```
 */
export function realisticNumbers(draw: FieldDraw): number[] {
  const { key, own, format } = draw;
  if (format === 'epoch' || /(Timestamp|At)$/.test(key)) return [Math.floor(dateFor(draw) / 1000)];
  if (/(percent|percentage)/i.test(key)) return [Math.round(own.next() * 3000) / 100];
  if (/(rate|Rate|ratio)$/.test(key)) return [Math.round((0.5 + own.next() * 20) * 10_000) / 10_000, 0.1];
  if (/(year|Year)$/.test(key)) return [new Date(draw.anchor).getUTCFullYear()];
  if (/(month|Month)$/.test(key)) return [1 + own.int(12)];
  if (/(day|Day)$/.test(key)) return [1 + own.int(28)];
  // Minor units: from 10.00 to 500.00, so that many records fit the seeded wallets.
  if (/(amount|Amount|balance|Balance|Total|fee|Fee|salary|Salary|gross|net|value|Value)$/.test(key))
    return [1_000 + own.int(49_000)];
  if (/(count|Count|number|Number|quantity|version|^total)$/.test(key)) return [1 + own.int(12)];
  return [1 + own.int(12)];
}
