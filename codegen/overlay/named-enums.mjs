// @ts-check
/**
 * Open enums whose known values the SDK exports as lists, each with its guard (`src/known-values.ts`). Part of the
 * overlay (`codegen/overlay.mjs`). The generator writes each list once, as the named constant here, in
 * `src/generated/named-open-enums.ts`, from the model field named (`Model.field`); the simulator's table of
 * open enums (`src/generated/open-enums.ts`) refers to the same constants.
 * @type {Readonly<Record<string, string>>}
 */
export const NAMED_OPEN_ENUMS = {
  REMITTANCE_STATUS_VALUES: 'Remittance.status',
  REQUIREMENT_STATUS_VALUES: 'Requirement.status',
  REQUIREMENT_CATEGORY_VALUES: 'Requirement.category',
  STATUTORY_EVENT_TYPE_VALUES: 'StatutoryEvent.type',
  STATUTORY_RESOURCE_TYPE_VALUES: 'StatutoryEvent.resourceType',
};
