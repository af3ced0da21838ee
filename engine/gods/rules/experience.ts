// Rules 26: Experience Points over the tables of engine/gods/data/experience.ts — which goal an event reaches (each
// paid once), which advantages a seat's EP give its uncovered Titan, and each advantage's parameters (26.5).
import {
  EXPERIENCE_GOALS, EXPERIENCE_THRESHOLDS, type ExperienceGoal, type GoalEvent, type TitanAdvantage, type TitanAdvantageParams,
} from '../data/experience.js';
import type { GodsSeatRole } from '../data/seats.js';

/** Rules 26.1: the Experience Points of all goals together, the most a seat holds. */
export const MAX_EP = 100;

/** Each goal's event as JSON, made once: an event reaches the goal whose event it equals. */
const GOAL_EVENTS = new Map(Object.values(EXPERIENCE_GOALS).flat().map((g) => [g, JSON.stringify(g.on)] as const));

/** Rules 26.1: the goal `event` reaches for a seat of `role` that already holds the goals `claimed` — null when it
 * reaches none, or one already paid (each goal is paid once, however often it is reached again). */
export function goalReached(role: GodsSeatRole, claimed: readonly string[], event: GoalEvent): ExperienceGoal | null {
  const key = JSON.stringify(event);
  const goal = EXPERIENCE_GOALS[role].find((g) => GOAL_EVENTS.get(g) === key);
  return goal && !claimed.includes(goal.goal) ? goal : null;
}

/** Rules 26.2, 26.5: the advantages a seat with `ep` Experience Points holds — none while its Titan is covered. */
export function advantagesHeld(ep: number, titanUncovered: boolean): TitanAdvantage[] {
  return titanUncovered ? EXPERIENCE_THRESHOLDS.filter((t) => ep >= t.ep).map((t) => t.advantage) : [];
}

/** Rules 26.5: the parameters of an advantage, as its threshold gives them. */
export function advantageParams<A extends TitanAdvantage>(advantage: A): TitanAdvantageParams[A] {
  const threshold = EXPERIENCE_THRESHOLDS.find((t) => t.advantage === advantage);
  if (!threshold) throw new Error(`no threshold gives ${advantage}`);
  return threshold.params as TitanAdvantageParams[A];
}
