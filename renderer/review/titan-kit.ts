// TITAN's part of the review window: its masterboard at a step and its events in the log's words.
import type { GameEvent } from '../../engine/titan/events.js';
import type { PlayerView } from '../../engine/titan/view.js';
import { t } from '../i18n/index.svelte.js';
import { describeEvents, pieceNamer } from '../lib/eventText.js';
import { entryLine, type ReviewKit } from '../lib/review-kit.js';
import TitanReviewBoard from './TitanReviewBoard.svelte';

/** TITAN's review: a land is named by its number. */
export const titanReview: ReviewKit = {
  Board: TitanReviewBoard,
  lines: (events, view, name) => describeEvents(events as readonly GameEvent[], (id) => (id === null ? '' : name(id)), (view as PlayerView | null)?.battle?.pieces ?? []),
  entryLines: (steps, name) => {
    // a battle piece is named as the log named it up to its step (its entering, its moves), across the steps
    const lines = describeEvents(steps.flat() as GameEvent[], (id) => (id === null ? '' : name(id)), []);
    let at = 0;
    return steps.map((events) => entryLine(lines.slice(at, (at += events.length))));
  },
  strikes: (events, view) => {
    const log = events as readonly GameEvent[];
    const piece = pieceNamer(log, (view as PlayerView | null)?.battle?.pieces ?? []);
    return log.flatMap((e, i) => (e.type === 'strike' ? [{ event: e, striker: piece(i, e.piece), target: piece(i, e.target) }] : []));
  },
  land: (land) => t('review.land', { land }),
};
