// Players of simulated games. The simulator only talks to this interface, so AI player types plug in beside the
// random one without touching the game loop (`simulate --agents normal,random`).
import type { Action } from '../../engine/actions.js';
import { arenaAgents, type ArenaAction, type ArenaLevel, type ArenaView } from '../../engine/arena/index.js';
import type { GameEvent } from '../../engine/events.js';
import { nextInt, nextUint32 } from '../../engine/rng.js';
import type { RngState } from '../../engine/state.js';
import type { PlayerView } from '../../engine/view.js';
import { decideWithMemory, type AiLevel, type AiMemory } from '../../ai/index.js';

/** A decision maker: sees what its player may see and the legal actions, draws from the simulator's PRNG. */
export interface PlayerAgent<View, Action, Event = unknown> {
  readonly name: string;
  /** Whether `choose` reads the view (if not, the simulator skips building it and passes null). */
  readonly usesView: boolean;
  /** Picks one of `legal` (never empty); returns it and the advanced PRNG state. */
  choose(view: View | null, legal: readonly Action[], rng: RngState): { readonly action: Action; readonly rng: RngState };
  /** Every event of the game as it happens (agents that keep a memory filter them by audience themselves). */
  observe?(events: readonly Event[]): void;
}

/** The random-legal player: a uniform pick among the legal actions. */
export function randomAgent<View, Action>(): PlayerAgent<View, Action> {
  return {
    name: 'random',
    usesView: false,
    choose(_view, legal, rng) {
      const [i, next] = nextInt(rng, legal.length);
      return { action: legal[i], rng: next };
    },
  };
}

/** A TITAN AI seat (ai/): threads its memory between decisions and feeds it the events seen since the last one. */
export function titanAiAgent(level: AiLevel): PlayerAgent<PlayerView, Action, GameEvent> {
  let memory: AiMemory | undefined;
  let pending: GameEvent[] = [];
  return {
    name: level,
    usesView: true,
    observe(events) {
      pending.push(...events);
    },
    choose(view, legal, rng) {
      if (!view) throw new Error('the AI needs its view');
      const [seed, next] = nextUint32(rng);
      const d = decideWithMemory({ view, legal, events: pending, level, rngSeed: seed, ...(memory ? { memory } : {}) });
      memory = d.memory;
      pending = [];
      return { action: d.action, rng: next };
    },
  };
}

/** A Titan: The Arena AI seat (engine/arena/ai). */
export function arenaAiAgent(level: ArenaLevel): PlayerAgent<ArenaView, ArenaAction> {
  const agent = arenaAgents[level];
  return {
    name: level,
    usesView: true,
    choose(view, legal, rng) {
      if (!view) throw new Error('the AI needs its view');
      return agent(view, [...legal], rng);
    },
  };
}
