// Engagements (§9): the order to resolve them, and each side's choice to flee, concede, fight, propose or accept an
// agreement, all by expected value (Titan loss weighs most). Hard's odds come from simulated battles.
import type { Action, ProposeAction } from '../engine/titan/actions.js';
import { type Ctx, engagementValue, estimate, fleeValue, type LegionEstimate, legionByMarker, POINTS_WEIGHT, TITAN_LOSS, titanKillValue } from './context.js';
import { attackOdds } from './search/engagement-search.js';
import { valueOf } from './strength.js';

/** Engages first where the odds are best (that battle gets the turn's summonable Angel when it needs one). */
export function chooseEngagement(ctx: Ctx): Action {
  let best = ctx.legal[0];
  let bestP = -1;
  for (const a of ctx.legal) {
    if (a.type !== 'engage') continue;
    const here = ctx.view.legions.filter((l) => l.land === a.land);
    const mine = here.find((l) => l.owner === ctx.me);
    const theirs = here.find((l) => l.owner !== ctx.me);
    if (!mine || !theirs) continue;
    const p = attackOdds({ ...ctx, cfg: { ...ctx.cfg, rollouts: 0 } }, estimate(ctx, mine), estimate(ctx, theirs), a.land).attackerWins;
    if (p > bestP) [best, bestP] = [a, p];
  }
  return best;
}

/** My value of an agreement's losses. */
function agreementValue(ctx: Ctx, iAmAttacker: boolean, mine: LegionEstimate, theirs: LegionEstimate, attackerLosses: readonly string[], defenderLosses: readonly string[]): number {
  const myLost = iAmAttacker ? attackerLosses : defenderLosses;
  const theirLost = iAmAttacker ? defenderLosses : attackerLosses;
  const myScore = ctx.view.players.find((p) => p.id === mine.owner)?.score ?? 0;
  const theirScore = ctx.view.players.find((p) => p.id === theirs.owner)?.score ?? 0;
  return (
    valueOf(ctx.variant, theirLost, theirScore) * (1 + POINTS_WEIGHT) -
    valueOf(ctx.variant, myLost, myScore) * (1 + POINTS_WEIGHT) -
    (myLost.includes('Titan') ? TITAN_LOSS : 0) +
    (theirLost.includes('Titan') ? titanKillValue(ctx, theirs.owner) : 0)
  );
}

/** Flee, concede, fight, propose or accept in the engagement being negotiated. */
export function chooseNegotiation(ctx: Ctx): Action {
  const e = ctx.view.engagement;
  const fight = ctx.legal.find((a) => a.type === 'fight');
  if (!e) return fight ?? ctx.legal[0];
  const iAmAttacker = e.attackerOwner === ctx.me;
  const attL = legionByMarker(ctx, e.attacker);
  const defL = legionByMarker(ctx, e.defender);
  if (!attL || !defL) return fight ?? ctx.legal[0];
  const att = estimate(ctx, attL);
  const def = estimate(ctx, defL);
  const mine = iAmAttacker ? att : def;
  const theirs = iAmAttacker ? def : att;
  const odds = attackOdds(ctx, att, def, e.land, attL.entrySide ?? 'Bottom');
  const options: { a: Action; v: number }[] = [];
  const myValue = valueOf(ctx.variant, mine.creatures, ctx.view.players.find((p) => p.id === ctx.me)?.score ?? 0);
  const fightValue = engagementValue(ctx, odds, iAmAttacker, mine, theirs);
  if (fight) options.push({ a: fight, v: fightValue });
  for (const a of ctx.legal) {
    if (a.type === 'flee') options.push({ a, v: fleeValue(ctx, mine) });
    if (a.type === 'concede') options.push({ a, v: -myValue * (1 + POINTS_WEIGHT) - mine.titanChance * TITAN_LOSS - 1 });
    if (a.type === 'accept' && e.proposal) {
      options.push({ a, v: agreementValue(ctx, iAmAttacker, mine, theirs, e.proposal.attackerLosses, e.proposal.defenderLosses) + 1 });
    }
  }
  // Offer terms only when winning clearly, and at most twice: an agreement that saves our losses.
  const myWin = iAmAttacker ? odds.attackerWins : 1 - odds.attackerWins;
  if (myWin >= 0.8 && e.proposalsMade < 3) {
    for (const a of ctx.legal) {
      if (a.type !== 'propose') continue;
      const p = a as ProposeAction;
      const v = agreementValue(ctx, iAmAttacker, mine, theirs, p.attackerLosses, p.defenderLosses);
      if (v > fightValue) options.push({ a, v: v - 0.5 });
    }
  }
  if (options.length === 0) return fight ?? ctx.legal[0];
  options.sort((x, y) => y.v - x.v);
  return options[0].a;
}
