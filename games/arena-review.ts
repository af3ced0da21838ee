// Titan: The Arena's look back (engine/platform/review.ts): no take-backs and no statistics; a state's place for the
// review's grouping is the turn of the player whose play it is (bids and votes are nobody's turn; the Arena has no
// engagements).
import { activeOf } from '../engine/arena/table.js';
import type { ArenaAction, ArenaEvent, ArenaState } from '../engine/arena/index.js';
import type { ModuleReview } from '../engine/platform/module.js';

/** The Arena's review part. */
export const arenaReview: ModuleReview<ArenaState, ArenaAction, ArenaEvent> = {
  takeBacks: () => 0,
  place: (state) => ({ turn: state.phase === 'play' ? activeOf(state).id : null, engagement: null, battle: null }),
};
