// Titan: The Arena as one game module: its engine (engine/arena), save facts, AI levels and simulation checks.
import { arenaAgents, arenaGame, type ArenaAction, type ArenaEvent, type ArenaSetup, type ArenaState, type ArenaView } from '../engine/arena/index.js';
import { checkArenaInvariants } from '../engine/arena/invariants.js';
import { checkArenaState } from '../engine/arena/state-schema.js';
import type { GameModule } from '../engine/platform/module.js';
import { seedRng } from '../engine/platform/rng.js';
import { arenaReview } from './arena-review.js';
import { summaryOf } from './summary.js';
import { arenaNotation } from '../engine/arena/notation.js';
import { arenaPass } from '../engine/arena/pass.js';

const LEVELS = ['easy', 'normal', 'hard'] as const;

/** The Titan: The Arena game module. */
export const arenaModule: GameModule<ArenaSetup, ArenaState, ArenaAction, ArenaEvent, ArenaView> = {
  id: 'arena',
  name: 'Titan: The Arena',
  games: ['arena'],
  gameOf: () => 'arena',
  seatRange: () => ({ min: 2, max: 5 }),
  setupSchema: arenaGame.setupSchema,
  setupError: () => null,
  seatsOf: (setup) => setup.players.map((p) => ({ id: p.id, name: p.name })),
  seatMeta: (setup) => setup.players.map((p) => ({ id: p.id, name: p.name })),
  options: (setup) => setup.options,
  title: (setup) => `Arena: ${setup.players.map((p) => p.name).join(' · ')}`,
  createGame: (setup) => arenaGame.createGame(setup),
  actionSchema: arenaGame.actionSchema,
  apply: (state, action) => arenaGame.apply(state, action),
  legalActions: (state, player) => arenaGame.legalActions(state, player),
  actors: (state) => arenaGame.playersToAct(state),
  pass: arenaPass,
  view: (state, seat) => arenaGame.viewFor(state, seat),
  stateId: (state) => state.stateId,
  summary: (state) => summaryOf(state, (id) => state.result?.[id] ?? 0),
  // A rotating autosave whenever a round or the phase changes (bidding → play, a stalemate vote, game over).
  checkpoint: (prev, next) => (prev.round !== next.round || prev.phase !== next.phase ? 'phase' : null),
  saves: { stateVersion: 1, rulesVersion: 1, migrations: [], checkState: checkArenaState, position: (state) => state },
  ai: {
    levels: LEVELS,
    decide(level, input, ctx) {
      const agent = (LEVELS as readonly string[]).includes(level) ? arenaAgents[level as (typeof LEVELS)[number]] : undefined;
      if (!agent) throw new Error(`the Arena has no AI level "${level}"`);
      return { action: agent(input.view, [...input.legal], seedRng(ctx.seed)).action, memory: null };
    },
  },
  sim: {
    defaultSetup: (players, seed) => ({
      players: Array.from({ length: players }, (_, i) => ({ id: `P${i + 1}`, name: `Random ${i + 1}` })),
      seed,
      options: { tournament: false },
    }),
    // the Arena ends by its own rules only
    endings: { turnLimit: null, pointTarget: null },
    invariants: checkArenaInvariants,
    progressKey: (s) => `${s.phase}/${s.round}/${s.turnSeq}/${s.turn.step}/${s.bidding?.next ?? '-'}/${s.vote?.accepted.length ?? '-'}`,
    isBattle: () => false,
  },
  review: arenaReview,
  notation: arenaNotation,
};
