import * as z from 'zod/mini';
import { FILING_STATUSES } from '../../transitions.js';
import { intSchema, openEnum, optionalText, statutoryPayload, unshownStatutoryPayload } from './shared.js';

const filingFields = () => ({
  filingType: z.string(),
  countryCode: z.string(),
  periodLabel: z.string(),
  status: openEnum(FILING_STATUSES),
});

const blockedReasons = () => z.array(z.looseObject({ code: z.string(), message: z.string() }));

/**
 * The payload schema factories of the filing events, keyed by event type. Events whose `data` the spec does
 * not show still get the shared structure, with an open `data` object.
 */
export const filingEvents = {
  'filing.created': () => statutoryPayload(z.looseObject({ ...filingFields(), workerCount: intSchema() })),
  'filing.blocked': () =>
    statutoryPayload(z.looseObject({ ...filingFields(), blockedReasons: blockedReasons() })),
  'filing.pending': unshownStatutoryPayload,
  'filing.in_review': unshownStatutoryPayload,
  'filing.approved': () => statutoryPayload(z.looseObject(filingFields())),
  'filing.submitted': unshownStatutoryPayload,
  // `filedAt` is an ISO 8601 date-time.
  'filing.accepted': () => statutoryPayload(z.looseObject({ ...filingFields(), filedAt: z.string() })),
  'filing.rejected': unshownStatutoryPayload,
  'filing.overdue': unshownStatutoryPayload,
};

const remittanceCompleted = () =>
  z.looseObject({
    countryCode: z.string(),
    authority: z.string(),
    status: openEnum(['pending', 'processing', 'completed', 'failed']),
    // A decimal amount in the authority's currency, as the wire sends it (a JSON number, not minor units).
    amount: z.number(),
    currency: z.string(),
    paymentReference: optionalText(),
  });

const requirementSatisfied = () =>
  z.looseObject({
    name: z.string(),
    category: openEnum([
      'business_registration',
      'business_document',
      'business_tax_parameter',
      'worker_data',
    ]),
    countryCode: z.string(),
    status: openEnum(['outstanding', 'satisfied', 'waived']),
    // Ids of the filings this requirement was blocking; each moves on with `filing.pending`.
    unblockedFilings: z.array(z.string()),
  });

/** The payload schema factories of the remittance and requirement events, keyed by event type. */
export const remittanceRequirementEvents = {
  'remittance.created': unshownStatutoryPayload,
  'remittance.processing': unshownStatutoryPayload,
  'remittance.completed': () => statutoryPayload(remittanceCompleted()),
  'remittance.failed': unshownStatutoryPayload,
  'requirement.created': unshownStatutoryPayload,
  'requirement.satisfied': () => statutoryPayload(requirementSatisfied()),
};
