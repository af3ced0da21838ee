// Mustering (§18) and the aftermath of a won engagement (§14, §15, §17): recruit the most useful creature each legion
// can, take the best Angel earned, reinforce, and summon an Angel only into a weakened winner from a safe donor.
import type { Action, RecruitAction } from '../../engine/titan/actions.js';
import { characterValue } from '../../engine/titan/values.js';
import { type Ctx, legionByMarker } from '../context.js';
import { recruitWorth } from './recruits.js';

/** Recruits (best first) until none is left, then ends the turn. */
export function chooseMuster(ctx: Ctx): Action {
  const recruits = ctx.legal.filter((a): a is RecruitAction => a.type === 'recruit');
  const end = ctx.legal.find((a) => a.type === 'endTurn');
  if (recruits.length === 0) return end ?? ctx.legal[0];
  if (ctx.cfg.noise > 0 && ctx.rng.float() < ctx.cfg.noise) return recruits[ctx.rng.int(recruits.length)];
  let best = recruits[0];
  let bestV = -Infinity;
  for (const a of recruits) {
    const l = legionByMarker(ctx, a.marker);
    const have = l ? l.creatures.filter((c): c is string => c !== null) : [];
    const v = recruitWorth(ctx, have, a.creature);
    if (v > bestV) [best, bestV] = [a, v];
  }
  return best;
}

/** The winner's options after an engagement. */
export function chooseAftermath(ctx: Ctx): Action {
  const done = ctx.legal.find((a) => a.type === 'done');
  const byValue = (x: string): number => characterValue(ctx.variant, x, 0);
  const acquire = ctx.legal.filter((a) => a.type === 'acquire');
  if (acquire.length > 0) return acquire.reduce((b, a) => (a.type === 'acquire' && b.type === 'acquire' && byValue(a.creature) > byValue(b.creature) ? a : b));
  const reinforce = ctx.legal.filter((a) => a.type === 'reinforce');
  if (reinforce.length > 0) return reinforce.reduce((b, a) => (a.type === 'reinforce' && b.type === 'reinforce' && byValue(a.creature) > byValue(b.creature) ? a : b));
  const winner = ctx.view.engagement?.aftermath?.winner;
  const w = winner ? legionByMarker(ctx, winner) : undefined;
  for (const a of ctx.legal) {
    if (a.type !== 'summon' || !w) continue;
    const donor = legionByMarker(ctx, a.from);
    if (w.height <= 4 && donor && donor.height >= 4) return a;
  }
  return done ?? ctx.legal[0];
}
