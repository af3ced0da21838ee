// Shared helpers of the AI tests: seeded games, playing a seat with the AI while tracking its memory and inbox.
import type { Action } from '../../engine/actions.js';
import type { GameEvent } from '../../engine/events.js';
import { apply, createGame, legalActions, playersToAct, viewFor } from '../../engine/index.js';
import type { GameState, InfoMode, PlayerId } from '../../engine/state.js';
import { decideWithMemory } from '../../ai/decide.js';
import type { AiLevel } from '../../ai/levels.js';
import { type AiMemory, createMemory, visibleTo } from '../../ai/memory.js';

/** A new two- (or more) player game, setup phase. */
export function newGame(seed: number, infoMode: InfoMode = 'revealed', colours: readonly string[] = ['Black', 'Brown']): { state: GameState; events: GameEvent[] } {
  return createGame({
    variant: 'titan',
    players: colours.map((color) => ({ color, name: color })),
    options: { balancedTowers: false, mulligan: true, infoMode, pointTarget: null, turnLimit: null },
    seed,
  });
}

/** Applies an action that must be legal. */
export function must(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.message}`);
  return { state: r.state, events: [...r.events] };
}

/** An AI seat with its memory and the events it has not yet been shown. */
export class AiSeat {
  memory: AiMemory;
  inbox: GameEvent[];

  constructor(readonly seat: PlayerId, readonly level: AiLevel, initial: readonly GameEvent[]) {
    this.memory = createMemory(seat);
    this.inbox = visibleTo(seat, initial);
  }

  /** Records events as they happen. */
  see(events: readonly GameEvent[]): void {
    this.inbox.push(...visibleTo(this.seat, events));
  }

  /** Decides in `state` (the seat must be acting). */
  decide(state: GameState, seed: number): Action {
    const d = decideWithMemory({ view: viewFor(state, this.seat), legal: legalActions(state, this.seat), events: this.inbox, level: this.level, rngSeed: seed, memory: this.memory });
    this.memory = d.memory;
    this.inbox = [];
    return d.action;
  }
}

/** Who acts now (the first listed). */
export function actor(state: GameState): PlayerId | undefined {
  return playersToAct(state)[0];
}
