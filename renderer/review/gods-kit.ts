// Gods of Titan's part of the review window: its masterboard at a step and its events in the log's words.
import type { GodsEvent } from '../../engine/gods/events.js';
import type { GodsView } from '../../engine/gods/view.js';
import { godsLandName } from '../gods/board-words.js';
import { godsDiceMarks } from '../gods/battle-facts.js';
import { godsPieceNamer, logLines, stepLines } from '../gods/labels.js';
import { entryLine, type ReviewKit } from '../lib/review-kit.js';
import GodsReviewBoard from './GodsReviewBoard.svelte';

/** Gods of Titan's events in words. */
const lines: ReviewKit['lines'] = (events, view, name) => logLines(events as readonly GodsEvent[], name, godsLandName, seen(view)).map((l) => l.text);

/** Gods of Titan's review: battle characters named as the step's battle has them, else as the log names them (in the
 * move list: as the steps up to each told them). */
export const godsReview: ReviewKit = {
  Board: GodsReviewBoard,
  lines,
  entryLines: (steps, name) => stepLines(steps as readonly (readonly GodsEvent[])[], name, godsLandName).map(entryLine),
  strikes: (events, view) => {
    const log = events as readonly GodsEvent[];
    const piece = godsPieceNamer(log, seen(view));
    return godsDiceMarks(log).flatMap((m) => (m.kind === 'strike' ? [{ event: m.strike, striker: piece(m.strike.piece), target: piece(m.strike.target) }] : []));
  },
  land: (key) => godsLandName(Number(key)),
};

/** The battle characters of a step's board by id (null: not named there). */
function seen(view: unknown): (id: string) => string | null {
  const pieces = (view as GodsView | null)?.engagement?.battle?.pieces ?? [];
  return (id) => pieces.find((p) => p.id === id)?.name ?? null;
}
