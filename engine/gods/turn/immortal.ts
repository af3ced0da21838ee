// Rules 16.5 Immortal, A25: the Immortal joins the winning legion of every battle it was in, for nothing, and never
// leaves the Ruin land. After a battle it joins the winner at once (a full legion gives up its least valuable other
// character, back to its owner's pool); a conqueror of a Ruin leaves it in the part that stays (25.6,
// movement/split.ts); a legion moving off a Ruin land whole leaves it behind as the seat's Ruin Tower legion; it is
// never summoned in the City or the Dungeon (22.4).
import { godsCharacter } from '../data/characters.js';
import type { GodsEvent } from '../events.js';
import { GODS_BOARD } from '../movement/board-index.js';
import { countsToLegionSize, legionCapacity } from '../rules/legion-size.js';
import { scoreValue } from '../rules/scoring.js';
import { type GodsDraft, type GodsDraftLegion, type GodsLegion, type GodsSeat, type GodsState, shownMaster, touchLegion } from '../state.js';
import { returnCharacter } from './eliminate.js';
import { towerMarkerOf } from './towers.js';

/** The Immortal's name on the chart. */
export const IMMORTAL = 'Immortal';

/** Rules 16.5 Immortal: whether a character is bound to the Ruin land. */
export function boundToRuin(name: string): boolean {
  return name === IMMORTAL;
}

/** Rules 16.5 Immortal, A25: after a battle won by `winner` (a seat's legion), a slain Immortal among the Demilords
 * waiting for it (`demilords`, taken out here) joins it for nothing; a full legion first gives up its least valuable
 * character that may leave (not a Master, an Elemental or the Immortal; the last of equals). */
export function joinImmortal(d: GodsDraft, winner: GodsDraftLegion, demilords: string[], audience: readonly GodsSeat[], events: GodsEvent[]): void {
  const i = demilords.indexOf(IMMORTAL);
  if (i < 0 || winner.owner === 'neutral' || winner.pieces.some((p) => p.name === IMMORTAL)) return;
  demilords.splice(i, 1);
  const seat = winner.owner;
  const score = d.players.find((p) => p.id === seat)?.score ?? 0;
  const uncovered = winner.pieces.some((p) => shownMaster(d as GodsState, winner as GodsLegion, p.name));
  const names = [...winner.pieces.map((p) => p.name), IMMORTAL];
  if (names.length > legionCapacity(names, uncovered)) {
    // one that counts toward the size (16.5: giving up the Pegasus would leave the legion as full)
    const free = winner.pieces.filter((p) => !['master', 'elemental'].includes(godsCharacter(p.name)?.cls ?? '') && countsToLegionSize(p.name));
    const given = free.reduce<(typeof free)[number] | undefined>((low, p) => (low === undefined || scoreValue(p.name, score) <= scoreValue(low.name, score) ? p : low), undefined);
    if (given) {
      winner.pieces = winner.pieces.filter((p) => p !== given);
      returnCharacter(d, seat, given.name, seat, winner.land, events);
      events.push({ type: 'returnedToPool', seat, names: [given.name], audience: [seat] });
    }
  }
  winner.pieces.push({ id: `p${d.nextPiece++}`, name: IMMORTAL, hits: 0 });
  events.push({ type: 'revived', seat, legion: winner.marker, name: IMMORTAL, lifegems: 0, audience });
}

/** Rules 16.5 Immortal, A25: a legion that just moved off a Ruin land leaves its Immortal there, as (or in) the seat's
 * Ruin Tower legion under `towerMarkerOf`; with no marker free it goes back to the seat's pool. */
export function leaveImmortal(d: GodsDraft, marker: string, from: number, events: GodsEvent[]): void {
  const found = d.legions.find((l) => l.marker === marker);
  const immortal = found?.pieces.find((p) => boundToRuin(p.name));
  if (!found || !immortal || found.owner === 'neutral' || found.land === from || GODS_BOARD.byId.get(from)?.kind !== 'ruin') return;
  const legion = touchLegion(d, found)!; // one of the draft's legions
  const seat = found.owner;
  legion.pieces = legion.pieces.filter((p) => p !== immortal);
  const player = d.players.find((p) => p.id === seat);
  const tower = d.legions.find((l) => l.land === from && l.owner === seat && l.tower);
  const towerMarker = tower ? null : towerMarkerOf(d, seat, from);
  if (tower) touchLegion(d, tower)!.pieces.push(immortal);
  else if (towerMarker !== null && player) {
    player.markers = player.markers.filter((m) => m !== towerMarker);
    d.legions.push({ marker: towerMarker, owner: seat, land: from, pieces: [immortal], tower: true, moved: null, splitFrom: null });
  } else if (player) player.pool[IMMORTAL] = (player.pool[IMMORTAL] ?? 0) + 1;
  if (legion.pieces.length === 0) {
    d.legions = d.legions.filter((l) => l !== legion);
    player?.markers.push(legion.marker);
    return;
  }
  events.push({ type: 'legionContents', marker: legion.marker, names: legion.pieces.map((p) => p.name), audience: [seat] });
}
