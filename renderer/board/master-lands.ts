// The lands a masterboard draws, as geometry and nothing of any game: a land covers one cell of the shared triangle
// lattice or several (engine/family/board/lattice.ts), each drawn as its own outline; where a land's name and its
// markers go in a cell; the box the whole board fills; which land a point of the drawing lies in.
import { cellsOf, type BoardLand as LatticeLand, type Cell } from '../../engine/family/board/lattice.js';
import { insidePolygon, landCenter, landCorners, MASTER_S, type CellPlace, type Point } from './geometry.js';
import type { Rect } from './placement.js';

/** One lattice cell a land covers, with its drawing anchor. */
export type LandCell = Cell & CellPlace;

/** A land as the masterboard draws it: terrain, first cell, its further cells if it covers several, signs (each on
 * the cell `part` names), label side. TITAN's `LandDef` and Gods of Titan's lands are both of this shape. */
export interface BoardLand extends LatticeLand, CellPlace {
  readonly terrain: string;
  readonly parts?: readonly LandCell[];
}

/** The board's lands by id, with the box they fill. */
export interface BoardLands {
  readonly list: readonly BoardLand[];
  readonly byId: ReadonlyMap<number, BoardLand>;
  /** The drawing's extent in board pixels (every cell's corners and a margin round them). */
  readonly box: Rect;
}

/** Space left round the outermost cells. */
const MARGIN = MASTER_S;

/** The cells of a land, its first cell first. */
export function landCells(land: BoardLand): readonly LandCell[] {
  return cellsOf<LandCell>(land);
}

/** Indexes a board's lands and measures the box they fill. */
export function boardLands(list: readonly BoardLand[]): BoardLands {
  const pts = list.flatMap((l) => landCells(l).flatMap((c) => landCorners(c)));
  const x = Math.min(...pts.map((p) => p.x)) - MARGIN;
  const y = Math.min(...pts.map((p) => p.y)) - MARGIN;
  const width = Math.max(...pts.map((p) => p.x)) + MARGIN - x;
  const height = Math.max(...pts.map((p) => p.y)) + MARGIN - y;
  return { list, byId: new Map(list.map((l) => [l.id, l])), box: { x, y, width, height } };
}

/** Where a cell's terrain name goes: in its narrow part (above the markers in an upright cell, below them in an
 * inverted one). */
export function namePoint(cell: CellPlace): Point {
  const c = landCenter(cell);
  return { x: c.x, y: c.y + (cell.inverted ? 1.2 : -0.9) * MASTER_S };
}

/** Where a cell's legion markers go: the wide part of the truncated triangle. */
export function markerPoint(cell: CellPlace): Point {
  const c = landCenter(cell);
  return { x: c.x, y: c.y + (cell.inverted ? -0.5 : 0.9) * MASTER_S };
}

/** The land whose outline (any of its cells) holds a point of the drawing. */
export function landAt(lands: BoardLands, p: Point): BoardLand | undefined {
  return lands.list.find((l) => landCells(l).some((c) => insidePolygon(p, landCorners(c))));
}

/** A land's bounding box in board pixels (all its cells). */
export function landBox(land: BoardLand): Rect {
  const pts = landCells(land).flatMap((c) => landCorners(c));
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}
