import type { SimContext } from './context.js';
import {
  contractName,
  personSigner,
  SENT_STATUS,
  SIGNED_STATUS,
  type Signer,
  signaturesOf,
} from './declared/collection-contracts.js';
import { ENTITY_STATUS } from './declared/created-records.js';
import { PLACES, type Place } from './declared/realistic-data.js';
import { addressAt, phoneAt } from './seed-parties.js';
import type { BusinessRecord, PersonRecord } from './store/records.js';
import { documentKey } from './store/store.js';

/*
 * Hand-built records of the default seed for a business's paperwork: its legal entities, its catalog of
 * contract templates, and contracts with its persons, each signed (or not) by the person and the business's
 * signer, in one agreed order of time.
 */

type Wire = Record<string, unknown>;

const MINUTE = 60_000;
const DAY = 86_400_000;
const seconds = (ms: number) => Math.floor(ms / 1000);

/** The seeded entities of a business, in turn: the business itself, then two state subsidiaries. */
const ENTITY_KINDS = [
  { suffix: '', entityType: 'corporation' },
  { suffix: 'Texas LLC', entityType: 'limited liability company' },
  { suffix: 'Colorado LLC', entityType: 'limited liability company' },
] as const;

/**
 * The `i`th legal entity of `business`, registered at `made` (Unix ms): named after the business, in the
 * business's tenant, country and currency, with an address and phone number of one seeded place (city, state,
 * postal code and dialling code together), a state registration number, an EIN-shaped tax id, and an
 * incorporation date years before it was registered here.
 * @throws never.
 * @example
 * ```ts
 * entityRecord(ctx, business, Date.now(), 1).legalName; // 'Acme Robotics Texas LLC'
 * ```
 */
export function entityRecord(ctx: SimContext, business: BusinessRecord, made: number, i: number): Wire {
  const { random } = ctx;
  const kind = ENTITY_KINDS[i % ENTITY_KINDS.length] ?? ENTITY_KINDS[0];
  const place = PLACES[i % PLACES.length] as Place;
  const stem = business.name.replace(/\s+(Inc\.?|LLC|Ltd\.?|GmbH)$/i, '');
  const incorporated = new Date(made - (2 + i + random.int(5)) * 365 * DAY - random.int(300) * DAY);
  return {
    id: random.uuid(),
    tenantKey: business.tenantKey,
    legalName: kind.suffix === '' ? business.name : `${stem} ${kind.suffix}`,
    country: place.countryCode,
    currency: place.currency,
    address: addressAt(place, 100 + random.int(800)),
    phoneNumber: phoneAt(place, random),
    registrationNumber: `${place.state}-${String(1_000_000 + random.int(8_999_999))}`,
    taxId: `${10 + random.int(89)}-${String(1_000_000 + random.int(8_999_999))}`,
    incorporationDate: incorporated.toISOString().slice(0, 10),
    entityType: kind.entityType,
    status: ENTITY_STATUS,
    createdTimestamp: seconds(made),
    lastUpdatedTimestamp: seconds(made),
  };
}

/** A template of the catalog: who it is for and its title. */
export interface Template {
  readonly id: string;
  readonly personType: 'employee' | 'contractor';
  readonly name: string;
}

const VARIABLES = [
  { name: 'firstName', label: 'First Name', ref: 'person.firstName', description: "The person's given name" },
  { name: 'lastName', label: 'Last Name', ref: 'person.lastName', description: "The person's family name" },
  {
    name: 'companyName',
    label: 'Company Name',
    ref: 'company.name',
    description: 'The legal name of the business',
  },
];

/**
 * Seeds the contract templates `GET /v1/contract-templates` lists for `business` (one for employees, one for
 * contractors, in the business's country, made `ageDays` before `now`: a month for the seeded businesses, none
 * for a business created over the API, which starts with the standard templates) and returns them.
 * @throws never.
 * @example
 * ```ts
 * seedTemplateCatalog(ctx, business, ctx.now()).map((t) => t.personType); // ['employee', 'contractor']
 * ```
 */
export function seedTemplateCatalog(
  ctx: SimContext,
  business: BusinessRecord,
  now: number,
  ageDays = 30,
): Template[] {
  const made = seconds(now - ageDays * DAY);
  const templates: Template[] = [
    { id: ctx.random.uuid(), personType: 'employee', name: 'Standard Employee Agreement' },
    { id: ctx.random.uuid(), personType: 'contractor', name: 'Standard Global Contractor Agreement' },
  ];
  const data = templates.map((template) => ({
    ...template,
    createdTimestamp: made,
    lastUpdatedTimestamp: made,
    type: 'regular',
    country: business.country,
    templateString: `This agreement is made between {{companyName}} and {{firstName}} {{lastName}}.`,
    templateVariables: VARIABLES.map((variable) => ({ ...variable, type: 'string', isRequired: true })),
    tenantKey: business.tenantKey,
  }));
  ctx.state.documents.set(documentKey(business.id, '/v1/contract-templates'), { data });
  return templates;
}

/** The seeded contracts, in turn: signed by both sides, sent and waiting for the business, withdrawn. */
const CONTRACT_STATES = [
  { status: SIGNED_STATUS, signed: true },
  { status: SENT_STATUS, signed: false },
  { status: 'revoked', signed: false },
] as const;

/**
 * The `i`th contract (of {@link CONTRACT_STATES}) of `person`, made at `made` (Unix ms) from the catalog's
 * template for the person's type, titled with the person's name and the template's. It has two signatures, in
 * order: the business's `signer`, then the person (name and e-mail as stored). A completed contract was signed
 * by the business, then by the person, each after opening it; the others are signed by no one.
 * @throws never.
 * @example
 * ```ts
 * contractRecord(ctx, { made, i: 0, person, signer, templates }).status; // 'completed'
 * ```
 */
export function contractRecord(
  ctx: SimContext,
  facts: { made: number; i: number; person: PersonRecord; signer: Signer; templates: readonly Template[] },
): Wire {
  const { made, i, person, signer, templates } = facts;
  const state = CONTRACT_STATES[i % CONTRACT_STATES.length] ?? CONTRACT_STATES[0];
  const personType = person.type === 'EMPLOYEE' ? 'employee' : 'contractor';
  const template = templates.find((t) => t.personType === personType) ?? templates[0];
  // The business signs an hour after sending, the person the next morning; each last opened it to sign.
  const signedAt = (order: number) =>
    state.signed ? seconds(made + (order === 0 ? 60 : 18 * 60) * MINUTE) : undefined;
  const signatures = signaturesOf(ctx.random, [signer, personSigner(person)], signedAt);
  return {
    id: ctx.random.uuid(),
    templateId: template?.id,
    status: state.status,
    personId: person.id,
    name: contractName(person, template?.name ?? 'Agreement'),
    signatures,
    createdAt: seconds(made),
    customContractAttached: false,
  };
}
