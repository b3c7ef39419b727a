import { badRequest } from '../http-error.js';
import { createPerson } from '../machines/directory.js';
import { cancelOffboarding, reinstatePerson, scheduleOffboarding } from '../machines/offboarding.js';
import type { RouteContext } from '../router.js';
import type { PersonRecord } from '../store/records.js';
import { documentKey } from '../store/store.js';
import type { Collection } from './collection.js';
import { fullPersonView } from './person-view.js';

/*
 * Persons through the declared operations: a create checks the person rules, then keeps every field sent
 * (compensation, address, job info, metadata) and nothing else, so that `persons.get` and `persons.list` read
 * what was sent plus what the server sets. The info updates are hand-written (routes/person-writes.ts).
 */

type Wire = Record<string, unknown>;
type Owned = { businessId: string } & Record<string, unknown>;

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value !== '' ? value : fallback;
const isWire = (value: unknown): value is Wire => typeof value === 'object' && value !== null;

/**
 * Where the fields a create sent beyond the record's own are kept (address, job info, metadata…).
 * @throws never.
 * @example
 * ```ts
 * state.documents.get(createdKey(person));
 * ```
 */
export function createdKey(person: { businessId: string; id: string }): string {
  return documentKey(person.businessId, `/v1/persons/${person.id}/(created)`);
}

function phoneOf(value: unknown): PersonRecord['phoneNumber'] | undefined {
  if (!isWire(value) || typeof value.countryCode !== 'string' || typeof value.number !== 'string')
    return undefined;
  return { countryCode: value.countryCode, number: value.number };
}

const COMP_TYPES = ['net', 'salaried', 'milestone'] as const;
const FREQUENCIES = ['hourly', 'daily', 'monthly'] as const;
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** The pay sent, as the record keeps it (the rules check it before anything is made). */
function pay(comp: Wire) {
  const salary = isWire(comp.salary) ? (comp.salary as { amount: number; currency: string }) : undefined;
  const compensationType = oneOf(COMP_TYPES, comp.type);
  const frequency = oneOf(FREQUENCIES, comp.frequency);
  return {
    ...(salary === undefined ? {} : { salary: { amount: salary.amount, currency: salary.currency } }),
    ...(compensationType === undefined ? {} : { compensationType }),
    ...(frequency === undefined ? {} : { frequency }),
    ...(comp.employmentModel === 'eor' ? { employmentModel: 'eor' as const } : {}),
  };
}

function create(rc: RouteContext, params: Wire): Owned {
  const comp = isWire(params.compInfo) ? params.compInfo : {};
  const phoneNumber = phoneOf(params.phoneNumber);
  const business = params.contractorType === 'BUSINESS';
  if (business && params.type === 'CONTRACTOR' && text(params.businessName, '') === '')
    throw badRequest({ businessName: 'is required for a BUSINESS contractor' });
  // createPerson checks the email (format, unused in the business) and the pay before making anything.
  const person = createPerson(rc.ctx, {
    businessId: rc.principal.business.id,
    firstName: text(params.firstName, 'Ada'),
    lastName: text(params.lastName, 'Lovelace'),
    email: String(params.email),
    ...(params.type === 'EMPLOYEE' || params.type === 'CONTRACTOR' ? { type: params.type } : {}),
    ...(phoneNumber === undefined ? {} : { phoneNumber }),
    contractorType: business ? 'business' : 'individual',
    ...pay(comp),
  });
  // The fields kept beside the record (address, job info, metadata, business name): read back as sent.
  const { firstName: _f, lastName: _l, email: _e, phoneNumber: _p, type: _t, compInfo: _c, ...rest } = params;
  rc.ctx.state.documents.set(createdKey(person), structuredClone(rest));
  return person as unknown as Owned;
}

/** An exit comes after the start: a person cannot leave before the start date their job info reads. */
function requireExitAfterStart(rc: RouteContext, personId: string, exitDate: string): void {
  const person = rc.ctx.state.persons.get(personId);
  if (person === undefined) return;
  const jobInfo = fullPersonView(rc, person).jobInfo;
  const startDate = isWire(jobInfo) ? jobInfo.startDate : undefined;
  if (typeof startDate === 'string' && exitDate < startDate)
    throw badRequest({ exitDate: `is before the person's start date ${startDate}` });
}

/** The persons collection of the declared operations. */
export function personCollection(records: Collection['records']): Collection {
  return {
    records,
    view: (record, rc) => fullPersonView(rc, record as never),
    create,
    actions: {
      offboard: (rc, id, params) => {
        const exitDate = text(params.exitDate, new Date(rc.ctx.now()).toISOString().slice(0, 10));
        requireExitAfterStart(rc, id, exitDate);
        scheduleOffboarding(rc.ctx, id, {
          exitDate,
          reason: typeof params.reason === 'string' ? params.reason : null,
        });
      },
      cancelOffboarding: (rc, id) => {
        cancelOffboarding(rc.ctx, id);
      },
      reinstate: (rc, id) => {
        reinstatePerson(rc.ctx, id);
      },
    },
  };
}
