// The scripted student of Gods of Titan's guided first game, shared by its unit test and its end-to-end spec: it reads
// the lesson card and does what it asks — Next on a read card, a move of the legion the card points at, then the
// turn's phases ended one by one (as the screen's End turn button does: the hints' `finish`).
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsHints } from '../../engine/gods/hints.js';
import type { LessonCard } from '../../engine/platform/lesson.js';
import type { StudentMove } from './drive.js';

/** What the student sees: its board push's seat, legal actions, hints and lesson card. */
export interface GodsStudentBoard {
  readonly seat: string | null;
  readonly legal: readonly GodsAction[];
  readonly hints: GodsHints | null;
  readonly lesson?: LessonCard;
}

/** The ends of the turn's phases, in the turn's order. */
const PHASE_ENDS: readonly GodsAction['type'][] = ['endMovement', 'endEngagements', 'endTurn'];

/** What the student does on `board`. */
export function godsStudent(board: GodsStudentBoard): StudentMove {
  const card = board.lesson;
  if (!card || card.finished) return null;
  if (!card.waiting) return { kind: 'next' };
  const { legal } = board;
  const pointed = card.target?.kind === 'legion' ? card.target.id : null;
  const ends = [board.hints?.finish, ...PHASE_ENDS];
  const action = card.key === 'lesson.gods.move' ? legal.find((a) => a.type === 'move' && a.legion === pointed) : ends.flatMap((type) => legal.filter((a) => a.type === type))[0];
  return action ? { kind: 'act', action } : null;
}
