// Odds of an engagement for decisions: analytic for Easy and Normal; for Hard, battles simulated over the engine on
// determinized samples of the hidden legions (within the think budget), blended with the analytic prior.
import type { EntrySide } from '../../engine/family/types.js';
import type { LandId } from '../../engine/titan/state.js';
import { type Ctx, estimate, type LegionEstimate, legionsOf, ODDS_RESOLUTION, oddsAt, titanDeaths } from '../context.js';
import type { Odds } from '../strength.js';
import { simulateBattle } from './battle-sim.js';
import { OutcomeTally } from './outcomes.js';
import { engagementSandbox, sampleContents } from './sandbox.js';

/** Weight (in simulated battles) of the analytic estimate in the blend. */
const PRIOR = 2;
/** Simulated battles after which a run that all ended alike (same winner, same Titans slain) stops: where the analytic
 * odds favour the same winner, and where they do not. Lopsided battles are most of those weighed; the rest run their
 * full number (issue 22, Hard's p95 decision time: a battle fought with Normal's lookahead costs some four without). */
const SETTLED_AGREEING = 4;
const SETTLED_ANY = 8;

function sampled(ctx: Ctx, l: LegionEstimate): LegionEstimate {
  if (l.owner === ctx.me) return l;
  const creatures = sampleContents(ctx, l.marker, ctx.rng);
  return creatures ? { ...l, creatures, titanChance: creatures.includes('Titan') ? 1 : 0 } : l;
}

/** Whether the simulated battles so far leave little to learn from more (see SETTLED_AGREEING). */
function settled(tally: OutcomeTally, priorWins: number): boolean {
  const alike = tally.unanimous();
  if (!alike || tally.count < SETTLED_AGREEING) return false;
  return tally.count >= SETTLED_ANY || alike.attackerWon === priorWins > 0.5;
}

/** Odds of `att` attacking `def` on `land` (either side may be mine). */
export function attackOdds(ctx: Ctx, att: LegionEstimate, def: LegionEstimate, land: LandId, entry: EntrySide = 'Bottom', rollouts = ctx.cfg.rollouts): Odds {
  const prior = oddsAt(ctx, att, def, land);
  if (rollouts === 0 || prior.attackerWins < ODDS_RESOLUTION || prior.attackerWins > 1 - ODDS_RESOLUTION) return prior;
  const donors = legionsOf(ctx, att.owner).filter((l) => l.marker !== att.marker).map((l) => estimate(ctx, l));
  const tally = new OutcomeTally();
  for (let i = 0; i < rollouts && ctx.timeLeft() > 0; i++) {
    const a = sampled(ctx, att);
    const d = sampled(ctx, def);
    const seed = ctx.rng.seed();
    const sandbox = engagementSandbox(ctx, a, d, land, entry, seed, donors.map((x) => sampled(ctx, x)));
    const out = simulateBattle(sandbox, land, att.marker, def.marker, seed);
    if (out) tally.add(out);
    if (settled(tally, prior.attackerWins)) break;
  }
  if (tally.count === 0) return prior;
  return tally.odds({ ...prior, titanDeaths: titanDeaths(ctx, prior, att, def) }, PRIOR);
}
