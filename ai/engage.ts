// Engagements (§9): the order to resolve them, and each side's choice to flee, concede, fight, propose or accept an
// agreement, all by expected value (Titan loss weighs most). Hard's odds come from simulated battles.
import type { Action, ProposeAction } from '../engine/titan/actions.js';
import { type Ctx, engagementValue, estimate, fleeValue, legionByMarker } from './context.js';
import { attackOdds } from './search/engagement-search.js';
import { agreementValue, bestProposal, certaintyValue, concessionValue, type Sides } from './settlement.js';
import type { Odds } from './strength.js';

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

/** How much less a proposal of ours is worth than an accepted one of the same terms (the other side may refuse). */
const PROPOSAL_RISK = 0.5;

/** The engagement as this seat reads it: both sides' legions and the odds of the battle (null outside one). */
function reading(ctx: Ctx, rollouts = ctx.cfg.rollouts): { sides: Sides; odds: Odds } | null {
  const e = ctx.view.engagement;
  if (!e) return null;
  const iAmAttacker = e.attackerOwner === ctx.me;
  const attL = legionByMarker(ctx, e.attacker);
  const defL = legionByMarker(ctx, e.defender);
  if (!attL || !defL) return null;
  const att = estimate(ctx, attL);
  const def = estimate(ctx, defL);
  const odds = attackOdds(ctx, att, def, e.land, attL.entrySide ?? 'Bottom', rollouts);
  return { sides: { ctx, iAmAttacker, mine: iAmAttacker ? att : def, theirs: iAmAttacker ? def : att }, odds };
}

/** Flee, concede, fight, propose or accept in the engagement being negotiated: fight unless settling beats it — the
 * best proposal the other side should accept, an acceptable proposal, a flee, or a concession that denies the
 * defender its reinforcement. */
export function chooseNegotiation(ctx: Ctx): Action {
  const e = ctx.view.engagement;
  const fight = ctx.legal.find((a) => a.type === 'fight');
  const r = reading(ctx);
  if (!e || !r) return fight ?? ctx.legal[0];
  const { sides, odds } = r;
  const options: { a: Action; v: number }[] = [];
  if (fight) options.push({ a: fight, v: engagementValue(ctx, odds, sides.iAmAttacker, sides.mine, sides.theirs) });
  for (const a of ctx.legal) {
    if (a.type === 'flee') options.push({ a, v: fleeValue(ctx, sides.mine) });
    const conceded = a.type === 'concede' ? concessionValue(sides, odds) : null;
    if (conceded !== null) options.push({ a, v: conceded });
    if (a.type === 'accept' && e.proposal) options.push({ a, v: agreementValue(sides, e.proposal.attackerLosses, e.proposal.defenderLosses) + certaintyValue(odds) });
  }
  // a proposal may be refused: it ranks just below accepting an offer of the same worth
  const offer = bestProposal(sides, odds, ctx.legal.filter((a): a is ProposeAction => a.type === 'propose'));
  if (offer) options.push({ a: offer.a, v: offer.v - PROPOSAL_RISK });
  if (options.length === 0) return fight ?? ctx.legal[0];
  options.sort((x, y) => y.v - x.v);
  return options[0].a;
}

/** The attacker's concession at its first maneuver, before any of its characters entered the battleland (the
 * defender may have answered with battle at once): when conceding, which denies the reinforcement (§14.2), beats
 * fighting by the analytic odds (the battle's search keeps the think time); null to fight on. */
export function concessionBeforeEntering(ctx: Ctx): Action | null {
  const e = ctx.view.engagement;
  const concede = ctx.legal.find((a) => a.type === 'concede');
  if (!concede || !e || e.attackerOwner !== ctx.me || ctx.view.battle?.pieces.some((p) => p.side === 'attacker' && p.hex !== null) !== false) return null;
  const r = reading(ctx, 0);
  const conceded = r ? concessionValue(r.sides, r.odds) : null;
  return r && conceded !== null && conceded > engagementValue(ctx, r.odds, true, r.sides.mine, r.sides.theirs) ? concede : null;
}
