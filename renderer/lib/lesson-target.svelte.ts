// The pointer of the lesson card shown (issue 24): the card sets it from the engine's lesson, the shared masterboard
// and battle board views draw it, whatever the game, and say where on the page they drew it (for the card to keep
// clear of).
import type { LessonTarget } from '../../engine/platform/lesson.js';
import type { Rect } from '../board/placement.js';

/** What the lesson card shown points at (null: no lesson, or a card that points at nothing), and the page boxes of
 * what each board (by its test id) rings for it. */
export const lessonTarget = $state<{ now: LessonTarget | null; marked: Record<string, readonly Rect[]> }>({ now: null, marked: {} });
