// Hard's search inside a battle: the few best maneuver choices of the battle tactics are each played out to the end
// of the battle several times over the engine, with the same dice seeds for every choice (common random numbers),
// and the choice with the best average outcome is kept. Battles are public (§9.1), so the sandbox is built from the
// seat's view alone.
import type { Action } from '../../engine/titan/actions.js';
import { applyBattleAction } from '../../engine/titan/battle/index.js';
import type { BattlePosition } from '../../engine/family/battle/rules.js';
import { apply } from '../../engine/titan/index.js';
import { seedRng } from '../../engine/platform/rng.js';
import type { GameState } from '../../engine/titan/state.js';
import { battleChoices } from '../battle/tactics.js';
import type { BattleStyle } from '../battle/maneuver.js';
import { type Ctx, estimate, legionByMarker, legionsOf, POINTS_WEIGHT, TITAN_KILL, TITAN_LOSS, titanKillValue } from '../context.js';
import { playOut } from './battle-sim.js';
import type { SimOutcome } from './outcomes.js';
import { engagementSandbox } from './sandbox.js';

/** Maneuver choices compared per decision. */
const CANDIDATES = 4;
/** Play-outs per choice (fewer when the think budget runs out). */
const PLAYOUTS = 8;
/** How many standard errors of its paired gain (over the play-outs, common random numbers) a rival choice's mean gain
 * must exceed before it replaces the tactics' own choice: the noise guard, scaled to how much the play-outs disagree.
 * A one-sided paired t-test at 1 % (Student's t, 7 degrees of freedom: 8 play-outs): the tactics' own choice is kept
 * unless the play-outs, fought by those same tactics, clearly disagree. Measured: in tests/ai/blunders.test.ts (d) round 7
 * a rival that does not engage the enemy Titan scores t = 2.65 over 8 play-outs (17 units better in 4, equal in 4). */
const NOISE_T = 3.0;

function act(state: GameState, a: Action): GameState | null {
  const r = apply(state, a);
  return r.ok ? r.state : null;
}

/** An engine state holding the battle the seat sees, ready to continue (null if it cannot be rebuilt). */
export function battleSandbox(ctx: Ctx): GameState | null {
  const b = ctx.view.battle;
  if (!b) return null;
  const att = legionByMarker(ctx, b.attacker);
  const def = legionByMarker(ctx, b.defender);
  if (!att || !def) return null;
  const donors = legionsOf(ctx, att.owner).filter((l) => l.marker !== att.marker).map((l) => estimate(ctx, l));
  let s: GameState | null = engagementSandbox(ctx, estimate(ctx, att), estimate(ctx, def), b.land, b.attackerEntry, 1, donors);
  s = act(s, { type: 'engage', player: att.owner, stateId: s.stateId, land: b.land });
  if (s) s = act(s, { type: 'fight', player: def.owner, stateId: s.stateId });
  if (!s?.battle) return null;
  return { ...s, battle: b, turn: { ...s.turn, summoned: ctx.view.turn.summoned } };
}

/** An outcome's worth for a side, in the units of engagementValue (`kill`: what the enemy Titan's death is worth). */
function outcomeWorth(out: SimOutcome, side: 'attacker' | 'defender', kill: number): number {
  const mine = side === 'attacker' ? out.attackerLoss : out.defenderLoss;
  const theirs = side === 'attacker' ? out.defenderLoss : out.attackerLoss;
  const myTitan = side === 'attacker' ? out.attackerTitanDied : out.defenderTitanDied;
  const theirTitan = side === 'attacker' ? out.defenderTitanDied : out.attackerTitanDied;
  return (theirs - mine) * (1 + POINTS_WEIGHT) - (myTitan ? TITAN_LOSS : 0) + (theirTitan ? kill : 0);
}

/** The mean of a rival's paired gains over the tactics' own choice (one per play-out) when it beats the noise (exceeds
 * NOISE_T standard errors of it), else 0. */
function significantGain(gains: readonly number[]): number {
  const n = gains.length;
  if (n < 2) return 0;
  const mean = gains.reduce((a, b) => a + b, 0) / n;
  const variance = gains.reduce((a, g) => a + (g - mean) ** 2, 0) / (n - 1);
  return mean > 0 && mean > NOISE_T * Math.sqrt(variance / n) ? mean : 0;
}

/** Index of the best choice by average play-out worth; the first (the tactics' own) is kept unless a rival's paired
 * gain over it beats the noise (significantGain). A rival not ahead of it after half the play-outs is not played on. */
function bestByPlayouts(ctx: Ctx, base: GameState, choices: readonly Action[], side: 'attacker' | 'defender'): number {
  const rows: number[][] = [];
  const e = ctx.view.engagement;
  const enemy = side === 'attacker' ? e?.defenderOwner : e?.attackerOwner;
  const kill = enemy ? titanKillValue(ctx, enemy) : TITAN_KILL;
  let playing = choices.map((_, j) => j);
  for (let i = 0; i < PLAYOUTS && playing.length > 1 && ctx.timeLeft() > 0; i++) {
    if (i === PLAYOUTS / 2) playing = playing.filter((j) => j === 0 || rows.reduce((a, r) => a + r[j] - r[0], 0) > 0);
    const seed = ctx.rng.seed();
    const row: number[] = [];
    for (const j of playing) {
      const next = applyBattleAction({ ...base, rng: seedRng(seed) }, choices[j], []);
      const out = 'code' in next ? null : playOut(next, seed);
      if (!out) break;
      row[j] = outcomeWorth(out, side, kill);
    }
    if (playing.every((j) => row[j] !== undefined)) rows.push(row);
  }
  let best = 0;
  let bestGain = 0;
  for (const j of playing.slice(1)) {
    const gain = significantGain(rows.map((r) => r[j] - r[0]));
    if (gain > bestGain) [best, bestGain] = [j, gain];
  }
  return best;
}

/** The battle action for `side`: the tactics' choice, or for a searching level maneuvering, the best of the tactics'
 * few best maneuver choices by play-outs. */
export function searchedBattleAction(ctx: Ctx, pos: BattlePosition, side: 'attacker' | 'defender', style: BattleStyle): Action {
  const battle = ctx.view.battle;
  if (!battle) throw new Error('no battle to act in');
  const choices = battleChoices(ctx.variant, pos, battle, ctx.legal, side, style, ctx.rng).slice(0, CANDIDATES);
  if (ctx.cfg.rollouts === 0 || choices.length < 2) return choices[0];
  const base = battleSandbox(ctx);
  if (!base) return choices[0];
  return choices[bestByPlayouts(ctx, base, choices, side)];
}
