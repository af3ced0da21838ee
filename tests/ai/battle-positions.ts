// Battle positions for the AI's set-position tests: a TITAN battle begun on a land of a terrain, its pieces placed
// by hand in a chosen round and side's maneuver, and an AI level playing that side's steps.
import { legalActions, viewFor } from '../../engine/titan/index.js';
import type { BattlePiece, BattleState, GameState } from '../../engine/titan/state.js';
import { getVariant } from '../../engine/titan/variants/index.js';
import { decide } from '../../ai/decide.js';
import type { AiLevel } from '../../ai/levels.js';
import { engagement, must } from './helpers.js';

/** The first land of a terrain on TITAN's masterboard. */
export function landOf(terrain: string): number {
  const v = getVariant('titan');
  const id = Object.keys(v.lands).map(Number).find((l) => v.lands[l].terrain === terrain);
  if (id === undefined) throw new Error(`no ${terrain} land`);
  return id;
}

/** A battle that has begun (the defender chose to fight). */
export function battle(att: string[], def: string[], terrain: string): { state: GameState; attacker: string; defender: string } {
  const e = engagement(att, def, landOf(terrain), 'Left');
  return { ...e, state: must(e.state, { type: 'fight', player: e.defender, stateId: e.state.stateId }).state };
}

/** The battle with its pieces changed or removed (null), optionally another round and side to act; a maneuver phase. */
export function withPieces(state: GameState, change: (p: BattlePiece) => Partial<BattlePiece> | null, turn: Partial<Pick<BattleState, 'round' | 'active'>> = {}): GameState {
  const b = state.battle;
  if (!b) throw new Error('no battle');
  return { ...state, battle: { ...b, ...turn, phase: 'maneuver', pieces: b.pieces.flatMap((p) => {
    const c = change(p);
    return c ? [{ ...p, ...c }] : [];
  }) } };
}

/** Lets `player` (an AI of `level`) act while `still` holds. */
export function playWhile(state: GameState, player: string, level: AiLevel, still: (s: GameState) => boolean): GameState {
  let s = state;
  for (let i = 0; i < 40 && still(s); i++) s = must(s, decide({ view: viewFor(s, player), legal: legalActions(s, player), events: [], level, rngSeed: 7 + i })).state;
  return s;
}
