// The keyboard focus's ring, drawn the same on every board: a white line over a black one, seen on any terrain, hazard
// or counter colour, dashed so it is told from the selection's and the marks' rings without colour.
import Konva from 'konva';
import type { Point } from './geometry.js';

/** Draws the ring along `outlines` (each a closed polygon in the group's coordinates) into `group`, replacing the last. */
export function drawFocusRing(group: Konva.Group, outlines: readonly (readonly Point[])[]): void {
  group.destroyChildren();
  for (const outline of outlines) {
    const points = outline.flatMap((p) => [p.x, p.y]);
    group.add(new Konva.Line({ points, closed: true, stroke: '#000', strokeWidth: 7, listening: false, name: 'focus-ring' }));
    group.add(new Konva.Line({ points, closed: true, stroke: '#fff', strokeWidth: 3.5, dash: [9, 5], listening: false }));
  }
  group.getLayer()?.batchDraw();
}

/** The corners of a square `side` wide round `centre`. */
export function squareAround(centre: Point, side: number): Point[] {
  const h = side / 2;
  return [{ x: centre.x - h, y: centre.y - h }, { x: centre.x + h, y: centre.y - h }, { x: centre.x + h, y: centre.y + h }, { x: centre.x - h, y: centre.y + h }];
}
