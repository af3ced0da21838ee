// The masterboard's static layer, drawn once: every cell of every land in its terrain's colour (the shapes that answer
// clicks, right-clicks, long presses and hovers), the terrain's picture and name, the land's number on its label
// side, and the exit signs.
import Konva from 'konva';
import { terrainColor, textOn } from './colors.js';
import { TERRAIN_ART } from './art.js';
import { drawArt } from './drawArt.js';
import { labelPoint, landCorners, MASTER_S, signPolygon, signShapes } from './geometry.js';
import { landCells, namePoint, type BoardLand, type BoardLands } from './master-lands.js';
import { targetId } from './focus-nav.js';
import { CLICK_TARGET } from './press-click.js';

/** What a land's shapes report (a click: press-click.ts, by the target each cell carries). */
export interface LandEvents {
  /** The pointer entered a land, or left it (null). */
  readonly landHover: (land: number | null) => void;
  /** A land was right-clicked or long-pressed (absent: the board offers no inspection). */
  readonly landInspect?: (land: number) => void;
}

/** Background of the drawing round the lands. */
const BACKGROUND = '#14202b';

/** Calls `then` when a touch rests on `shape` for half a second without moving away. */
function longPress(shape: Konva.Shape, then: () => void): void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  shape.on('touchstart', () => {
    cancel();
    timer = setTimeout(then, 500);
  });
  shape.on('touchend touchmove', cancel);
}

/** One cell's outline, answering the pointer for its land. */
function cellShape(points: number[], fill: string, land: number, on: LandEvents): Konva.Line {
  const shape = new Konva.Line({ points, closed: true, fill, stroke: '#111', strokeWidth: 1.5, name: `land-${land}` });
  shape.setAttr(CLICK_TARGET, targetId('land', land));
  const inspect = on.landInspect;
  if (inspect) {
    shape.on('contextmenu', (e) => {
      e.evt.preventDefault();
      inspect(land);
    });
    longPress(shape, () => inspect(land));
  }
  shape.on('mouseenter', () => on.landHover(land));
  shape.on('mouseleave', () => on.landHover(null));
  return shape;
}

/** The terrain's picture and name side by side in the land's first cell (a long name shrinks to fit); its number on
 * its label side — a land of several cells is known by its name and carries no number. */
function drawWords(group: Konva.Group, land: BoardLand, ink: string, terrainName: (t: string) => string): void {
  const first = landCells(land)[0] ?? land;
  const c = namePoint(first);
  const name = new Konva.Text({ y: c.y - 7, text: terrainName(land.terrain), fontSize: 12, fontStyle: 'bold', fill: ink, listening: false, name: 'terrain-name' });
  const art = TERRAIN_ART[land.terrain];
  const symbol = art ? 1.1 * MASTER_S : 0;
  const room = 4 * MASTER_S - symbol;
  if (name.width() > room) name.fontSize((name.fontSize() * room) / name.width());
  name.y(c.y - name.height() / 2);
  const left = c.x - (symbol + name.width()) / 2;
  if (art) drawArt(group, art, { x: left + symbol / 2 - 2, y: c.y - 1 }, 0.5 * MASTER_S);
  name.x(left + symbol);
  group.add(name);
  if (land.parts && land.parts.length > 1) return;
  const lp = labelPoint(land);
  group.add(new Konva.Text({ x: lp.x - 20, y: lp.y - 7, width: 40, align: 'center', text: String(land.id), fontSize: 13, fontStyle: 'bold', fill: ink, listening: false, name: 'land-number' }));
}

/** Draws the whole static board into `group`, in board pixels (the board caches it as one picture). */
export function drawStatic(group: Konva.Group, lands: BoardLands, terrainName: (t: string) => string, on: LandEvents): void {
  group.add(new Konva.Rect({ ...lands.box, fill: BACKGROUND, listening: false }));
  for (const land of lands.list) {
    const fill = terrainColor(land.terrain);
    for (const cell of landCells(land)) group.add(cellShape(landCorners(cell).flatMap((p) => [p.x, p.y]), fill, land.id, on));
    drawWords(group, land, textOn(fill), terrainName);
  }
  for (const land of lands.list) {
    const cells = landCells(land);
    for (const exit of land.exits) {
      const cell = cells[exit.part ?? 0] ?? land;
      for (const shape of signShapes(cell, exit)) {
        group.add(new Konva.Line({ points: signPolygon(shape), closed: true, fill: '#ffffff', stroke: '#000', strokeWidth: 1.8, lineJoin: 'round', listening: false }));
      }
    }
  }
}
