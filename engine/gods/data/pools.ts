// Pool facts over the Character Chart (rules 2.3, 5.1, 5.2, 5.6, 16.6): the counters each seat starts with in its
// Personal Pool, the specially placed counters, and the counter total the rulebook states.
import { GODS_CHARACTERS, type GodsCharacterDef } from './characters.js';
import { PHANTOM } from './master-roles.js';
import type { GodsSeatRole } from './seats.js';

/** Rules 5.7 (DE reading): the Darklord's three starting legions in the Dungeon (his Phantom, Angel and Jabberwok
 * apart), each with one Headcracker. */
export const DARKLORD_START: readonly (readonly string[])[] = [[PHANTOM, 'Headcracker'], ['Angel', 'Headcracker'], ['Jabberwok', 'Headcracker']];

/** Counters by character name. */
export type GodsCounters = Readonly<Record<string, number>>;

/** Rules 2.3: the game holds 921 character counters. */
export const GODS_CHARACTER_COUNTERS = 921;

/** Rules 25.1: three of each Neutral Tower kind (Citytower, Fort, Ruin). */
export const NEUTRAL_TOWERS_PER_KIND = 3;

/**
 * Rules 5.6: the Dark-Creatures stationed in each Neutral Fort and Ruin. They are extra counters, not taken from the
 * Darklord's pool (mustering.md §6): only with them does the chart reach the 921 counters of 2.3.
 */
export const NEUTRAL_DARK_CREATURES_PER_TOWER = {
  fort: { Nightmare: 1, Tombdigger: 3 },
  ruin: { Headcracker: 3 },
} as const satisfies Readonly<Record<string, GodsCounters>>;

/** Rules 5.1 and the chart's start codes: T goes to each Titan-player, D to the Darklord, A to every player. */
const CODES_OF: Readonly<Record<GodsSeatRole, readonly string[]>> = { 'titan-player': ['T', 'A'], darklord: ['D', 'A'] };

const rows = (): readonly GodsCharacterDef[] => Object.values(GODS_CHARACTERS);

const tally = (defs: readonly GodsCharacterDef[]): GodsCounters =>
  Object.fromEntries(defs.map((def) => [def.name, def.count]));

/** Sum of a set of counters. */
export function counterSum(counters: GodsCounters): number {
  return Object.values(counters).reduce((sum, n) => sum + n, 0);
}

/** Rules 5.1: the characters a seat's Personal Pool starts with (its colour's set; start codes T/A or D/A). */
export function seatPool(role: GodsSeatRole): GodsCounters {
  return tally(rows().filter((def) => CODES_OF[role].includes(def.start)));
}

/**
 * Rules 5.2, 5.6, 16.5: the specially placed counters (start code X) of a game: the Demilords of the stationed Tower
 * legions, and only with a Darklord the three Elementals (5.2) and the God (3.2: four-player games only).
 */
export function specialCounters(withDarklord: boolean): GodsCounters {
  return tally(rows().filter((def) => def.start === 'X' && (withDarklord || (def.cls !== 'elemental' && def.cls !== 'master'))));
}

/** Rules 5.6: the extra Dark-Creature counters of the Neutral Forts and Ruins, over all of them. */
export function neutralDarkCreatures(): GodsCounters {
  const out: Record<string, number> = {};
  for (const tower of Object.values(NEUTRAL_DARK_CREATURES_PER_TOWER)) {
    for (const [name, n] of Object.entries(tower)) out[name] = (out[name] ?? 0) + n * NEUTRAL_TOWERS_PER_KIND;
  }
  return out;
}

/** Rules 16.6: the chart's counters for a game of so many Titan-players, with or without a Darklord. */
export function chartCounters(titanPlayers: number, withDarklord: boolean): number {
  return titanPlayers * counterSum(seatPool('titan-player'))
    + (withDarklord ? counterSum(seatPool('darklord')) : 0)
    + counterSum(specialCounters(withDarklord));
}
