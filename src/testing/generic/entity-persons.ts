import { createPerson } from '../machines/directory.js';
import { cancelOffboarding, reinstatePerson, scheduleOffboarding } from '../machines/offboarding.js';
import { applyCompInfo, updatePerson } from '../machines/person-updates.js';
import type { PersonRecord } from '../model.js';
import type { RouteContext } from '../router.js';
import { fullPersonView } from '../routes/people.js';
import { documentKey } from '../state.js';
import type { Entity } from './entity.js';
import { amountOf } from './entity-payrolls.js';

/*
 * Persons through the declared operations: a create keeps every field sent (compensation, address, job
 * info, metadata), and the info updates write the person's own fields through to the record, announced by
 * `person.updated`, so that `persons.get` and `persons.list` read what was sent.
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

function create(rc: RouteContext, params: Wire): Owned {
  const comp = isWire(params.compInfo) ? params.compInfo : {};
  const phoneNumber = phoneOf(params.phoneNumber);
  const contractorType = params.contractorType === 'BUSINESS' ? 'business' : 'individual';
  const person = createPerson(rc.ctx, {
    businessId: rc.principal.business.id,
    firstName: text(params.firstName, 'Ada'),
    lastName: text(params.lastName, 'Lovelace'),
    ...(typeof params.email === 'string' ? { email: params.email } : {}),
    ...(params.type === 'EMPLOYEE' || params.type === 'CONTRACTOR' ? { type: params.type } : {}),
    ...(phoneNumber === undefined ? {} : { phoneNumber }),
    contractorType,
    salary: amountOf(comp.salary, { amount: 500_000, currency: 'USD' }),
  });
  // The compensation sent is the compensation read: `net` stays `net`.
  applyCompInfo(person, comp);
  const { firstName: _f, lastName: _l, email: _e, phoneNumber: _p, type: _t, compInfo: _c, ...rest } = params;
  rc.ctx.state.documents.set(createdKey(person), structuredClone(rest));
  return person as unknown as Owned;
}

/** The persons collection of the declared operations. */
export function personEntity(records: Entity['records']): Entity {
  return {
    records,
    view: (record, rc) => fullPersonView(rc, record as never),
    create,
    actions: {
      offboard: (rc, id, params) => {
        const exitDate = text(params.exitDate, new Date(rc.ctx.now()).toISOString().slice(0, 10));
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

const body = (rc: RouteContext): Wire => (isWire(rc.body) ? rc.body : {});
const personOf = (rc: RouteContext) => rc.params.personId ?? '';

/**
 * The info updates of a person (`PUT /v1/persons/{personId}/…`): the person's own fields are written through,
 * and every update sends `person.updated`.
 */
export const PERSON_MOVES: Readonly<Record<string, (rc: RouteContext) => void>> = {
  'PUT /v1/persons/{}/basicInfo': (rc) => {
    const { firstName, lastName, email, phoneNumber } = body(rc);
    const phone = phoneOf(phoneNumber);
    updatePerson(rc.ctx, personOf(rc), {
      ...(typeof firstName === 'string' ? { firstName } : {}),
      ...(typeof lastName === 'string' ? { lastName } : {}),
      ...(typeof email === 'string' ? { email } : {}),
      ...(phone === undefined ? {} : { phoneNumber: phone }),
    });
  },
  'PUT /v1/persons/{}/personalInfo': (rc) => updatePerson(rc.ctx, personOf(rc), {}),
  'PUT /v1/persons/{}/jobInfo': (rc) => {
    const { compInfo } = body(rc);
    updatePerson(rc.ctx, personOf(rc), isWire(compInfo) ? { compInfo } : {});
  },
  'PUT /v1/persons/{}/type': (rc) => {
    const { newType, compInfo } = body(rc);
    updatePerson(rc.ctx, personOf(rc), {
      ...(newType === 'EMPLOYEE' || newType === 'CONTRACTOR' ? { type: newType } : {}),
      ...(isWire(compInfo) ? { compInfo } : {}),
    });
  },
};
