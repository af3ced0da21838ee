// Rules 8.1–8.3, 23.2, 23.5, 23.8, 23.9, 25.2, 25.4, 25.6–25.7, 8.6: what a moving legion may do on a land other legions hold — pass through it,
// end there (sharing it, or engaging its holder), or neither. Every move, teleport and the end-of-movement check ask
// here, so each of these rules is written once.
import { godsCharacter } from '../data/characters.js';
import { PHANTOM, TITAN } from '../data/master-roles.js';
import { masterOrElemental } from '../rules/ring.js';
import { legionValue } from '../rules/scoring.js';
import { isTowerMarker } from '../roster.js';
import { isDarklord, isTitanPlayer } from '../roles.js';
import { TOWER_KINDS } from '../terrains.js';
import { GODS_BOARD } from './board-index.js';
import { permits, shownMaster, treatyHolds, type GodsLegion, type GodsState } from '../state.js';

/** Rules 25.2: an attacker on a Neutral Tower must be worth this much (the sum of PF × SF). */
export const NEUTRAL_ATTACK_VALUE = 100;

/** A land's standing for one moving legion. */
export interface Passage {
  /** May the legion move on through this land? */
  readonly pass: boolean;
  /** May it end its move here? */
  readonly end: boolean;
  /** Would ending here engage a legion (8.2; optional in the City and Dungeon, 10.2)? */
  readonly engages: boolean;
}

/** Rules 3.10, 27.4: a Sea legion holds only characters with a wave symbol. */
export function isSeaLegion(legion: { readonly pieces: readonly { readonly name: string }[] }): boolean {
  return legion.pieces.length > 0 && legion.pieces.every((p) => (godsCharacter(p.name)?.water ?? 'none') !== 'none');
}

/** Rules 8.3 (DE), 27.4: a Sea legion for the treaty between Sea legions — one that has gone ashore counts as a land
 * legion (it may attack Sea legions, and they it). */
export function countsAsSea(legion: GodsLegion): boolean {
  return isSeaLegion(legion) && legion.ashore !== true;
}

/** Rules 25.6, A47: an empty Tower — a Tower marker with no characters, left by a draw — taken by ending on it. */
export function emptyTower(legion: GodsLegion): boolean {
  return legion.tower && legion.pieces.length === 0;
}

/** Rules 25.6: a conqueror — a seat's legion standing alone on a Tower land it took, no Tower legion left there yet;
 * in its next Movement Phase it must move out or split, leaving a part behind as the Tower legion. */
export function isConqueror(state: GodsState, legion: GodsLegion): boolean {
  const kind = GODS_BOARD.byId.get(legion.land)?.kind;
  if (legion.owner === 'neutral' || legion.tower || kind === undefined || !TOWER_KINDS.has(kind)) return false;
  return !state.legions.some((l) => l.land === legion.land && l.marker !== legion.marker);
}

/** Rules 23.9: once the Dark-Titan appeared the Darklord's Darktower legions may leave, whole, under a free ordinary
 * marker (the Tower marker stays behind, turn/darklord.ts leaveDarktower). */
export function mayLeaveDarktower(state: GodsState, legion: GodsLegion): boolean {
  const free = state.players.find((p) => p.id === legion.owner)?.markers.some((m) => !isTowerMarker(m)) ?? false;
  return darktowerLeavable({ darkTitanAppeared: state.darkTitanAppeared, darklord: isDarklord(state, legion.owner), freeMarker: free }, legion, legion.pieces.length);
}

/** Rules 23.9 on the facts it reads, so that a seat can apply it to what its view shows (the AI's threats): a
 * Darklord's Darktower legion with characters, once the Dark-Titan appeared, with a free ordinary marker to leave under. */
export function darktowerLeavable(facts: { readonly darkTitanAppeared: boolean; readonly darklord: boolean; readonly freeMarker: boolean }, legion: { readonly tower: boolean; readonly land: number }, characters: number): boolean {
  return legion.tower && facts.darklord && facts.darkTitanAppeared && facts.freeMarker && characters > 0 && GODS_BOARD.byId.get(legion.land)?.kind === 'darktower';
}

/** Rules 25.6, 25.7: Masters and Elementals never stay on a Tower land. */
export function barredFromTowers(name: string): boolean {
  return masterOrElemental(name);
}

/** Rules 25.7: whether `mover` may end on `tower`, its owner's Tower legion, to merge into it (turn/towers.ts). */
export function mayMerge(mover: GodsLegion, tower: GodsLegion): boolean {
  return tower.tower && tower.owner === mover.owner && !mover.tower && !mover.pieces.some((p) => barredFromTowers(p.name));
}

/** Rules 23.5: a legion with its Titan-player's Titan or Phantom (the Darklord's own Phantom is a black legion). */
function masterLegion(state: GodsState, legion: GodsLegion): boolean {
  return isTitanPlayer(state, legion.owner) && legion.pieces.some((p) => p.name === TITAN || p.name === PHANTOM);
}

/** Rules 23.5, 24.3: a Titan/Phantom legion shows its Master (a Phantom is always uncovered, 24.4). */
function masterShown(state: GodsState, legion: GodsLegion): boolean {
  return legion.pieces.some((p) => shownMaster(state, legion, p.name));
}

/** Rules 23.5, 23.7: until the Dark-Titan appears, black and Titan/Phantom legions never fight. */
function immune(state: GodsState, a: GodsLegion, b: GodsLegion): boolean {
  if (state.darkTitanAppeared) return false;
  return (isDarklord(state, a.owner) && masterLegion(state, b)) || (isDarklord(state, b.owner) && masterLegion(state, a));
}

/** Rules 23.5: `other` is a Titan-player's legion with his covered Titan, met by a black legion before the appearance. */
export function hiddenTitan(state: GodsState, mover: GodsLegion, other: GodsLegion): boolean {
  return isDarklord(state, mover.owner) && immune(state, mover, other) && !masterShown(state, other);
}

/** Rules 25.2, 25.4: whether `legion` may attack the Neutral Tower legion on `land`. */
export function mayAttackNeutral(state: GodsState, legion: GodsLegion, land: number): boolean {
  if (legion.owner === 'neutral' || (isDarklord(state, legion.owner) && !state.darkTitanAppeared)) return false; // 25.2 (A24)
  const kind = GODS_BOARD.byId.get(land)?.kind;
  const player = state.players.find((p) => p.id === legion.owner);
  const marker = `${legion.owner}-${kind ?? ''}`;
  if (!player) return false;
  if (!(legionValue(legion.pieces.map((p) => p.name), player.score) >= NEUTRAL_ATTACK_VALUE)) return false;
  // 25.4: a Titan-player needs that kind's Tower marker still in his pool, until the Dark-Titan appears; from a
  // capture on it is the conquered Tower's ("immediately"), even while the conqueror still stands there alone. (The
  // look for a conquest, legions × legions, last: the move search asks this of every Neutral Tower it reads.)
  if (state.darkTitanAppeared || player.role === 'darklord') return true;
  return player.markers.includes(marker) && !state.legions.some((l) => l.owner === legion.owner && GODS_BOARD.byId.get(l.land)?.kind === kind && isConqueror(state, l));
}

/** Rules 23.2, 23.8: whether `mover` may pass the enemy legion `other` by its owner's leave — a black legion hiding on
 * a Darkland, a Darktower or in the Dungeon before the appearance, or a Titan-player's Darktower legion for the
 * Darklord (who passes it freely again once he retook it: it is his own then). */
function passedByLeave(state: GodsState, mover: GodsLegion, other: GodsLegion): boolean {
  const kind = GODS_BOARD.byId.get(other.land)?.kind;
  if (isDarklord(state, other.owner)) {
    const hiding = kind === 'darkland' || kind === 'darktower' || kind === 'dungeon';
    return hiding && !state.darkTitanAppeared && permits(state, other.owner, mover.owner, 'hiding');
  }
  return isDarklord(state, mover.owner) && other.owner !== 'neutral' && other.tower && kind === 'darktower' && permits(state, other.owner, mover.owner, 'darktower');
}

/** Each of the eight standings, made once: the move search asks for one per land it reads, state after state. */
const PASSAGES: readonly Passage[] = Array.from({ length: 8 }, (_, i) => Object.freeze({ pass: (i & 4) !== 0, end: (i & 2) !== 0, engages: (i & 1) !== 0 }));

/** The one standing of `pass`, `end` and `engages`. */
function passageOf(pass: boolean, end: boolean, engages: boolean): Passage {
  return PASSAGES[(pass ? 4 : 0) + (end ? 2 : 0) + (engages ? 1 : 0)] as Passage;
}

/** The standing of a land no other legion holds. */
const OPEN: Passage = passageOf(true, true, false);

/** The legions on each land (the move search asks about many lands of one state). */
export function legionsByLand(state: GodsState): ReadonlyMap<number, readonly GodsLegion[]> {
  const out = new Map<number, GodsLegion[]>();
  for (const l of state.legions) {
    const there = out.get(l.land);
    if (there) there.push(l);
    else out.set(l.land, [l]);
  }
  return out;
}

/** What `mover` may do on `land`, given the legions there (its own excluded). */
export function passage(state: GodsState, mover: GodsLegion, land: number): Passage {
  return passageAmong(state, mover, land, state.legions.filter((l) => l.land === land));
}

/** `passage` with the legions on `land` already found (`legionsByLand`); `mover` among them is skipped. */
export function passageAmong(state: GodsState, mover: GodsLegion, land: number, legions: readonly GodsLegion[]): Passage {
  if (legions.every((l) => l.marker === mover.marker)) return OPEN;
  const kind = GODS_BOARD.byId.get(land)?.kind;
  const centre = kind === 'city' || kind === 'dungeon';
  let pass = true;
  let end = true;
  let engages = false;
  for (const other of legions) {
    if (other.marker === mover.marker) continue;
    if (other.owner === mover.owner) {
      if (!mayMerge(mover, other)) end = false; // 8.1: through own legions, never onto one but to merge (25.7)
    } else if (emptyTower(other)) {
      // 25.6: an empty Tower is passed and taken without a fight.
    } else if (other.owner === 'neutral') {
      // 8.2: Neutral legions may be passed; ending on one is an attack (none during the treaty, A5).
      if (treatyHolds(state) || !mayAttackNeutral(state, mover, land)) end = false;
      else engages = true;
    } else if (hiddenTitan(state, mover, other)) {
      // 23.5: the Darklord cannot see a covered Titan: his moves are judged as against any legion, and one that reaches
      // it stops short (the reducer, coveredTitanOnPath).
      if (!treatyHolds(state)) pass = false;
    } else if (immune(state, mover, other)) {
      end = false; // 23.5: they may not stand on one land
      if (!masterShown(state, masterLegion(state, mover) ? mover : other)) pass = false;
    } else if (treatyHolds(state) || (countsAsSea(mover) && countsAsSea(other))) {
      // 8.3: pass through and share the land.
    } else {
      // 6.2: not through enemy legions but by leave (23.2, 23.8); ending there engages (8.2), in the centre only if
      // chosen (10.2).
      if (!passedByLeave(state, mover, other)) pass = false;
      engages = engages || !centre;
    }
  }
  return passageOf(pass, end, engages);
}

/** Rules 8.6 (A2): a legion with an Elemental may never end in the City, the Dungeon or their gates. */
export function elementalBarred(legion: GodsLegion, land: number): boolean {
  const kind = GODS_BOARD.byId.get(land)?.kind;
  if (kind !== 'city' && kind !== 'dungeon' && kind !== 'citytower' && kind !== 'darktower') return false;
  return legion.pieces.some((p) => godsCharacter(p.name)?.cls === 'elemental');
}

/** Rules 8.2, 8.3, 10.1, 23.5: whether legion `a` of the Mover may engage legion `b` on their shared land now. */
export function mayEngage(state: GodsState, a: GodsLegion, b: GodsLegion): boolean {
  if (a.owner === b.owner || treatyHolds(state) || emptyTower(b)) return false;
  if (immune(state, a, b) && !hiddenTitan(state, a, b)) return false; // 23.5; a covered Titan's legion looks like any (A49)
  if (b.owner === 'neutral') return mayAttackNeutral(state, a, b.land);
  return !(countsAsSea(a) && countsAsSea(b));
}
