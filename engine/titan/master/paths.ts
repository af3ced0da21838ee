// Every way a normal move may go (§7.4), laid out once per variant, starting land and roll: the tree of sign-following
// paths of exactly `roll` steps on an empty board, as a flat array the movement search (movement.ts) walks, skipping
// the part of the tree beyond a land that stops it. The legal-action listing asks for every legion's moves after
// every move, and AI searches ask far more often, so the walk allocates nothing but its answer.
import type { EntrySide } from '../../family/types.js';
import type { LandId } from '../state.js';
import type { Variant } from '../variants/index.js';
import { masterGraph, type MasterGraph } from './graph.js';

/** Ints per node of a path tree: the land's index, its flags, the index of the node after its subtree. */
export const NODE = 3;
/** Flag of a node whose land is a move's last step. */
export const LAST = 8;
/** The entry-side bit of an arrival (bits in alphabetical order of the sides, the order sortSides reports). */
const SIDE_BIT: Readonly<Record<EntrySide, number>> = { Bottom: 1, Left: 2, Right: 4 };

/** The entry sides of each combination of side bits, sorted (Bottom, Left, Right); shared, never changed. */
export const SIDES_OF_BITS: readonly (readonly EntrySide[])[] = Array.from({ length: 8 }, (_, bits) =>
  (['Bottom', 'Left', 'Right'] as const).filter((s) => (bits & SIDE_BIT[s]) !== 0));

/** One variant's masterboard as the movement search indexes it, with the trees built so far and the search's
 * scratch marks (stamped per search, so they are never cleared). */
export interface PathIndex {
  readonly graph: MasterGraph;
  /** Each land's index: its place in graph.landIds (ascending land ids). */
  readonly indexOf: ReadonlyMap<LandId, number>;
  readonly trees: Map<number, Int32Array>;
  /** Per land index: the stamp of the search that marked it, and what it marked. */
  readonly stamp: Int32Array;
  readonly mark: Int8Array;
  /** Per land index: the stamp of the search that reached it as a move's end, and the entry-side bits seen there. */
  readonly reached: Int32Array;
  readonly sides: Int8Array;
  search: number;
}

const INDEXES = new Map<string, PathIndex>();

/** The path index of a variant's masterboard (built on first use). */
export function pathIndex(variant: Variant): PathIndex {
  let index = INDEXES.get(variant.id);
  if (!index) {
    const graph = masterGraph(variant);
    const n = graph.landIds.length;
    index = {
      graph,
      indexOf: new Map(graph.landIds.map((id, i) => [id, i])),
      trees: new Map(),
      stamp: new Int32Array(n),
      mark: new Int8Array(n),
      reached: new Int32Array(n),
      sides: new Int8Array(n),
      search: 0,
    };
    INDEXES.set(variant.id, index);
  }
  return index;
}

/** §7.4: the tree of every path of exactly `roll` steps from the land at `start` (its index), in the order the signs
 * list the exits: a node per step, its children the steps that may follow it. */
export function pathTree(index: PathIndex, start: number, roll: number): Int32Array {
  const key = roll * 4096 + start;
  let tree = index.trees.get(key);
  if (!tree) {
    tree = buildTree(index, start, roll);
    index.trees.set(key, tree);
  }
  return tree;
}

function buildTree(index: PathIndex, start: number, roll: number): Int32Array {
  const { graph, indexOf } = index;
  const nodes: number[] = [];
  const step = (from: LandId, cameFrom: LandId | null, left: number): void => {
    const options = cameFrom === null ? graph.firstSteps.get(from) : graph.nextSteps.get(from)?.get(cameFrom);
    for (const to of options ?? []) {
      const at = nodes.length;
      const side = graph.entrySides.get(to)?.get(from);
      nodes.push(indexOf.get(to) ?? -1, (side ? SIDE_BIT[side] : 0) | (left === 1 ? LAST : 0), 0);
      if (left > 1) step(to, from, left - 1);
      nodes[at + 2] = nodes.length;
    }
  };
  step(graph.landIds[start] as LandId, null, roll);
  return Int32Array.from(nodes);
}
