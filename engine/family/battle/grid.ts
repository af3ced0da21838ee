// The shared 27-hex battle grid as dense index tables (labels, neighbours, ranges, centres, edges), built once so
// that the hot battle rules work on small integers instead of label strings.
import { BATTLE_GRID } from '../data/generated/battlegrid.js';
import type { BattleEdge, EntrySide } from '../types.js';

/** A battle hex label A1…F4 (reference §2.1). */
export type HexLabel = string;

/** Number of hexes of the battle grid. */
export const HEX_COUNT = BATTLE_GRID.length;

/** Hex labels by index (the index is the position in the generated grid). */
export const HEX_LABELS: readonly HexLabel[] = BATTLE_GRID.map((h) => h.label);

const INDEX_BY_LABEL = new Map<string, number>(HEX_LABELS.map((l, i) => [l, i]));

/** Neighbour index across side s of hex i at [i * 6 + s]; -1 = off-board. */
export const NEIGHBOURS: Int8Array = (() => {
  const out = new Int8Array(HEX_COUNT * 6).fill(-1);
  BATTLE_GRID.forEach((h, i) => {
    h.neighbours.forEach((n, s) => {
      if (n !== null) out[i * 6 + s] = INDEX_BY_LABEL.get(n) ?? -1;
    });
  });
  return out;
})();

/** Side of hex i that faces hex j at [i * HEX_COUNT + j]; -1 = not adjacent. */
export const SIDE_TOWARDS: Int8Array = (() => {
  const out = new Int8Array(HEX_COUNT * HEX_COUNT).fill(-1);
  for (let i = 0; i < HEX_COUNT; i++) {
    for (let s = 0; s < 6; s++) {
      const j = NEIGHBOURS[i * 6 + s]!;
      if (j >= 0) out[i * HEX_COUNT + j] = s;
    }
  }
  return out;
})();

/** Range (inclusive count, §12.3) between hexes i and j at [i * HEX_COUNT + j]. */
const RANGES: Uint8Array = (() => {
  const out = new Uint8Array(HEX_COUNT * HEX_COUNT);
  for (let start = 0; start < HEX_COUNT; start++) {
    const dist = new Int8Array(HEX_COUNT).fill(-1);
    dist[start] = 0;
    const queue = [start];
    for (const i of queue) { // a breadth-first walk: for-of also visits the hexes pushed on the way
      for (let s = 0; s < 6; s++) {
        const j = NEIGHBOURS[i * 6 + s]!;
        if (j >= 0 && dist[j]! < 0) {
          dist[j] = dist[i]! + 1;
          queue.push(j);
        }
      }
    }
    for (const [j, d] of dist.entries()) out[start * HEX_COUNT + j] = d + 1;
  }
  return out;
})();

/** Hex centres in true proportions (x in units of s, y in units of s as well: the data's y is in h = √3·s). */
export const CENTRE_X: Float64Array = Float64Array.from(BATTLE_GRID, (h) => h.cx);
export const CENTRE_Y: Float64Array = Float64Array.from(BATTLE_GRID, (h) => h.cy * Math.sqrt(3));

/** Where a label's two characters (a letter and a digit) put it in INDEX_BY_CHARS; -1 for any other string. */
function charSlot(label: string): number {
  if (typeof label !== 'string' || label.length !== 2) return -1;
  const row = label.charCodeAt(0) - 65; // 'A'
  const col = label.charCodeAt(1) - 48; // '0'
  return row >= 0 && row < 26 && col >= 0 && col < 10 ? row * 10 + col : -1;
}

/** Each hex's index by its label's two characters: the battle rules ask for indices on every step, and reading them
 * off the characters is cheaper than hashing the label. */
const INDEX_BY_CHARS: Int8Array = (() => {
  const out = new Int8Array(260).fill(-1);
  HEX_LABELS.forEach((l, i) => {
    const slot = charSlot(l);
    if (slot < 0 || out[slot] !== -1) throw new Error(`battle hex label ${l} is not a letter and a digit of its own`);
    out[slot] = i;
  });
  return out;
})();

/** Index of a hex label, -1 if it is not a hex of the grid (used to validate input). */
export function hexIndex(label: string): number {
  const slot = charSlot(label);
  return slot < 0 ? -1 : INDEX_BY_CHARS[slot]!;
}

/** Whether a string names a hex of the battle grid. */
export function isHexLabel(label: string): boolean {
  return INDEX_BY_LABEL.has(label);
}

function indexOrThrow(label: HexLabel): number {
  const i = INDEX_BY_LABEL.get(label);
  if (i === undefined) throw new Error(`not a battle hex: ${label}`);
  return i;
}

/** Range between two hexes counted inclusively (§12.3): same hex 1, adjacent 2. */
export function battleRange(a: HexLabel, b: HexLabel): number {
  return RANGES[indexOrThrow(a) * HEX_COUNT + indexOrThrow(b)]!;
}

/** Range between two hex indexes (the allocation-free form of battleRange). */
export function rangeByIndex(i: number, j: number): number {
  return RANGES[i * HEX_COUNT + j]!;
}

/** The hex across side 0–5 (0 = top, clockwise) of a hex, or null off the board. */
export function hexNeighbour(label: HexLabel, side: number): HexLabel | null {
  if (!Number.isInteger(side) || side < 0 || side > 5) return null;
  const j = NEIGHBOURS[indexOrThrow(label) * 6 + side]!;
  return j < 0 ? null : HEX_LABELS[j]!;
}

const EDGE_HEXES: ReadonlyMap<string, readonly HexLabel[]> = (() => {
  const out = new Map<string, HexLabel[]>();
  for (const h of BATTLE_GRID) {
    for (const e of h.edges) {
      const list = out.get(e) ?? [];
      list.push(h.label);
      out.set(e, list);
    }
  }
  for (const list of out.values()) list.sort();
  return out;
})();

/** The hexes of one battleland edge, sorted (reference §3.1). */
export function edgeHexes(edge: BattleEdge): readonly HexLabel[] {
  return EDGE_HEXES.get(edge) ?? [];
}

/** The defender's 3-hex edge opposite an attacker's 4-hex entry edge (§10.1, reference §3.1). */
export function oppositeEdge(entry: EntrySide): BattleEdge {
  return entry === 'Left' ? 'RightDefense' : entry === 'Right' ? 'LeftDefense' : 'TopDefense';
}
