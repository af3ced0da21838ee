// Titan: The Arena's part of the review window: its table at a step and its events in the log's words.
import type { ArenaEvent } from '../../engine/arena/index.js';
import { eventText } from '../arena/labels.js';
import { stepByStep, type ReviewKit } from '../lib/review-kit.js';
import ArenaReviewBoard from './ArenaReviewBoard.svelte';

/** The Arena's events in words. */
const lines: ReviewKit['lines'] = (events, _view, name) => (events as readonly ArenaEvent[]).map((e) => eventText(e, name));

/** The Arena's review (no lands and no dice: its steps are grouped by round and turn only). */
export const arenaReview: ReviewKit = {
  Board: ArenaReviewBoard,
  lines,
  entryLines: stepByStep(lines),
  strikes: () => [],
  land: (key) => key,
};
