// What a Gods of Titan battle counter prints beside its power: the character's Skill-factor from the Character Chart
// (3.9), as TITAN's counters print power and skill. The power a battle changes comes with the battle's view.
import { GODS_CHARACTERS } from '../data/characters.js';

/** The Skill-factor of a character by its chart name, or null for a name the chart does not hold. */
export function godsSkill(name: string): number | null {
  return Object.prototype.hasOwnProperty.call(GODS_CHARACTERS, name) ? (GODS_CHARACTERS[name]?.skill ?? null) : null;
}
