import * as z from 'zod/mini';
import { amountSchema, dateString, openEnum } from './shared.js';

const parties = () => ({
  id: z.string(),
  personId: z.string(),
  userId: z.string(),
  businessId: z.string(),
  tenantKey: z.string(),
});

/** The payload schema factories of the contract events, keyed by event type. */
export const contractEvents = {
  'contract.created': () =>
    z.looseObject({
      id: z.string(),
      personId: z.string(),
      templateId: z.string(),
      tenantKey: z.string(),
    }),
  'contract.signed': () =>
    z.looseObject({
      id: z.string(),
      signatureId: z.string(),
      name: z.string(),
      email: z.string(),
      isComplete: z.boolean(),
      tenantKey: z.string(),
    }),
  'contract.status.updated': () =>
    z.looseObject({
      id: z.string(),
      status: openEnum(['revoked']),
      tenantKey: z.string(),
    }),
};

const invoice = () => ({ ...parties(), invoiceNumber: z.string() });

/** The payload schema factories of the contractor-invoice events (review flow), keyed by event type. */
export const invoiceEvents = {
  'invoice.contractor.submitted': () =>
    z.looseObject({
      ...invoice(),
      amount: amountSchema(),
      datePayable: dateString(),
      date: dateString(),
    }),
  'invoice.contractor.approved': () => z.looseObject({ ...invoice(), handledBy: z.string() }),
  'invoice.contractor.rejected': () =>
    z.looseObject({ ...invoice(), handledBy: z.string(), reason: z.string() }),
  'invoice.contractor.paid': () =>
    z.looseObject({
      ...invoice(),
      amount: amountSchema(),
      paymentDate: dateString(),
      reference: z.string(),
    }),
};

/** The payload schema factories of the reimbursement events (review flow), keyed by event type. */
export const reimbursementEvents = {
  'reimbursement.submitted': () => z.looseObject({ ...parties(), title: z.string(), amount: amountSchema() }),
  'reimbursement.approved': () => z.looseObject({ ...parties(), handledBy: z.string() }),
  'reimbursement.rejected': () => z.looseObject({ ...parties(), handledBy: z.string(), reason: z.string() }),
  // `amount` is the reimbursed (destination-currency) amount.
  'reimbursement.paid': () =>
    z.looseObject({ ...parties(), amount: amountSchema(), disbursementId: z.string() }),
};
