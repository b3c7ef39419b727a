/*
 * Guards for the server-owned vocabularies the spec names. They are open enums (the known literals plus any
 * other string, ADR 0010), so a new server value never breaks a read; a guard narrows a value to the known
 * literals, after which a `switch` over them is exhaustive and the compiler flags a missing case.
 */
import {
  REMITTANCE_STATUS_VALUES,
  REQUIREMENT_CATEGORY_VALUES,
  REQUIREMENT_STATUS_VALUES,
  STATUTORY_EVENT_TYPE_VALUES,
  STATUTORY_RESOURCE_TYPE_VALUES,
} from './generated/named-open-enums.js';
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

/**
 * A list naming every known literal of `T` exactly once: the generated list (`src/generated/named-open-enums.ts`)
 * and the generated type come from the same field, and this keeps them from drifting apart.
 */
type EveryKnown<T, L extends readonly KnownValue<T>[]> = [Exclude<KnownValue<T>, L[number]>] extends [never]
  ? L
  : never;

function known<T>() {
  return <const L extends readonly KnownValue<T>[]>(list: L & EveryKnown<T, L>): L => list;
}

/** The remittance statuses this version knows. */
export const REMITTANCE_STATUSES = /* @__PURE__ */ known<RemittanceStatus>()(REMITTANCE_STATUS_VALUES);

/** The requirement statuses this version knows. */
export const REQUIREMENT_STATUSES = /* @__PURE__ */ known<RequirementStatus>()(REQUIREMENT_STATUS_VALUES);

/** The requirement categories this version knows. */
export const REQUIREMENT_CATEGORIES =
  /* @__PURE__ */ known<RequirementCategory>()(REQUIREMENT_CATEGORY_VALUES);

/** The statutory audit event types this version knows. */
export const STATUTORY_EVENT_TYPES = /* @__PURE__ */ known<StatutoryEventType>()(STATUTORY_EVENT_TYPE_VALUES);

/** The kinds of record a statutory audit event is about, as this version knows them. */
export const STATUTORY_RESOURCE_TYPES = /* @__PURE__ */ known<StatutoryResourceType>()(
  STATUTORY_RESOURCE_TYPE_VALUES,
);

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
