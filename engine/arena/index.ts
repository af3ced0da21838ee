// "Titan: The Arena" (Knizia, Avalon Hill 1997) as a game module: create, apply, legal actions, who acts, views and
// the save schemas, plus the AI agents. The lead wires `arenaGame` into the shared save format and CLI.
import type { ArenaAction } from './actions.js';
import type { ArenaEvent } from './events.js';
import { legalActions, playersToAct } from './legal.js';
import { applyArena } from './reducer.js';
import type { ArenaApplyResult } from './result.js';
import { arenaActionSchema, arenaSetupSchema } from './schema.js';
import { createArenaGame } from './setup.js';
import type { ArenaSetup, ArenaState } from './types.js';
import { arenaViewFor, type ArenaView } from './view.js';

export type { ArenaAction, ArenaMove, SwapPlace } from './actions.js';
export type { ArenaEvent } from './events.js';
export type { ArenaApplyResult, ArenaError, ArenaErrorCode } from './result.js';
export type { ArenaView, ArenaPlayerView, BetView, StackView } from './view.js';
export type * from './types.js';
export { CREATURES } from './types.js';
export { TOTAL_CARDS, cardInfo, fullDeck } from './cards.js';
export { arenaAgents, type ArenaAgent, type ArenaLevel } from './ai/index.js';

/** The Arena engine behind the save format and the CLI. */
export const arenaGame = {
  id: 'arena' as const,
  createGame(setup: ArenaSetup): { state: ArenaState; events: ArenaEvent[] } {
    return createArenaGame(setup);
  },
  apply(state: ArenaState, action: ArenaAction): ArenaApplyResult {
    return applyArena(state, action);
  },
  legalActions(state: ArenaState, player: string): ArenaAction[] {
    return legalActions(state, player);
  },
  playersToAct(state: ArenaState): string[] {
    return playersToAct(state);
  },
  viewFor(state: ArenaState, viewer: string | null): ArenaView {
    return arenaViewFor(state, viewer);
  },
  setupSchema: arenaSetupSchema,
  actionSchema: arenaActionSchema,
};
