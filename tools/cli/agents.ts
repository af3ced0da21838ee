// Players of simulated games. The simulator only talks to this interface, so a game's AI levels plug in beside the
// random one without touching the game loop (`simulate --agents normal,random`).
import { sees, type AgentContext, type GameModule, type ModuleAction, type ModuleEvent } from '../../engine/platform/module.js';
import { nextInt, nextUint32 } from '../../engine/platform/rng.js';
import type { RngState } from '../../engine/platform/rng.js';

/** A decision maker: sees what its player may see and the legal actions, draws from the simulator's PRNG. */
export interface PlayerAgent<View, Action, Event = unknown> {
  readonly name: string;
  /** Whether `choose` reads the view (if not, the simulator skips building it and passes null). */
  readonly usesView: boolean;
  /** Picks one of `legal` (never empty); returns it and the advanced PRNG state. */
  choose(view: View | null, legal: readonly Action[], rng: RngState): { readonly action: Action; readonly rng: RngState };
  /** Every event of the game as it happens (an agent keeps those its seat may see). */
  observe?(events: readonly Event[]): void;
}

/** Whether an action takes back every move of a phase at once (TITAN's "undo all moves" of a battle maneuver). */
function takesBackAll(action: unknown): boolean {
  const a = action as { type?: unknown; all?: unknown } | null;
  return a !== null && typeof a === 'object' && a.type === 'undo' && a.all === true;
}

/** The random-legal player: a uniform pick among the legal actions — but never one `avoids` names while it has another;
 * by default "undo all": a random player taking back whole maneuvers would seldom bring a battle to blows, so
 * simulated games play as they did before that aid (a game module may name more, `ModuleSim.randomAvoids`). */
export function randomAgent<View, Action>(avoids: (action: unknown) => boolean = takesBackAll): PlayerAgent<View, Action> {
  return {
    name: 'random',
    usesView: false,
    choose(_view, legal, rng) {
      const pool = legal.filter((a) => !avoids(a));
      const from = pool.length > 0 ? pool : legal;
      const [i, next] = nextInt(rng, from.length);
      const action = from[i];
      if (action === undefined) throw new Error('the random player was asked to act with no legal action');
      return { action, rng: next };
    },
  };
}

/** An AI seat of `module` at `level`: threads its memory between decisions and hands it the events its seat saw
 * since the last one; its decision seed comes from the simulator's PRNG, so simulated games stay reproducible
 * (unless `thinking` gives it a clock to spend a think budget on). */
export function moduleAgent<View, Action extends ModuleAction, Event extends ModuleEvent>(
  module: GameModule<unknown, unknown, Action, Event, View>,
  level: string,
  seat: string,
  thinking: Omit<AgentContext, 'seed'> = {},
): PlayerAgent<View, Action, Event> {
  let memory: unknown = null;
  let pending: Event[] = [];
  return {
    name: level,
    usesView: true,
    observe(events) {
      for (const e of events) if (sees(seat, e)) pending.push(e);
    },
    choose(view, legal, rng) {
      if (view === null) throw new Error('the AI needs its view');
      const [seed, next] = nextUint32(rng);
      const d = module.ai.decide(level, { seat, view, legal, events: pending, memory }, { ...thinking, seed });
      memory = d.memory;
      pending = [];
      return { action: d.action, rng: next };
    },
  };
}
