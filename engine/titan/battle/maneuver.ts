// Maneuver phases (§11): entering, deploying (Tower, §10.2: every defender that fits must be deployed) and moving
// pieces one at a time, and the end of the phase: pieces that did not enter are eliminated (§10.1, a summoned Angel
// too, §15.1), while a reinforcement that could not enter was never taken and goes back to the caretaker (§14).
import type { BattleMoveAction } from '../actions.js';
import type { GameEvent } from '../events.js';
import { legionOf } from '../game/context.js';
import { removeKnown } from '../knowledge.js';
import type { RuleError } from '../result.js';
import { LastObjectMemo } from '../../platform/memo.js';
import type { BattlePiece, BattleState, GameState, HexLabel } from '../state.js';
import { battlelandDef } from '../variants/lookup.js';
import { isTitan } from '../values.js';
import { legalMoves } from '../../family/battle/rules.js';
import { battleOf, positionOf, ruleError, variantOf, withBattle, withPiece } from './common.js';
import { endBattle } from './end.js';
import { removePieces } from './losses.js';
import { startStrike } from './phases.js';
import { closingReinforcement } from './summon.js';

/** A piece of the mover off the battleland that must enter in this phase if it can: an arrival after round 1
 * (summoned Angel, reinforcement, §14, §15.1) or, in a Tower, a defender deploying inside the walls (§10.2: the
 * defender's characters "must be deployed" there). */
function mustEnter(state: GameState, battle: BattleState, p: BattlePiece): boolean {
  if (p.side !== battle.active || p.hex !== null) return false;
  return battle.round > 1 || (p.side === 'defender' && battlelandDef(variantOf(state), battle.terrain).tower);
}

/** legalMoves of the latest battle object, by piece id: the legal actions, apply and `done` ask about it repeatedly. */
const MOVES = new LastObjectMemo<BattleState, string, readonly HexLabel[]>();

/** §11: the hexes a piece may move to now (the pure rules' legalMoves on this battle, remembered for the latest one). */
export function pieceMoves(state: GameState, battle: BattleState, pieceId: string): readonly HexLabel[] {
  let moves = MOVES.get(battle, pieceId);
  if (!moves) {
    moves = legalMoves(positionOf(state, battle), pieceId);
    MOVES.set(battle, pieceId, moves);
  }
  return moves;
}

/** Pieces that must enter this phase and still can: the phase may not end while one of them can (§10.2, §14, §15.1). */
export function piecesThatMustEnter(state: GameState, battle: BattleState): BattlePiece[] {
  return battle.pieces.filter((p) => mustEnter(state, battle, p) && pieceMoves(state, battle, p.id).length > 0);
}

/** §11: moves (or enters, or deploys) one piece of the mover to a legal hex. */
export function battleMove(state: GameState, action: BattleMoveAction, events: GameEvent[]): GameState | RuleError {
  const battle = battleOf(state);
  if (battle.phase !== 'maneuver') return ruleError('wrong-phase', 'pieces move only in a maneuver phase');
  const piece = battle.pieces.find((p) => p.id === action.piece);
  if (!piece || piece.side !== battle.active) return ruleError('illegal', `${action.piece} is not a piece of the moving side`);
  if (piece.moved) return ruleError('illegal', `${piece.id} already moved this phase`);
  if (!pieceMoves(state, battle, piece.id).includes(action.to)) {
    return ruleError('illegal', `${piece.id} (${piece.creature}) cannot move to ${action.to}`);
  }
  events.push({ type: 'battleMove', piece: piece.id, creature: piece.creature, from: piece.hex, to: action.to });
  const next = withBattle(state, withPiece(closingReinforcement(state), piece.id, { hex: action.to, moved: true }));
  const engagement = next.engagement;
  if (piece.side === 'attacker' && engagement && !engagement.attackerCommitted) {
    return { ...next, engagement: { ...engagement, attackerCommitted: true } };
  }
  return next;
}

/** A reinforcement that could not enter was never taken (§14): back to the caretaker, the legion may muster later. */
function returnReinforcement(state: GameState, piece: BattlePiece, events: GameEvent[]): GameState {
  const battle = battleOf(state);
  const legion = legionOf(state, battle.defender);
  const creatures = [...legion.creatures];
  creatures.splice(creatures.lastIndexOf(piece.creature), 1);
  events.push({ type: 'removed', pieces: [piece.id] });
  return {
    ...state,
    legions: { ...state.legions, [legion.marker]: { ...legion, creatures, recruited: false } },
    knowledge: removeKnown(state.knowledge, state.players.map((p) => p.id), legion.marker, [piece.creature]),
    caretaker: { ...state.caretaker, [piece.creature]: (state.caretaker[piece.creature] ?? 0) + 1 },
    battle: { ...battle, reinforced: false, pieces: battle.pieces.filter((p) => p.id !== piece.id) },
  };
}

/** The mover's pieces still off the battleland when its maneuver ends: a defender's reinforcement after the first
 * round goes back to the caretaker (§14), every other one is eliminated (§10.1). */
export function leftOut(battle: BattleState): { readonly reinforcement: BattlePiece | undefined; readonly eliminated: readonly BattlePiece[] } {
  const off = battle.pieces.filter((p) => p.side === battle.active && p.hex === null);
  const reinforcement = battle.active === 'defender' && battle.round > 1 ? off[0] : undefined;
  return { reinforcement, eliminated: off.filter((p) => p !== reinforcement) };
}

/** Ends the mover's maneuver phase (`done`), then starts its strike phase unless the battle is over. */
export function endManeuver(state: GameState, events: GameEvent[]): GameState | RuleError {
  const battle = closingReinforcement(state);
  const [waiting] = piecesThatMustEnter(state, battle);
  if (waiting) return ruleError('illegal', `${waiting.id} (${waiting.creature}) must enter the battleland this phase`);
  let s = withBattle(state, battle);
  const { reinforcement, eliminated } = leftOut(battle);
  if (reinforcement) s = returnReinforcement(s, reinforcement, events);
  s = removePieces(s, eliminated.map((p) => p.id), events);
  let after = battleOf(s);
  if (after.active === 'attacker' && after.summon === 'open') after = { ...after, summon: 'closed' };
  s = withBattle(s, after);
  // §10.1 with §19.3: a side with nothing on the battleland, or whose Titan never entered, has lost.
  const titanLost = eliminated.some((p) => isTitan(variantOf(s), p.creature));
  if (titanLost || !after.pieces.some((p) => p.side === after.active)) return endBattle(s, 'battle', events);
  return startStrike(s, events);
}
