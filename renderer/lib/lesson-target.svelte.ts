// The pointer of the lesson card shown (issue 24): the card sets it from the engine's lesson, the shared masterboard
// and battle board views draw it, whatever the game, and say where on the page they drew it (for the card to keep
// clear of).
import type { LessonTarget } from '../../engine/platform/lesson.js';
import type { Rect } from '../board/placement.js';

/** What the lesson card shown points at (null: no lesson, or a card that points at nothing), the page boxes of what
 * each board (by its test id) rings for it, and the card's own page box (null: no card), which a board's hover card
 * keeps out from under. */
export const lessonTarget = $state<{ now: LessonTarget | null; marked: Record<string, readonly Rect[]>; card: Rect | null }>({ now: null, marked: {}, card: null });

/** The lesson card's box in the coordinates of a board whose container has the page box `at` (none without a card). */
export function lessonCardOver(at: { readonly x: number; readonly y: number }): Rect[] {
  const c = lessonTarget.card;
  return c === null ? [] : [{ x: c.x - at.x, y: c.y - at.y, width: c.width, height: c.height }];
}
