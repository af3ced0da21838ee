// The ability table's parameters as the battle reads them (engine/gods/data/abilities.ts): one typed effect per
// ability id, so that no number of rules 16 is written twice.
import { GODS_ABILITIES, type GodsPermanentEffect, type GodsSingleUseEffect } from '../../data/abilities.js';
import type { GodsAbilityId } from '../../data/ability-ids.js';

type Effect = GodsPermanentEffect | GodsSingleUseEffect;

/** The effect of an ability, checked to be of the kind the caller implements. */
export function effectOf<K extends Effect['kind']>(id: GodsAbilityId, kind: K): Extract<Effect, { kind: K }> {
  const effect = GODS_ABILITIES[id].effect;
  if (effect.kind !== kind) throw new Error(`ability ${id} is a ${effect.kind}, not a ${kind}`);
  return effect as Extract<Effect, { kind: K }>;
}
