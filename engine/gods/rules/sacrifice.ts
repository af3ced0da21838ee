// Rules 16.5 Executer (A27: in the Mustering Phase, into any legion): a Demilord recruited by giving back an
// End-Creature of at least the ability's value, the way each seat brings its own Executer into play.
import { abilityEffect, characterDef, hasAbility, mayHoldAnother } from './legion-size.js';

/** Rules 16.5 Executer (EN "Each player may use only the Executer of its color", DE "Jedem Spieler steht nur der
 * Executer seiner Farbe zur Verfügung"): a character each seat has one of in its own colour (5.1) that no other seat
 * may use — never revived or kept by a winner, never traded; slain, it goes back to its owner's pool (3.8). */
export function ownColourOnly(name: string): boolean {
  return hasAbility(name, 'sacrifice-recruit');
}

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
