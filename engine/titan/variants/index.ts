// Variants are data plus rule hooks, not forks: every game of TITAN runs the same modules and reads what may differ
// from its variant — tables (engine/titan/variants/types.ts), the Hazard Chart (hazards.ts), the order of play
// (phases.ts) and the rules object. This is the one import for all of it (docs/variants.md).
export { defineVariant, type HazardChanges, type VariantSpec } from './define.js';
export { getVariant, isVariantId, registerVariant, VARIANT_IDS, VariantRegistryError } from './registry.js';
export type { Variant, VariantRules } from './types.js';
