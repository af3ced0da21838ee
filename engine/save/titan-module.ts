// TITAN (classic and §21 Titan Variant) as a game module: the reducer's entry points and its own zod schemas.
import type { Action } from '../actions.js';
import type { GameEvent } from '../events.js';
import { hashState } from '../hash.js';
import { apply, checkSetup, createGame, legalActions, playersToAct, viewFor } from '../index.js';
import { ActionSchema, GameSetupSchema } from '../schemas.js';
import type { GameSetup, GameState } from '../state.js';
import type { PlayerView } from '../view.js';
import type { GameModule } from './game-module.js';

/** The TITAN engine behind the save format, the simulator and the benchmark. */
export const titanModule: GameModule<GameSetup, GameState, Action, GameEvent, PlayerView> = {
  games: ['titan', 'titan-variant'],
  gameOf: (setup) => setup.variant,
  setupSchema: GameSetupSchema,
  actionSchema: ActionSchema,
  setupError: (setup) => checkSetup(setup)?.message ?? null,
  createGame,
  apply,
  legalActions,
  actors: playersToAct,
  view: viewFor,
  stateId: (state) => state.stateId,
  hash: hashState,
  summary: (state) => ({
    players: state.players.map((p) => ({ id: p.id, name: p.name })),
    round: state.round,
    phase: state.phase,
    over: state.phase === 'over',
    winner: state.winner,
    scores: Object.fromEntries(state.players.map((p) => [p.id, p.score])),
  }),
  options: (setup) => setup.options,
  seats: (setup) => setup.players.map((p) => ({ color: p.color, name: p.name })),
};
