// A spell's effect parameters as the data (engine/gods/data/spells.ts) gives them: the one place the spells module
// reads its numbers (dice, skills, damage, the summoned character) from.
import { GODS_SPELLS, type GodsSpellEffect } from '../../data/spells.js';

/** A spell's effect of a given kind (the data holds exactly one effect per spell), or null for another kind. */
export function effectOf<K extends GodsSpellEffect['kind']>(spell: string, kind: K): Extract<GodsSpellEffect, { kind: K }> | null {
  const e = GODS_SPELLS[spell]?.effect;
  return e?.kind === kind ? (e as Extract<GodsSpellEffect, { kind: K }>) : null;
}
