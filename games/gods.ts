// Gods of Titan as one game module: its engine (engine/gods), save facts, simulation checks and computer players
// (ai/gods: the Normal level besides the random-legal seat every game has).
import type { GameModule } from '../engine/platform/module.js';
import { decideGods } from '../ai/gods/decide.js';
import { GODS_AI_LEVELS } from '../ai/gods/levels.js';
import type { GodsAction } from '../engine/gods/actions.js';
import type { GodsEvent } from '../engine/gods/events.js';
import { checkGodsInvariants } from '../engine/gods/invariants.js';
import { godsHints, type GodsHints } from '../engine/gods/hints.js';
import { godsActors, godsActorsSeen, godsLegalActions } from '../engine/gods/legal.js';
import { godsPass } from '../engine/gods/pass.js';
import { applyGods } from '../engine/gods/reducer.js';
import { godsActionSchema, godsSetupSchema } from '../engine/gods/schema.js';
import { createGodsGame, godsSetupError, type GodsSetup } from '../engine/gods/setup.js';
import { checkGodsState } from '../engine/gods/state-schema.js';
import { GODS_SEATS, type GodsState } from '../engine/gods/state.js';
import { godsViewFor, type GodsView } from '../engine/gods/view.js';
import { GODS_MIGRATIONS } from './gods-migrations.js';
import { godsTally } from './gods-tally.js';
import { summaryOf } from './summary.js';
import { godsReview } from './gods-review.js';
import { godsClocks } from './gods-clocks.js';
import { godsNotation } from '../engine/gods/notation.js';
import { GODS_FIRST_GAME } from '../engine/gods/lessons/first-game.js';
import { GODS_MOST_POINTS, GODS_MOST_ROUNDS } from '../engine/gods/turn/game-length.js';

/** Where a battle stands (round, side, phase, characters placed, moved and struck): a battle step is progress. */
function battleKey(s: GodsState): string {
  const b = s.engagement?.battle;
  if (!b) return s.engagement?.aftermath?.steps.join(',') ?? '-';
  return `${b.round}${b.active}${b.phase}:${b.pieces.filter((p) => p.hex !== null).length}/${b.pieces.filter((p) => p.moved || p.struck).length}/${b.pieces.reduce((n, p) => n + p.hits, 0)}/${b.slain.length}`;
}

/** A position without its undo stack: what a replay must reproduce (the stack's entries are earlier states of the same
 * stretch of play, kept in saves so that an action can still be taken back after Continue, engine/gods/undo.ts). */
function position(state: GodsState): Omit<GodsState, 'undo'> {
  const { undo: _undo, ...rest } = state;
  return rest;
}

/** The Gods of Titan game module. */
export const godsModule: GameModule<GodsSetup, GodsState, GodsAction, GodsEvent, GodsView, GodsHints> = {
  id: 'gods-of-titan',
  name: 'Gods of Titan',
  games: ['gods-of-titan'],
  gameOf: () => 'gods-of-titan',
  seatRange: () => ({ min: 3, max: 4 }),
  setupSchema: godsSetupSchema,
  setupError: godsSetupError,
  seatsOf: (setup) => setup.players.map((p) => ({ id: p.id, name: p.name })),
  seatMeta: (setup) => setup.players.map((p) => ({ id: p.id, name: p.name })),
  options: (setup) => ({ towers: setup.towers, turnLimit: setup.turnLimit ?? null, pointTarget: setup.pointTarget ?? null }),
  title: (setup) => `Gods of Titan: ${setup.players.map((p) => p.name).join(' · ')}`,
  createGame: (setup) => createGodsGame(setup),
  actionSchema: godsActionSchema,
  apply: (state, action) => applyGods(state, action),
  legalActions: (state, player) => godsLegalActions(state, player),
  actors: (state) => godsActors(state),
  actorsSeen: (state, seat) => godsActorsSeen(state, seat), // 7.1's secret offers, 23.4's uncovering (A49)
  pass: godsPass,
  view: (state, seat) => godsViewFor(state, seat),
  hints: (view, legal) => godsHints(view, legal), // 7.2, 28.11, 8.4, 22, 8.1, 6.2–6.4: trade, quit, move previews, turn aids
  stateId: (state) => state.stateId,
  summary: (state) => summaryOf(state, (id) => state.players.find((p) => p.id === id)?.score ?? 0),
  // A rotating autosave whenever the phase changes, an engagement begins or its battle does.
  checkpoint: (prev, next) =>
    prev.phase !== next.phase ? 'phase'
      : (prev.engagement === null && next.engagement !== null) || (!prev.engagement?.battle && next.engagement?.battle) ? 'engagement' : null,
  saves: { stateVersion: 7, rulesVersion: 9, migrations: GODS_MIGRATIONS, checkState: checkGodsState, position },
  ai: {
    levels: GODS_AI_LEVELS,
    decide: (level, input, ctx) => decideGods(level, input, ctx),
  },
  sim: {
    defaultSetup: (players, seed, o) => ({
      players: GODS_SEATS.slice(0, players).map((id, i) => ({ id, name: `Random ${i + 1}` })),
      seed,
      towers: null,
      // TITAN §21's shortened games (turn/game-length.ts), named only when chosen: a setup without them is unchanged.
      ...(o.turnLimit !== null ? { turnLimit: o.turnLimit } : {}),
      ...(o.pointTarget !== null ? { pointTarget: o.pointTarget } : {}),
    }),
    endings: { turnLimit: { min: 1, max: GODS_MOST_ROUNDS }, pointTarget: { min: 1, max: GODS_MOST_POINTS } },
    invariants: checkGodsInvariants,
    progressKey: (s) => `${s.round}/${s.active}/${s.phase}/${s.appearing.length}/${s.legions.length}/${s.legions.filter((l) => l.moved !== null).length}/${s.engagement?.attacker ?? '-'}/${s.engagement?.proposal?.by ?? '-'}/${battleKey(s)}`,
    isBattle: (e) => e.type === 'battleBegins',
    // a random seat never takes back (engine/gods/undo.ts): simulated games play as they did before the take-back
    randomAvoids: (a) => (a as { readonly type?: unknown } | null)?.type === 'undo',
    tally: (events, seatOf) => godsTally(events, seatOf),
  },
  review: godsReview,
  clocks: godsClocks,
  notation: godsNotation,
  lessons: [GODS_FIRST_GAME],
};
