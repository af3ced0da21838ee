// What the battle step machine asks of a position (TITAN §11–§13, Gods 11.9–14): whose strikes these are, whom a
// piece may strike and how, who still owes a strike, who decides now, where a piece may move, where carried hits may go — the game's position
// rules behind the machine's checks, remembered for the latest battle object (legal actions and apply ask alike).
import { LastObjectMemo } from '../../../platform/memo.js';
import type { StrikeTarget } from '../strike.js';
import type { StrikeChoice } from '../strike-choices.js';
import type { BattleFlowHooks, BattleSide, FlowBattle, FlowPiece } from './types.js';

/** One game's machine: its hooks and what it remembers of its latest battle. */
export interface Flow<S, B extends FlowBattle<P>, P extends FlowPiece, E> {
  readonly hooks: BattleFlowHooks<S, B, P, E>;
  readonly targets: LastObjectMemo<B, P, readonly StrikeTarget[]>;
  readonly choices: LastObjectMemo<B, string, readonly StrikeChoice[]>;
}

/** A machine for one game's hooks. */
export function flowOf<S, B extends FlowBattle<P>, P extends FlowPiece, E>(hooks: BattleFlowHooks<S, B, P, E>): Flow<S, B, P, E> {
  return { hooks, targets: new LastObjectMemo(), choices: new LastObjectMemo() };
}

/** The other side (the non-mover of a half-round, the winner of a concession). */
export function otherSide(side: BattleSide): BattleSide {
  return side === 'attacker' ? 'defender' : 'attacker';
}

/** The battle being fought; the machine is only ever driven while there is one. */
export function battleIn<S, B extends FlowBattle<P>, P extends FlowPiece, E>(f: Flow<S, B, P, E>, s: S): B {
  const battle = f.hooks.battle(s);
  if (!battle) throw new Error('battle step machine driven without a battle');
  return battle;
}

/** The side whose pieces strike now: the maneuvering side in its strikes, the other side in the strikeback. */
export function strikingSide(battle: FlowBattle<FlowPiece>): BattleSide {
  return battle.phase === 'strikeback' ? otherSide(battle.active) : battle.active;
}

/** The side whose choice the battle waits for: the striker's while a carry is pending, else the phase's (null when
 * the striker of a pending carry is gone). */
export function decidingSide<P extends FlowPiece>(battle: FlowBattle<P>): BattleSide | null {
  const carry = battle.carry;
  if (carry) return battle.pieces.find((p) => p.id === carry.striker)?.side ?? null;
  return battle.phase === 'maneuver' ? battle.active : strikingSide(battle);
}

/** The targets the hits of a pending carry may still go to: those of its targets that are on the battle's list and
 * not slain ([] without a carry; dropping the hits is always open). */
export function carryTargets<P extends FlowPiece>(battle: FlowBattle<P>): string[] {
  const carry = battle.carry;
  if (!carry) return [];
  return carry.targets.filter((t) => battle.pieces.some((p) => p.id === t && !p.slain));
}

const NO_TARGETS: readonly StrikeTarget[] = [];

/** The enemies a piece may strike now: none outside its side's strikes, once it struck, or in the strikeback unless
 * it was in contact as the phase began (TITAN §12–§13, Gods 11.9). */
export function liveTargets<S, B extends FlowBattle<P>, P extends FlowPiece, E>(f: Flow<S, B, P, E>, s: S, battle: B, piece: P): readonly StrikeTarget[] {
  if ((battle.phase !== 'strike' && battle.phase !== 'strikeback') || piece.side !== strikingSide(battle) || piece.struck) return NO_TARGETS;
  if (battle.phase === 'strikeback' && !piece.mustStrike) return NO_TARGETS;
  let targets = f.targets.get(battle, piece);
  if (!targets) {
    targets = f.hooks.targets(s, battle, piece);
    f.targets.set(battle, piece, targets);
  }
  return targets;
}

/** Every way a piece may strike a target now, the normal strike first, then those that let hits carry. */
export function strikeChoices<S, B extends FlowBattle<P>, P extends FlowPiece, E>(
  f: Flow<S, B, P, E>, s: S, battle: B, striker: string, target: string,
): readonly StrikeChoice[] {
  const key = `${striker} ${target}`;
  let choices = f.choices.get(battle, key);
  if (!choices) {
    choices = f.hooks.choices(s, battle, striker, target);
    f.choices.set(battle, key, choices);
  }
  return choices;
}

/** Pieces that were in contact as the strike phase began and still owe a strike (TITAN §13, Gods 11.9). */
export function owedStrikes<S, B extends FlowBattle<P>, P extends FlowPiece, E>(f: Flow<S, B, P, E>, s: S, battle: B): P[] {
  return battle.pieces.filter((p) => p.mustStrike && liveTargets(f, s, battle, p).some((t) => !t.rangestrike));
}

/** Whether any piece could still strike someone. */
export function anyStriker<S, B extends FlowBattle<P>, P extends FlowPiece, E>(f: Flow<S, B, P, E>, s: S, battle: B): boolean {
  return battle.pieces.some((p) => liveTargets(f, s, battle, p).length > 0);
}

const NO_MOVES: readonly string[] = [];

/** The hexes a piece may move to now: a piece of the maneuvering side that has not moved in its maneuver. */
export function pieceMoves<S, B extends FlowBattle<P>, P extends FlowPiece, E>(f: Flow<S, B, P, E>, s: S, battle: B, piece: P): readonly string[] {
  if (battle.phase !== 'maneuver' || piece.side !== battle.active || piece.moved) return NO_MOVES;
  return f.hooks.moves(s, battle, piece);
}
