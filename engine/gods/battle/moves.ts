// Maneuvers (rules 11.3, 12): where a piece may move, entering and Tower deployment from the shared rules
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

/** `hexes` sorted (in place), left as they are when they are in order already: the walk's hexes come sorted, and most
 * pieces add none to them. */
function sortedOnce(hexes: string[]): string[] {
  for (let i = 1; i < hexes.length; i++) if ((hexes[i - 1] as string) > (hexes[i] as string)) return hexes.sort();
  return hexes;
}

/** 12: the sorted hexes a piece that may move now could move (or enter) to; the family step machine asks it only of
 * a piece of the maneuvering side that has not moved (engine/family/battle/flow/queries.ts). */
export function movesOf(state: GodsBattleState, piece: GodsBattlePiece): readonly string[] {
  let moves = MOVES.get(state, piece.id);
  if (!moves) {
    const pos = positionOf(state);
    const walked = legalMoves(pos, piece.id); // sorted, each hex once
    const dived = dives(pos, piece); // mostly none: then whether the piece is locked matters not
    const locked = dived.length > 0 && isInContact(pos, piece.id) && !GODS_BATTLE_HOOKS.neverLocked!(pos, { ...piece, creature: piece.id }, creatureIn(pos, piece.id));
    const all = dived.length === 0 || locked ? walked : [...new Set([...walked, ...dived])];
    const standing = all.filter((h) => mayStand(pos, piece, h));
    const added = addonMoves(state, pos, piece, standing);
    moves = sortedOnce(added === standing ? standing : [...added]);
    MOVES.set(state, piece.id, moves);
  }
  return moves;
}
