// Rules 3.10, 27.4, A30: which legions the outer ring of Coast and Sea holds, read off their characters — a
// double-wave Sea-Creature always; an Octopus or a Seaserpent unless an Aquarian or a Siren leads it, the legion has
// gone ashore or its seat has made its first landing. And rules 24.4: "Masters (like the Phantom) and Elementals may be
// present neither in Tower-Legions nor Sea-Legions" (DE "weder in Tower-Armeen noch in an den See-Ring gebundene
// Armeen"): no muster, reinforcement, split or appearance puts a Master or an Elemental into a legion the ring holds.
import { godsCharacter } from '../data/characters.js';
import { hasAbility } from './legion-size.js';

/** Rules 24.4, 25.6, 25.7: a Master (Titan, Phantom, Dark-Titan, the God) or an Elemental. */
export function masterOrElemental(name: string): boolean {
  const cls = godsCharacter(name)?.cls;
  return cls === 'master' || cls === 'elemental';
}

/** Rules 3.10, 27.4, A30: whether a legion of these characters is held to the outer ring; `freed`: it has gone ashore
 * or its seat has made its first landing. */
export function namesHeldToRing(names: readonly string[], freed: boolean): boolean {
  if (names.some((n) => godsCharacter(n)?.water === 'sea')) return true;
  if (!names.some((n) => godsCharacter(n)?.water === 'ashore')) return false;
  return !freed && !names.some((n) => hasAbility(n, 'lead-ashore'));
}

/** Rules 24.4: whether a legion of these characters would hold a Master or an Elemental where the ring holds it (a Sea
 * legion of wave-symbol characters alone holds neither). */
export function ringHoldsMaster(names: readonly string[], freed: boolean): boolean {
  return names.some(masterOrElemental) && namesHeldToRing(names, freed);
}

/** Rules 24.4: whether `added` joining a legion of `names` would put a Master or an Elemental where the ring holds it
 * (a legion the ring held already, after a battle took its Aquarian, is not made so by a muster). */
export function joinHoldsMaster(names: readonly string[], added: string, freed: boolean): boolean {
  const after = [...names, added];
  return ringHoldsMaster(after, freed) && !(names.some(masterOrElemental) && namesHeldToRing(names, freed));
}
