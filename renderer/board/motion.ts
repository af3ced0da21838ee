// Gentle movement of markers and counters between two draws: a node drawn at a new spot glides there from its old
// spot. Speed follows the animation setting (0 = no animation).
import Konva from 'konva';
import type { Point } from './geometry.js';

/** Base duration of a glide in seconds at speed 1. */
const BASE = 0.35;

/** When the last glide started so far ends (performance.now() time). */
let glidesEnd = 0;

/** True while a marker or counter is still gliding to its new spot. */
export function gliding(): boolean {
  return performance.now() < glidesEnd;
}

/** Moves `node` (already placed at `to`, offset by `offset`) from `from` to `to`, unless speed is 0 or it did not move. */
export function glide(node: Konva.Node, from: Point | undefined, to: Point, offset: Point, speed: number): void {
  if (!from || speed <= 0 || (Math.abs(from.x - to.x) < 0.5 && Math.abs(from.y - to.y) < 0.5)) return;
  node.position({ x: from.x + offset.x, y: from.y + offset.y });
  glidesEnd = Math.max(glidesEnd, performance.now() + (BASE / speed) * 1000);
  new Konva.Tween({ node, duration: BASE / speed, x: to.x + offset.x, y: to.y + offset.y, easing: Konva.Easings.EaseInOut }).play();
}
