// Legion markers on a masterboard: where each goes (spread over its land's cells, side by side in a cell) and how one
// looks — its owner's colour and shape, its word (a Tower marker with the Tower sign under it), its height, a dot once it moved,
// a dashed ring while it is still to move, a green badge once it mustered this turn, the selected one outlined.
import Konva from 'konva';
import { HIGHLIGHT, textOn } from './colors.js';
import type { Point } from './geometry.js';
import { landCells, markerPoint, type BoardLands } from './master-lands.js';
import { iconPath } from '../lib/icons.js';

/** One legion marker as a game hands it to the board. */
export interface BoardMarker {
  /** The legion's marker id: what clicks and drops report. */
  readonly id: string;
  readonly land: number;
  /** The owner's colour, "#rrggbb". */
  readonly color: string;
  /** The owner's shape (renderer/board/colors.ts PLAYER_GLYPHS): seats told apart without colour. */
  readonly glyph: string;
  /** The word on the marker (its name or number, or a Tower's kind). */
  readonly label: string;
  /** A Tower marker: the Tower sign is drawn under its word. */
  readonly tower: boolean;
  /** The legion's height (how many characters it holds). */
  readonly height: number;
  /** It moved this turn: a small dot in its corner. */
  readonly moved: boolean;
}

/** How one marker is shown beyond its own data. */
export interface MarkerState {
  readonly selected: boolean;
  /** Still to move this phase: ringed (not when selected). */
  readonly unmoved: boolean;
  /** Mustered this turn: what (null: not known); undefined: it did not. */
  readonly mustered: string | null | undefined;
}

/** The middle of each marker in board pixels: a land's markers take its cells in turn, and those of one cell stand
 * side by side, `size` wide with a gap. */
export function markerSpots(lands: BoardLands, markers: readonly BoardMarker[], size: number): Map<string, Point> {
  const spots = new Map<string, Point>();
  const onLand = new Map<number, BoardMarker[]>();
  for (const m of markers) onLand.set(m.land, [...(onLand.get(m.land) ?? []), m]);
  for (const [id, here] of onLand) {
    const land = lands.byId.get(id);
    if (!land) continue;
    const cells = landCells(land);
    here.forEach((m, i) => {
      const c = markerPoint(cells[i % cells.length] ?? land);
      // how many of the land's markers this cell holds: each cell centres its own
      const inCell = Math.floor((here.length - 1 - (i % cells.length)) / cells.length) + 1;
      const slot = Math.floor(i / cells.length);
      spots.set(m.id, { x: c.x + (slot - (inCell - 1) / 2) * (size + 4), y: c.y });
    });
  }
  return spots;
}

/** A Tower sign: a crenellated tower `w` wide and `h` high, its foot's left end at (0, 0). */
function towerSign(w: number, h: number, fill: string): Konva.Line {
  const c = w / 5;
  const points = [0, 0, 0, -h, c, -h, c, -h + c, 2 * c, -h + c, 2 * c, -h, 3 * c, -h, 3 * c, -h + c, 4 * c, -h + c, 4 * c, -h, w, -h, w, 0];
  return new Konva.Line({ points, closed: true, fill, opacity: 0.85, listening: false, name: 'tower-sign' });
}

/** The green badge on a marker's top right corner of what it mustered (a plus when not known). */
function musterBadge(g: Konva.Group, m: number, creature: string | null): void {
  const r = 0.34 * m;
  g.add(new Konva.Circle({ x: m, y: 0, radius: r, fill: '#2e7d32', stroke: '#fff', strokeWidth: 1.5, name: 'mustered' }));
  if (creature) g.add(new Konva.Path({ data: iconPath(creature), fill: '#fff', x: m - r * 0.75, y: -r * 0.75, scaleX: (1.5 * r) / 512, scaleY: (1.5 * r) / 512 }));
  else g.add(new Konva.Text({ x: m - r, y: -r * 0.7, width: 2 * r, align: 'center', text: '+', fontSize: 1.4 * r, fontStyle: 'bold', fill: '#fff' }));
}

/** One marker, `m` board pixels square, its top left corner at the group's origin. */
export function drawMarker(marker: BoardMarker, m: number, state: MarkerState): Konva.Group {
  const g = new Konva.Group({ name: `legion-${marker.id}` });
  const k = m / 40;
  if (state.unmoved && !state.selected) {
    g.add(new Konva.Rect({ x: -4 * k, y: -4 * k, width: m + 8 * k, height: m + 8 * k, cornerRadius: 7 * k, stroke: HIGHLIGHT.move, strokeWidth: 3 * k, dash: [6 * k, 4 * k], name: 'unmoved' }));
  }
  g.add(new Konva.Rect({ width: m, height: m, fill: marker.color, cornerRadius: 4 * k, stroke: state.selected ? HIGHLIGHT.selected : '#000', strokeWidth: state.selected ? 4 : 1.5, shadowColor: '#000', shadowBlur: 4, shadowOpacity: 0.5, name: 'marker' }));
  const ink = textOn(marker.color);
  // the word fits the marker's width (a Tower's kind may be long)
  const fit = Math.min(0.3 * m, (m - 4 * k) / (0.62 * Math.max(1, marker.label.length)));
  g.add(new Konva.Text({ y: 0.1 * m, width: m, align: 'center', text: marker.label, fontSize: fit, fontStyle: 'bold', fill: ink, name: 'label' }));
  // the owner's shape in the bottom left corner; a Tower marker's sign and height move right to make room
  g.add(new Konva.Text({ x: 0.02 * m, y: 0.58 * m, width: 0.34 * m, align: 'center', text: marker.glyph, fontSize: 0.34 * m, fontStyle: 'bold', fill: ink, name: 'glyph' }));
  if (marker.tower) {
    const sign = towerSign(0.3 * m, 0.36 * m, ink);
    sign.position({ x: 0.33 * m, y: 0.9 * m });
    g.add(sign);
    g.add(new Konva.Text({ x: 0.62 * m, y: 0.54 * m, width: 0.36 * m, align: 'center', text: String(marker.height), fontSize: 0.36 * m, fontStyle: 'bold', fill: ink, name: 'height' }));
  } else {
    g.add(new Konva.Text({ y: 0.45 * m, width: m, align: 'center', text: String(marker.height), fontSize: 0.45 * m, fontStyle: 'bold', fill: ink, name: 'height' }));
  }
  if (marker.moved) g.add(new Konva.Circle({ x: m - 0.12 * m, y: m - 0.12 * m, radius: 0.085 * m, fill: '#fff', stroke: '#000', strokeWidth: 1, name: 'moved' }));
  if (state.mustered !== undefined) musterBadge(g, m, state.mustered);
  return g;
}
