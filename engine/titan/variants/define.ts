// Building a variant as a rules object on top of a registered one: tables replaced whole, rule values and hooks
// one by one, hazards one effect at a time. The result still has to be registered (engine/titan/variants/registry.ts).
import type { HexHazardRule, HexsideHazardRule, HazardTable } from '../../family/battle/hazard-table.js';
import { NO_HEX_EFFECT, NO_HEXSIDE_EFFECT } from '../../family/battle/hazard-table.js';
import type { Variant, VariantRules } from './types.js';

/** Hazard changes by name: the named effects replace the base's (a name the base lacks adds a hazard with no
 * other effect). */
export interface HazardChanges {
  readonly hexes?: Readonly<Record<string, Partial<HexHazardRule>>>;
  readonly hexsides?: Readonly<Record<string, Partial<HexsideHazardRule>>>;
}

/** What a variant changes against its base. */
export type VariantSpec = Partial<Omit<Variant, 'id' | 'name' | 'rules' | 'hazards'>> & {
  readonly id: string;
  readonly name: string;
  readonly rules?: Partial<VariantRules>;
  readonly hazards?: HazardChanges;
};

function changed<T extends object>(base: Readonly<Record<string, T>>, changes: Readonly<Record<string, Partial<T>>> | undefined, empty: T): Record<string, T> {
  const out: Record<string, T> = { ...base };
  for (const [name, change] of Object.entries(changes ?? {})) out[name] = { ...(base[name] ?? empty), ...change };
  return out;
}

/** The base's Hazard Chart with the spec's changes. */
function changedHazards(base: HazardTable, changes: HazardChanges | undefined): HazardTable {
  if (!changes) return base;
  return {
    hexes: changed(base.hexes, changes.hexes, NO_HEX_EFFECT),
    hexsides: changed(base.hexsides, changes.hexsides, NO_HEXSIDE_EFFECT),
  };
}

/** A new variant: `base` with the changes of `spec` (not yet registered or validated). */
export function defineVariant(base: Variant, spec: VariantSpec): Variant {
  const { rules, hazards, ...tables } = spec;
  return {
    ...base,
    ...tables,
    rules: { ...base.rules, ...rules },
    hazards: changedHazards(base.hazards, hazards),
  };
}
