// Summon (rules 15.6): the red Demon (the spell's data names the character) a spell brings onto the battleland — a counter of no pool, fighting for the
// caster's side, taking 1 damage in every Strike Phase, and removed when the battle ends even if it survives.
import { chartRow } from '../facts.js';
import { effectOf } from './effect-of.js';
import type { GodsBattlePiece, GodsBattleState, GodsSide } from '../types.js';

/** The id of the Demon a side summons (one spell per legion per battle, so at most one each). */
export function demonId(side: GodsSide): string {
  return `summoned-demon-${side}`;
}

/** The battle with the side's summoned Demon placed on `hex` (null: off the board, to test where it may stand). */
export function summonedDemon(state: GodsBattleState, side: GodsSide, hex: string | null): { state: GodsBattleState; piece: GodsBattlePiece } {
  const name = effectOf('summon', 'summon')!.character;
  const piece: GodsBattlePiece = {
    id: demonId(side), name, side, hex, hits: 0, power: chartRow(name)!.power,
    moved: true, struck: false, mustStrike: false, slain: false, slainBy: null,
  };
  return { state: { ...state, pieces: [...state.pieces, piece] }, piece };
}
