import { mustGet, type SimContext, SimulatorError, tenantKeyOf } from '../context.js';
import type { PersonRecord, UserRecord } from '../store/records.js';

/**
 * Creates the user account of a person (`user.created`).
 * @throws SimulatorError when the person is unknown.
 * @example
 * ```ts
 * createUser(ctx, personId);
 * ```
 */
export function createUser(ctx: SimContext, personId: string): UserRecord {
  const person = mustGet(ctx.state.persons, personId, 'person');
  const { firstName, lastName, email, businessId, phoneNumber } = person;
  return bookUser(ctx, {
    businessId,
    personId,
    firstName,
    lastName,
    email,
    ...(phoneNumber === undefined ? {} : { phoneNumber: { ...phoneNumber } }),
    status: 'active',
  });
}

/** Stores a new user with the clock's times and announces it (`user.created`, with the fields it has). */
function bookUser(ctx: SimContext, fields: Omit<UserRecord, 'id' | 'createdAt' | 'updatedAt'>): UserRecord {
  const now = ctx.now();
  const user: UserRecord = { id: ctx.random.uuid(), ...fields, createdAt: now, updatedAt: now };
  ctx.state.users.set(user.id, user);
  const { firstName, lastName, email, personId, phoneNumber, businessId } = user;
  ctx.emit('user.created', {
    id: user.id,
    firstName,
    lastName,
    email,
    ...(personId === undefined ? {} : { personId }),
    ...(phoneNumber === undefined ? {} : { phoneNumber: { ...phoneNumber } }),
    tenantKey: tenantKeyOf(ctx, businessId),
  });
  return user;
}

/**
 * Marks a user changed now: its update time moves to the simulator's clock.
 * @throws never.
 * @example
 * ```ts
 * touchUser(ctx, user);
 * ```
 */
export function touchUser(ctx: SimContext, user: UserRecord): void {
  user.updatedAt = Math.max(ctx.now(), user.createdAt);
}

/**
 * The user account of a person, created (`user.created`) when the person has none yet: a contractor who
 * submits an invoice or a claim does so as a user, and the review events name that user.
 * @throws SimulatorError when the person is unknown.
 * @example
 * ```ts
 * userOf(ctx, personId).id;
 * ```
 */
export function userOf(ctx: SimContext, personId: string): UserRecord {
  for (const user of ctx.state.users.values()) if (user.personId === personId) return user;
  return createUser(ctx, personId);
}

const sameContact = (user: UserRecord, person: PersonRecord) =>
  user.firstName === person.firstName &&
  user.lastName === person.lastName &&
  user.email === person.email &&
  JSON.stringify(user.phoneNumber ?? null) === JSON.stringify(person.phoneNumber ?? null);

/**
 * Carries a person's changed name, email and phone number to the person's user account: one human, one
 * identity, so `users.get` and `users.list` read what `persons.get` reads. Each user that changes moves its update
 * time and announces it (`user.updated`, `type: 'basic_info'`, `isNameUpdated` when the name changed).
 * @throws never.
 * @example
 * ```ts
 * followPerson(ctx, person); // after the person's basic info was written
 * ```
 */
export function followPerson(ctx: SimContext, person: PersonRecord): void {
  for (const user of ctx.state.users.values()) {
    if (user.personId !== person.id || sameContact(user, person)) continue;
    const isNameUpdated = user.firstName !== person.firstName || user.lastName !== person.lastName;
    const { firstName, lastName, email, phoneNumber } = person;
    Object.assign(user, { firstName, lastName, email });
    if (phoneNumber === undefined) delete user.phoneNumber;
    else user.phoneNumber = { ...phoneNumber };
    touchUser(ctx, user);
    ctx.emit('user.updated', {
      id: user.id,
      type: 'basic_info',
      firstName,
      lastName,
      email,
      ...(phoneNumber === undefined ? {} : { phoneNumber: { ...phoneNumber } }),
      isNameUpdated,
      tenantKey: tenantKeyOf(ctx, user.businessId),
    });
  }
}

/** What `users.admins.create` sends: the administrator's name, email and (optionally) dashboard role. */
export interface AdminInput {
  firstName: string;
  lastName: string;
  email: string;
  roleId?: string | undefined;
}

/**
 * Creates an administrator of a business: a user account tied to no person, invited (`invitation_sent`), that
 * `users.get` and `users.list` read and `users.admins.delete` removes (`user.created`, without `personId`).
 * @throws SimulatorError on `email` when a user of the business already has that address.
 * @example
 * ```ts
 * createAdmin(ctx, businessId, { firstName: 'Jane', lastName: 'Founder', email: 'jane@example.com' });
 * ```
 */
export function createAdmin(ctx: SimContext, businessId: string, input: AdminInput): UserRecord {
  const { firstName, lastName, email, roleId } = input;
  for (const user of ctx.state.users.values()) {
    if (user.businessId === businessId && user.email.toLowerCase() === email.toLowerCase())
      throw new SimulatorError(`user ${user.id} already has the email ${email}`, {
        email: 'is already the email of a user of this business',
      });
  }
  return bookUser(ctx, {
    businessId,
    firstName,
    lastName,
    email,
    ...(roleId === undefined ? {} : { roleId }),
    status: 'invitation_sent',
  });
}
