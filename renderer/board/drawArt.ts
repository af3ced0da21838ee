// Puts a picture of renderer/board/art.ts on a Konva group: every shape scaled by `size` around `at`, not listening.
import Konva from 'konva';
import type { Art } from './art.js';
import type { Point } from './geometry.js';

/** Draws `art` centred on `at`, its unit box scaled to `size` pixels either side. */
export function drawArt(group: Konva.Group, art: Art, at: Point, size: number): void {
  for (const s of art) {
    const style = { fill: s.fill, stroke: s.stroke, strokeWidth: s.width ?? 1, listening: false, lineCap: 'round' as const, lineJoin: 'round' as const };
    if (s.kind === 'circle') group.add(new Konva.Circle({ x: at.x + s.x * size, y: at.y + s.y * size, radius: s.r * size, ...style }));
    else if (s.kind === 'ellipse') group.add(new Konva.Ellipse({ x: at.x + s.x * size, y: at.y + s.y * size, radiusX: s.rx * size, radiusY: s.ry * size, ...style }));
    else group.add(new Konva.Line({ points: s.points.map((v, i) => (i % 2 === 0 ? at.x : at.y) + v * size), closed: s.closed, ...style }));
  }
}
