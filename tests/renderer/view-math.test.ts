// The arithmetic of a board's pan and zoom (renderer/board/view-math.ts): a zoom keeps the point under the pointer in
// place and stays within its limits, a fit centres the drawing, and a box drawn on the board — what a lesson step
// points at — follows the view through a zoom and a pan, so that the lesson card (renderer/lib/lesson-place.ts), placed
// again, keeps clear of where the target is now and not where it was.
import { describe, expect, it } from 'vitest';
import { overlap } from '../../renderer/board/placement.js';
import { boxOnCanvas, fitted, onCanvas, zoomedAt, ZOOM_LIMITS, type View } from '../../renderer/board/view-math.js';
import { onPage, placeLessonCard } from '../../renderer/lib/lesson-place.js';

const near = (a: { x: number; y: number }, b: { x: number; y: number }): void => {
  expect(a.x).toBeCloseTo(b.x, 9);
  expect(a.y).toBeCloseTo(b.y, 9);
};

describe("a board's view", () => {
  it('zooms about a canvas point, which keeps the drawing point under it, within the zoom limits', () => {
    const view: View = { scale: 0.5, x: 40, y: 10 };
    const at = { x: 300, y: 200 };
    const under = { x: (at.x - view.x) / view.scale, y: (at.y - view.y) / view.scale };
    const zoomed = zoomedAt(view, 2, at);
    expect(zoomed.scale).toBe(1);
    near(onCanvas(zoomed, under), at);
    expect(zoomedAt(view, 100, at).scale).toBe(ZOOM_LIMITS.max);
    expect(zoomedAt(view, 0.01, at).scale).toBe(ZOOM_LIMITS.min);
  });

  it('fits a drawing to the canvas, centred along the longer side', () => {
    expect(fitted({ width: 1000, height: 500 }, { width: 400, height: 400 })).toEqual({ scale: 1.25, x: 250, y: 0 });
  });

  it("moves a lesson target's box with a zoom and a pan; the card placed again keeps clear of it", () => {
    const page = { width: 1024, height: 700 };
    const card = { width: 300, height: 180 };
    const canvasOnPage = { x: 20, y: 60 };
    const land = [{ x: 100, y: 100 }, { x: 160, y: 100 }, { x: 130, y: 150 }];
    let view = fitted({ width: 1000, height: 620 }, { width: 800, height: 600 });
    const first = onPage([boxOnCanvas(view, land)], canvasOnPage);
    const corner = placeLessonCard(card, page, first);
    expect(corner).toEqual({ x: 716, y: 512 });

    // zoomed in about the land's middle: its box grows about that point
    const middle = onCanvas(view, { x: 130, y: 120 });
    view = zoomedAt(view, 2, middle);
    const zoomed = boxOnCanvas(view, land);
    expect(zoomed.width).toBeCloseTo(2 * (first[0]?.width ?? 0), 9);
    near(onCanvas(view, { x: 130, y: 120 }), middle);

    // panned so the land lies under the card's corner: the card goes elsewhere, covering none of it
    const cardMiddle = { x: corner.x + card.width / 2 - canvasOnPage.x, y: corner.y + card.height / 2 - canvasOnPage.y };
    view = { ...view, x: view.x + cardMiddle.x - middle.x, y: view.y + cardMiddle.y - middle.y };
    const now = onPage([boxOnCanvas(view, land)], canvasOnPage);
    expect(overlap({ ...corner, ...card }, now[0] ?? { x: 0, y: 0, width: 0, height: 0 })).toBeGreaterThan(0);
    const placed = placeLessonCard(card, page, now);
    expect(placed).not.toEqual(corner);
    expect(overlap({ ...placed, ...card }, now[0] ?? { x: 0, y: 0, width: 0, height: 0 })).toBe(0);
  });
});
