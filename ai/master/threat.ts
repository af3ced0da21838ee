// Where enemy legions can strike next turn: for every enemy legion, how many of the six rolls bring it to each land
// (normal moves, plus Tower and Titan teleports on a 6), and what that threat costs a legion of mine standing there.
import { normalMoves, teleportMoves, type BoardLegion } from '../../engine/titan/master/rules.js';
import type { LandId, MarkerId } from '../../engine/titan/state.js';
import { type Ctx, engagementValue, estimate, fleeValue, type LegionEstimate, mayFlee, oddsAt, scoreOf } from '../context.js';
import type { Odds } from '../strength.js';

/** One enemy legion and the lands it may reach next turn, with the number of rolls (1–6) that get it there. */
export interface Reach {
  readonly legion: LegionEstimate;
  readonly rolls: ReadonlyMap<LandId, number>;
}

/** The board as movement sees it (other players' contents as estimated; only lords matter there). */
export function boardLegions(ctx: Ctx): BoardLegion[] {
  return ctx.view.legions.map((l) => ({ marker: l.marker, owner: l.owner, land: l.land, creatures: estimate(ctx, l).creatures, moved: false }));
}

/** The board with my legion `marker` standing on `land` (where a move would take it). */
export function withLegionAt(board: readonly BoardLegion[], marker: MarkerId, land: LandId): BoardLegion[] {
  return board.map((l) => (l.marker === marker ? { ...l, land, moved: false } : l));
}

/** Reach of every living enemy legion (`board`: boardLegions). */
export function enemyReach(ctx: Ctx, board: readonly BoardLegion[]): Reach[] {
  const out: Reach[] = [];
  for (const l of ctx.view.legions) {
    if (l.owner === ctx.me) continue;
    const rolls = new Map<LandId, number>();
    for (let roll = 1; roll <= 6; roll++) {
      const lands = new Set<LandId>(normalMoves(ctx.variant, board, l.marker, roll, []).map((t) => t.land));
      for (const t of teleportMoves(ctx.variant, board, l.marker, roll, { teleportUsed: false, ownerScore: scoreOf(ctx, l.owner) })) lands.add(t.land);
      for (const land of lands) rolls.set(land, (rolls.get(land) ?? 0) + 1);
    }
    out.push({ legion: estimate(ctx, l), rolls });
  }
  return out;
}

/** How a threat's battle odds are estimated (analytic by default; Hard simulates for its Titan legion). */
export type OddsFn = (attacker: LegionEstimate, defender: LegionEstimate, land: LandId) => Odds;

/** Expected cost (≤ 0, value units) of my legion standing on `land` through the enemy's next turn. */
export function threatAt(ctx: Ctx, reach: readonly Reach[], mine: LegionEstimate, land: LandId, odds: OddsFn = (a, d, l) => oddsAt(ctx, a, d, l)): number {
  const at = { ...mine, land };
  const costs: number[] = [];
  for (const r of reach) {
    const n = r.rolls.get(land) ?? 0;
    if (n === 0) continue;
    // what my legion would lose as the defender by its best answer: battle, or flight where the rules allow it (§9.2)
    const fight = engagementValue(ctx, odds(r.legion, at, land), false, at, r.legion);
    const ev = mayFlee(ctx, at) ? Math.max(fight, fleeValue(ctx, at)) : fight;
    if (ev < 0) costs.push((n / 6) * ev);
  }
  if (costs.length === 0) return 0;
  costs.sort((a, b) => a - b);
  let total = costs[0];
  for (let i = 1; i < costs.length; i++) total += costs[i] * 0.3;
  return total;
}
