// TITAN (Edition III, with the §21 Titan Variant) as one game module: the rules engine (engine/), its save facts,
// the AI levels (ai/), what the simulator checks after every action and what a tournament counts.
import { battleAidAction } from '../engine/titan/battle/aids.js';
import { decideWithMemory, AI_LEVELS, type AiMemory } from '../ai/index.js';
import type { Action } from '../engine/titan/actions.js';
import type { GameEvent } from '../engine/titan/events.js';
import { applyAction, checkSetup, createGame, getVariant, legalActions, playersToAct, VARIANT_IDS, viewFor } from '../engine/titan/index.js';
import { checkInvariants } from '../engine/titan/invariants.js';
import type { CheckpointReason, GameModule } from '../engine/platform/module.js';
import { titanHints, type TitanHints } from '../engine/titan/preview/index.js';
import { observePrediction, startPrediction, type Prediction } from '../engine/titan/prediction/observe.js';
import { showPrediction } from '../engine/titan/prediction/show.js';
import { ActionSchema, GameSetupSchema, TITAN_MOST_POINTS, TITAN_MOST_TURNS } from '../engine/titan/schemas.js';
import { checkGameState } from '../engine/titan/state-schema.js';
import type { GameSetup, GameState, VariantId } from '../engine/titan/state.js';
import type { PlayerView } from '../engine/titan/view.js';
import { summaryOf } from './summary.js';
import { TITAN_MIGRATIONS } from './titan-migrations.js';
import { titanPhaseLabel, titanTally } from './titan-tally.js';
import { titanReview } from './titan-review.js';
import { titanClocks } from './titan-clocks.js';
import { titanNotation } from '../engine/titan/notation.js';
import { titanPass } from '../engine/titan/pass.js';
import { FIRST_GAME } from '../engine/titan/lessons/first-game.js';

/** Which autosave checkpoint, if any, the step from `prev` to `next` reaches. */
export function titanCheckpoint(prev: GameState, next: GameState): CheckpointReason | null {
  if (next.battle && (!prev.battle || next.battle.round !== prev.battle.round)) return 'battle-round';
  if (prev.engagement && !next.engagement) return 'engagement';
  if (next.phase !== prev.phase || next.active !== prev.active || next.round !== prev.round) return 'phase';
  return null;
}

/** A position without its undo history: what a replay must reproduce (undo entries are earlier states of the same
 * phase, kept in saves so that a move can still be taken back after Continue, but not part of where the game is). */
function position(state: GameState): Omit<GameState, 'undo'> {
  const { undo: _undo, ...rest } = state;
  return rest;
}

/** The TITAN game module. */
export const titanModule: GameModule<GameSetup, GameState, Action, GameEvent, PlayerView, TitanHints> = {
  id: 'titan',
  name: 'TITAN',
  /** Every registered variant (a live list: one registered later is playable too). */
  games: VARIANT_IDS,
  gameOf: (setup) => setup.variant,
  gameName: (game) => (game === 'titan' ? 'TITAN' : getVariant(game as VariantId).name),
  seatRange: (game) => getVariant(game).rules.players,
  setupSchema: GameSetupSchema,
  setupError: (setup) => checkSetup(setup)?.message ?? null,
  seatsOf: (setup) => setup.players.map((p) => ({ id: p.color, name: p.name })),
  seatMeta: (setup) => setup.players.map((p) => ({ color: p.color, name: p.name })),
  options: (setup) => setup.options,
  title: (setup) => setup.players.map((p) => p.name).join(' · '),
  createGame,
  actionSchema: ActionSchema,
  apply: applyAction, // the host parses untrusted actions with actionSchema first
  legalActions,
  actors: playersToAct,
  view: viewFor,
  hints: titanHints,
  prediction: {
    start: (view) => startPrediction(view.viewer ?? '', view.variant),
    observe: (memory, events) => observePrediction(memory as Prediction, events),
    show: (memory, view) => showPrediction(memory as Prediction, view),
  },
  aid: battleAidAction,
  pass: titanPass,
  stateId: (state) => state.stateId,
  summary: (state) => summaryOf(state, (id) => state.players.find((p) => p.id === id)?.score ?? 0),
  checkpoint: titanCheckpoint,
  saves: { stateVersion: 3, rulesVersion: 2, migrations: TITAN_MIGRATIONS, checkState: checkGameState, position },
  ai: {
    levels: AI_LEVELS.map((l) => l.id),
    decide(level, input, ctx) {
      const config = AI_LEVELS.find((l) => l.id === level);
      if (!config) throw new Error(`TITAN has no AI level "${level}"`);
      return decideWithMemory({
        view: input.view,
        legal: input.legal,
        events: input.events,
        level: config.id,
        rngSeed: ctx.seed,
        budgetMs: ctx.budgetMs,
        clock: ctx.clock,
        memory: (input.memory as AiMemory | null) ?? undefined,
      });
    },
  },
  sim: {
    defaultSetup: (players, seed, o) => {
      const variant: VariantId = o.variant ?? 'titan';
      return {
        variant,
        players: getVariant(variant)
          .markerColours.slice(0, players)
          .map((c, i) => ({ color: c.color, name: `Random ${i + 1}` })),
        options: { balancedTowers: false, mulligan: true, infoMode: 'revealed', pointTarget: o.pointTarget, turnLimit: o.turnLimit },
        seed,
      };
    },
    endings: { turnLimit: { min: 1, max: TITAN_MOST_TURNS }, pointTarget: { min: 1, max: TITAN_MOST_POINTS } },
    invariants: checkInvariants,
    progressKey: (s) => {
      const e = s.engagement;
      const b = s.battle;
      return `${s.round}/${s.active}/${s.phase}/${s.pendingEngagements.length}/${e ? `${e.land}:${e.stage}:${e.toAct}:${e.proposalsMade}` : '-'}/${
        b ? `${b.round}:${b.active}:${b.phase}:${b.pieces.length}` : '-'
      }`;
    },
    isBattle: (e) => e.type === 'battleStart',
    tally: titanTally,
    phaseLabel: titanPhaseLabel,
  },
  review: titanReview,
  clocks: titanClocks,
  notation: titanNotation,
  lessons: [FIRST_GAME],
};
