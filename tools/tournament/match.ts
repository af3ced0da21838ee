// One tournament game of any game module, played over the shared simulator loop (tools/cli/simulate.ts): AI seats
// through moduleAgent (their own view, legal actions and visible events, memory threaded), random seats never taking
// a move back. Records the result, the module's own tally of the game and, with a clock, every AI decision's latency.
import type { AnyGameModule, GameTally, ModuleAction, ModuleEvent, SimOptions } from '../../engine/platform/module.js';
import { moduleAgent, randomAgent, type PlayerAgent } from '../cli/agents.js';
import { playGame, simSetup } from '../cli/simulate.js';
import { referenceLevel } from './reference.js';

/** How the games of a tournament are played. */
export interface MatchOptions {
  /** The module's setup options (variant, turn limit, point target). */
  readonly sim: SimOptions;
  /** Hard cap on actions; a game reaching it counts as unfinished (no winner). */
  readonly maxActions: number;
  /** Think budget per AI decision (levels that have one; with `clock`). */
  readonly budgetMs?: number;
  /** Milliseconds clock for budgets and latency (injected: without it games are deterministic and untimed). */
  readonly clock?: () => number;
  /** The module whose AI plays the seats named `ref-<level>` (another build's, `--reference`). */
  readonly reference?: AnyGameModule;
}

/** One AI decision's latency, filed by level and phase. */
export interface Latency {
  readonly level: string;
  readonly phase: string;
  readonly ms: number;
}

/** What one game reports. */
export interface MatchRecord {
  readonly seed: number;
  /** The seats in table order: who played them and the seat's player id. */
  readonly seats: readonly { readonly level: string; readonly player: string }[];
  readonly winnerLevel: string | null;
  readonly winner: string | null;
  readonly finished: boolean;
  readonly rounds: number;
  readonly actions: number;
  /** Final score by seat index. */
  readonly scores: readonly number[];
  /** The module's own counters of the game (empty when it has none). */
  readonly tally: GameTally;
  readonly latencies: readonly Latency[];
}

/** The tournament's random seat: the random-legal player, never taking a move back (that would only lengthen games). */
function forwardRandom(): PlayerAgent<unknown, ModuleAction> {
  const random = randomAgent<unknown, ModuleAction>();
  return {
    ...random,
    choose(view, legal, rng) {
      const forward = legal.filter((a) => a.type !== 'undo');
      return random.choose(view, forward.length > 0 ? forward : legal, rng);
    },
  };
}

/** An agent whose decisions are timed with `clock`, each reported to `took`. */
function timed<View, Act, Event>(agent: PlayerAgent<View, Act, Event>, clock: () => number, took: (ms: number) => void): PlayerAgent<View, Act, Event> {
  return {
    ...agent,
    choose(view, legal, rng) {
      const t0 = clock();
      const pick = agent.choose(view, legal, rng);
      took(clock() - t0);
      return pick;
    },
  };
}

/** Plays one game of `module` with `levels` (random or the module's AI levels) in table order. */
export function playMatch(module: AnyGameModule, levels: readonly string[], seed: number, o: MatchOptions): MatchRecord {
  const params = { players: levels.length, seed, ...o.sim };
  const players = module.seatsOf(simSetup(module, params)).map((s) => s.id);
  const levelOf = (player: string): string => levels[players.indexOf(player)] ?? 'random';
  const events: ModuleEvent[] = [];
  const latencies: Latency[] = [];
  let decided: { level: string; ms: number } | null = null;
  const agentFor = (player: string): PlayerAgent<unknown, ModuleAction, ModuleEvent> => {
    const level = levelOf(player);
    if (level === 'random') return forwardRandom();
    const ref = referenceLevel(level);
    if (ref !== null && !o.reference) throw new Error(`seat level ${level} needs a reference build (--reference)`);
    const ai = ref !== null && o.reference ? moduleAgent(o.reference, ref, player, { budgetMs: o.budgetMs, clock: o.clock }) : moduleAgent(module, level, player, { budgetMs: o.budgetMs, clock: o.clock });
    return o.clock ? timed(ai, o.clock, (ms) => (decided = { level, ms })) : ai;
  };
  const phaseOf = (state: unknown): string => module.sim.phaseLabel?.(state) ?? module.summary(state).phase;
  const played = playGame(module, params, {
    maxActions: o.maxActions,
    stallLimit: o.maxActions,
    checkInvariants: false,
    agentFor,
    onEvents: (e) => events.push(...e),
    onAction: (prev) => {
      if (decided) latencies.push({ ...decided, phase: phaseOf(prev) });
      decided = null;
    },
  });
  const broken = played.violations.find((v) => v.kind !== 'stuck');
  if (broken) throw new Error(`${module.name}, seed ${seed} (${levels.join(' v ')}): ${broken.kind}: ${broken.message}`);
  const summary = played.state === null ? null : module.summary(played.state);
  const finished = summary?.over ?? false;
  const winner = finished ? (summary?.winner ?? null) : null;
  return {
    seed,
    seats: players.map((player, i) => ({ level: levels[i] ?? 'random', player })),
    winnerLevel: winner === null ? null : levelOf(winner),
    winner,
    finished,
    rounds: summary?.round ?? 0,
    actions: played.actions.length,
    scores: players.map((p) => summary?.scores[p] ?? 0),
    tally: module.sim.tally?.(events, (p) => players.indexOf(p)) ?? { counts: {}, bySeat: {} },
    latencies,
  };
}
