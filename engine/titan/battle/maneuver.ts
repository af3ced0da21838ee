// TITAN's maneuver rules on the family step machine (§10–§11, §14, §15.1): where a piece may move (the pure rules'
// legalMoves), which pieces must enter before the phase may end (every defender that fits in a Tower, §10.2; an
// arrival after round 1), and what is left out as it ends: pieces that did not enter are eliminated (§10.1, a
// summoned Angel too, §15.1), while a reinforcement that could not enter was never taken and goes back (§14).
import type { GameEvent } from '../events.js';
import { legionOf } from '../game/context.js';
import { removeKnown } from '../knowledge.js';
import { LastObjectMemo } from '../../platform/memo.js';
import type { BattlePiece, BattleState, GameState, HexLabel } from '../state.js';
import { battlelandDef } from '../variants/lookup.js';
import { legalMoves } from '../../family/battle/rules.js';
import { battleOf, positionOf, variantOf } from './common.js';
import { laidLegion } from '../state-layout.js';

/** legalMoves of the latest battle object, by piece id: the legal actions, apply and `done` ask about it repeatedly. */
const MOVES = new LastObjectMemo<BattleState, string, readonly HexLabel[]>();

/** §11: the hexes a piece may move to now (the pure rules' legalMoves on this battle, remembered for the latest one). */
export function pieceMoves(state: GameState, battle: BattleState, piece: BattlePiece): readonly HexLabel[] {
  let moves = MOVES.get(battle, piece.id);
  if (!moves) {
    moves = legalMoves(positionOf(state, battle), piece.id);
    MOVES.set(battle, piece.id, moves);
  }
  return moves;
}

/** A piece of the mover off the battleland that must enter in this phase if it can: an arrival after round 1
 * (summoned Angel, reinforcement, §14, §15.1) or, in a Tower, a defender deploying inside the walls (§10.2: the
 * defender's characters "must be deployed" there). */
function mustEnter(state: GameState, battle: BattleState, p: BattlePiece): boolean {
  if (p.side !== battle.active || p.hex !== null) return false;
  return battle.round > 1 || (p.side === 'defender' && battlelandDef(variantOf(state), battle.terrain).tower);
}

/** Pieces that must enter this phase and still can: the phase may not end while one of them can (§10.2, §14, §15.1). */
export function piecesThatMustEnter(state: GameState, battle: BattleState): BattlePiece[] {
  return battle.pieces.filter((p) => mustEnter(state, battle, p) && pieceMoves(state, battle, p).length > 0);
}

/** The mover's pieces still off the battleland when its maneuver ends: a defender's reinforcement after the first
 * round goes back to the caretaker (§14), every other one is eliminated (§10.1). */
export function leftOut(battle: BattleState): { readonly reinforcement: BattlePiece | undefined; readonly eliminated: readonly BattlePiece[] } {
  const off = battle.pieces.filter((p) => p.side === battle.active && p.hex === null);
  const reinforcement = battle.active === 'defender' && battle.round > 1 ? off[0] : undefined;
  return { reinforcement, eliminated: off.filter((p) => p !== reinforcement) };
}

/** A reinforcement that could not enter was never taken (§14): back to the caretaker, the legion may muster later. */
function returnReinforcement(state: GameState, piece: BattlePiece, events: GameEvent[]): GameState {
  const battle = battleOf(state);
  const legion = legionOf(state, battle.defender);
  const creatures = [...legion.creatures];
  creatures.splice(creatures.lastIndexOf(piece.creature), 1);
  events.push({ type: 'reinforcementReturned', piece: piece.id, creature: piece.creature });
  return {
    ...state,
    legions: { ...state.legions, [legion.marker]: laidLegion({ ...legion, creatures, recruited: false }) },
    knowledge: removeKnown(state.knowledge, state.players.map((p) => p.id), legion.marker, [piece.creature]),
    caretaker: { ...state.caretaker, [piece.creature]: (state.caretaker[piece.creature] ?? 0) + 1 },
    battle: { ...battle, reinforced: false, pieces: battle.pieces.filter((p) => p.id !== piece.id) },
  };
}

/** As the mover's maneuver ends: its reinforcement that could not enter goes back (§14); the rest left out are lost. */
export function maneuverLeftOut(state: GameState, battle: BattleState, events: GameEvent[]): { state: GameState; lost: readonly BattlePiece[] } {
  const { reinforcement, eliminated } = leftOut(battle);
  return { state: reinforcement ? returnReinforcement(state, reinforcement, events) : state, lost: eliminated };
}

/** §14.2: once an attacking piece moved onto the battleland, the attacker has committed (a reinforcement after a later
 * concession depends on it). */
export function attackerCommits(state: GameState, piece: BattlePiece): GameState {
  const engagement = state.engagement;
  if (piece.side !== 'attacker' || !engagement || engagement.attackerCommitted) return state;
  return { ...state, engagement: { ...engagement, attackerCommitted: true } };
}
