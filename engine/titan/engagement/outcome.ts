// How an engagement ended, as handed to resolveEngagement (engine/titan/engagement/resolve.ts) by every way of ending
// one: flee, agreement, concession, battle, time loss.
import type { MarkerId } from '../state.js';

/** Why the engagement ended (§9.2–§9.4, §10.5, battle). */
export type OutcomeReason = 'flee' | 'agreement' | 'concede' | 'battle' | 'time-loss';

/** The result of an engagement before scoring. */
export interface EngagementOutcome {
  readonly reason: OutcomeReason;
  /** Characters each side lost in this engagement (slain, eliminated, never entered, given up). */
  readonly attackerLost: readonly string[];
  readonly defenderLost: readonly string[];
  /**
   * true when the losses were already taken out of the legions (battles keep the legions in step with the
   * battleland and send the dead to the graveyard/caretaker as they fall); false for flee/agreement/concession
   * outside battle, where resolveEngagement removes them.
   */
  readonly alreadyRemoved: boolean;
  /** The legion that conceded, if any (a Titan legion conceding eliminates its player, §9.4). */
  readonly conceded?: MarkerId;
}
