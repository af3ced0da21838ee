// Test helpers for the game reducer: real games created by the engine, positions as data on top of them.
import { expect } from 'vitest';
import { apply, createGame, legalActions, playersToAct } from '../../engine/titan/index.js';
import type { Action } from '../../engine/titan/actions.js';
import type { GameEvent } from '../../engine/titan/events.js';
import type { GameOptions, GameState, LegionState } from '../../engine/titan/state.js';

/** Default options of test games. */
export const OPTIONS: GameOptions = { balancedTowers: false, mulligan: true, infoMode: 'revealed', pointTarget: null, turnLimit: null };

type Intent = { type: Action['type'] } & Record<string, unknown>;

/** Applies an action (stateId and player filled in), expecting success. */
export function act(state: GameState, player: string, intent: Intent): { state: GameState; events: readonly GameEvent[] } {
  const r = apply(state, { ...intent, player, stateId: state.stateId });
  if (!r.ok) throw new Error(`${intent.type} refused: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

/** Applies an action expecting a refusal; returns the error code. */
export function refused(state: GameState, player: string, intent: Intent): string {
  const r = apply(state, { ...intent, player, stateId: state.stateId });
  expect(r.ok).toBe(false);
  return r.ok ? 'ok' : r.error.code;
}

/** A new game with every initial split made (Titan with Centaur, Gargoyle, Ogre): first player's split phase. */
export function startedGame(colors: string[] = ['Red', 'Blue'], seed = 7, options: Partial<GameOptions> = {}, variant: 'titan' | 'titan-variant' = 'titan'): GameState {
  let { state } = createGame({ variant, players: colors.map((color) => ({ color, name: color })), options: { ...OPTIONS, ...options }, seed });
  while (state.phase === 'setup') {
    const [a] = legalActions(state, playersToAct(state)[0]);
    const r = apply(state, a);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

/** A legion literal for positions. */
export function legion(marker: string, owner: string, land: number, creatures: string[], extra: Partial<LegionState> = {}): LegionState {
  return { marker, owner, land, creatures, moved: false, movedFrom: null, entrySide: null, entryChoices: [], teleported: false, recruited: false, ...extra };
}

/** Replaces every legion of the game by the given ones (caretaker adjusted so counters stay conserved). */
export function withPosition(state: GameState, legions: LegionState[]): GameState {
  const caretaker = { ...state.caretaker };
  for (const l of Object.values(state.legions)) for (const c of l.creatures) caretaker[c] += 1;
  for (const l of legions) for (const c of l.creatures) caretaker[c] -= 1;
  return { ...state, caretaker, legions: Object.fromEntries(legions.map((l) => [l.marker, l])), knowledge: Object.fromEntries(state.players.map((p) => [p.id, {}])) };
}

/** The mover of a state. */
export function mover(state: GameState): string {
  return state.players[state.active].id;
}
