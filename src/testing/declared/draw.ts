import { SeededRandom } from '../random.js';
import { agreesWith, factAt } from './facts.js';
import type { DocumentFact } from './openapi-facts.js';
import { type FieldDraw, realisticNumbers, realisticStrings } from './realistic.js';

/*
 * How one scalar field's value is drawn: from a source seeded by the record and the field's path, so the
 * same record answers the same value on every read; from the document's own examples first, then from the
 * realistic generators; never the field's own name nor a filler word; always a value the documented facts
 * (enum, format, type) and the SDK's schema accept.
 */

/** Where a field sits and what seeds its draws. */
export interface DrawPlace {
  /** Seed of the record the field belongs to (`undefined`: a fresh one per draw). */
  readonly seed: string | undefined;
  /** Property names from the answer's root to the field. */
  readonly path: readonly string[];
  /** Unix ms the record's dates are drawn around. */
  readonly anchor: number;
  /** A fresh uuid, when no seed is given. */
  uuid(): string;
}

const fresh = (place: DrawPlace, salt: string) =>
  new SeededRandom(place.seed === undefined ? place.uuid() : `${place.seed}|${salt}`);

/** The draw of the field `key` at `place`: its own source, its object's source, its documented format. */
export function fieldDraw(key: string, place: DrawPlace, fact: DocumentFact | undefined): FieldDraw {
  const at = place.path.join('.');
  const parent = place.path.slice(0, -1).join('.');
  const groupSeed = place.seed === undefined ? place.uuid() : `${place.seed}|${parent}`;
  return {
    key,
    parent: place.path.at(-2) ?? '',
    format: fact?.format,
    own: fresh(place, `${at}|${key}`),
    group: () => new SeededRandom(groupSeed),
    anchor: place.anchor,
  };
}

/** The documented facts of the field at `place`. */
export const factOf = (place: DrawPlace): DocumentFact | undefined => factAt(place.path);

/**
 * String candidates for a field, best first: a documented enum value, a documented example, realistic values.
 * @throws never.
 * @example
 * ```ts
 * stringCandidates('dateOfBirth', place); // ['1990-08-15', '1987-03-02', …]
 * ```
 */
export function stringCandidates(key: string, place: DrawPlace): string[] {
  const fact = factOf(place);
  const draw = fieldDraw(key, place, fact);
  const pickFrom = (values: readonly unknown[]) => {
    const strings = values.filter((v): v is string => typeof v === 'string' && agreesWith(fact, v));
    return strings.length === 0 ? [] : [strings[draw.own.int(strings.length)] as string];
  };
  const examples = pickFrom(fact?.examples ?? []);
  const realistic = realisticStrings(draw).filter((v) => agreesWith(fact, v));
  // What tells one record from another (a name, an email, a reference) is drawn; the rest is the example.
  const ordered = PER_RECORD.test(key) ? [...realistic, ...examples] : [...examples, ...realistic];
  return [...pickFrom(fact?.enum ?? []), ...ordered].filter((v) => !isPlaceholder(key, v));
}

/**
 * Number candidates for a field, best first: a documented example, then realistic numbers.
 * @throws never.
 * @example
 * ```ts
 * numberCandidates('amount', place); // [482150]
 * ```
 */
export function numberCandidates(key: string, place: DrawPlace): number[] {
  const fact = factOf(place);
  const draw = fieldDraw(key, place, fact);
  const examples = (fact?.examples ?? []).filter((v): v is number => typeof v === 'number');
  const enumerated = (fact?.enum ?? []).filter((v): v is number => typeof v === 'number');
  const pick = (values: number[]) =>
    values.length === 0 ? [] : [values[draw.own.int(values.length)] as number];
  if (enumerated.length > 0) return [...pick(enumerated), ...realisticNumbers(draw)];
  // Amounts, balances and moments differ between records; other numbers take the document's example.
  if (PER_RECORD_NUMBER.test(key)) return [...realisticNumbers(draw), ...pick(examples)];
  return [...pick(examples), ...realisticNumbers(draw)];
}

/**
 * The first enum value of the SDK's schema that the document also lists: for a lifecycle field (a status, a
 * KYC component's state) the state a record starts in, so that every action on it can be tried.
 */
export function enumChoice(place: DrawPlace, values: readonly unknown[]): unknown {
  const fact = factOf(place);
  return values.find((v) => agreesWith(fact, v)) ?? values[0];
}

/** String fields whose value tells one record from another. */
const PER_RECORD =
  /(^id$|Id$|name$|Name$|email|phone|iban|accountNumber|reference|number$|Number$|line1|line2|street|city|postal|At$|Date$|Birth$|date$|url$|Url$|key$|Key$|token$)/;
/** Number fields whose value tells one record from another. */
const PER_RECORD_NUMBER = /(amount|Amount|balance|Balance|available|Available|total|Total|Timestamp$|At$)/;

const FILLERS = new Set(['string', 'sample', 'value', 'placeholder', 'example', 'test', 'foo', 'bar']);

/** Whether a string is the field's own name or a filler word. */
export function isPlaceholder(key: string, value: string): boolean {
  const text = value.trim().toLowerCase();
  return text === key.toLowerCase() || FILLERS.has(text);
}
