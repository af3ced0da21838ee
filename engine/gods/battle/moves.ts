// Maneuvers (rules 11.3, 11.6, 12): where a piece may move, entering and Tower deployment from the shared rules
// (engine/family/battle/movement.ts with the Gods hooks), plus diving between Water hexes (12.6), the sea ground of
// double-wave Sea-Creatures (3.10) and what the add-ons allow.
import { HEX_COUNT, HEX_LABELS, hexIndex, rangeByIndex } from '../../family/battle/grid.js';
import { landInfo } from '../../family/battle/hazards.js';
import { isInContact, legalMoves } from '../../family/battle/rules.js';
import type { BattlePosition } from '../../family/battle/position.js';
import { LastObjectMemo } from '../../platform/memo.js';
import { creatureIn } from './facts.js';
import { GODS_BATTLE_HOOKS, mayStand, ruleAt } from './hazard-rules.js';
import { addonMoves } from './hooks.js';
import { positionOf } from './position.js';
import type { GodsBattlePiece, GodsBattleState } from './types.js';

/**
 * 12.6: a native of a diving hazard (Water) standing in it moves to any free hex of that hazard within its
 * allowance as if flying: over characters and hazards, the hexes flown counted as a flier counts them.
 */
function dives(pos: BattlePosition, piece: GodsBattlePiece): string[] {
  if (piece.hex === null) return [];
  const c = creatureIn(pos, piece.id);
  const from = hexIndex(piece.hex);
  const info = landInfo(pos);
  const hazard = info.hazard[from]!;
  if (!ruleAt(pos, from)?.nativesDive || !c.nativeHexes.includes(hazard)) return [];
  const hexes = GODS_BATTLE_HOOKS.allowance!(pos, { ...piece, creature: piece.id }, c).hexes;
  const occupied = new Set(pos.pieces.filter((p) => p.hex !== null).map((p) => hexIndex(p.hex!)));
  const out: string[] = [];
  for (let h = 0; h < HEX_COUNT; h++) {
    if (h === from || occupied.has(h) || info.hazard[h] !== hazard || rangeByIndex(from, h) - 1 > hexes) continue;
    out.push(HEX_LABELS[h]!);
  }
  return out;
}

const MOVES = new LastObjectMemo<GodsBattleState, string, readonly string[]>();

/** 12: the sorted hexes a piece of the maneuvering side may move to now ([] if it may not move). */
export function pieceMoves(state: GodsBattleState, pieceId: string): readonly string[] {
  let moves = MOVES.get(state, pieceId);
  if (!moves) {
    const pos = positionOf(state);
    const piece = state.pieces.find((p) => p.id === pieceId);
    if (!piece || state.phase !== 'maneuver' || piece.moved || piece.side !== state.active) {
      moves = [];
    } else {
      const walked = legalMoves(pos, pieceId);
      const locked = isInContact(pos, pieceId) && !GODS_BATTLE_HOOKS.neverLocked!(pos, { ...piece, creature: piece.id }, creatureIn(pos, pieceId));
      const all = new Set([...walked, ...(locked ? [] : dives(pos, piece))]);
      moves = [...addonMoves(state, pos, piece, [...all].filter((h) => mayStand(pos, piece, h)))].sort();
    }
    MOVES.set(state, pieceId, moves);
  }
  return moves;
}

/** 11.3: a Tower defender off the board in round 1 must deploy while a hex inside the walls is free for it. */
export function mustDeploy(state: GodsBattleState): GodsBattlePiece[] {
  if (!state.land.tower || state.round !== 1 || state.active !== 'defender' || state.phase !== 'maneuver') return [];
  return state.pieces.filter((p) => p.side === 'defender' && p.hex === null && pieceMoves(state, p.id).length > 0);
}
