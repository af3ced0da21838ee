// Strikes and carries, once for the family (TITAN §12–§13, Gods 11.9, 13, 14): a piece of the striking side strikes
// one target in one of the ways the position allows, the dice come from the game's PRNG, the hits land, and the hits
// beyond what slew the target wait for the striker's choice of a further target (a rangestrike carries none).
import { rollDice } from '../../../platform/rng.js';
import { choiceFor } from '../strike-choices.js';
import { landHits, pendCarry } from './hits.js';
import { advanceIfIdle, finishStrikeStep } from './phases.js';
import { battleIn, carryTargets, type Flow, liveTargets, owedStrikes, strikeChoices, strikingSide } from './queries.js';
import type { FlowBattle, FlowPiece, FlowRefusal, RolledStrike, StrikeOrder } from './types.js';

/** The refusal while a carry waits. */
const CARRY_FIRST: FlowRefusal = { code: 'illegal', message: 'the pending carry must be resolved first' };

/** One strike or rangestrike by a piece of the striking side. */
export function strike<S, B extends FlowBattle<P>, P extends FlowPiece, E>(
  f: Flow<S, B, P, E>, s: S, order: StrikeOrder, events: E[],
): S | FlowRefusal {
  const h = f.hooks;
  const battle = battleIn(f, s);
  if (battle.phase !== 'strike' && battle.phase !== 'strikeback') return { code: 'wrong-phase', message: 'no strikes during a maneuver phase' };
  if (battle.carry) return CARRY_FIRST;
  const striker = battle.pieces.find((p) => p.id === order.piece);
  if (!striker || striker.side !== strikingSide(battle)) return { code: 'illegal', message: `${order.piece} may not strike now` };
  if (striker.struck) return { code: 'illegal', message: `${striker.id} already struck this phase` };
  const aim = liveTargets(f, s, battle, striker).find((t) => t.target === order.target);
  const target = battle.pieces.find((p) => p.id === order.target);
  if (!aim || !target) return { code: 'illegal', message: `${striker.id} cannot strike ${order.target}` };
  const choice = choiceFor(strikeChoices(f, s, battle, striker.id, order.target), order);
  if (!choice) return { code: 'illegal', message: `no strike of ${striker.id} at ${order.target} with those dice and strike number` };
  const [dice, rng] = rollDice(h.rng(s), choice.dice);
  const rolled = dice.filter((d) => d >= choice.strikeNumber).length;
  const hits = h.scoredHits ? h.scoredHits(s, battle, target, rolled) : rolled;
  events.push(h.events.strike(striker, target.id, dice, choice.strikeNumber, hits, aim.rangestrike));
  const struck = h.withRng(h.withBattle(s, { ...battle, pieces: battle.pieces.map((p) => (p === striker ? { ...p, struck: true } : p)) }), rng);
  const landing: RolledStrike = {
    striker: striker.id,
    target: target.id,
    hits,
    strikeNumber: choice.strikeNumber,
    dice: choice.dice,
    carryTargets: aim.rangestrike ? [] : choice.carryTargets,
    rangestrike: aim.rangestrike,
  };
  return h.holdStrike?.(struck, landing) ?? advanceIfIdle(f, landStrike(f, struck, landing, events), events);
}

/** Lands a rolled strike: its hits, what follows it in the game, and the carry of the hits left (TITAN §13.4, Gods 13.6). */
export function landStrike<S, B extends FlowBattle<P>, P extends FlowPiece, E>(f: Flow<S, B, P, E>, s: S, rolled: RolledStrike, events: E[]): S {
  const [hit, used] = landHits(f, s, rolled.target, rolled.hits, rolled.striker, events);
  const after = f.hooks.afterStrike ? f.hooks.afterStrike(hit, rolled, used, events) : hit;
  const onward = rolled.carryTargets.filter((t) => t !== rolled.target);
  return pendCarry(f, after, rolled.striker, rolled.hits - used, rolled.strikeNumber, rolled.dice, onward);
}

/** The carried hits go to one of the targets that may take them (which may carry further), or are dropped (null). */
export function carry<S, B extends FlowBattle<P>, P extends FlowPiece, E>(f: Flow<S, B, P, E>, s: S, target: string | null, events: E[]): S | FlowRefusal {
  const h = f.hooks;
  const battle = battleIn(f, s);
  const pending = battle.carry;
  if (!pending) return { code: 'illegal', message: 'no hits to carry' };
  const released = h.withBattle(s, { ...battle, carry: null });
  if (target === null) return advanceIfIdle(f, released, events);
  const piece = battle.pieces.find((p) => p.id === target);
  if (!piece || !carryTargets(battle).includes(target)) return { code: 'illegal', message: `hits cannot be carried to ${target}` };
  events.push(h.events.carry(pending.striker, target, Math.min(pending.hits, piece.power - piece.hits)));
  const [hit, used] = landHits(f, released, target, pending.hits, pending.striker, events);
  const onward = pending.targets.filter((t) => t !== target);
  return advanceIfIdle(f, pendCarry(f, hit, pending.striker, pending.hits - used, pending.strikeNumber, pending.dice, onward), events);
}

/** `done` in a strike step: allowed once the carry is resolved and every piece that must strike has struck. */
export function endStrikes<S, B extends FlowBattle<P>, P extends FlowPiece, E>(f: Flow<S, B, P, E>, s: S, events: E[]): S | FlowRefusal {
  const battle = battleIn(f, s);
  if (battle.carry) return { code: 'illegal', message: 'the pending carry must be resolved first (carry null drops it)' };
  const [owed] = owedStrikes(f, s, battle);
  if (owed) return { code: 'illegal', message: `${owed.id} (${f.hooks.nameOf(owed)}) must strike` };
  return advanceIfIdle(f, finishStrikeStep(f, s, events), events);
}
