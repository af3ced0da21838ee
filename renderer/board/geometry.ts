// Pure masterboard geometry from the component reference (§1.3–1.5): land outlines, centres, label spots and the
// placement of exit signs. Units: s (px per reference unit) and h = √3·s; no drawing library involved.
import type { ExitDef, LandDef, SignType } from '../../engine/family/types.js';

/** A point in board pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Reference unit in pixels for the masterboard drawing. */
export const MASTER_S = 20;
const H = Math.sqrt(3) * MASTER_S;
/** Left margin so the board (which starts at x = −2s) begins inside the canvas. */
const MARGIN_X = 3 * MASTER_S;
const MARGIN_Y = MASTER_S;

/** The drawing data of one lattice cell: its anchor and whether it points down. */
export type CellPlace = Pick<LandDef, 'anchorX' | 'anchorY' | 'inverted'>;

const UPRIGHT: readonly (readonly [number, number])[] = [[0, 0], [2, 0], [4, 2], [3, 3], [-1, 3], [-2, 2]];
const INVERTED: readonly (readonly [number, number])[] = [[-1, 0], [3, 0], [4, 1], [2, 3], [0, 3], [-2, 1]];

/** The six corners of a land, clockwise from the top left (reference §1.3). */
export function landCorners(land: CellPlace): Point[] {
  const table = land.inverted ? INVERTED : UPRIGHT;
  return table.map(([dx, dy]) => ({
    x: MARGIN_X + (land.anchorX + dx) * MASTER_S,
    y: MARGIN_Y + (land.anchorY + dy) * H,
  }));
}

/** Centroid of a polygon's corners. */
export function centroid(points: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.x;
    y += p.y;
  }
  return { x: x / points.length, y: y / points.length };
}

/** The visual centre of a land (the centre of its triangle's inscribed area). */
export function landCenter(land: CellPlace): Point {
  return centroid(landCorners(land));
}

/** Point on side k of a land at fraction t from corner k towards corner k+1. */
function alongSide(corners: readonly Point[], side: number, t: number): Point {
  const a = corners[side];
  const b = corners[(side + 1) % 6];
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** Unit normal of side k pointing out of the land. */
export function outwardNormal(corners: readonly Point[], side: number): Point {
  const a = corners[side];
  const b = corners[(side + 1) % 6];
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  // Corners run clockwise on screen (y down): the outward normal is the edge direction turned anticlockwise.
  return { x: (b.y - a.y) / len, y: -(b.x - a.x) / len };
}

/** Where the land number sits: just inside the middle of its label side. */
export function labelPoint(land: CellPlace & Pick<LandDef, 'labelSide'>): Point {
  const corners = landCorners(land);
  const mid = alongSide(corners, land.labelSide, 0.5);
  const n = outwardNormal(corners, land.labelSide);
  return { x: mid.x - n.x * MASTER_S * 0.75, y: mid.y - n.y * MASTER_S * 0.75 };
}

/** One drawn sign: its kind, the stretch of the edge it covers and the direction into the target land. */
export interface SignShape {
  readonly sign: SignType;
  readonly to: number;
  /** Start and end of the stretch of the shared side the symbol covers. */
  readonly from: Point;
  readonly till: Point;
  /** Unit vector pointing into the target land. */
  readonly normal: Point;
  /** Depth of the symbol on each side of the edge (s/3). */
  readonly depth: number;
}

const SINGLE_STRETCH: readonly (readonly [number, number])[] = [[1 / 6, 1 / 3]];
const TRIPLE_STRETCH: readonly (readonly [number, number])[] = [[1 / 6, 1 / 3], [5 / 12, 7 / 12], [2 / 3, 5 / 6]];

/** The symbols to draw for one exit sign of a land (three for a triple arrow). */
export function signShapes(land: CellPlace, exit: ExitDef): SignShape[] {
  const corners = landCorners(land);
  const normal = outwardNormal(corners, exit.side);
  const stretches = exit.sign === 'ARROWS' ? TRIPLE_STRETCH : SINGLE_STRETCH;
  return stretches.map(([t0, t1]) => ({
    sign: exit.sign,
    to: exit.to,
    from: alongSide(corners, exit.side, t0),
    till: alongSide(corners, exit.side, t1),
    normal,
    depth: MASTER_S / 3,
  }));
}

/** Polygon points (flat x,y list) of one sign symbol: square, half-disc (approximated) or triangle. */
export function signPolygon(shape: SignShape): number[] {
  const { from, till, normal: n, depth } = shape;
  const mid = { x: (from.x + till.x) / 2, y: (from.y + till.y) / 2 };
  const back = (p: Point): Point => ({ x: p.x - n.x * depth, y: p.y - n.y * depth });
  const out: Point[] = [];
  if (shape.sign === 'BLOCK') {
    out.push(back(from), back(till), { x: till.x + n.x * depth, y: till.y + n.y * depth }, { x: from.x + n.x * depth, y: from.y + n.y * depth });
  } else if (shape.sign === 'ARCH') {
    const r = Math.hypot(till.x - from.x, till.y - from.y) / 2;
    const ux = (till.x - from.x) / (2 * r);
    const uy = (till.y - from.y) / (2 * r);
    const base = { x: mid.x - (n.x * depth) / 2, y: mid.y - (n.y * depth) / 2 };
    const reach = r + depth / 2;
    for (let i = 0; i <= 12; i++) {
      const a = Math.PI - (Math.PI * i) / 12;
      out.push({ x: base.x + ux * r * Math.cos(a) + n.x * reach * Math.sin(a), y: base.y + uy * r * Math.cos(a) + n.y * reach * Math.sin(a) });
    }
  } else {
    out.push(back(from), back(till), { x: mid.x + n.x * depth, y: mid.y + n.y * depth });
  }
  return out.flatMap((p) => [p.x, p.y]);
}

/** True if point p lies inside the polygon (even-odd rule). */
export function insidePolygon(p: Point, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i];
    const b = poly[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}
