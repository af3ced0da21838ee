// Pure battleland geometry (reference §2.1, §3.1): hex outlines and centres of the 27-hex grid, rotated so that the
// attacker's entry edge lies at the bottom of the screen. No drawing library involved.
import type { BattleEdge, GridHexDef } from '../../engine/family/types.js';
import { BATTLE_GRID } from '../../engine/family/data/generated/battlegrid.js';
import type { Point } from './geometry.js';

/** Reference unit in pixels for the battle drawing. */
export const BATTLE_S = 26;
const H = Math.sqrt(3) * BATTLE_S;

/** Outward direction (screen degrees, 0 = east, clockwise) of each battleland edge in the reference drawing. */
const EDGE_ANGLE: Readonly<Record<BattleEdge, number>> = {
  Right: 0,
  RightDefense: 60,
  Bottom: 120,
  LeftDefense: 180,
  Left: 240,
  TopDefense: 300,
};

/** Rotation (degrees) that turns the given edge to face the bottom of the screen. */
export function rotationFor(edge: BattleEdge): number {
  return 90 - EDGE_ANGLE[edge];
}

/** Unrotated centre of the whole grid (column D's middle). */
const GRID_CENTER: Point = { x: 10 * BATTLE_S, y: 7 * H };

/** Rotates a reference-drawing point about the grid centre by `deg` and shifts it so the grid centre is at `origin`. */
export function rotatePoint(p: Point, deg: number, origin: Point): Point {
  const a = (deg * Math.PI) / 180;
  const dx = p.x - GRID_CENTER.x;
  const dy = p.y - GRID_CENTER.y;
  return { x: origin.x + dx * Math.cos(a) - dy * Math.sin(a), y: origin.y + dx * Math.sin(a) + dy * Math.cos(a) };
}

/** Half the size of the square that holds the rotated grid (its circumradius plus a margin). */
export const BATTLE_RADIUS = 6.9 * H;

/** One hex placed on the screen. */
export interface PlacedHex {
  readonly label: string;
  readonly def: GridHexDef;
  readonly center: Point;
  /** Corners, in the reference's corner order (so side k runs from corner k to corner k+1). */
  readonly corners: readonly Point[];
}

const HEX_CORNERS: readonly (readonly [number, number])[] = [[0, 0], [2, 0], [3, 1], [2, 2], [0, 2], [-1, 1]];

/** Every hex of the grid, rotated for an attacker entering along `edge`, centred at `origin`. */
export function placeHexes(edge: BattleEdge, origin: Point): PlacedHex[] {
  const deg = rotationFor(edge);
  return BATTLE_GRID.map((def) => {
    const left = 3 * BATTLE_S * def.x;
    const top = H * (2 * def.y + (def.x % 2 === 1 ? 1 : 0));
    const corners = HEX_CORNERS.map(([dx, dy]) => rotatePoint({ x: left + dx * BATTLE_S, y: top + dy * H }, deg, origin));
    const center = rotatePoint({ x: def.cx * BATTLE_S, y: def.cy * H }, deg, origin);
    return { label: def.label, def, center, corners };
  });
}

/** Side k of a placed hex as a segment. */
export function hexSide(hex: PlacedHex, side: number): readonly [Point, Point] {
  return [hex.corners[side], hex.corners[(side + 1) % 6]];
}

/** Radius of a hex (centre to corner) in pixels. */
export const HEX_RADIUS = 2 * BATTLE_S;
