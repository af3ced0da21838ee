// What the simulator needs per game besides its engine module: how to seat a default game, which rule invariants
// to check, what counts as progress and as a battle. TITAN is here; Titan: The Arena is added beside it.
import type { Action } from '../../engine/actions.js';
import type { GameEvent } from '../../engine/events.js';
import type { ArenaAction, ArenaEvent, ArenaSetup, ArenaState, ArenaView } from '../../engine/arena/index.js';
import { checkInvariants } from '../../engine/invariants.js';
import { arenaModule, titanModule, type GameModule } from '../../engine/save/index.js';
import type { GameSetup, GameState } from '../../engine/state.js';
import { getVariant } from '../../engine/variants/index.js';
import type { PlayerView } from '../../engine/view.js';
import type { SimGame } from './args.js';
import { arenaAiAgent, randomAgent, titanAiAgent, type PlayerAgent } from './agents.js';
import { checkArenaInvariants } from './arena-invariants.js';

/** Seating and option choices of one simulated game. */
export interface SimSetupParams {
  readonly players: number;
  readonly seed: number;
  readonly variant: 'titan' | 'titan-variant';
  readonly turnLimit: number | null;
  readonly pointTarget: number | null;
}

/** A game the simulator can play. */
export interface SimulatedGame<Setup = unknown, State = unknown, Act = unknown, Event = unknown, View = unknown> {
  readonly module: GameModule<Setup, State, Act, Event, View>;
  makeSetup(params: SimSetupParams): Setup;
  /** Rule violations in `state` (given the state before the action, or null at creation). */
  invariants(prev: State | null, state: State): string[];
  /** Changes whenever the game moves on (turn, phase, engagement or battle step): stuck detection. */
  progressKey(state: State): string;
  isBattle(event: Event): boolean;
  /** A player of the named level (`random` and the AI levels), or null if the game has no such level. */
  agent(level: string): PlayerAgent<View, Act, Event> | null;
}

/** TITAN for the simulator: default options of the brief, seats in marker-colour order. */
export const titanSim: SimulatedGame<GameSetup, GameState, Action, GameEvent, PlayerView> = {
  module: titanModule,
  makeSetup: (p) => ({
    variant: p.variant,
    players: getVariant(p.variant)
      .markerColours.slice(0, p.players)
      .map((c, i) => ({ color: c.color, name: `Random ${i + 1}` })),
    options: { balancedTowers: false, mulligan: true, infoMode: 'revealed', pointTarget: p.pointTarget, turnLimit: p.turnLimit },
    seed: p.seed,
  }),
  invariants: checkInvariants,
  progressKey: (s) => {
    const e = s.engagement;
    const b = s.battle;
    return `${s.round}/${s.active}/${s.phase}/${s.pendingEngagements.length}/${e ? `${e.land}:${e.stage}:${e.toAct}:${e.proposalsMade}` : '-'}/${
      b ? `${b.round}:${b.active}:${b.phase}:${b.pieces.length}` : '-'
    }`;
  },
  isBattle: (e) => e.type === 'battleStart',
  agent: (level) => (level === 'random' ? randomAgent() : level === 'easy' || level === 'normal' || level === 'hard' ? titanAiAgent(level) : null),
};

/** Titan: The Arena for the simulator: 2–5 seats named P1…, single games (no §13 tournament). */
export const arenaSim: SimulatedGame<ArenaSetup, ArenaState, ArenaAction, ArenaEvent, ArenaView> = {
  module: arenaModule,
  makeSetup: (p) => ({
    players: Array.from({ length: p.players }, (_, i) => ({ id: `P${i + 1}`, name: `Random ${i + 1}` })),
    seed: p.seed,
    options: { tournament: false },
  }),
  invariants: checkArenaInvariants,
  progressKey: (s) => `${s.phase}/${s.round}/${s.turnSeq}/${s.turn.step}/${s.bidding?.next ?? '-'}/${s.vote?.accepted.length ?? '-'}`,
  isBattle: () => false,
  agent: (level) => (level === 'random' || level === 'easy' || level === 'normal' || level === 'hard' ? arenaAiAgent(level) : null),
};

/** Seat counts each game allows. */
export const SEATS: Readonly<Record<SimGame, { readonly min: number; readonly max: number }>> = {
  titan: { min: 2, max: 6 },
  arena: { min: 2, max: 5 },
};

/** The simulator's games by `--game` name. */
export function simulatedGame(name: SimGame): SimulatedGame {
  return name === 'titan' ? titanSim : arenaSim;
}
