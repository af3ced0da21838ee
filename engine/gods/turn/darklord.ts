// Rules 23.6–23.7, 23.10 (A23): the Elementals and the Dark-Titan's appearance. An Elemental slain or eliminated in an
// engagement a Titan-player won joins his winning legion, healed (23.6; when that is full or a Sea legion, another land
// legion of his with room, 21.2); none can take it, beaten by a black legion, or with no winner, it is
// destroyed, and the Darklord puts a Tombdigger from his pool into each of his Darktowers (A23, EN). When all three are
// destroyed the Dark-Titan appears (23.7, turn/eliminate.ts checkAppearance: it takes players out).
import { godsCharacter } from '../data/characters.js';
import type { GodsEvent } from '../events.js';
import { GODS_BOARD } from '../movement/board-index.js';
import { heldToRing } from '../movement/ashore.js';
import { elementalBarred, isSeaLegion } from '../movement/occupancy.js';
import { hasRoom } from '../rules/legion-size.js';
import { ELEMENTALS, isTowerMarker } from '../roster.js';
import { type GodsDraft, type GodsLegion, type GodsOwner, type GodsSeat, type GodsState, shownMaster, touchLegion } from '../state.js';
import { darklordOf, livingDarklord } from '../roles.js';
import { claimGoal } from './experience.js';

const isElemental = (name: string): boolean => godsCharacter(name)?.cls === 'elemental';

/** Rules 23.10.1: whether a Titan-player still holds an Elemental (in a legion or in his pool). */
export function holdsElemental(d: GodsDraft, seat: string): boolean {
  const player = d.players.find((p) => p.id === seat);
  const inPool = Object.entries(player?.pool ?? {}).some(([name, n]) => n > 0 && isElemental(name));
  return inPool || d.legions.some((l) => l.owner === seat && l.pieces.some((p) => isElemental(p.name)));
}

/** Rules 23.6, 21.2: the legion an Elemental that `seat` won on `land` joins — his winning legion there, unless it
 * cannot take it; else his first other legion that can and is not engaged, our pick of 23.6's "another suitable
 * Land-Legion"; undefined when none can. A legion can take it with room, not being a Sea legion or one the ring holds
 * (24.4), a Tower legion
 * (25.7: Elementals never stay on a Tower land) or on a land an Elemental legion may not end on (A2). */
function elementalTaker(d: GodsDraft, seat: GodsSeat, name: string, land: number | null): GodsLegion | undefined {
  const fits = (l: GodsLegion): boolean =>
    !isSeaLegion(l) && !heldToRing(d, l) && !l.tower && !elementalBarred({ ...l, pieces: [...l.pieces, { id: '', name, hits: 0 }] }, l.land) &&
    hasRoom(l.pieces.map((p) => p.name), l.pieces.some((p) => shownMaster(d as GodsState, l, p.name)));
  const mine = d.legions.filter((l) => l.owner === seat);
  const winning = mine.find((l) => l.land === land);
  if (winning && fits(winning)) return winning;
  return mine.find((l) => l !== winning && fits(l) && !d.legions.some((o) => o.land === l.land && o.owner !== seat));
}

/** Rules 23.6: an Elemental slain or eliminated on `land`, won by the Titan-player `winner` (into one of his legions,
 * healed) or destroyed. */
export function destroyElemental(d: GodsDraft, name: string, winner: GodsOwner | null, land: number | null, events: GodsEvent[]): void {
  const taker = d.players.find((p) => p.id === winner && p.role === 'titan-player' && !p.out);
  const found = taker ? elementalTaker(d, taker.id, name, land) : undefined;
  const legion = found ? touchLegion(d, found) : undefined;
  if (taker && legion) {
    legion.pieces.push({ id: `p${d.nextPiece++}`, name, hits: 0 });
    events.push({ type: 'elementalTaken', seat: taker.id, name });
    return;
  }
  d.removed[name] = (d.removed[name] ?? 0) + 1;
  events.push({ type: 'elementalDestroyed', name });
  const destroyed = ELEMENTALS.reduce((n, e) => n + (d.removed[e] ?? 0), 0);
  const black = livingDarklord(d);
  if (!black) return;
  claimGoal(d, black.id, { kind: 'elemental-destroyed', count: destroyed }, events); // 26.4: the Darklord's goals
  placeTombdiggers(d, black);
}

/** Rules 23.6, A23: one Tombdigger from the Darklord's pool per Darktower he holds (not those Titan-players took,
 * 23.8), one into each; one a full Darktower cannot take goes into another of his Darktowers with room (DE: the
 * Tombdiggers are shared out among his Darktowers), else stays in the pool. */
function placeTombdiggers(d: GodsDraft, black: GodsDraft['players'][number]): void {
  if ((black.pool.Tombdigger ?? 0) <= 0) return;
  const darktowers = d.legions.filter((l) => l.owner === black.id && l.tower && GODS_BOARD.byId.get(l.land)?.kind === 'darktower').map((l) => touchLegion(d, l)!);
  const room = (l: (typeof darktowers)[number]): boolean => hasRoom(l.pieces.map((p) => p.name), false);
  for (let i = 0; i < darktowers.length && (black.pool.Tombdigger ?? 0) > 0; i++) {
    const own = darktowers[i];
    const tower = own && room(own) ? own : darktowers.find(room);
    if (!tower) return;
    black.pool.Tombdigger = (black.pool.Tombdigger ?? 0) - 1;
    tower.pieces.push({ id: `p${d.nextPiece++}`, name: 'Tombdigger', hits: 0 });
  }
}

/** Rules 23.9: a Darktower legion leaving: its characters become a land legion under the Darklord's first free
 * ordinary marker, returned, and the Tower marker stays on the land with no characters (to be strengthened again,
 * 25.7, or taken without a fight, 25.6). */
export function leaveDarktower(d: GodsDraft, tower: string, events: GodsEvent[]): string {
  const black = darklordOf(d);
  const marker = black?.markers.find((m) => !isTowerMarker(m));
  const legion = black && marker !== undefined ? touchLegion(d, tower) : undefined;
  if (!legion || !black || marker === undefined) return tower;
  black.markers = black.markers.filter((m) => m !== marker);
  d.legions.push({ marker, owner: black.id, land: legion.land, pieces: legion.pieces, tower: false, moved: null, splitFrom: null });
  legion.pieces = [];
  events.push({ type: 'leftDarktower', tower, legion: marker });
  return marker;
}
