// Normal masterboard movement (§7): where a legion may end a move of exactly `roll` lands following the signs, or
// fewer when it enters a land holding another player's legion (an engagement), with the battle entry sides each
// engagement can be entered from (§10.1). Pure and allocation-light: it runs inside AI searches.
import type { EntrySide } from '../../family/types.js';
import type { LandId, MarkerId, PlayerId } from '../state.js';
import type { Variant } from '../variants/index.js';
import { sortSides } from '../../family/board/entry-sides.js';
import { masterGraph } from './graph.js';

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

/** Who stands where, seen by the moving legion's owner (the moving legion itself left out): OWN or ENEMY. */
function occupancy(legions: readonly BoardLegion[], mover: BoardLegion): Map<LandId, number> {
  const occ = new Map<LandId, number>();
  for (const l of legions) {
    if (l.marker === mover.marker) continue;
    if (l.owner !== mover.owner) occ.set(l.land, ENEMY);
    else if (occ.get(l.land) !== ENEMY) occ.set(l.land, OWN);
  }
  return occ;
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
  const graph = masterGraph(variant);
  const occ = occupancy(legions, mover);
  const engaged = new Set(engagedLands);
  // land -> entry sides of engagements there; a vacant end has an empty set.
  const ends = new Map<LandId, Set<EntrySide>>();

  const step = (from: LandId, cameFrom: LandId | null, left: number): void => {
    const options = cameFrom === null ? graph.firstSteps.get(from) : graph.nextSteps.get(from)?.get(cameFrom);
    for (const to of options ?? []) {
      if (engaged.has(to)) continue; // §7.1: no movement into or across an engaged land
      const here = occ.get(to);
      if (here === ENEMY) {
        // §7.1: the move ends on another player's legion; §10.1: the side it came in by sets the entry side.
        const sides = ends.get(to) ?? new Set<EntrySide>();
        const side = graph.entrySides.get(to)?.get(from);
        if (side) sides.add(side);
        ends.set(to, sides);
      } else if (left === 1) {
        if (here !== OWN && !ends.has(to)) ends.set(to, new Set()); // §7.1: may not end on an own legion
      } else {
        step(to, from, left - 1); // §7.1: may pass through lands of own legions
      }
    }
  };
  step(mover.land, null, roll);

  return [...ends.keys()]
    .sort((a, b) => a - b)
    .map((land) => ({ land, entrySides: sortSides(ends.get(land) ?? []) }));
}
