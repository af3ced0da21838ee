// Rules 25.3–25.7, 25.5, A44, A47: Tower lands changing hands. A Tower is captured when its defender is wiped out
// (the engagement's end calls `captureTower`); on a draw the attacker's marker stays there with no characters (A47),
// and such an empty Tower is taken by the next enemy legion that ends its move on it, without a fight (25.6). A legion
// moving onto its own Tower legion merges into it (25.7): characters over the legion size go back to the pool, and
// the freed marker back to its owner. The first capture of each Tower type pays Experience (25.5, 26.3).
import type { GoalEvent } from '../data/experience.js';
import type { GodsEvent } from '../events.js';
import { GODS_BOARD } from '../movement/board-index.js';
import { hasRoom } from '../rules/legion-size.js';
import { isTowerMarker, TITAN_TOWER_MARKERS } from '../roster.js';
import { emptyTower } from '../movement/occupancy.js';
import { TOWER_KINDS } from '../terrains.js';
import { type GodsDraft, type GodsLegion, type GodsOwner, type GodsSeat, type GodsState, touchLegion } from '../state.js';
import { darklordOf } from '../roles.js';
import { claimGoal } from './experience.js';

type CapturedKind = Extract<GoalEvent, { kind: 'captured' }>['land'];

/** The Tower kind of a land, or null for any other land. */
function towerKind(land: number): CapturedKind | null {
  const kind = GODS_BOARD.byId.get(land)?.kind;
  return kind !== undefined && TOWER_KINDS.has(kind) ? (kind as CapturedKind) : null;
}

/** Rules 25.4, A44: the marker a seat's new Tower legion on `land` takes — its Tower marker of that type while it is
 * in the pool (a Titan-player has none for a Darktower), else a free ordinary marker; null when it has none. Read by
 * the draw's empty Tower and by 25.6's conquest split (movement/split.ts). */
export function towerMarkerOf(state: Pick<GodsState, 'players'>, seat: GodsOwner, land: number): string | null {
  const kind = towerKind(land);
  const player = state.players.find((p) => p.id === seat);
  if (!player || kind === null) return null;
  const own = (TITAN_TOWER_MARKERS as readonly string[]).includes(kind) ? `${seat}-${kind}` : null;
  return (own !== null && player.markers.includes(own) ? own : player.markers.find((m) => !isTowerMarker(m))) ?? null;
}

/** Takes `towerMarkerOf` out of the seat's pool. */
function towerMarker(d: GodsDraft, seat: GodsSeat, land: number): string | null {
  const marker = towerMarkerOf(d, seat, land);
  const player = d.players.find((p) => p.id === seat);
  if (player && marker !== null) player.markers = player.markers.filter((m) => m !== marker);
  return marker;
}

/** Rules 25.3, 25.5, A47: the Tower on `land` taken by `seat` once its defender is gone. `legion` is the conqueror's
 * surviving legion; null on a draw, when the seat's marker stays there with no characters. Called by the end of an
 * engagement on a Tower land and by `takeEmptyTower`. */
export function captureTower(d: GodsDraft, land: number, seat: GodsSeat, legion: string | null, events: GodsEvent[]): void {
  const kind = towerKind(land);
  if (kind === null) return;
  let marker = legion;
  if (marker === null) {
    marker = towerMarker(d, seat, land);
    if (marker !== null) d.legions.push({ marker, owner: seat, land, pieces: [], tower: true, moved: null, splitFrom: null });
  }
  events.push({ type: 'towerCaptured', seat, land, marker });
  claimGoal(d, seat, { kind: 'captured', land: kind }, events);
}

/** Rules 25.6: a legion of `seat` that ended its move on an enemy's empty Tower takes it without a fight: the empty
 * marker goes back to its owner. */
export function takeEmptyTower(d: GodsDraft, mover: string, events: GodsEvent[]): void {
  const legion = d.legions.find((l) => l.marker === mover);
  if (!legion || legion.owner === 'neutral') return;
  const empty = d.legions.filter((l) => l.land === legion.land && l.owner !== legion.owner && emptyTower(l as GodsLegion));
  if (empty.length === 0) return;
  for (const e of empty) d.players.find((p) => p.id === e.owner)?.markers.push(e.marker);
  d.legions = d.legions.filter((l) => !empty.includes(l));
  captureTower(d, legion.land, legion.owner, legion.marker, events);
}

/** Rules 25.5, 25.6: a seat's legion ending its move on a vacant Tower land (its conqueror moved out whole, leaving
 * it empty) takes it without a fight, and the first such taking of a Tower type pays its Experience like any
 * capture. A Darktower in a game without a Darklord is nobody's Tower (A20), so taking it pays nothing (A19). */
export function takeVacantTower(d: GodsDraft, mover: string, events: GodsEvent[]): void {
  const legion = d.legions.find((l) => l.marker === mover);
  if (!legion || legion.owner === 'neutral' || legion.tower || towerKind(legion.land) === null) return;
  if (d.legions.some((l) => l.land === legion.land && l.marker !== mover)) return;
  if (towerKind(legion.land) === 'darktower' && !darklordOf(d)) return;
  captureTower(d, legion.land, legion.owner, legion.marker, events);
}

/** Rules 25.7: a legion that ended its move on its own Tower legion joins it; what the Tower has no room for goes back
 * to the pool (the mover's last characters first), and the mover's marker is freed. */
export function mergeIntoTower(d: GodsDraft, mover: string, events: GodsEvent[]): void {
  const legion = d.legions.find((l) => l.marker === mover);
  const found = legion && d.legions.find((l) => l.land === legion.land && l.marker !== mover && l.tower && l.owner === legion.owner);
  if (!legion || !found) return;
  const player = d.players.find((p) => p.id === legion.owner); // only now: reaching for the players copies them
  if (!player) return;
  const tower = touchLegion(d, found)!; // one of the draft's legions
  const returned: string[] = [];
  for (const piece of legion.pieces) {
    if (hasRoom(tower.pieces.map((p) => p.name), false)) tower.pieces.push(piece);
    else {
      player.pool[piece.name] = (player.pool[piece.name] ?? 0) + 1;
      returned.push(piece.name);
    }
  }
  if (legion.ashore === true) tower.ashore = true; // 27.4: Sea characters gone ashore stay a land legion's
  d.legions = d.legions.filter((l) => l.marker !== mover);
  player.markers.push(mover);
  events.push({ type: 'towerStrengthened', seat: player.id, tower: tower.marker, legion: mover, height: tower.pieces.length });
  events.push({ type: 'legionContents', marker: tower.marker, names: tower.pieces.map((p) => p.name), audience: [player.id] });
  if (returned.length > 0) events.push({ type: 'returnedToPool', seat: player.id, names: returned, audience: [player.id] });
}
