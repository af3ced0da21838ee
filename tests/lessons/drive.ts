// Plays a lesson's game through the host service as its scripted student does: the student reads the lesson card on
// its board and answers with Next or an action; the computers play between. Returns the card keys in the order they
// were shown, the types of the actions the student took, and the last board.
import type { LessonCard } from '../../engine/platform/lesson.js';
import type { ModuleAction } from '../../engine/platform/module.js';
import type { Harness } from '../host/helpers.js';

/** The board a student reads (a push's shape, whatever the game). */
export interface LessonBoard {
  readonly seat: string | null;
  readonly legal: readonly ModuleAction[];
  readonly lesson?: LessonCard;
}

/** A student's answer to a board: Next, an action, or nothing more to do. */
export type StudentMove = { readonly kind: 'next' } | { readonly kind: 'act'; readonly action: ModuleAction } | null;

/** What a lesson played by its student came to. */
export interface Played<B> {
  readonly gameId: string;
  readonly seen: readonly string[];
  readonly taken: readonly string[];
  readonly end: B;
}

/** Starts `lesson` of `game` and plays it with `student` until the student has nothing more to do. */
export async function playLesson<B extends LessonBoard>(h: Harness, game: string, lesson: string, student: (board: B) => StudentMove): Promise<Played<B>> {
  const started = await h.service.startLesson({ game, lesson });
  if (!started.ok) throw new Error(started.error.message);
  const { gameId } = started.value;
  const seen: string[] = [];
  const taken: string[] = [];
  for (let i = 0; i < 500; i++) {
    await h.service.settled();
    const screen = await h.service.view({ gameId });
    if (!screen.ok || screen.value.kind !== 'view') throw new Error('the student is shown no board');
    const board = screen.value as unknown as B;
    const key = board.lesson?.key;
    if (key === undefined) throw new Error("the student's board carries no lesson card");
    if (seen.at(-1) !== key) seen.push(key);
    const move = student(board);
    if (move === null) return { gameId, seen, taken, end: board };
    if (move.kind === 'next') {
      const r = await h.service.lessonStep({ gameId, move: 'next' });
      if (!r.ok) throw new Error(r.error.message);
      continue;
    }
    taken.push(move.action.type);
    const r = await h.service.submit({ gameId, seat: board.seat ?? '', action: move.action });
    if (!r.ok) throw new Error(`${move.action.type}: ${r.error.message}`);
  }
  throw new Error('the lesson did not end in 500 moves');
}
