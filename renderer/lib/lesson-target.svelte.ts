// The pointer of the lesson card shown (issue 24): the card sets it from the engine's lesson, the shared masterboard
// and battle board views draw it, whatever the game.
import type { LessonTarget } from '../../engine/platform/lesson.js';

/** What the lesson card shown points at (null: no lesson, or a card that points at nothing). */
export const lessonTarget = $state<{ now: LessonTarget | null }>({ now: null });
