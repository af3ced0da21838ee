// Where the lesson card sits on the page (issue 24): bottom right, unless there it would hide what the step points at
// (a control's box, or the land, hex or counter a board rings); then wherever the hover cards' placement
// (board/placement.ts) covers the least of it. DOM-free: the card reads the boxes from the page and hands them here.
import { overlap, placeCard, type Rect } from '../board/placement.js';

/** The card's top-left corner in a page of `page` size that keeps clear of `pointed` where it can. */
export function placeLessonCard(card: { width: number; height: number }, page: { width: number; height: number }, pointed: readonly Rect[], margin = 8): { x: number; y: number } {
  const corner = { x: Math.max(margin, page.width - card.width - margin), y: Math.max(margin, page.height - card.height - margin) };
  const box = { ...corner, ...card };
  if (pointed.every((r) => overlap(box, r) === 0)) return corner;
  return placeCard(card, page, pointed, margin);
}

/** Rectangles of a board's canvas moved onto the page, the canvas's top-left at `origin`. */
export function onPage(rects: readonly Rect[], origin: { x: number; y: number }): Rect[] {
  return rects.map((r) => ({ ...r, x: r.x + origin.x, y: r.y + origin.y }));
}
