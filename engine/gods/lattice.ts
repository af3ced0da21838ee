// The geometry of Gods of Titan's board design on the classic triangle grid (the grid itself, its cells, long sides and
// touching lands, is the family's: engine/family/board/lattice.ts): drawing anchors, cell centres, and the 120° rotation
// about a grid corner that makes the board three-fold symmetric. Centres are kept in exact integer "thirds" so a
// rotation never meets a rounding error.
import { isInverted, longSides, type Cell } from '../family/board/lattice.js';

/** A point in thirds of the grid units: x in s/3, y in h/3 (h = √3·s), screen y growing downwards. */
export interface Thirds {
  readonly x: number;
  readonly y: number;
}

/** Reference §1.3: the drawing anchor (x in s, y in h) the renderer's land outline starts from. */
export function anchorOf(cell: Cell): { anchorX: number; anchorY: number } {
  return { anchorX: 4 * cell.x, anchorY: 4 * cell.y + (isInverted(cell) ? 0 : 1) };
}

/** The centre of the cell's whole (untruncated) triangle, in thirds: x = 4·x + 1 s, y = 4·y + 4/3 h (inverted) or + 8/3 h. */
export function centreOf(cell: Cell): Thirds {
  return { x: 12 * cell.x + 3, y: 12 * cell.y + (isInverted(cell) ? 4 : 8) };
}

/** The cell whose centre is `p`, or null if no cell centre lies there. */
export function cellAt(p: Thirds): Cell | null {
  if ((p.x - 3) % 12 !== 0) return null;
  const x = (p.x - 3) / 12;
  for (const offset of [4, 8]) {
    if ((p.y - offset) % 12 !== 0) continue;
    const cell = { x, y: (p.y - offset) / 12 };
    if (isInverted(cell) === (offset === 4)) return cell;
  }
  return null;
}

/** `p` turned 120° clockwise (as seen on the screen) `turns` times about `centre`. */
export function rotateThirds(p: Thirds, centre: Thirds, turns: number): Thirds {
  let dx = p.x - centre.x;
  let dy = p.y - centre.y;
  for (let i = 0; i < ((turns % 3) + 3) % 3; i++) [dx, dy] = [-(dx + 3 * dy) / 2, (dx - dy) / 2];
  return { x: centre.x + dx, y: centre.y + dy };
}

/** A side index after the land is turned 120° clockwise `turns` times (each turn moves a side two places on). */
export function rotateSide(side: number, turns: number): number {
  return (((side + 2 * turns) % 6) + 6) % 6;
}

/** The ring a cell lies in around a grid corner: 1 for the six cells touching it, k for those between hexagons k − 1 and k. */
export function ringOf(cell: Cell, corner: Thirds): number {
  let ring = 0;
  for (let turns = 0; turns < 3; turns++) {
    const p = rotateThirds(centreOf(cell), corner, turns);
    ring = Math.max(ring, Math.ceil(Math.abs(p.y - corner.y) / 12));
  }
  return ring;
}

/** Clockwise angle of a cell centre round `corner`, in degrees from 12 o'clock (0 ≤ a < 360). */
export function clockAngle(cell: Cell, corner: Thirds): number {
  const c = centreOf(cell);
  const degrees = (Math.atan2(c.x - corner.x, -(c.y - corner.y) * Math.sqrt(3)) * 180) / Math.PI;
  return (degrees + 360) % 360;
}

/** The short side of a cell facing away from `corner` (of two equally good, the one clockwise): our label side. */
export function outwardShortSide(cell: Cell, corner: Thirds): number {
  const angle = Math.round(clockAngle(cell, corner) * 1e6) / 1e6;
  const off = (side: number): number => ((60 * side - angle + 540) % 360) - 180;
  const shortSides = [0, 1, 2, 3, 4, 5].filter((side) => !longSides(cell).includes(side));
  return shortSides.sort((a, b) => Math.abs(off(a)) - Math.abs(off(b)) || off(b) - off(a))[0] ?? 0;
}
