// Normal masterboard movement (§7): where a legion may end a move of exactly `roll` lands following the signs, or
// fewer when it enters a land holding another player's legion (an engagement), with the battle entry sides each
// engagement can be entered from (§10.1). Pure and allocation-light: it walks the paths laid out once (paths.ts), and
// it runs in every legal-action listing and inside AI searches.
import type { EntrySide } from '../../family/types.js';
import type { LandId, MarkerId, PlayerId } from '../state.js';
import type { Variant } from '../variants/index.js';
import { LAST, NODE, pathIndex, pathTree, SIDES_OF_BITS, type PathIndex } from './paths.js';

/** A legion as movement sees it: the reducer builds these from LegionState, the query oracle from a scenario. */
export interface BoardLegion {
  readonly marker: MarkerId;
  readonly owner: PlayerId;
  readonly land: LandId;
  readonly creatures: readonly string[];
  readonly moved: boolean;
}

/** A land where a normal move may end; `entrySides` is non-empty only when the move ends on an enemy legion. */
export interface MoveTarget {
  readonly land: LandId;
  readonly entrySides: readonly EntrySide[];
}

const OWN = 1;
const ENEMY = 2;
const ENGAGED = 3;

/** A new search's stamp (the marks of earlier searches no longer count); restarts long before the stamps overflow. */
function newSearch(index: PathIndex): number {
  if (index.search >= 0x3fffffff) {
    index.stamp.fill(0);
    index.reached.fill(0);
    index.search = 0;
  }
  return ++index.search;
}

/** Marks who stands where, seen by the moving legion's owner (the moving legion itself left out): OWN or ENEMY, and
 * ENGAGED over both for lands with an engagement still to resolve. */
function markBoard(index: PathIndex, search: number, legions: readonly BoardLegion[], mover: BoardLegion, engagedLands: readonly LandId[]): void {
  const { stamp, mark, indexOf } = index;
  for (const l of legions) {
    if (l.marker === mover.marker) continue;
    const i = indexOf.get(l.land);
    if (i === undefined) continue;
    const here = l.owner === mover.owner ? OWN : ENEMY;
    if (stamp[i] !== search) {
      stamp[i] = search;
      mark[i] = here;
    } else if ((mark[i] as number) < here) mark[i] = here;
  }
  for (const land of engagedLands) {
    const i = indexOf.get(land);
    if (i === undefined) continue;
    stamp[i] = search;
    mark[i] = ENGAGED;
  }
}

/** Records that a move of this search may end at `at`, entering by the sides in `bits` (a module function, not a
 * closure made in every search). */
function reach(index: PathIndex, search: number, ends: number[], at: number, bits: number): void {
  const { reached, sides } = index;
  if (reached[at] !== search) {
    reached[at] = search;
    sides[at] = bits;
    ends.push(at);
  } else sides[at] = (sides[at] as number) | bits;
}

/** §7: every land where the legion `marker` may end a normal move with this roll, sorted by land. */
export function normalMoves(
  variant: Variant,
  legions: readonly BoardLegion[],
  marker: MarkerId,
  roll: number,
  engagedLands: readonly LandId[],
): MoveTarget[] {
  const mover = legions.find((l) => l.marker === marker);
  if (!mover || mover.moved || !Number.isInteger(roll) || roll < 1) return [];
  const index = pathIndex(variant);
  const start = index.indexOf.get(mover.land);
  if (start === undefined) return [];
  const tree = pathTree(index, start, roll);
  const search = newSearch(index);
  markBoard(index, search, legions, mover, engagedLands);
  const { stamp, mark } = index;
  const ends: number[] = [];
  for (let k = 0; k < tree.length;) {
    const at = tree[k] as number;
    const flags = tree[k + 1] as number;
    const here = stamp[at] === search ? (mark[at] as number) : 0;
    if (here === ENGAGED) {
      k = tree[k + 2] as number; // §7.1: no movement into or across an engaged land
    } else if (here === ENEMY) {
      reach(index, search, ends, at, flags & 7); // §7.1: the move ends on another player's legion; §10.1: its entry side is the side it came in by
      k = tree[k + 2] as number;
    } else {
      if ((flags & LAST) !== 0 && here !== OWN) reach(index, search, ends, at, 0); // §7.1: may not end on an own legion, may pass through
      k += NODE;
    }
  }
  const { sides } = index;
  ends.sort((a, b) => a - b);
  return ends.map((at) => ({ land: index.graph.landIds[at] as LandId, entrySides: SIDES_OF_BITS[sides[at] as number] as readonly EntrySide[] }));
}
