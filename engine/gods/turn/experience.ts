// Rules 26: Experience Points in the game — each goal of the seat's table paid once, as it is reached (claimed for the
// player, 26.1), EP never above the tables' 100; and the advantages of the Titan's legion (26.2, 26.5): the legion
// holding its player's uncovered Titan, or the Dark-Titan, who is an ordinary Titan once he appears (23.7).
import { EXPERIENCE_GOALS, type GoalEvent, type TitanAdvantage } from '../data/experience.js';
import { isTitan } from '../data/master-roles.js';
import type { GodsEvent } from '../events.js';
import { advantagesHeld, goalReached, MAX_EP } from '../rules/experience.js';
import { draftList, touchPlayer, type GodsDraft, type GodsPlayer, type GodsSeat } from '../state.js';
import { isDarklord } from '../roles.js';

/** Rules 26.2, 23.7: the characters whose legion takes its player's Experience advantages. */

/** Rules 26.2, 26.5: the advantages `legion` has now — its owner's, if it holds his uncovered Titan; none otherwise. */
export function legionAdvantages(legion: { readonly pieces: readonly { readonly name: string }[] }, owner: Pick<GodsPlayer, 'ep' | 'titanUncovered'> | undefined): TitanAdvantage[] {
  if (!owner || !legion.pieces.some((p) => isTitan(p.name))) return [];
  return advantagesHeld(owner.ep, owner.titanUncovered);
}

/** Whether a seat holds a goal reached by an event of `kind` (27.4: a Sea legion of his went ashore). */
export function reachedGoalOf(player: Pick<GodsPlayer, 'role' | 'goals'>, kind: GoalEvent['kind']): boolean {
  return EXPERIENCE_GOALS[player.role].some((g) => g.on.kind === kind && player.goals.includes(g.goal));
}

/** Rules 26.1, 26.3, 26.4: pays `seat` the goal `event` reaches, if any and not paid before (EP capped at 100). */
export function claimGoal(d: GodsDraft, seat: GodsSeat, event: GoalEvent, events: GodsEvent[]): void {
  const seen = draftList(d, 'players').find((p) => p.id === seat); // a look that copies nothing
  if (!seen || seen.out) return;
  const goal = goalReached(seen.role, seen.goals, event);
  const player = goal ? touchPlayer(d, seat) : undefined;
  if (!goal || !player) return;
  player.goals.push(goal.goal);
  const before = player.ep;
  player.ep = Math.min(MAX_EP, player.ep + goal.ep);
  events.push({ type: 'experience', seat, goal: goal.goal, ep: player.ep - before, total: player.ep });
}

/** Rules 26.3, 26.4 (A19): the slayer's goal for putting `victim` out — the Darklord destroyed, or his next Titan. */
export function claimElimination(d: GodsDraft, slayer: GodsSeat, victim: GodsSeat, events: GodsEvent[]): void {
  const player = d.players.find((p) => p.id === slayer);
  if (!player) return;
  if (isDarklord(d, victim)) return claimGoal(d, slayer, { kind: 'darklord-destroyed' }, events);
  const before = EXPERIENCE_GOALS[player.role].filter((g) => g.on.kind === 'titan-eliminated' && player.goals.includes(g.goal)).length;
  claimGoal(d, slayer, { kind: 'titan-eliminated', count: before + 1 }, events);
}
