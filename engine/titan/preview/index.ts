// The engine's preview API: what one seat's screen is shown beside its view and legal actions (TitanHints), computed
// from that view and those actions alone, so a preview can never tell a seat what its view hides.
import type { Action } from '../actions.js';
import type { PlayerView } from '../view.js';
import { consequenceHints } from './consequences.js';
import { doneHint } from './done.js';
import { musterPreviews, recruitHints, reinforceHints } from './musters.js';
import { battleTrack, powers, setupHint, splitHint, titanAtStake } from './seat.js';
import { strikeHints } from './strikes.js';
import type { TitanHints } from './types.js';

export type * from './types.js';
export { byValue } from './order.js';

/** The previews and rule numbers of a seat's screen, from its view and its legal actions. */
export function titanHints(view: PlayerView, legal: readonly Action[]): TitanHints {
  const strikes = strikeHints(view, legal);
  return {
    powers: powers(view),
    recruits: recruitHints(view, legal),
    reinforcements: reinforceHints(view, legal),
    strikes,
    musters: musterPreviews(view, legal),
    split: splitHint(legal),
    setup: setupHint(view, legal),
    track: battleTrack(view),
    titanAtStake: titanAtStake(view, legal),
    done: doneHint(view, legal, strikes),
    consequences: consequenceHints(view, legal),
  };
}
export { creatureCard } from './cards.js';
export { gameStatus } from './status.js';
export type { GameStatus, PlayerStatus, StackStatus } from './status.js';
