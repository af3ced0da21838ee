// Real games for the save tests: complete random-legal games from the simulator, and states part-way through them.
import type { Action } from '../../engine/titan/actions.js';
import { apply, createGame } from '../../engine/titan/index.js';
import type { AnyGameModule } from '../../engine/platform/module.js';
import { buildSaveWith, integrityOf, type SaveFile } from '../../engine/platform/save/index.js';
import type { GameSetup, GameState, VariantId } from '../../engine/titan/state.js';
import { titanModule as titanSim } from '../../games/index.js';
import { playGame } from '../../tools/cli/simulate.js';

/** A logged game: its setup, actions and the state they lead to. */
export interface LoggedGame {
  readonly setup: GameSetup;
  readonly actions: readonly Action[];
  readonly state: GameState;
}

/** A complete random game (throws if the simulator reports a violation: the save tests need a sound game). */
export function randomGame(seed: number, players: number, variant: VariantId = 'titan'): LoggedGame {
  const g = playGame(titanSim, { players, seed, variant, turnLimit: null, pointTarget: null }, { maxActions: 300_000, stallLimit: 20_000 });
  if (g.violations.length > 0 || g.state === null) throw new Error(`game ${seed} broke: ${JSON.stringify(g.violations[0])}`);
  return { setup: g.setup, actions: g.actions, state: g.state };
}

/** The same game stopped after its first `n` actions. */
export function prefix(game: LoggedGame, n: number): LoggedGame {
  let state = createGame(game.setup).state;
  const actions = game.actions.slice(0, n);
  for (const a of actions) {
    const r = apply(state, a);
    if (!r.ok) throw new Error(`action refused on replay: ${r.error.message}`);
    state = r.state;
  }
  return { setup: game.setup, actions, state };
}

/** Index of the first action after which a battle is in progress, or -1. */
export function firstBattleAction(game: LoggedGame): number {
  let state = createGame(game.setup).state;
  for (let i = 0; i < game.actions.length; i++) {
    const r = apply(state, game.actions[i]);
    if (!r.ok) return -1;
    state = r.state;
    if (state.battle !== null) return i + 1;
  }
  return -1;
}

/** Save timestamps (the engine has no clock; the host supplies them). */
export const STAMPS = { createdAt: '2026-11-21T06:00:00.000Z', updatedAt: '2026-11-21T07:30:00.000Z' } as const;

/** The save object of a logged game (TITAN unless another module is given), as the host would write it. */
export function saveOf(game: { readonly setup: unknown; readonly actions: readonly unknown[]; readonly state: unknown }, module: AnyGameModule = titanSim): SaveFile {
  return buildSaveWith(module, { setup: game.setup, actions: game.actions, state: game.state, ...STAMPS, app: '0.0.0-test' });
}

/** The save-file text of a logged game. */
export function saveText(game: { readonly setup: unknown; readonly actions: readonly unknown[]; readonly state: unknown }, module: AnyGameModule = titanSim): string {
  return JSON.stringify(saveOf(game, module));
}

/** A tampered save object sealed again: its integrity hash recomputed, as a deliberate editor would. */
export function resealed<T extends Record<string, unknown>>(save: T): T {
  const { format: _f, version: _v, meta: _m, integrity: _i, ...body } = save;
  return { ...save, integrity: integrityOf(body as unknown as Parameters<typeof integrityOf>[0]) };
}
