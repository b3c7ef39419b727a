import * as z from 'zod/mini';
import { openEnum, optionalText } from './shared.js';

/** A virtual account belongs to exactly one user or one business: the union makes the other id absent. */
function virtualAccountEvent<S extends Record<string, z.ZodMiniType>>(shape: S) {
  const fields = {
    id: z.string(),
    currency: z.string(),
    status: openEnum(['requested', 'submitted', 'active']),
    tenantKey: z.string(),
    ...shape,
  };
  return z.union([
    z.looseObject({ ...fields, userId: z.string(), businessId: z.optional(z.null()) }),
    z.looseObject({ ...fields, businessId: z.string(), userId: z.optional(z.null()) }),
  ]);
}

const accountInformation = () =>
  z.looseObject({
    accountNumber: z.string(),
    accountName: z.string(),
    bankName: z.string(),
    countryCode: z.string(),
    // Which of these a bank issues depends on the country (a routing number is a US detail, for instance).
    bankCode: optionalText(),
    accountType: optionalText(),
    routingNumber: optionalText(),
    bankAddress: optionalText(),
  });

/** The payload schema factories of the virtual-account events, keyed by event type. */
export const virtualAccountEvents = {
  'virtual-account.requested': () => virtualAccountEvent({ description: optionalText() }),
  'virtual-account.submitted': () => virtualAccountEvent({ description: optionalText() }),
  'virtual-account.created': () => virtualAccountEvent({ accountInformation: accountInformation() }),
};

const kyb = () => ({
  id: z.string(),
  businessName: z.string(),
  status: openEnum(['needs-additional-info', 'rejected', 'complete']),
  // Unix epoch seconds.
  timestamp: z.number(),
  tenantKey: z.string(),
});

const requirements = () =>
  z.looseObject({
    // Dotted paths of the fields still to supply.
    currentlyDue: z.array(z.string()),
    errors: z.array(z.looseObject({ field: z.string(), reason: z.string() })),
  });

/** The payload schema factories of the business events (KYB, basic info), keyed by event type. */
export const businessEvents = {
  'business.kyb.reviewed': () =>
    z.looseObject({ ...kyb(), businessId: z.string(), requirements: requirements() }),
  'business.kyb.rejected': () => z.looseObject({ ...kyb(), reason: z.string() }),
  'business.kyb.completed': () => z.looseObject({ ...kyb(), businessId: z.string() }),
  'business.basicinfo.updated': () =>
    z.looseObject({
      id: z.string(),
      name: z.string(),
      registrationId: optionalText(),
      tenantKey: z.string(),
    }),
};

const externalAccounts = () =>
  z.looseObject({
    businessId: z.string(),
    tenantKey: z.string(),
    accounts: z.array(
      z.looseObject({
        id: z.string(),
        accountNumber: z.string(),
        bankName: z.string(),
        status: openEnum(['active', 'needs_confirmation', 'removed']),
      }),
    ),
  });

/** The payload schema factories of the external (bank) account events, keyed by event type. */
export const externalAccountEvents = {
  'external-account.added': externalAccounts,
  'external-account.removed': externalAccounts,
};
