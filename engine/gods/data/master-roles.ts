// The Masters by the part they play (rules 3.2, 23.1, 24), read off the Character Chart's `role` field: rule code asks
// here for the Titan, the Phantom, the Dark-Titan or the God and never spells a character's name.
import { godsCharacter, GODS_CHARACTER_NAMES, type GodsMasterRole } from './characters.js';
import type { GodsSeatRole } from './seats.js';

/** The one chart name of a Master role (a chart without it is a broken build: it throws when the module loads). */
function nameOf(role: GodsMasterRole): string {
  const name = GODS_CHARACTER_NAMES.find((n) => godsCharacter(n)?.role === role);
  if (name === undefined) throw new Error(`the Character Chart has no Master of role ${role}`);
  return name;
}

/** Rules 3.2, 24: each Titan-player's Titan. */
export const TITAN = nameOf('titan');
/** Rules 23.1, 23.7: the Darklord's Dark-Titan, appearing once the three Elementals are destroyed. */
export const DARK_TITAN = nameOf('dark-titan');
/** Rules 24.4, 24.5, 23.1: the Phantom, a slain Titan's stand-in and the Darklord's Master before the Dark-Titan. */
export const PHANTOM = nameOf('phantom');
/** Rules 27.5: the God, defending the Skycastle in the final battle. */
export const GOD = nameOf('god');

/** The Master role of a character name; null for any other character or a name the chart does not have. */
export function masterRole(name: string): GodsMasterRole | null {
  return godsCharacter(name)?.role ?? null;
}

/** Rules 24.4, 24.7, 23.10: a player's own Master (Titan, Phantom, Dark-Titan): its loss decides whether the player
 * stays in the game. The God belongs to no player. */
export function isPlayerMaster(name: string): boolean {
  const role = masterRole(name);
  return role !== null && role !== 'god';
}

/** Rules 23.7, 24.1: a Titan — a Titan-player's or the Dark-Titan (experience, 26.1, and the Titans in play). */
export function isTitan(name: string): boolean {
  const role = masterRole(name);
  return role === 'titan' || role === 'dark-titan';
}

/** Rules 4.4, 24.3: whether a seat of `role` may uncover this character as its marker — a Titan-player his Titan, the
 * Darklord his Phantom (the Dark-Titan once it appears). */
export function isCoverableBy(role: GodsSeatRole, name: string): boolean {
  const master = masterRole(name);
  return role === 'darklord' ? master === 'phantom' || master === 'dark-titan' : master === 'titan';
}
