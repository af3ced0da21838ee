// The review window's stepping and grouping (issue 23), DOM-free: which step a key goes to, and which headings (round,
// turn, engagement, battle) an entry of the move list opens. A step is an entry's position in the list; -1 is the
// game's start, before the first step.
import type { ReviewEntry } from '../../engine/platform/review.js';

/** A heading of the move list: what changed, and its key (the round's number, a seat, a land). */
export interface ReviewHeading {
  readonly level: 'round' | 'turn' | 'engagement' | 'battle';
  readonly key: string;
}

/** The step a key of the review window goes to from `at` among `count` entries (undefined: not a stepping key). */
export function stepFor(key: string, at: number, count: number): number | undefined {
  if (key === 'ArrowLeft' || key === 'ArrowUp') return Math.max(-1, at - 1);
  if (key === 'ArrowRight' || key === 'ArrowDown') return Math.min(count - 1, at + 1);
  if (key === 'Home') return -1;
  if (key === 'End') return count - 1;
  return undefined;
}

/** The headings entry `i` opens: a new round, then each of its turn, engagement and battle that is not the one of the
 * entry before it (the first entry opens all it has). */
export function headingsOf(entries: readonly ReviewEntry[], i: number): ReviewHeading[] {
  const e = entries[i];
  if (!e) return [];
  const before = entries[i - 1];
  const out: ReviewHeading[] = [];
  const round = before?.round !== e.round;
  if (round) out.push({ level: 'round', key: String(e.round) });
  for (const level of ['turn', 'engagement', 'battle'] as const) {
    const key = e[level];
    if (key !== null && (round || before?.[level] !== key)) out.push({ level, key });
  }
  return out;
}
