// Rules 16.5 Executer (A27: in the Mustering Phase, into any legion): a Demilord recruited by giving back an
// End-Creature of at least the ability's value, the way each seat brings its own Executer into play.
import { abilityEffect, characterDef, hasAbility, mayHoldAnother } from './legion-size.js';

/** A Demilord a legion may recruit by sacrifice, with each End-Creature of the legion it may give for it. */
export interface SacrificeOption {
  readonly character: string;
  readonly sacrifices: readonly string[];
}

/**
 * Rules 16.5 Executer, 22.2: what a legion may recruit by sacrifice — each `sacrifice-recruit` Demilord of the owner's
 * Personal Pool it does not hold yet, for one of its End-Creatures worth at least the ability's value (Colossus 40,
 * Seaserpent 45, Deathbringer 36), which goes back to the pool. The legion's size does not change; it is the legion's
 * one muster of the turn.
 */
export function sacrificeOptions(
  characters: readonly string[],
  musteredThisTurn: boolean,
  pool: Readonly<Record<string, number>>,
): SacrificeOption[] {
  if (musteredThisTurn) return [];
  const minValue = abilityEffect('sacrifice-recruit', 'sacrifice-recruit').minValue;
  const sacrifices = [...new Set(characters)].filter((name) => {
    const def = characterDef(name);
    return def.endCreature && (def.value ?? 0) >= minValue;
  });
  if (sacrifices.length === 0) return [];
  return Object.entries(pool)
    .filter(([name, left]) => left > 0 && hasAbility(name, 'sacrifice-recruit') && mayHoldAnother(characters, name))
    .map(([name]) => ({ character: name, sacrifices }));
}
