/*
 * Guards for the server-owned vocabularies the spec names. They are open enums (the known literals plus any
 * other string, ADR 0010), so a new server value never breaks a read; a guard narrows a value to the known
 * literals, after which a `switch` over them is exhaustive and the compiler flags a missing case.
 */
import type {
  RemittanceStatus,
  RequirementCategory,
  RequirementStatus,
  StatutoryEventType,
  StatutoryResourceType,
} from './type-aliases.js';

/**
 * The known literals of an open enum, without its `string & {}` catch-all.
 * @example
 * ```ts
 * type Known = KnownValue<RemittanceStatus>; // 'pending' | 'processing' | 'completed' | 'failed'
 * ```
 */
export type KnownValue<T> = T extends string ? (string extends T ? never : T) : never;

/** A list naming every known literal of `T` exactly once: a literal the generated type gains fails to compile. */
type EveryKnown<T, L extends readonly KnownValue<T>[]> = [Exclude<KnownValue<T>, L[number]>] extends [never]
  ? L
  : never;

function known<T>() {
  return <const L extends readonly KnownValue<T>[]>(list: L & EveryKnown<T, L>): L => list;
}

/** The remittance statuses this version knows. */
export const REMITTANCE_STATUSES = /* @__PURE__ */ known<RemittanceStatus>()([
  'pending',
  'processing',
  'completed',
  'failed',
]);

/** The requirement statuses this version knows. */
export const REQUIREMENT_STATUSES = /* @__PURE__ */ known<RequirementStatus>()([
  'outstanding',
  'satisfied',
  'waived',
]);

/** The requirement categories this version knows. */
export const REQUIREMENT_CATEGORIES = /* @__PURE__ */ known<RequirementCategory>()([
  'business_registration',
  'business_document',
  'business_tax_parameter',
  'worker_data',
]);

/** The statutory audit event types this version knows. */
export const STATUTORY_EVENT_TYPES = /* @__PURE__ */ known<StatutoryEventType>()([
  'filing.upcoming',
  'filing.created',
  'filing.blocked',
  'filing.pending',
  'filing.in_review',
  'filing.approved',
  'filing.submitted',
  'filing.accepted',
  'filing.rejected',
  'filing.overdue',
  'filing.amended',
  'filing.cancelled',
  'remittance.created',
  'remittance.processing',
  'remittance.completed',
  'remittance.failed',
  'requirement.created',
  'requirement.satisfied',
  'requirement.waived',
]);

/** The kinds of record a statutory audit event is about, as this version knows them. */
export const STATUTORY_RESOURCE_TYPES = /* @__PURE__ */ known<StatutoryResourceType>()([
  'filing',
  'remittance',
  'requirement',
]);

function guard<T>(list: readonly string[]): (value: T | null | undefined) => value is KnownValue<T> & T {
  return (value): value is KnownValue<T> & T => typeof value === 'string' && list.includes(value);
}

/**
 * True when a remittance status is one this version knows; narrows it for an exhaustive `switch`.
 * @example
 * ```ts
 * if (isKnownRemittanceStatus(remittance.status)) switch (remittance.status) { case 'failed': … }
 * ```
 */
export const isKnownRemittanceStatus = /* @__PURE__ */ guard<RemittanceStatus>(REMITTANCE_STATUSES);

/**
 * True when a requirement status is one this version knows; narrows it for an exhaustive `switch`.
 * @example
 * ```ts
 * if (isKnownRequirementStatus(requirement.status)) switch (requirement.status) { case 'waived': … }
 * ```
 */
export const isKnownRequirementStatus = /* @__PURE__ */ guard<RequirementStatus>(REQUIREMENT_STATUSES);

/**
 * True when a requirement category is one this version knows; narrows it for an exhaustive `switch`.
 * @example
 * ```ts
 * if (isKnownRequirementCategory(requirement.category)) switch (requirement.category) { case 'worker_data': … }
 * ```
 */
export const isKnownRequirementCategory = /* @__PURE__ */ guard<RequirementCategory>(REQUIREMENT_CATEGORIES);

/**
 * True when a statutory audit event type is one this version knows; narrows it for an exhaustive `switch`.
 * @example
 * ```ts
 * if (isKnownStatutoryEventType(event.type)) switch (event.type) { case 'filing.rejected': … }
 * ```
 */
export const isKnownStatutoryEventType = /* @__PURE__ */ guard<StatutoryEventType>(STATUTORY_EVENT_TYPES);

/**
 * True when a statutory event's resource type is one this version knows; narrows it for an exhaustive `switch`.
 * @example
 * ```ts
 * if (isKnownStatutoryResourceType(event.resourceType)) switch (event.resourceType) { case 'filing': … }
 * ```
 */
export const isKnownStatutoryResourceType =
  /* @__PURE__ */ guard<StatutoryResourceType>(STATUTORY_RESOURCE_TYPES);
