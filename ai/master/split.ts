// Splitting (§4.3, §5.2): the initial split gives each starting legion a pair that can muster; later, only a legion
// that reached seven (and so cannot muster) splits, sending its two weakest creatures away (a pair by preference),
// never the Titan: few strong legions.
import type { Action, InitialSplitAction, SplitAction } from '../../engine/titan/actions.js';
import { characterValue } from '../../engine/titan/values.js';
import { type Ctx, legionByMarker } from '../context.js';
import { minus, tally } from '../multiset.js';

function pairs(list: readonly string[]): number {
  let n = 0;
  for (const c of tally(list).values()) if (c >= 2) n++;
  return n;
}

/** §5.2: the initial split maximising mustering pairs in both legions (ties broken by the seeded random source). */
export function chooseInitialSplit(ctx: Ctx): Action {
  const splits = ctx.legal.filter((a): a is InitialSplitAction => a.type === 'initialSplit');
  if (splits.length === 0) return ctx.legal[0];
  const all = ['Angel', ...ctx.variant.startingCreatures.flatMap((s) => new Array<string>(s.count).fill(s.creature))];
  const scored = splits.map((a) => ({ a, v: pairs(a.titanCreatures) + pairs(minus(all, a.titanCreatures)) + (ctx.cfg.noise > 0 ? ctx.rng.float() * 2 : ctx.rng.float() * 0.5) }));
  scored.sort((x, y) => y.v - x.v);
  return scored[0].a;
}

/** A split worth making now, or the roll. */
export function chooseSplit(ctx: Ctx): Action {
  const roll = ctx.legal.find((a) => a.type === 'roll') ?? ctx.legal[0];
  const splits = ctx.legal.filter((a): a is SplitAction => a.type === 'split' && a.creatures.length === 2);
  let best: SplitAction | null = null;
  let bestV = -Infinity;
  for (const a of splits) {
    const l = legionByMarker(ctx, a.marker);
    if (!l || l.height < ctx.variant.rules.maxLegionSize) continue;
    if (a.creatures.some((c) => ctx.variant.creatures[c]?.kind === 'titan')) continue;
    let v = -a.creatures.reduce((s, c) => s + characterValue(ctx.variant, c, 0), 0);
    if (ctx.cfg.planning && a.creatures[0] === a.creatures[1]) v += 8;
    if (a.creatures.some((c) => ctx.variant.creatures[c]?.kind === 'lord')) v -= 25;
    v += ctx.rng.float() * (ctx.cfg.noise > 0 ? 20 : 0.1);
    if (v > bestV) [best, bestV] = [a, v];
  }
  return best ?? roll;
}
