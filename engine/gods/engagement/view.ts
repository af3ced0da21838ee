// Rules 10.3, 10.5, 10.8, 15: what a seat sees of the open engagement — a proposal only if it is one of the two
// sides; the battle, whose legions are revealed to the two sides (10.8.4, as the inspection of 10.3 is theirs alone),
// through godsBattleView (the other side's face-down spells hidden) and never its dice. Other seats see that a battle
// is being fought, not what is in it nor what its winner does after it.
import { godsBattleView } from '../battle/index.js';
import type { GodsBattleState } from '../battle/types.js';
import type { GodsEngagement } from '../state.js';
import type { GodsAftermath } from './types.js';

/** The battle as a seat sees it: no PRNG state (the next dice are never shown). */
export type GodsBattleView = Omit<GodsBattleState, 'rng'>;

/** The aftermath as its sides see it: what is left to decide, without the game's own bookkeeping of the winner's dead. */
export type GodsAftermathView = Omit<GodsAftermath, 'winnerLost'>;

/** The open engagement as a seat sees it. */
export type GodsEngagementView = Omit<GodsEngagement, 'battle' | 'aftermath'> & {
  readonly battle: GodsBattleView | null;
  readonly aftermath: GodsAftermathView | null;
  readonly fighting: boolean;
};

/** The engagement for `viewer`; `side`: whether the viewer plays one of its two sides. */
export function engagementView(e: GodsEngagement, viewer: string | null, side: boolean): GodsEngagementView {
  const fighting = e.battle !== null;
  if (!side) return { ...e, proposal: null, proposed: [], battle: null, aftermath: null, fighting };
  const battle = e.battle ? godsBattleView(e.battle, viewer ?? '') : null;
  const aftermath = e.aftermath ? (({ winnerLost: _lost, ...rest }) => rest)(e.aftermath) : null;
  return { ...e, battle: battle ? (({ rng: _rng, ...rest }) => rest)(battle) : null, aftermath, fighting };
}
