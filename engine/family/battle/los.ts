// Rangestrike line of sight (§12.4 and the Hazard Chart's rangestriking rows). The path is the hexes a straight
// centre-to-centre line passes through; along a hexspine the striker picks either hex, so there are then two
// candidate paths and the line is blocked only if both are. Geometry is computed once per hex pair; the terrain
// verdict once per battleland and pair; only the pieces are looked at per call.
import type { CreatureDef } from '../types.js';
import type { HexLabel } from './grid.js';
import { CENTRE_X, CENTRE_Y, HEX_COUNT, SIDE_TOWARDS, hexIndex } from './grid.js';
import { landInfo, nativeToHex, type LandInfo } from './hazards.js';
import type { BattlePosition } from './position.js';

const SQRT3 = Math.sqrt(3);
/** Hexagon corners relative to its centre (flat-topped, side 2): the grid's shape (reference §2.1). */
const CORNER_X = [-1, 1, 2, 1, -1, -2];
const CORNER_Y = [-SQRT3, -SQRT3, 0, SQRT3, SQRT3, 0];
/** How far the two candidate lines are pushed off a hexspine. */
const NUDGE = 1e-6;

/** Parameter interval of the segment inside hex h (Cyrus–Beck clipping against the six sides); null if it misses. */
function clip(h: number, px: number, py: number, dx: number, dy: number): number | null {
  let t0 = 0;
  let t1 = 1;
  const cx = CENTRE_X[h]!;
  const cy = CENTRE_Y[h]!;
  for (let k = 0; k < 6; k++) {
    const ax = cx + CORNER_X[k]!;
    const ay = cy + CORNER_Y[k]!;
    const bx = cx + CORNER_X[(k + 1) % 6]!;
    const by = cy + CORNER_Y[(k + 1) % 6]!;
    // Outward normal of a clockwise (screen coordinates) polygon side.
    const nx = by - ay;
    const ny = ax - bx;
    const num = nx * (px - ax) + ny * (py - ay);
    const den = nx * dx + ny * dy;
    if (den === 0) {
      if (num > 0) return null;
    } else if (den < 0) {
      t0 = Math.max(t0, -num / den);
    } else {
      t1 = Math.min(t1, -num / den);
    }
  }
  return t1 - t0 > 1e-9 ? t0 : null;
}

function tracePath(from: number, to: number, side: number): Int8Array {
  const fromX = CENTRE_X[from]!;
  const fromY = CENTRE_Y[from]!;
  const dx = CENTRE_X[to]! - fromX;
  const dy = CENTRE_Y[to]! - fromY;
  const len = Math.hypot(dx, dy);
  const px = fromX - (dy / len) * NUDGE * side;
  const py = fromY + (dx / len) * NUDGE * side;
  const hits: { h: number; t: number }[] = [];
  for (let h = 0; h < HEX_COUNT; h++) {
    const t = clip(h, px, py, dx, dy);
    if (t !== null) hits.push({ h, t });
  }
  hits.sort((a, b) => a.t - b.t);
  return Int8Array.from(hits, (x) => x.h);
}

function samePath(a: Int8Array, b: Int8Array): boolean {
  return a.length === b.length && a.every((v, k) => v === b[k]);
}

const GEOMETRY: (readonly Int8Array[] | undefined)[] = new Array(HEX_COUNT * HEX_COUNT);

/** The candidate paths (hex indexes from striker to target, both included) between two different hexes. */
export function candidatePaths(from: number, to: number): readonly Int8Array[] {
  const key = from * HEX_COUNT + to;
  let paths = GEOMETRY[key];
  if (!paths) {
    const left = tracePath(from, to, 1);
    const right = tracePath(from, to, -1);
    paths = samePath(left, right) ? [left] : [left, right];
    GEOMETRY[key] = paths;
  }
  return paths;
}

/** What the terrain alone says about one candidate path. */
interface PathVerdict {
  readonly terrainBlocked: boolean;
  /** Intermediate hexes, in order. */
  readonly mids: Int8Array;
  /** 1 where a character in that intermediate hex blocks (Hazard Chart, CHARACTERS, exceptions 2 and 3 not met). */
  readonly midBlocks: Uint8Array;
  /** Intermediate hexes whose hazard costs a non-native rangestriker skill (Brambles). */
  readonly costly: Int8Array;
  /** Skill any rangestriker loses for the hexsides crossed going up (Walls). */
  readonly skillUp: number;
}

function judgePath(info: LandInfo, path: Int8Array): PathVerdict {
  const from = path[0]!;
  const to = path[path.length - 1]!;
  const last = path.length - 2;
  let blocked = false;
  let single = 0;
  let slopes = 0;
  let walls = 0;
  let skillUp = 0;
  let wallAtEndpoint = false;
  let strikerAtopSlope = false;
  let targetAtopSlope = false;
  let strikerAtopSingle = false;
  let targetAtopSingle = false;
  for (let k = 0; k <= last; k++) {
    const here = path[k]!;
    const next = path[k + 1]!;
    const hexside = here * 6 + SIDE_TOWARDS[here * HEX_COUNT + next]!;
    const side = info.side[hexside];
    const top = info.sideTop[hexside];
    if (!side) continue;
    const atEndpoint = top === from || top === to;
    if (top === next) skillUp += side.sightSkillUp;
    switch (side.sight) {
      case 'at-ends':
        if (!atEndpoint) blocked = true;
        break;
      case 'single-at-ends':
        single++;
        if (!atEndpoint) blocked = true;
        if (k === 0 && top === from) strikerAtopSingle = true;
        if (k === last && top === to) targetAtopSingle = true;
        break;
      case 'wall-count':
        walls++;
        if (atEndpoint) wallAtEndpoint = true;
        break;
      case 'slope-count':
        slopes++;
        if (k === 0 && top === from) strikerAtopSlope = true;
        if (k === last && top === to) targetAtopSlope = true;
        break;
      case 'none':
        break;
    }
  }
  if (single > 1 || walls > 2) blocked = true;
  if (walls === 1 && !wallAtEndpoint) blocked = true;
  if (walls === 2 && (!wallAtEndpoint || info.beneathWall[from] === 1 || info.beneathWall[to] === 1)) blocked = true;
  if (single === 0 && slopes > 0) {
    const enough = slopes <= 2 ? strikerAtopSlope || targetAtopSlope : strikerAtopSlope && targetAtopSlope;
    if (!enough) blocked = true;
  }
  const mids = path.slice(1, path.length - 1);
  const midBlocks = new Uint8Array(mids.length);
  const lowest = Math.min(info.elevation[from]!, info.elevation[to]!);
  const costly: number[] = [];
  mids.forEach((h, m) => {
    const rule = info.hex[h]!;
    if (rule.blocksSight) blocked = true;
    if (rule.sightSkillLoss > 0) costly.push(h);
    const belowBoth = info.elevation[h]! < lowest;
    const singleBase = (m === 0 && strikerAtopSingle) || (m === mids.length - 1 && targetAtopSingle);
    midBlocks[m] = belowBoth || singleBase ? 0 : 1;
  });
  return { terrainBlocked: blocked, mids, midBlocks, costly: Int8Array.from(costly), skillUp };
}

const VERDICTS = new WeakMap<LandInfo, (readonly PathVerdict[] | undefined)[]>();

function verdicts(info: LandInfo, from: number, to: number): readonly PathVerdict[] {
  let table = VERDICTS.get(info);
  if (!table) {
    table = new Array(HEX_COUNT * HEX_COUNT);
    VERDICTS.set(info, table);
  }
  const key = from * HEX_COUNT + to;
  let list = table[key];
  if (!list) {
    list = candidatePaths(from, to).map((p) => judgePath(info, p));
    table[key] = list;
  }
  return list;
}

/** Scratch occupancy table, refilled per call (no allocation on the hot path). */
const OCCUPIED = new Uint8Array(HEX_COUNT);

function fillOccupancy(pos: BattlePosition): void {
  OCCUPIED.fill(0);
  for (const p of pos.pieces) {
    if (p.hex !== null) OCCUPIED[hexIndex(p.hex)] = 1;
  }
}

function pathOpen(v: PathVerdict): boolean {
  if (v.terrainBlocked) return false;
  for (let m = 0; m < v.mids.length; m++) {
    if (v.midBlocks[m] === 1 && OCCUPIED[v.mids[m]!] === 1) return false;
  }
  return true;
}

/** §12.4: whether every candidate path between two hexes is blocked by hazards or characters (pieces on from/to never block). */
export function losBlocked(pos: BattlePosition, from: HexLabel, to: HexLabel): boolean {
  const i = hexIndex(from);
  const j = hexIndex(to);
  if (i < 0 || j < 0) throw new Error(`not a battle hex: ${i < 0 ? from : to}`);
  if (i === j) return false;
  fillOccupancy(pos);
  return !verdicts(landInfo(pos), i, j).some(pathOpen);
}

/**
 * The smallest skill loss along an open path for this rangestriker (intervening hexes that cost a non-native skill,
 * such as Brambles; hexsides crossed going up, such as Walls), the striker choosing the path on a hexspine; -1 if
 * every path is blocked.
 */
export function rangestrikePathPenalty(pos: BattlePosition, info: LandInfo, striker: CreatureDef, from: number, to: number): number {
  fillOccupancy(pos);
  let best = -1;
  const closed = pos.hooks?.sightClosed;
  for (const v of verdicts(info, from, to)) {
    if (!pathOpen(v) || closed?.(pos, striker, v.mids, to)) continue;
    let penalty = v.skillUp;
    for (let k = 0; k < v.costly.length; k++) {
      const h = v.costly[k]!;
      if (!nativeToHex(striker, info.hazard[h]!)) penalty += info.hex[h]!.sightSkillLoss;
    }
    if (best < 0 || penalty < best) best = penalty;
  }
  return best;
}
