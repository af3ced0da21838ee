// Strikes, rangestrikes and carries (§12–§13): the dice come from state.rng only; hits beyond what slays the target
// may be carried to another valid target (§13.4); the non-mover counter-strikes with pieces that were in contact when
// the phase began, slain ones included (§12, §13.6).
import type { CarryAction, StrikeAction } from '../actions.js';
import type { GameEvent } from '../events.js';
import type { RuleError } from '../result.js';
import { rollDice } from '../../platform/rng.js';
import { LastObjectMemo } from '../../platform/memo.js';
import type { BattlePiece, BattleState, GameState } from '../state.js';
import { choiceFor, strikeChoicesAt, type StrikeChoice } from '../../family/battle/strike-choices.js';
import { battleOf, positionOf, ruleError, withBattle } from './common.js';
import { advanceIfIdle, finishStrikeStep, liveTargets, owedStrikes, strikingSide } from './phases.js';

/** strikeChoices of the latest battle object, keyed "striker target": the legal actions and apply ask for the same ones. */
const CHOICES = new LastObjectMemo<BattleState, string, readonly StrikeChoice[]>();

/** Every way a piece may strike a target now: the normal strike first, then the carry options of §13.4/§13.5. */
export function strikeChoices(state: GameState, battle: BattleState, striker: string, target: string): readonly StrikeChoice[] {
  const key = `${striker} ${target}`;
  let choices = CHOICES.get(battle, key);
  if (!choices) {
    choices = strikeChoicesAt(positionOf(state, battle), striker, target);
    CHOICES.set(battle, key, choices);
  }
  return choices;
}

/** Puts up to `hits` hits on a target; returns the new battle and how many hits were used. */
function hit(battle: BattleState, target: BattlePiece, hits: number, events: GameEvent[]): [BattleState, number] {
  const used = Math.min(hits, Math.max(0, target.power - target.hits));
  if (used === 0) return [battle, 0];
  const total = target.hits + used;
  const slain = total >= target.power;
  const pieces = battle.pieces.map((p) => (p.id === target.id ? { ...p, hits: total, slain } : p));
  if (slain) events.push({ type: 'slain', piece: target.id, creature: target.creature, side: target.side });
  return [{ ...battle, pieces }, used];
}

/** Leaves the excess hits of a strike pending if some other living target may take them (§13.4). */
function pendCarry(battle: BattleState, striker: string, excess: number, choice: StrikeChoice, exclude: string): BattleState {
  const living = new Set(battle.pieces.filter((p) => !p.slain).map((p) => p.id));
  const targets = choice.carryTargets.filter((t) => t !== exclude && living.has(t));
  if (excess <= 0 || targets.length === 0) return { ...battle, carry: null };
  return { ...battle, carry: { striker, hits: excess, strikeNumber: choice.strikeNumber, dice: choice.dice, targets } };
}

/** §12–§13: one strike or rangestrike by a piece of the striking side. */
export function strike(state: GameState, action: StrikeAction, events: GameEvent[]): GameState | RuleError {
  const battle = battleOf(state);
  if (battle.phase === 'maneuver') return ruleError('wrong-phase', 'no strikes during a maneuver phase');
  if (battle.carry) return ruleError('illegal', 'the pending carry must be resolved first');
  const striker = battle.pieces.find((p) => p.id === action.piece);
  if (!striker || striker.side !== strikingSide(battle)) return ruleError('illegal', `${action.piece} may not strike now`);
  if (striker.struck) return ruleError('illegal', `${striker.id} already struck this phase`);
  const aim = liveTargets(state, battle, striker).find((t) => t.target === action.target);
  if (!aim) return ruleError('illegal', `${striker.id} cannot strike ${action.target}`);
  const choice = choiceFor(strikeChoices(state, battle, striker.id, action.target), action);
  if (!choice) return ruleError('illegal', `no strike of ${striker.id} at ${action.target} with those dice and strike number`);
  const [dice, rng] = rollDice(state.rng, choice.dice);
  const hits = dice.filter((d) => d >= choice.strikeNumber).length;
  events.push({ type: 'strike', piece: striker.id, target: action.target, dice, strikeNumber: choice.strikeNumber, hits, range: aim.rangestrike });
  const target = battle.pieces.find((p) => p.id === action.target) as BattlePiece;
  let next: BattleState = { ...battle, pieces: battle.pieces.map((p) => (p.id === striker.id ? { ...p, struck: true } : p)) };
  const [afterHit, used] = hit(next, target, hits, events);
  next = aim.rangestrike ? { ...afterHit, carry: null } : pendCarry(afterHit, striker.id, hits - used, choice, target.id);
  return advanceIfIdle({ ...state, rng, battle: next }, events);
}

/** §13.4: the carried hits go to one of the valid targets (which may carry further), or are dropped (null). */
export function carry(state: GameState, action: CarryAction, events: GameEvent[]): GameState | RuleError {
  const battle = battleOf(state);
  const pending = battle.carry;
  if (!pending) return ruleError('illegal', 'no hits to carry');
  if (action.target === null) return advanceIfIdle(withBattle(state, { ...battle, carry: null }), events);
  const target = battle.pieces.find((p) => p.id === action.target);
  if (!target || target.slain || !pending.targets.includes(target.id)) return ruleError('illegal', `hits cannot be carried to ${action.target}`);
  events.push({ type: 'carry', piece: pending.striker, target: target.id, hits: Math.min(pending.hits, target.power - target.hits) });
  const [afterHit, used] = hit(battle, target, pending.hits, events);
  const next = pendCarry(afterHit, pending.striker, pending.hits - used, { ...pending, carryTargets: pending.targets }, target.id);
  return advanceIfIdle(withBattle(state, next), events);
}

/** `done` in a strike phase: allowed once every piece that must strike has struck (§13). */
export function endStrikes(state: GameState, events: GameEvent[]): GameState | RuleError {
  const battle = battleOf(state);
  if (battle.carry) return ruleError('illegal', 'the pending carry must be resolved first (carry null drops it)');
  const [owed] = owedStrikes(state, battle);
  if (owed) return ruleError('illegal', `${owed.id} (${owed.creature}) must strike`);
  return advanceIfIdle(finishStrikeStep(state, events), events);
}
