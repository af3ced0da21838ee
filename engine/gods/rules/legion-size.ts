// Rules 4.2–4.3: how many characters a legion may hold and which it may not hold twice. Every way of adding a
// character (mustering, reinforcing, hiring, summoning, reviving, acquiring a Lord) asks these.
import { GODS_ABILITIES, type GodsPermanentEffect } from '../data/abilities.js';
import type { GodsAbilityId } from '../data/ability-ids.js';
import { godsCharacter, type GodsCharacterDef } from '../data/characters.js';

/** Rules 4.2: the maximum legion size before its exceptions. */
export const BASE_LEGION_SIZE = 7;

/** Rules 3.7, 4.3, 22.2: at most this many End-Creatures of one type in a legion. */
export const END_CREATURES_PER_TYPE = 2;

/** A character's chart row; a name the chart lacks is a programming error, not a player's. */
export function characterDef(name: string): GodsCharacterDef {
  const def = godsCharacter(name);
  if (!def) throw new Error(`not a Gods of Titan character: ${name}`);
  return def;
}

/** Whether a character has an ability (16): the table every rule reads instead of naming characters. */
export function hasAbility(name: string, ability: GodsAbilityId): boolean {
  return characterDef(name).abilities.includes(ability);
}

/** A permanent ability's parameters from the ability table, checked to be of the kind the rule expects. */
export function abilityEffect<K extends GodsPermanentEffect['kind']>(id: GodsAbilityId, kind: K): Extract<GodsPermanentEffect, { kind: K }> {
  const effect = GODS_ABILITIES[id].effect;
  if (effect.kind !== kind) throw new Error(`ability ${id} is not ${kind}`);
  return effect as Extract<GodsPermanentEffect, { kind: K }>;
}

/** Rules 4.2, 16.5 Pegasus: whether a character with this ability counts toward the legion size. */
const uncounted = (name: string): boolean => hasAbility(name, 'mount') && !abilityEffect('mount', 'mount').countsToLegionSize;

/** Rules 4.2, 16.5 Pegasus: whether a character counts toward its legion's size (the Pegasus does not). */
export function countsToLegionSize(name: string): boolean {
  return !uncounted(name);
}

/**
 * Rules 4.2 and 16.5 Pegasus: the most characters `legion` may hold — 7, one more for a Pegasus (its `mount`
 * ability), one more for an uncovered Titan or Phantom (`master-power`; A6: a covered one counts like anybody).
 */
export function legionCapacity(legion: readonly string[], masterUncovered: boolean): number {
  const pegasus = legion.some(uncounted) ? 1 : 0;
  const master = masterUncovered && legion.some((name) => hasAbility(name, 'master-power')) ? 1 : 0;
  return BASE_LEGION_SIZE + pegasus + master;
}

/** Rules 4.2, 17.2, 18.2, 19.1, 21.2, 22.2: a legion at its maximum size takes no further character. */
export function hasRoom(legion: readonly string[], masterUncovered: boolean): boolean {
  return legion.length < legionCapacity(legion, masterUncovered);
}

/** Rules 4.2, 16.5 Pegasus: whether `legion` has room for `name` — judged with the newcomer in it, so a Pegasus, which
 * does not count toward the size, joins a full legion of 7 (DE "nicht zur Armeegröße hinzugezählt … 8 Figuren"). */
export function hasRoomFor(legion: readonly string[], name: string, masterUncovered: boolean): boolean {
  return legion.length < legionCapacity([...legion, name], masterUncovered);
}

/** Rules 3.1, 3.7, 4.3: whether `name` may join `legion` by its kind — one of each non-Creature, two of each
 * End-Creature, any number of other Creatures. Size is `hasRoom`'s business. */
export function mayHoldAnother(legion: readonly string[], name: string): boolean {
  const def = characterDef(name);
  const held = legion.filter((n) => n === name).length;
  if (def.endCreature) return held < END_CREATURES_PER_TYPE;
  return isCreature(name) || held === 0;
}

/** Rules 3.1, 3.7: the Creature class with its Sea- and Dark-Creature sub-groups. */
export function isCreature(name: string): boolean {
  const cls = characterDef(name).cls;
  return cls === 'creature' || cls === 'sea-creature' || cls === 'dark-creature';
}
