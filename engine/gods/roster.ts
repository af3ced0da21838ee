// Who owns which counters at the start (rules 2.3, 5.1, 5.2, 5.6, 5.7), as data read from the Character Chart: each
// seat's Personal Pool by start code, the stationed legions of every kind of Tower land, the starting legions, the
// legion markers (4.4), and the game's total of every counter (what the conservation invariant sums to). The pools
// themselves are engine/gods/data/pools.ts's.
import { neutralDarkCreatures, seatPool, specialCounters } from './data/pools.js';
import type { GodsSeatRole } from './data/seats.js';
import type { GodsSeat } from './state.js';

/** Rules 5.6: the stationed legions; `pool` says whose counters they are (the owner's, or none: the neutral stock). */
export const STATIONED: Readonly<Record<'citytower' | 'fort' | 'ruin' | 'darktower' | 'tower', readonly { name: string; n: number; from: 'owner' | 'neutral' }[]>> = {
  citytower: [{ name: 'Locker', n: 1, from: 'neutral' }, { name: 'Pegasus', n: 1, from: 'neutral' }, { name: 'Sunray', n: 4, from: 'neutral' }],
  fort: [{ name: 'Guardian', n: 1, from: 'neutral' }, { name: 'Pegasus', n: 1, from: 'neutral' }, { name: 'Nightmare', n: 1, from: 'neutral' }, { name: 'Tombdigger', n: 3, from: 'neutral' }],
  ruin: [{ name: 'Immortal', n: 1, from: 'neutral' }, { name: 'Warlock', n: 1, from: 'neutral' }, { name: 'Siren', n: 1, from: 'neutral' }, { name: 'Headcracker', n: 3, from: 'neutral' }],
  darktower: [{ name: 'Plaque', n: 2, from: 'owner' }, { name: 'Chimera', n: 1, from: 'neutral' }, { name: 'Warlock', n: 1, from: 'neutral' }],
  tower: [{ name: 'Angel', n: 1, from: 'owner' }, { name: 'Gargoyle', n: 1, from: 'owner' }, { name: 'Centaur', n: 1, from: 'owner' }, { name: 'Ogre', n: 1, from: 'owner' }, { name: 'Guardian', n: 1, from: 'neutral' }],
};

/** Rules 5.2: the Elementals, dealt by lot to the Titan-players when a Darklord plays. */
export const ELEMENTALS = ['Asher', 'Golem', 'Zephyra'] as const;

/** Rules 5.7: the creatures a Titan-player starts with in the City beside his Titan (and Elemental). */
export const TITAN_START = ['Centaur', 'Gargoyle', 'Ogre'] as const;

/** Rules 4.4: a Titan-player's Tower markers (own Tower, Ruin, Fort, Citytower) among his 16. */
export const TITAN_TOWER_MARKERS = ['tower', 'ruin', 'fort', 'citytower'] as const;
/** Rules 4.4: the Darklord's three Darktower markers among his 16. */
export const DARKTOWER_MARKERS = 3;
/** Rules 4.4: legion markers per seat. */
export const MARKERS_PER_SEAT = 16;

/** The 16 legion markers of a seat of `role`: ordinary ones `red-1` … and the Tower markers — a Titan-player's
 * `red-tower`, `red-ruin` …, the Darklord's `black-darktower-2` … (his colour's, whichever it is). */
export function markersOf(seat: GodsSeat, role: GodsSeatRole): string[] {
  const towers = role === 'darklord' ? Array.from({ length: DARKTOWER_MARKERS }, (_, i) => `darktower-${i + 1}`) : [...TITAN_TOWER_MARKERS];
  const plain = Array.from({ length: MARKERS_PER_SEAT - towers.length }, (_, i) => `${seat}-${i + 1}`);
  return [...plain, ...towers.map((t) => `${seat}-${t}`)];
}

/** Whether a marker is one of the Tower markers (4.4, 25.4): kept for Tower legions only. */
export function isTowerMarker(marker: string): boolean {
  return /-(tower|ruin|fort|citytower|darktower-\d)$/.test(marker);
}

/** Rules 5.1: a seat's whole Personal Pool before anything is placed (Titan-players codes T and A, the Darklord D and A). */
export function startingPool(role: GodsSeatRole): Record<string, number> {
  return { ...seatPool(role) };
}

/** Rules 5.2, 5.6: the counters no seat owns at the start: the specially placed ones (Elementals and God only with a
 * Darklord) and the Neutral Forts' and Ruins' extra Dark-Creatures. */
export function neutralStock(darklord: boolean): Record<string, number> {
  const stock: Record<string, number> = { ...specialCounters(darklord) };
  for (const [name, n] of Object.entries(neutralDarkCreatures())) stock[name] = (stock[name] ?? 0) + n;
  return stock;
}

const TOTALS = new Map<string, Readonly<Record<string, number>>>();

/** Every counter of a game whose seats play these roles, by name: what pools, board and the removed pile always sum
 * to (computed once per set of roles: the invariants ask after every action). */
export function gameTotals(roles: readonly GodsSeatRole[]): Readonly<Record<string, number>> {
  const key = roles.join(',');
  const known = TOTALS.get(key);
  if (known) return known;
  const totals = neutralStock(roles.includes('darklord'));
  for (const role of roles) for (const [name, n] of Object.entries(startingPool(role))) totals[name] = (totals[name] ?? 0) + n;
  TOTALS.set(key, totals);
  return totals;
}
