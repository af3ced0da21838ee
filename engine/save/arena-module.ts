// Titan: The Arena as a game module, so its games use the same save format, simulator and benchmark as TITAN.
import { arenaGame, type ArenaAction, type ArenaEvent, type ArenaSetup, type ArenaState, type ArenaView } from '../arena/index.js';
import { hashState } from '../hash.js';
import type { GameModule } from './game-module.js';

/** The Arena engine behind the save format and the CLI (`--game arena`). */
export const arenaModule: GameModule<ArenaSetup, ArenaState, ArenaAction, ArenaEvent, ArenaView> = {
  games: ['arena'],
  gameOf: () => 'arena',
  setupSchema: arenaGame.setupSchema,
  actionSchema: arenaGame.actionSchema,
  setupError: () => null,
  createGame: (setup) => arenaGame.createGame(setup),
  apply: (state, action) => arenaGame.apply(state, action),
  legalActions: (state, player) => arenaGame.legalActions(state, player),
  actors: (state) => arenaGame.playersToAct(state),
  view: (state, player) => arenaGame.viewFor(state, player),
  stateId: (state) => state.stateId,
  hash: hashState,
  summary: (state) => ({
    players: state.players.map((p) => ({ id: p.id, name: p.name })),
    round: state.round,
    phase: state.phase,
    over: state.phase === 'over',
    winner: state.winner,
    scores: Object.fromEntries(state.players.map((p) => [p.id, state.result?.[p.id] ?? 0])),
  }),
  options: (setup) => setup.options,
  seats: (setup) => setup.players.map((p) => ({ id: p.id, name: p.name })),
};
