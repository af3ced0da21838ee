// The guided-first-game part of the contract (host/contract.ts composes it; engine/platform/lesson.ts): a lesson's
// game opened, its card turned, and a finished lesson played on as a normal game. Plain JSON.
import { z } from 'zod';
import type { LessonCard } from '../engine/platform/lesson.js';
import { gameId } from './contract-fields.js';

/** Request schemas of the lesson methods, by method name (spread into the contract's REQUEST_SCHEMAS). */
export const LESSON_REQUEST_SCHEMAS = {
  // a guided first game: a game's lesson by its id (the module's `lessons`)
  startLesson: z.strictObject({ game: z.string().min(1).max(32), lesson: z.string().min(1).max(64) }),
  // the lesson card's Next and Back
  lessonStep: z.strictObject({ gameId, move: z.enum(['next', 'back']) }),
  // the end card's "play on": the finished lesson becomes a game of its own
  lessonPlayOn: z.strictObject({ gameId }),
} as const;

/** The success values of the lesson methods (the contract's ResponseMap extends it, `Info` its GameInfo: a game's
 * info stays where the contract defines it, without an import back). */
export interface LessonsResponseMap<Info> {
  /** Opens a lesson's game at its fixed position (never autosaved: a lesson writes over no game's files). */
  startLesson: Info;
  /** The lesson card after Next or Back (the screen's board is pushed with it too). */
  lessonStep: LessonCard;
  /** The finished lesson's game, now a normal game (autosaved, its computers moving again). */
  lessonPlayOn: Info;
}
