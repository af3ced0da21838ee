// The arithmetic of a board's pan and zoom (board/viewport.ts keeps a Konva stage at it): where the drawing sits on
// the canvas — its scale and the canvas point of its origin — after a zoom about a point, a pan or a fit, and where a
// drawing point or box lands on the canvas then. DOM-free: what the board rings for a lesson follows the view by it.
import type { Point } from './geometry.js';
import type { Rect } from './placement.js';

/** The drawing's scale (canvas pixels per drawing pixel) and the canvas point of its origin. */
export interface View {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

/** The zoom a view keeps within. */
export const ZOOM_LIMITS = { min: 0.2, max: 4 } as const;

/** `view` zoomed by `factor` (kept within the limits), the drawing point under canvas point `at` staying there. */
export function zoomedAt(view: View, factor: number, at: Point): View {
  const scale = Math.max(ZOOM_LIMITS.min, Math.min(ZOOM_LIMITS.max, view.scale * factor));
  const world = { x: (at.x - view.x) / view.scale, y: (at.y - view.y) / view.scale };
  return { scale, x: at.x - world.x * scale, y: at.y - world.y * scale };
}

/** The view of a drawing of `size` fitted to a canvas of `canvas` size, centred. */
export function fitted(canvas: { width: number; height: number }, size: { width: number; height: number }): View {
  const scale = Math.min(canvas.width / size.width, canvas.height / size.height);
  return { scale, x: (canvas.width - size.width * scale) / 2, y: (canvas.height - size.height * scale) / 2 };
}

/** Canvas coordinates of a drawing point. */
export function onCanvas(view: View, p: Point): Point {
  return { x: view.x + p.x * view.scale, y: view.y + p.y * view.scale };
}

/** The canvas box around drawing points. */
export function boxOnCanvas(view: View, points: readonly Point[]): Rect {
  const c = points.map((p) => onCanvas(view, p));
  const xs = c.map((p) => p.x);
  const ys = c.map((p) => p.y);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}
