import * as z from 'zod/mini';
import { KYC_EXPIRY_STAGES } from '../kyc-expiry.js';
import { dateString, openEnum, optionalPhoneNumber, optionalText, workerType } from './shared.js';

const contact = () => ({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: optionalPhoneNumber(),
});

const ref = () => ({ id: z.string(), tenantKey: z.string() });

const offboarding = () => z.looseObject({ ...ref(), exitDate: dateString(), reason: optionalText() });

/** The payload schema factories of the person events, keyed by event type. */
export const personEvents = {
  'person.created': () =>
    z.looseObject({
      ...ref(),
      ...contact(),
      personType: workerType(),
      // Only contractors have a contractor type.
      contractorType: z.optional(z.nullable(openEnum(['individual']))),
    }),
  'person.updated': () => z.looseObject({ ...ref(), ...contact() }),
  'person.offboarding.scheduled': offboarding,
  'person.offboarding.cancelled': () => z.looseObject(ref()),
  'person.offboarding.completed': offboarding,
  'person.reinstated': () => z.looseObject(ref()),
};

/** The payload schema factories of the user events (profile and KYC), keyed by event type. */
export const userEvents = {
  // Admin users need not be tied to a person.
  'user.created': () => z.looseObject({ ...ref(), ...contact(), personId: optionalText() }),
  'user.updated': () =>
    z.looseObject({
      ...ref(),
      ...contact(),
      type: openEnum(['basic_info']),
      tag: optionalText(),
      isNameUpdated: z.boolean(),
    }),
  'user.profile.updated': () => z.looseObject({ ...ref(), type: openEnum(['password_set']) }),
  'user.kyc.updated': () =>
    z.looseObject({
      userId: z.string(),
      type: openEnum(['identity', 'address']),
      status: openEnum(['processing', 'approved', 'rejected']),
      tenantKey: z.string(),
    }),
  'user.kyc.expiry': () =>
    z.looseObject({
      userId: z.string(),
      stage: openEnum(KYC_EXPIRY_STAGES),
      documentType: openEnum(['passport']),
      expiryDate: dateString(),
      tenantKey: z.string(),
    }),
};
