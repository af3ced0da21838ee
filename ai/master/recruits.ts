// What a legion could muster where: the worth of the best recruit in a terrain (creature value, more when it makes
// a pair or triple that qualifies for stronger recruits later) and, for planning levels, the next turn's prospects.
import { normalMoves, recruitOptions, type BoardLegion } from '../../engine/titan/master/rules.js';
import type { LandId, MarkerId } from '../../engine/titan/state.js';
import { characterValue } from '../../engine/titan/values.js';
import type { Ctx } from '../context.js';
import { withLegionAt } from './threat.js';

/** Worth of adding `creature` to a legion holding `creatures`. */
export function recruitWorth(ctx: Ctx, creatures: readonly string[], creature: string): number {
  const base = characterValue(ctx.variant, creature, 0);
  if (!ctx.cfg.planning) return base;
  const same = creatures.filter((c) => c === creature).length;
  return base + (same === 1 ? 6 : same === 2 ? 3 : 0);
}

/** The best recruit a legion could muster in a terrain (null if none or the legion is full). */
export function bestRecruit(ctx: Ctx, creatures: readonly string[], terrain: string): { creature: string; worth: number } | null {
  if (creatures.length >= ctx.variant.rules.maxLegionSize) return null;
  let best: { creature: string; worth: number } | null = null;
  for (const o of recruitOptions(ctx.variant, terrain, creatures, ctx.view.caretaker)) {
    const worth = recruitWorth(ctx, creatures, o.creature);
    if (!best || worth > best.worth) best = { creature: o.creature, worth };
  }
  return best;
}

/** What a legion could do next turn from `land`: the average, over the six rolls, of the best of the recruits it
 * could muster where a roll brings it and the worth of attacking an enemy legion a roll reaches (`attack`, by that
 * legion's land; planning levels only). */
export function prospects(ctx: Ctx, board: readonly BoardLegion[], marker: MarkerId, creatures: readonly string[], land: LandId, attack?: (at: LandId) => number): number {
  if (!ctx.cfg.planning) return 0;
  const full = creatures.length >= ctx.variant.rules.maxLegionSize;
  if (full && !attack) return 0;
  const moved = withLegionAt(board, marker, land);
  let sum = 0;
  for (let roll = 1; roll <= 6; roll++) {
    let best = 0;
    for (const t of normalMoves(ctx.variant, moved, marker, roll, [])) {
      if (t.entrySides.length > 0) best = Math.max(best, attack?.(t.land) ?? 0);
      else if (!full) best = Math.max(best, bestRecruit(ctx, creatures, ctx.variant.lands[t.land].terrain)?.worth ?? 0);
    }
    sum += best;
  }
  return sum / 6;
}
