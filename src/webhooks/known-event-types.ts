import {
  businessEvents,
  externalAccountEvents,
  virtualAccountEvents,
} from './events/business-account-events.js';
import {
  contractEvents,
  invoiceEvents,
  reimbursementEvents,
} from './events/contract-invoice-reimbursement-events.js';
import { payrollTransactionEvents } from './events/payroll-transaction-events.js';
import { personEvents, userEvents } from './events/person-user-events.js';
import { filingEvents, remittanceRequirementEvents } from './events/statutory-events.js';

/*
 * The one place an event type is written: as the key of its payload schema in `events/`. This table gathers
 * them in the order of the spec's event table; the list of types is its keys, and the schemas are built from
 * it on the first parse (a factory per type costs nothing until then).
 */

function eventSchemaFactories() {
  return {
    ...personEvents,
    ...userEvents,
    ...payrollTransactionEvents,
    ...contractEvents,
    ...virtualAccountEvents,
    ...businessEvents,
    ...externalAccountEvents,
    ...invoiceEvents,
    ...reimbursementEvents,
    ...filingEvents,
    ...remittanceRequirementEvents,
  };
}

/** @internal Each known event type's payload schema factory, keyed by type, in the spec's order. */
export const EVENT_SCHEMA_FACTORIES = /* @__PURE__ */ eventSchemaFactories();

/** @internal The factories' table, whose keys are the known event types. */
export type EventSchemaFactories = typeof EVENT_SCHEMA_FACTORIES;

/** @internal The event types of the spec's event table, in its order: the keys of the factories' table. */
export const EVENT_TYPE_LIST = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.keys(EVENT_SCHEMA_FACTORIES) as (keyof EventSchemaFactories)[],
);
