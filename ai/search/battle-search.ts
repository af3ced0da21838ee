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
/** Value units a rival choice must gain on average before it replaces the tactics' own choice (noise guard). */
const MARGIN = 3;
/** The tactics the play-outs continue with, both sides: not yet Normal's (its lookahead doubles their cost and, tried,
 * flipped Hard's round-7 choice in tests/ai/blunders.test.ts (d), where every play-out ends in the time loss and the
 * choices' averages lie 3–10 units apart over 8 play-outs: within the noise that MARGIN does not cover). */
const PLAYOUT_POLICY: BattleStyle = { tactical: true, caution: 1 };

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

/** Index of the best choice by average play-out worth; the first (the tactics' own) keeps ties within MARGIN. */
function bestByPlayouts(ctx: Ctx, base: GameState, choices: readonly Action[], side: 'attacker' | 'defender'): number {
  const totals = new Array<number>(choices.length).fill(0);
  const e = ctx.view.engagement;
  const enemy = side === 'attacker' ? e?.defenderOwner : e?.attackerOwner;
  const kill = enemy ? titanKillValue(ctx, enemy) : TITAN_KILL;
  let n = 0;
  for (let i = 0; i < PLAYOUTS && ctx.timeLeft() > 0; i++) {
    const seed = ctx.rng.seed();
    const row: number[] = [];
    for (const c of choices) {
      const next = applyBattleAction({ ...base, rng: seedRng(seed) }, c, []);
      const out = 'code' in next ? null : playOut(next, seed, PLAYOUT_POLICY);
      if (!out) break;
      row.push(outcomeWorth(out, side, kill));
    }
    if (row.length !== choices.length) continue;
    row.forEach((w, j) => (totals[j] += w));
    n++;
  }
  if (n === 0) return 0;
  let best = 0;
  for (let j = 1; j < choices.length; j++) if (totals[j] / n > totals[best] / n + (best === 0 ? MARGIN : 0)) best = j;
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
