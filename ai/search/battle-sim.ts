// Monte Carlo battles over the engine: from a sandbox engagement, both sides fight with the battle tactics the AI
// really uses (Normal's) until the battle ends; outcomes and losses are averaged over several rolls of the dice.
import type { Action } from '../../engine/titan/actions.js';
import { applyBattleAction, battlePosition } from '../../engine/titan/battle/index.js';
import { apply, legalActions, playersToAct, type RuleError } from '../../engine/titan/index.js';
import type { GameState, MarkerId } from '../../engine/titan/state.js';
import { getVariant } from '../../engine/titan/variants/index.js';
import { chooseBattleAction } from '../battle/tactics.js';
import type { BattleStyle } from '../battle/maneuver.js';
import { battleStyle, levelConfig } from '../levels.js';
import { AiRng } from '../rng.js';
import { valueOf } from '../strength.js';
import type { SimOutcome } from './outcomes.js';

const MAX_STEPS = 1500;
/** Simulated battles (engagements weighed, and Hard's play-outs in battle) are fought as Normal fights its real battles
 * (its whole-maneuver lookahead included: without it a simulated defender left its Titan to be ganged, and Hard stormed
 * legions Normal holds), so their odds match play. */
const POLICY: BattleStyle = battleStyle(levelConfig('normal'), false);

function act(state: GameState, a: Action): GameState | null {
  const r = apply(state, a);
  return r.ok ? r.state : null;
}

/** Plays one engagement of a sandbox to its end: the defender fights, then both sides use the battle policy. */
export function simulateBattle(start: GameState, land: number, attacker: MarkerId, defender: MarkerId, seed: number): SimOutcome | null {
  const attOwner = start.legions[attacker].owner;
  const defOwner = start.legions[defender].owner;
  let s = act(start, { type: 'engage', player: attOwner, stateId: start.stateId, land });
  if (!s) return null;
  s = act(s, { type: 'fight', player: defOwner, stateId: s.stateId });
  if (!s) return null;
  return playOut(s, seed);
}

/** Plays a battle in progress to its end with the battle policy on both sides; losses count from this position. */
export function playOut(start: GameState, seed: number): SimOutcome | null {
  const v = getVariant(start.variant);
  const battle = start.battle;
  if (!battle) return null;
  const { attacker, defender } = battle;
  const rng = new AiRng(seed);
  const attOwner = start.legions[attacker].owner;
  const defOwner = start.legions[defender].owner;
  const scoreOf = (s: GameState, p: string): number => s.players.find((x) => x.id === p)?.score ?? 0;
  const standing = (side: 'attacker' | 'defender', s: GameState): string[] => (s.battle?.pieces ?? []).filter((p) => p.side === side && !p.slain).map((p) => p.creature);
  const attBefore = valueOf(v, standing('attacker', start), scoreOf(start, attOwner));
  const defBefore = valueOf(v, standing('defender', start), scoreOf(start, defOwner));
  let s = start;
  for (let i = 0; s.battle && i < MAX_STEPS; i++) {
    const actor = playersToAct(s)[0];
    if (!actor) break;
    const legal = legalActions(s, actor).filter((a) => a.type !== 'concede' && a.type !== 'undo');
    if (legal.length === 0) break;
    const side = actor === attOwner ? 'attacker' : 'defender';
    const choice = chooseBattleAction(v, battlePosition(s), s.battle, legal, side, POLICY, rng);
    // The battle flow directly: the reducer's schema check and undo bookkeeping are not needed inside a simulation.
    const next: GameState | RuleError = applyBattleAction(s, choice, []);
    if ('code' in next) return null;
    s = next;
  }
  if (s.battle) return null;
  const att = s.legions[attacker];
  const def = s.legions[defender];
  const attAfter = att && att.owner === attOwner ? valueOf(v, att.creatures, scoreOf(start, attOwner)) : 0;
  const defAfter = def && def.owner === defOwner ? valueOf(v, def.creatures, scoreOf(start, defOwner)) : 0;
  const attTitanDead = !s.players.find((p) => p.id === attOwner)?.alive;
  const defTitanDead = !s.players.find((p) => p.id === defOwner)?.alive;
  const attackerWon = (defAfter === 0 || defTitanDead) && attAfter > 0 && !attTitanDead;
  return { attackerWon, attackerLoss: Math.max(0, attBefore - attAfter), defenderLoss: Math.max(0, defBefore - defAfter), attackerTitanDied: attTitanDead, defenderTitanDied: defTitanDead };
}
