// Agreements and concessions (§9.3, §9.4, §14.2) valued against fighting: a settlement's worth to each side, the
// certainty it buys, what the other side should think of it (estimated from this seat's own view), and what an
// attacker's concession before entering the battleland denies the defender.
import type { ProposeAction } from '../engine/titan/actions.js';
import { type Ctx, engagementValue, type LegionEstimate, legionWorth, POINTS_WEIGHT, TITAN_LOSS, titanKillValue } from './context.js';
import { bestRecruit } from './master/recruits.js';
import { type Odds, valueOf } from './strength.js';

/** What a settled engagement is worth above a fought one of the same expected value, as a share of the value the
 * battle is expected to destroy (both sides, points included): no dice, no Titan at risk, nothing left to chance. */
const CERTAINTY = 0.05;

/** One side's reading of an engagement: its legion, the other's, and whether it attacks. */
export interface Sides {
  readonly ctx: Ctx;
  readonly iAmAttacker: boolean;
  readonly mine: LegionEstimate;
  readonly theirs: LegionEstimate;
}

/** A side's value of an agreement's losses (the winner scores the loser's losses, §9.3). */
export function agreementValue(s: Sides, attackerLosses: readonly string[], defenderLosses: readonly string[]): number {
  const { ctx, iAmAttacker, mine, theirs } = s;
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

/** The worth of settling rather than rolling the dice: a share of what the battle is expected to destroy. */
export function certaintyValue(odds: Odds): number {
  return CERTAINTY * (1 + POINTS_WEIGHT) * (odds.attackerLoss + odds.defenderLoss);
}

/** The other side's reading, as this seat estimates it: the same legions and odds seen from the other chair (both
 * legions are shown to both players once engaged, §9.1; nothing hidden is read). */
export function otherSide(s: Sides): Sides {
  return { ctx: { ...s.ctx, me: s.theirs.owner }, iAmAttacker: !s.iAmAttacker, mine: s.theirs, theirs: s.mine };
}

/** The proposal best for this side among those the other side should prefer to fighting, with its value to this
 * side (settlement included); null when no listed term beats fighting for both. */
export function bestProposal(s: Sides, odds: Odds, proposals: readonly ProposeAction[]): { a: ProposeAction; v: number } | null {
  const certainty = certaintyValue(odds);
  const myFight = engagementValue(s.ctx, odds, s.iAmAttacker, s.mine, s.theirs);
  const them = otherSide(s);
  const theirFight = engagementValue(them.ctx, odds, them.iAmAttacker, them.mine, them.theirs);
  let best: { a: ProposeAction; v: number } | null = null;
  for (const a of proposals) {
    const v = agreementValue(s, a.attackerLosses, a.defenderLosses) + certainty;
    if (v <= myFight || agreementValue(them, a.attackerLosses, a.defenderLosses) + certainty < theirFight) continue;
    if (!best || v > best.v) best = { a, v };
  }
  return best;
}

/** §9.4, §14.2: a side's value of conceding before any of the attacker's characters entered the battleland: its
 * legion lost at full points, less, for the attacker, the reinforcement this denies the defender (the chance the
 * defender would win times the best recruit's worth). Null for a legion that may hold the side's Titan: conceding
 * it ends the game for him, which fighting never does sooner. */
export function concessionValue(s: Sides, odds: Odds): number | null {
  if (s.mine.titanChance > 0) return null;
  const lost = -legionWorth(s.ctx, s.mine.creatures, s.mine.owner) * (1 + POINTS_WEIGHT);
  const def = s.ctx.view.legions.find((l) => l.marker === s.theirs.marker);
  if (!s.iAmAttacker || !def || def.recruited) return lost;
  const recruit = bestRecruit(s.ctx, s.theirs.creatures, s.ctx.variant.lands[s.theirs.land].terrain);
  return lost + (recruit ? (1 - odds.attackerWins) * recruit.worth : 0);
}
