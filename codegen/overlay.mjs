// @ts-check
/**
 * The generator's one hand-written input besides the snapshot: what the API description does not say.
 * - the method name and return kind of every operation (the public surface; users type these names);
 * - the interface spec's overrides of the documents (a normalised shape, a rule between two filters);
 * - names kept from earlier releases, and corrections of known document defects, each with its reason.
 */

export * from './overlay/aliases.mjs';
export * from './overlay/behaviours.mjs';
export * from './overlay/named-enums.mjs';
export * from './overlay/names.mjs';
export * from './overlay/operations.mjs';
export * from './overlay/patches.mjs';
export * from './overlay/required.mjs';
