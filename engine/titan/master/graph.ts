// The masterboard as a graph, computed once per variant and cached: which lands touch (reference §1.3), which exits a
// legion may take on its first and on its later steps (§7.4), the side of each land facing each neighbour, the
// battle entry side of each arrival (reference §3.2) and plain-adjacency distances for Tower teleport (§8.1).
// Movement and teleport run inside AI searches, so everything they look up is a precomputed array or map.
import type { EntrySide, LandDef } from '../../family/types.js';
import type { LandId } from '../state.js';
import type { Variant } from '../variants/index.js';
import { landDef, towerLands } from '../variants/lookup.js';

/** Precomputed lookups of one variant's masterboard. */
export interface MasterGraph {
  /** Every land id, ascending. */
  readonly landIds: readonly LandId[];
  /** Tower lands (walled battlelands: §5.1 starting lands, §8.1 targets), ascending. */
  readonly towers: readonly LandId[];
  /** Tower lands as a set. */
  readonly isTower: ReadonlySet<LandId>;
  /** Lands touching each land along a long side (reference §1.3), ascending. */
  readonly neighbours: ReadonlyMap<LandId, readonly LandId[]>;
  /** For land a and touching land b: the side (0–5) of a that faces b. */
  readonly sideFacing: ReadonlyMap<LandId, ReadonlyMap<LandId, number>>;
  /** §7.4: lands the first step of a move may enter (the BLOCK alone if there is one, else ARCH/ARROW/ARROWS). */
  readonly firstSteps: ReadonlyMap<LandId, readonly LandId[]>;
  /** §7.4 b: for a land entered from `from`, the lands the move may go on to (ARROWS if any, else ARROWs not back). */
  readonly nextSteps: ReadonlyMap<LandId, ReadonlyMap<LandId, readonly LandId[]>>;
  /** Reference §3.2: attacker's battle entry side keyed by destination, then by the touching land arrived from. */
  readonly entrySides: ReadonlyMap<LandId, ReadonlyMap<LandId, EntrySide>>;
  /** Steps between two lands through touching lands, ignoring signs (§8.1, reference §1.5). */
  readonly distance: ReadonlyMap<LandId, ReadonlyMap<LandId, number>>;
}

const CACHE = new Map<string, MasterGraph>();

/** The cached graph of a variant's masterboard (built on first use). */
export function masterGraph(variant: Variant): MasterGraph {
  let graph = CACHE.get(variant.id);
  if (!graph) {
    graph = buildGraph(variant);
    CACHE.set(variant.id, graph);
  }
  return graph;
}

/** Reference §1.3: the grid cell across long side k of a land (upright: 1, 3, 5; inverted: 0, 2, 4). */
function cellAcross(land: LandDef, side: number): { x: number; y: number } | null {
  if (land.inverted) {
    if (side === 0) return { x: land.x, y: land.y - 1 };
    if (side === 2) return { x: land.x + 1, y: land.y };
    if (side === 4) return { x: land.x - 1, y: land.y };
  } else {
    if (side === 1) return { x: land.x + 1, y: land.y };
    if (side === 3) return { x: land.x, y: land.y + 1 };
    if (side === 5) return { x: land.x - 1, y: land.y };
  }
  return null;
}

/** Reference §3.2: attacker edge = (entry side − label side) mod 6; 1 Right, 3 Bottom, 5 Left; a Tower is Bottom. */
function entrySideOf(land: LandDef, tower: boolean, enteredThrough: number): EntrySide | null {
  if (tower) return 'Bottom';
  const edge = (((enteredThrough - land.labelSide) % 6) + 6) % 6;
  if (edge === 1) return 'Right';
  if (edge === 3) return 'Bottom';
  if (edge === 5) return 'Left';
  return null;
}

function buildGraph(variant: Variant): MasterGraph {
  const landIds = [...variant.landIds].sort((a, b) => a - b);
  const byCell = new Map<string, LandDef>();
  for (const id of landIds) {
    const land = landDef(variant, id);
    byCell.set(`${land.x},${land.y}`, land);
  }

  const neighbours = new Map<LandId, LandId[]>();
  const sideFacing = new Map<LandId, Map<LandId, number>>();
  for (const id of landIds) {
    const land = landDef(variant, id);
    const sides = new Map<LandId, number>();
    for (let side = 0; side < 6; side++) {
      const cell = cellAcross(land, side);
      const other = cell ? byCell.get(`${cell.x},${cell.y}`) : undefined;
      if (other) sides.set(other.id, side);
    }
    sideFacing.set(id, sides);
    neighbours.set(id, [...sides.keys()].sort((a, b) => a - b));
  }

  const firstSteps = new Map<LandId, LandId[]>();
  const nextSteps = new Map<LandId, Map<LandId, LandId[]>>();
  for (const id of landIds) {
    const exits = landDef(variant, id).exits;
    const block = exits.filter((e) => e.sign === 'BLOCK');
    firstSteps.set(id, (block.length > 0 ? block : exits).map((e) => e.to));
    const triple = exits.filter((e) => e.sign === 'ARROWS');
    const byFrom = new Map<LandId, LandId[]>();
    for (const from of neighbours.get(id) ?? []) {
      const cameThrough = sideFacing.get(id)?.get(from);
      const arrows = triple.length > 0 ? triple : exits.filter((e) => e.sign === 'ARROW');
      byFrom.set(from, arrows.filter((e) => e.side !== cameThrough).map((e) => e.to));
    }
    nextSteps.set(id, byFrom);
  }

  const towers = towerLands(variant);
  const isTower = new Set(towers);
  const entrySides = new Map<LandId, Map<LandId, EntrySide>>();
  for (const id of landIds) {
    const land = landDef(variant, id);
    const byFrom = new Map<LandId, EntrySide>();
    for (const [from, side] of sideFacing.get(id) ?? []) {
      const entry = entrySideOf(land, isTower.has(id), side);
      if (entry) byFrom.set(from, entry);
    }
    entrySides.set(id, byFrom);
  }

  const distance = new Map<LandId, Map<LandId, number>>();
  for (const start of landIds) {
    const dist = new Map<LandId, number>([[start, 0]]);
    const queue: LandId[] = [start];
    for (const here of queue) { // a breadth-first walk: for-of also visits the lands pushed on the way
      for (const next of neighbours.get(here) ?? []) {
        if (dist.has(next)) continue;
        dist.set(next, (dist.get(here) ?? 0) + 1);
        queue.push(next);
      }
    }
    distance.set(start, dist);
  }

  return {
    landIds,
    towers,
    isTower,
    neighbours,
    sideFacing,
    firstSteps,
    nextSteps,
    entrySides,
    distance,
  };
}
