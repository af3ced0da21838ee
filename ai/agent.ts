// An AI seat as a stateful agent for game loops that hand over only the view and the legal actions (the shared
// simulator, the host's worker): it keeps the seat's memory between calls and, when given events, learns from them.
import type { Action } from '../engine/actions.js';
import type { GameEvent } from '../engine/events.js';
import type { PlayerView } from '../engine/view.js';
import { decideWithMemory } from './decide.js';
import type { AiLevel } from './levels.js';
import { type AiMemory, createMemory } from './memory.js';

/** A per-seat AI player: call `choose` with each new view (and the events seen since the last call, if known). */
export class AiAgent {
  private memory: AiMemory | null = null;
  private calls = 0;

  constructor(readonly level: AiLevel, private readonly seed: number, private readonly clock?: () => number, private readonly budgetMs?: number) {}

  /** Chooses one of `legal` for the view's seat. */
  choose(view: PlayerView, legal: readonly Action[], events: readonly GameEvent[] = []): Action {
    const seat = view.viewer;
    if (!seat) throw new Error('an AI agent needs a seat view');
    this.memory ??= createMemory(seat);
    const d = decideWithMemory({ view, legal, events, level: this.level, rngSeed: (this.seed + 7919 * this.calls++) >>> 0, memory: this.memory, clock: this.clock, budgetMs: this.budgetMs });
    this.memory = d.memory;
    return d.action;
  }
}
