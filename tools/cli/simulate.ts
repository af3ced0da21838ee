// The game loop of `titan simulate`, the CI games and the benchmark: seeded agents play complete games, every
// action is checked against the rules' invariants, and a game that throws, breaks a rule or stops progressing is
// reported as a violation (with the seed and state to replay it).
import type { GameModule, ModuleAction, ModuleEvent } from '../../engine/platform/module.js';
import { nextInt, seedRng } from '../../engine/platform/rng.js';
import type { RngState } from '../../engine/platform/rng.js';
import { randomAgent, type PlayerAgent } from './agents.js';

/** Seating and option choices of one simulated game (each module reads the options it has). */
export interface SimSetupParams {
  readonly players: number;
  readonly seed: number;
  /** One of the module's variants (its save-file game ids); null or absent: its first. */
  readonly variant?: string | null;
  readonly turnLimit?: number | null;
  readonly pointTarget?: number | null;
}

/** What one finished (or failed) game reports; the first six members are the `--json` record. */
export interface GameReport {
  readonly seed: number;
  readonly turns: number;
  readonly battles: number;
  readonly winner: string | null;
  readonly scores: Readonly<Record<string, number>>;
  readonly ms: number;
  readonly players: number;
  readonly actions: number;
  readonly completed: boolean;
}

/** A broken rule, crash, refused legal action or stuck game. */
export interface Violation {
  readonly seed: number;
  readonly kind: 'invariant' | 'exception' | 'refused' | 'stuck';
  /** The state the offending action was applied to (replay the first `stateId` actions to reach it). */
  readonly stateId: number | null;
  readonly message: string;
  readonly action?: unknown;
}

/** Limits of one game. */
export interface GameLimits {
  readonly maxActions: number;
  readonly stallLimit: number;
  /** Check invariants after every action (the default) — off only for pure speed measurements. */
  readonly checkInvariants?: boolean;
}

/** Options of a run of one game. */
export interface PlayOptions<State, Act, View, Event = unknown> extends GameLimits {
  /** The agent of each player (by player id); random-legal players when absent. */
  readonly agentFor?: (player: string) => PlayerAgent<View, Act, Event>;
  /** Called after each applied action (the benchmark samples states here). */
  readonly onAction?: (prev: State, action: Act, next: State) => void;
  /** Called with every event of the game, those of its creation first, in order (the tournament tallies them). */
  readonly onEvents?: (events: readonly Event[]) => void;
}

/** One played game: its report, violations, and the log to save or replay it. */
export interface PlayedGame<Setup, State, Act> {
  readonly report: GameReport;
  readonly violations: readonly Violation[];
  readonly setup: Setup;
  readonly actions: readonly Act[];
  /** The last state reached; null only if the game could not be created. */
  readonly state: State | null;
}

function describeError(e: unknown): string {
  return e instanceof Error ? (e.stack ?? e.message) : String(e);
}

/** The setup of a simulated game of `module`. */
export function simSetup<Setup>(module: { readonly sim: { defaultSetup: GameModule<Setup>['sim']['defaultSetup'] } }, params: SimSetupParams): Setup {
  return module.sim.defaultSetup(params.players, params.seed, { variant: params.variant ?? null, turnLimit: params.turnLimit ?? null, pointTarget: params.pointTarget ?? null });
}

/** Plays one game of `module` to its end, a violation, or a limit. */
export function playGame<Setup, State, Act extends ModuleAction, Event extends ModuleEvent, View>(
  module: GameModule<Setup, State, Act, Event, View>,
  params: SimSetupParams,
  options: PlayOptions<State, Act, View, Event>,
): PlayedGame<Setup, State, Act> {
  const started = performance.now();
  const game = module.sim;
  const setup = simSetup(module, params);
  const violations: Violation[] = [];
  const actions: Act[] = [];
  const agents = new Map<string, PlayerAgent<View, Act, Event>>();
  const observe = (events: readonly Event[]): void => {
    for (const a of agents.values()) a.observe?.(events);
    options.onEvents?.(events);
  };
  const check = options.checkInvariants !== false;
  let rng: RngState = seedRng((params.seed ^ 0x5bd1e995) >>> 0);
  let battles = 0;
  let state: State | null = null;
  const violation = (kind: Violation['kind'], message: string, action?: unknown): void => {
    violations.push({ seed: params.seed, kind, stateId: state === null ? null : module.stateId(state), message, ...(action === undefined ? {} : { action }) });
  };
  try {
    const created = module.createGame(setup);
    state = created.state;
    for (const p of module.summary(state).players) agents.set(p.id, options.agentFor ? options.agentFor(p.id) : randomAgent<View, Act>(game.randomAvoids));
    observe(created.events);
    for (const e of created.events) if (game.isBattle(e)) battles++;
    if (check) for (const m of game.invariants(null, state)) violation('invariant', m);
    let lastKey = game.progressKey(state);
    let sinceProgress = 0;
    while (violations.length === 0) {
      const actors = module.actors(state);
      if (actors.length === 0) {
        if (!module.summary(state).over) violation('stuck', 'nobody may act but the game is not over');
        break;
      }
      if (actions.length >= options.maxActions) {
        violation('stuck', `no end after ${options.maxActions} actions (round ${module.summary(state).round})`);
        break;
      }
      // Pick the actor with the simulator's PRNG, falling back to the others if one has nothing to do.
      const [first, r1] = nextIndex(rng, actors.length);
      rng = r1;
      let chosen: { player: string; legal: readonly Act[] } | null = null;
      for (let k = 0; k < actors.length && !chosen; k++) {
        const player = actors[(first + k) % actors.length];
        const legal = module.legalActions(state, player);
        if (legal.length > 0) chosen = { player, legal };
      }
      if (!chosen) {
        violation('stuck', `players ${actors.join(', ')} must act but have no legal action`);
        break;
      }
      const agent = agents.get(chosen.player);
      if (!agent) {
        violation('stuck', `${chosen.player} must act but is not seated`);
        break;
      }
      const pick = agent.choose(agent.usesView ? module.view(state, chosen.player) : null, chosen.legal, rng);
      rng = pick.rng;
      const result = module.apply(state, pick.action);
      if (!result.ok) {
        violation('refused', `a legal action was refused: ${result.error.code}: ${result.error.message}`, pick.action);
        break;
      }
      actions.push(pick.action);
      observe(result.events);
      for (const e of result.events) if (game.isBattle(e)) battles++;
      if (check) for (const m of game.invariants(state, result.state)) violation('invariant', m, pick.action);
      options.onAction?.(state, pick.action, result.state);
      state = result.state;
      const key = game.progressKey(state);
      if (key !== lastKey) {
        lastKey = key;
        sinceProgress = 0;
      } else if (++sinceProgress >= options.stallLimit) {
        violation('stuck', `no progress in ${options.stallLimit} actions (at ${key})`, pick.action);
      }
    }
  } catch (e) {
    violation('exception', describeError(e));
  }
  const summary = state === null ? null : module.summary(state);
  return {
    report: {
      seed: params.seed,
      turns: summary?.round ?? 0,
      battles,
      winner: summary?.winner ?? null,
      scores: summary?.scores ?? {},
      ms: Math.round((performance.now() - started) * 10) / 10,
      players: params.players,
      actions: actions.length,
      completed: violations.length === 0 && (summary?.over ?? false),
    },
    violations,
    setup,
    actions,
    state,
  };
}

/** A uniform index below n; a single choice draws nothing, so one-actor games keep the agents' PRNG stream. */
function nextIndex(rng: RngState, n: number): [number, RngState] {
  return n === 1 ? [0, rng] : nextInt(rng, n);
}
