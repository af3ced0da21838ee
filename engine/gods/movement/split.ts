// Rules 4.5, 4.9, 25.6, 25.7, A45: splitting, part of the Movement Phase (6.2). A legion of at least four characters
// splits into two, each keeping at least two of its characters; one of eight or nine may split into three or four.
// Each new part takes a free ordinary marker; a split made before the legion moves, never by a Tower legion nor on a
// Tower land (25.7) but by a conqueror (25.6): its one new part, with no Master or Elemental, stays behind as the
// Tower legion under the Tower marker (turn/towers.ts towerMarkerOf) while the rest moves out. A part may split again in
// the same Movement Phase; all the legions one legion became this phase (its split family, across generations) count
// as one split: at most two of them, or four from eight or nine characters, and they must end the Movement Phase
// apart, else those left together join again (turn/flow.ts).
import { godsCharacter } from '../data/characters.js';
import { SEA_KINDS, TOWER_KINDS } from '../terrains.js';
import { isTowerMarker } from '../roster.js';
import { boundToRuin } from '../turn/immortal.js';
import { towerMarkerOf } from '../turn/towers.js';
import { GODS_BOARD } from './board-index.js';
import { freedFromRing, splitBarredAshore } from './ashore.js';
import { masterOrElemental, ringHoldsMaster } from '../rules/ring.js';
import { barredFromTowers, isConqueror } from './occupancy.js';
import { splitRoot } from './split-family.js';
import { LastObjectMemo } from '../../platform/memo.js';
import type { GodsLegion, GodsState } from '../state.js';

/** Rules 4.5: the fewest characters a legion must hold to split. */
export const SPLIT_MIN = 4;
/** Rules 4.5: the fewest of the old legion's characters each part keeps. */
export const PART_MIN = 2;
/** Rules 4.5: legions of this size or more may split into three or four. */
export const MANY_PARTS_FROM = 8;

/** A split: the piece ids of each new legion (the rest stay under the old marker) and their markers. */
export interface GodsSplit {
  readonly parts: readonly (readonly string[])[];
  readonly markers: readonly string[];
}

/** Rules 4.5: the legions one legion became this Movement Phase, `legion` among them (its split family). */
function splitFamily(state: GodsState, legion: GodsLegion): GodsLegion[] {
  if (!state.legions.some((l) => l.splitFrom !== null && l.owner === legion.owner)) return [legion];
  const root = splitRoot(state.legions, legion);
  return state.legions.filter((l) => l.owner === legion.owner && splitRoot(state.legions, l) === root);
}

/** Rules 4.5: how many legions a split family may end up as — two, or four when its characters number eight or nine. */
function mostParts(family: readonly GodsLegion[]): number {
  return family.reduce((n, l) => n + l.pieces.length, 0) >= MANY_PARTS_FROM ? 4 : 2;
}

/** Whether a legion may split at all now (on a Tower land only as a conqueror, 25.6, 25.7; no Sea legion once its seat
 * went ashore, 27.4; not when its split family is as many legions as 4.5 allows). */
export function maySplit(state: GodsState, legion: GodsLegion): boolean {
  if (legion.moved !== null || legion.tower || legion.pieces.length < SPLIT_MIN) return false; // the legion's own facts first: most listed legions stop here
  const kind = GODS_BOARD.byId.get(legion.land)?.kind ?? 'land';
  if ((TOWER_KINDS.has(kind) && !isConqueror(state, legion)) || splitBarredAshore(state, legion)) return false;
  const family = splitFamily(state, legion);
  return family.length < mostParts(family);
}

/** Rules 25.6: what is wrong with a conqueror's split of valid parts, or null: one part stays, no Master or Elemental
 * in it, under the Tower marker. */
function conquestProblem(state: GodsState, legion: GodsLegion, split: GodsSplit): string | null {
  if (split.parts.length !== 1) return '25.6: a conqueror leaves one part behind as the Tower legion';
  const names = (split.parts[0] ?? []).map((id) => legion.pieces.find((p) => p.id === id)?.name ?? '');
  if (names.some(barredFromTowers)) return '25.6: Masters and Elementals never stay on a Tower land';
  if (legion.pieces.some((p) => boundToRuin(p.name)) && !names.some(boundToRuin)) return '16.5 Immortal (A25): the Immortal stays on the Ruin land';
  const marker = towerMarkerOf(state, legion.owner, legion.land);
  if (split.markers[0] !== marker) return `25.4, 25.6: the Tower legion takes the marker ${marker ?? '(none free)'}`;
  return null;
}

/** Rules 3.10, 27.4: a part of only wave-symbol characters is a Sea legion, which splits off only on the outer ring. */
function strandedSeaPart(legion: GodsLegion, partIds: readonly (readonly string[])[]): boolean {
  if (SEA_KINDS.has(GODS_BOARD.byId.get(legion.land)?.kind ?? 'land')) return false;
  const all = partIds.flat();
  const parts = [...partIds, legion.pieces.filter((p) => !all.includes(p.id)).map((p) => p.id)];
  return parts.some((ids) => ids.length > 0 && ids.every((id) => waveSymbol(legion, id)));
}

/** Whether the legion's character `id` bears the wave symbol (3.10). */
function waveSymbol(legion: GodsLegion, id: string): boolean {
  return (godsCharacter(legion.pieces.find((p) => p.id === id)?.name ?? '')?.water ?? 'none') !== 'none';
}

/** What is wrong with a split of `legion` by the seat's free markers, or null. */
export function splitProblem(state: GodsState, legion: GodsLegion, split: GodsSplit): string | null {
  if (!maySplit(state, legion)) return `${legion.marker} may not split now (4.5: four characters, before moving, not on a Tower land; 27.4: no Sea legion after the landing)`;
  const family = splitFamily(state, legion);
  if (split.parts.length < 1 || family.length + split.parts.length > mostParts(family)) return '4.5: two parts, or three or four from a legion of eight or nine (its splits this turn counted together)';
  const ids = split.parts.flat();
  if (new Set(ids).size !== ids.length || ids.some((id) => !legion.pieces.some((p) => p.id === id))) return 'the parts name characters not in the legion, or one twice';
  if (split.parts.some((p) => p.length < PART_MIN) || legion.pieces.length - ids.length < PART_MIN) return '4.5: every part keeps at least two characters';
  if (strandedSeaPart(legion, split.parts)) return '27.4: a Sea legion splits off only on the Coast or the Sea';
  if (ringTakesMaster(legion, split.parts, freedFromRing(state, legion))) return '24.4: no Master or Elemental in a legion the ring holds (its Sea-Creature goes with its Aquarian or Siren)';
  if (split.markers.length !== split.parts.length || new Set(split.markers).size !== split.markers.length) return 'one new marker per new part';
  if (isConqueror(state, legion)) return conquestProblem(state, legion, split);
  const free = state.players.find((p) => p.id === legion.owner)?.markers ?? [];
  if (split.markers.some((m) => !free.includes(m) || isTowerMarker(m))) return '4.4, 4.5: a free ordinary legion marker for each new part';
  return null;
}

/** The first free ordinary marker of each seat in the latest state (null: none), the same for each of its legions'
 * splits. */
const FREE_MARKER = new LastObjectMemo<GodsState, string, string | null>();

/** The two-part splits of a legion, one per different group of names: the new part under the seat's first free
 * ordinary marker, or a conqueror's part that may stay under its Tower marker (25.6). */
export function twoWaySplits(state: GodsState, legion: GodsLegion): readonly GodsSplit[] {
  if (!maySplit(state, legion)) return [];
  const conquest = isConqueror(state, legion);
  const marker = conquest ? towerMarkerOf(state, legion.owner, legion.land) : FREE_MARKER.made(state, legion.owner, () => state.players.find((p) => p.id === legion.owner)?.markers.find((m) => !isTowerMarker(m)) ?? null);
  if (marker === undefined || marker === null) return [];
  const freed = freedFromRing(state, legion);
  const known = SPLITS.get(legion);
  if (known && known.marker === marker && known.conquest === conquest && known.freed === freed) return known.splits;
  const pieces = legion.pieces;
  const splits = partMasks(legion, conquest, freed).map((mask) => ({ parts: [pieces.filter((_, i) => (mask & (1 << i)) !== 0).map((p) => p.id)], markers: [marker] }));
  SPLITS.set(legion, { marker, conquest, freed, splits });
  return splits;
}

/** Each legion's latest two-part splits with what they were found from besides the legion (its pieces and land): the
 * new part's marker, whether it is a conqueror's, whether the ring has freed it. A legion no action changed is the same
 * object in the next state, and every listing of a Movement Phase asks for its splits again. */
const SPLITS = new WeakMap<GodsLegion, { readonly marker: string; readonly conquest: boolean; readonly freed: boolean; readonly splits: readonly GodsSplit[] }>();

/** The parts found for each legion's names (in their order), by whether it is a conqueror and stands on the Coast or
 * the Sea: every listing of the Movement Phase asks again for the same legions. Emptied when it grows past its bound. */
const PART_MASKS = new Map<string, readonly number[]>();
const PART_MASKS_BOUND = 4096;

/** The parts of a legion's two-part splits, each as the bit mask of its pieces' places (see `findPartMasks`). */
function partMasks(legion: GodsLegion, conquest: boolean, freed: boolean): readonly number[] {
  const sea = SEA_KINDS.has(GODS_BOARD.byId.get(legion.land)?.kind ?? 'land');
  const key = `${conquest ? 'c' : '-'}${sea ? 's' : '-'}${freed ? 'f' : '-'}${legion.pieces.map((p) => p.name).join('+')}`;
  const known = PART_MASKS.get(key);
  if (known) return known;
  const fresh = findPartMasks(legion, conquest, freed);
  if (PART_MASKS.size >= PART_MASKS_BOUND) PART_MASKS.clear();
  PART_MASKS.set(key, fresh);
  return fresh;
}

/** The new parts of a legion's two-part splits as bit masks of its pieces' places, in increasing order, the first
 * for each group of names: a group takes the first places of each name it holds (no other mask of the group is
 * smaller), and whether a group may stay or strands a Sea part depends on its names alone. */
function findPartMasks(legion: GodsLegion, conquest: boolean, freed: boolean): number[] {
  const pieces = legion.pieces;
  const places = new Map<string, number[]>();
  for (let i = 0; i < pieces.length; i++) {
    const name = pieces[i]!.name;
    const at = places.get(name);
    if (at) at.push(i);
    else places.set(name, [i]);
  }
  const groups = [...places.values()];
  const ruin = conquest && pieces.some((p) => boundToRuin(p.name));
  const judged = conquest || ringMayMatter(legion, freed) || seaMayStrand(legion);
  const out: number[] = [];
  const take = (g: number, mask: number, size: number): void => {
    if (g === groups.length) {
      if (size >= PART_MIN && pieces.length - size >= PART_MIN && (!judged || partAllowed(legion, mask, conquest, ruin, freed))) out.push(mask);
      return;
    }
    let m = mask;
    take(g + 1, m, size);
    const at = groups[g]!;
    for (let k = 0; k < at.length; k++) {
      m |= 1 << at[k]!;
      take(g + 1, m, size + k + 1);
    }
  };
  take(0, 0, 0);
  return out.sort((a, b) => a - b);
}

/** Whether a part of the legion might strand a Sea part off the ring (27.4): only off the ring, with a wave-symbol
 * character in it (strandedSeaPart is false for every part otherwise). */
function seaMayStrand(legion: GodsLegion): boolean {
  if (SEA_KINDS.has(GODS_BOARD.byId.get(legion.land)?.kind ?? 'land')) return false;
  return legion.pieces.some((p) => (godsCharacter(p.name)?.water ?? 'none') !== 'none');
}

/** Whether a split of the legion might leave a Master or an Elemental where the ring holds it (24.4): only with one
 * of them and a Sea-Creature the ring may hold, the legion not so held already (ringTakesMaster is false for every
 * part otherwise). */
function ringMayMatter(legion: GodsLegion, freed: boolean): boolean {
  const names = legion.pieces.map((p) => p.name);
  if (!names.some(masterOrElemental) || ringHoldsMaster(names, freed)) return false;
  return names.some((n) => {
    const water = godsCharacter(n)?.water;
    return water === 'sea' || water === 'ashore';
  });
}

/** Whether a part (a bit mask of the legion's places) may split off: a conqueror's part stays, so no Master or
 * Elemental and the Immortal with it (25.6, A25); no Sea part stranded off the ring (27.4); no Master or Elemental
 * left where the ring holds it (24.4). */
function partAllowed(legion: GodsLegion, mask: number, conquest: boolean, ruin: boolean, freed: boolean): boolean {
  const part = legion.pieces.filter((_, i) => (mask & (1 << i)) !== 0);
  if (conquest && part.some((p) => barredFromTowers(p.name))) return false;
  if (ruin && !part.some((p) => boundToRuin(p.name))) return false;
  const ids = [part.map((p) => p.id)];
  return !strandedSeaPart(legion, ids) && !ringTakesMaster(legion, ids, freed);
}

/** Rules 24.4: whether the parts of a split (and the rest) would leave a Master or an Elemental in a legion the ring
 * holds, when the legion did not hold one so before the split. */
function ringTakesMaster(legion: GodsLegion, partIds: readonly (readonly string[])[], freed: boolean): boolean {
  const all = partIds.flat();
  if (ringHoldsMaster(legion.pieces.map((p) => p.name), freed)) return false;
  const parts = [...partIds, legion.pieces.filter((p) => !all.includes(p.id)).map((p) => p.id)];
  return parts.some((ids) => ringHoldsMaster(namesOf(legion, ids), freed));
}

/** The names of the legion's characters `ids`. */
function namesOf(legion: GodsLegion, ids: readonly string[]): string[] {
  return ids.map((id) => legion.pieces.find((p) => p.id === id)?.name ?? '');
}
