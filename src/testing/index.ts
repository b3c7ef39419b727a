/**
 * `workforce-api/testing`: an in-memory, stateful simulator of the API for your tests, served by a real
 * loopback HTTP server (`startMockServer`), with signed webhooks, state machines you drive from tests, and fault
 * injection. The same simulator as msw handlers (`createMockHandlers`) is the entry `workforce-api/testing/msw`.
 * Every export is listed by name.
 *
 * Every simulator starts from the same seeded data (see {@link SimulatorFixtures}). Tests reach it over HTTP
 * with the SDK, or drive it directly through the {@link Simulator}'s namespaces (`sim.payrolls`,
 * `sim.statutory`, …), which return copies of the records described here. The guide
 * [Testing your app against the simulator](../../docs/guides/testing-your-app.md) walks through all of it.
 * @packageDocumentation
 * @module workforce-api/testing
 */

export type { SimClock } from './clock.js';
export { type FieldMessages, SimulatorError } from './context.js';
export type { BusinessControls } from './controls/business-controls.js';
export type { OffboardingControls } from './controls/offboarding-controls.js';
export type { PayrollControls } from './controls/payroll-controls.js';
export type {
  InvoiceControls,
  MilestoneControls,
  ReimbursementControls,
} from './controls/review-controls.js';
export type { StatutoryControls } from './controls/statutory-controls.js';
export type { CorsOption } from './cors.js';
export type { FaultInjector, FaultKind, FaultRule } from './faults.js';
export type { PersonCreateInput } from './machines/directory.js';
export type { FilingCreateInput } from './machines/filings.js';
export type { PayrollDates, PayrollEntryInput } from './machines/payroll-rules.js';
export type { PayrollCreateInput } from './machines/payrolls.js';
export type { RemittanceCreateInput } from './machines/remittances.js';
export type { RequirementCreateInput } from './machines/requirements.js';
export type { InvoiceSubmitInput, ReimbursementCreateInput } from './machines/reviews.js';
export { type MockServer, type MockServerOptions, startMockServer } from './node-server.js';
export type { SimulatorFixtures } from './seed.js';
export type { SeededRecordIds } from './seed-records.js';
export { Simulator } from './simulator.js';
export type { SimulatorKeySet, SimulatorKeys, SimulatorOptions } from './simulator-options.js';
export type { LedgerEffect, LedgerEntry, LedgerType } from './store/ledger-entry.js';
export type {
  Actor,
  AffectedPerson,
  Amount,
  AuditEventRecord,
  BusinessRecord,
  ExternalAccountRecord,
  FilingLine,
  FilingRecord,
  InvoiceRecord,
  MilestoneRecord,
  PayrollEntryRecord,
  PayrollRecord,
  PayrollStatus,
  PersonRecord,
  PhoneNumberRecord,
  ReimbursementRecord,
  RemittanceRecord,
  RequirementRecord,
  SimulatorEnvironment,
  StatusHistoryEntry,
  UserRecord,
  WalletRecord,
} from './store/records.js';
export type { KeyKind } from './store/store.js';
export type { DeliveryAttempt, SimulatorEvent, WebhookHub, WebhookTarget } from './webhooks/hub.js';
export type { SignedWebhook, WebhookEnvelope } from './webhooks/signer.js';
