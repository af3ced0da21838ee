// TITAN (classic and §21 Titan Variant) as a game module: the reducer's entry points plus the save schemas.
import type { Action } from '../actions.js';
import type { GameEvent } from '../events.js';
import { hashState } from '../hash.js';
import { apply, createGame, legalActions, playersToAct, viewFor } from '../index.js';
import type { GameSetup, GameState } from '../state.js';
import type { PlayerView } from '../view.js';
import type { GameModule } from './game-module.js';
import { titanActionSchema, titanSetupSchema } from './titan-schema.js';

/** The TITAN engine behind the save format, the simulator and the benchmark. */
export const titanModule: GameModule<GameSetup, GameState, Action, GameEvent, PlayerView> = {
  games: ['titan', 'titan-variant'],
  gameOf: (setup) => setup.variant,
  setupSchema: titanSetupSchema,
  actionSchema: titanActionSchema,
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
