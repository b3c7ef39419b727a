import * as z from 'zod/mini';
import { FILING_STATUSES } from '../../transitions.js';
import { openEnum, optionalText, statutoryPayload, unshownStatutoryPayload } from './shared.js';

const filingFields = () => ({
  filingType: z.string(),
  countryCode: z.string(),
  periodLabel: z.string(),
  status: openEnum(FILING_STATUSES),
});

/** Builds the payload schemas of the filing events, keyed by event type. */
export function filingEventSchemas() {
  // Events whose `data` the spec does not show still get the shared structure, with an open `data` object.
  const unshown = unshownStatutoryPayload();
  const blockedReasons = z.array(z.looseObject({ code: z.string(), message: z.string() }));
  return {
    'filing.created': statutoryPayload(z.looseObject({ ...filingFields(), workerCount: z.int() })),
    'filing.blocked': statutoryPayload(z.looseObject({ ...filingFields(), blockedReasons })),
    'filing.pending': unshown,
    'filing.in_review': unshown,
    'filing.approved': statutoryPayload(z.looseObject(filingFields())),
    'filing.submitted': unshown,
    // `filedAt` is an ISO 8601 date-time.
    'filing.accepted': statutoryPayload(z.looseObject({ ...filingFields(), filedAt: z.string() })),
    'filing.rejected': unshown,
    'filing.overdue': unshown,
  };
}

/** Builds the payload schemas of the remittance and requirement events, keyed by event type. */
export function remittanceRequirementEventSchemas() {
  const unshown = unshownStatutoryPayload();
  const remittanceCompleted = z.looseObject({
    countryCode: z.string(),
    authority: z.string(),
    status: openEnum(['pending', 'processing', 'completed', 'failed']),
    // A decimal amount in the authority's currency, as the wire sends it (a JSON number, not minor units).
    amount: z.number(),
    currency: z.string(),
    paymentReference: optionalText(),
  });
  const requirementSatisfied = z.looseObject({
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
  return {
    'remittance.created': unshown,
    'remittance.processing': unshown,
    'remittance.completed': statutoryPayload(remittanceCompleted),
    'remittance.failed': unshown,
    'requirement.created': unshown,
    'requirement.satisfied': statutoryPayload(requirementSatisfied),
  };
}
