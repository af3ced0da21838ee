// The Gods battle's questions the game, its tests and its screens ask of a battle state (rules 11.9, 12, 13, 14):
// where a piece may move now, whom it may strike now and in which ways — the family step machine's answers under
// Gods' hooks (machine.ts), so they agree with the legal actions.
import type { StrikeTarget } from '../../family/battle/rules.js';
import type { StrikeChoice } from '../../family/battle/strike-choices.js';
import { contextFree } from './core.js';
import { GODS_BATTLE } from './machine.js';
import type { GodsBattlePiece, GodsBattleState } from './types.js';

const NONE: readonly string[] = [];

/** 12: the sorted hexes a piece may move to now ([] if it may not move). */
export function pieceMoves(state: GodsBattleState, pieceId: string): readonly string[] {
  const piece = state.pieces.find((p) => p.id === pieceId);
  return piece ? GODS_BATTLE.pieceMoves(contextFree(state), state, piece) : NONE;
}

/** 13, 14: the enemies a piece may strike now (none when it is not its side's turn, it struck, or it owes nothing in
 * the strikeback). */
export function targetsOf(state: GodsBattleState, piece: GodsBattlePiece): readonly StrikeTarget[] {
  return GODS_BATTLE.liveTargets(contextFree(state), state, piece);
}

/** 13.4–13.7, 14: every way a piece may strike a target now, the normal strike first ([] when it may not strike it). */
export function strikeChoices(state: GodsBattleState, striker: string, target: string): readonly StrikeChoice[] {
  return GODS_BATTLE.strikeChoices(contextFree(state), state, striker, target);
}

/** 11.9: the pieces in contact as the strike phase began that still owe a strike (the final battle's lenders, 27.5). */
export function owedStrikes(state: GodsBattleState): GodsBattlePiece[] {
  return GODS_BATTLE.owedStrikes(contextFree(state), state);
}
