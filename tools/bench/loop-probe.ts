// One measured run of a game loop in a process of its own, for comparisons across builds (tools/bench/compare.ts): it
// loads the game module, the simulator and the agents of the checkout at `--root` (this one, or an older commit's
// worktree), plays seeded games, and prints one JSON line: actions, the loop's CPU µs per action, and the engine's own
// CPU µs per action (apply, legal actions, views and actors, summed per call) apart from the agents' thinking. CPU
// time, not wall time: on a shared machine a call's wall time counts whatever else ran meanwhile.
// Usage: tsx tools/bench/loop-probe.ts --root DIR --game titan|gods-of-titan --players N --games G --seed S
//        [--agents random|normal] [--warmup W] [--turn-limit R]  (a round limit, §21 / Gods game length: a Normal
//        game that would not end still gives a bounded run) [--loop-only]  (the loop's CPU alone, the engine's calls
//        not timed one by one: the two CPU-time reads of each timed call, some 1.6 µs, count in the loop's figure)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFlags } from '../flags.js';

/** What a probe prints. */
export interface ProbeResult {
  readonly game: string;
  readonly games: number;
  readonly completed: number;
  readonly actions: number;
  /** CPU time of the whole measured loop (engine, agents, simulator) per applied action. */
  readonly loopCpuUsPerAction: number;
  /** Process CPU time inside the module's apply, legalActions, view and actors per applied action (null with
   * `--loop-only`). */
  readonly engineUsPerAction: number | null;
}

/** The module file and export of each game the probe can load (the same in every build since the module registry). */
const MODULES: Readonly<Record<string, readonly [string, string]>> = {
  titan: ['games/titan.ts', 'titanModule'],
  'gods-of-titan': ['games/gods.ts', 'godsModule'],
};

type AnyFn = (...args: unknown[]) => unknown;
interface LoadedModule extends Record<string, unknown> {
  readonly apply: AnyFn;
  readonly legalActions: AnyFn;
  readonly view: AnyFn;
  readonly actors: AnyFn;
  readonly summary: (state: unknown) => { readonly players: readonly { readonly id: string }[] };
}
interface Played {
  readonly actions: readonly unknown[];
  readonly report: { readonly completed: boolean };
  readonly violations: readonly unknown[];
}

/** Loads a file of the checkout at `root` (its relative imports resolve inside that checkout). */
async function load<T>(root: string, file: string): Promise<T> {
  return (await import(pathToFileURL(resolve(root, file)).href)) as T;
}

async function main(): Promise<void> {
  const f = readFlags();
  const root = resolve(f.text('root', '.'));
  const gameId = f.text('game', 'titan');
  const players = f.count('players', 6);
  const games = f.count('games', 10);
  const seed = f.count('seed', 1000);
  const agents = f.text('agents', 'random');
  const warmup = f.count('warmup', 2);
  const turnLimit = f.has('turn-limit') ? f.count('turn-limit', 0) : null;
  const loopOnly = f.has('loop-only');
  const entry = MODULES[gameId];
  if (!entry) throw new Error(`unknown game ${gameId}`);
  const module = (await load<Record<string, LoadedModule>>(root, entry[0]))[entry[1]];
  const { playGame } = await load<{ playGame: (m: unknown, params: unknown, options: unknown) => Played }>(root, 'tools/cli/simulate.ts');
  const { moduleAgent } = await load<{ moduleAgent: (m: unknown, level: string, seat: string) => unknown }>(root, 'tools/cli/agents.ts');
  if (!module) throw new Error(`${entry[0]} has no ${entry[1]}`);

  let engineMs = 0;
  const timed = (name: 'apply' | 'legalActions' | 'view' | 'actors'): AnyFn => {
    const f = module[name];
    return (...args: unknown[]) => {
      const t = process.cpuUsage();
      const r = f(...args);
      const used = process.cpuUsage(t);
      engineMs += (used.user + used.system) / 1000;
      return r;
    };
  };
  const measured = loopOnly ? module : { ...module, apply: timed('apply'), legalActions: timed('legalActions'), view: timed('view'), actors: timed('actors') };
  const options = (m: unknown): Record<string, unknown> => ({
    maxActions: 300_000,
    stallLimit: 50_000,
    checkInvariants: false,
    ...(agents === 'random' ? {} : { agentFor: (seat: string) => moduleAgent(m, agents, seat) }),
  });
  const params = (i: number): Record<string, unknown> => ({ players, seed: seed + i, variant: null, turnLimit, pointTarget: null });

  for (let i = 0; i < warmup; i++) playGame(module, params(10_000 + i), options(module));
  engineMs = 0;
  let actions = 0;
  let completed = 0;
  const cpu = process.cpuUsage();
  for (let i = 0; i < games; i++) {
    const played = playGame(measured, params(i), options(measured));
    actions += played.actions.length;
    if (played.report.completed) completed++;
  }
  const used = process.cpuUsage(cpu);
  const result: ProbeResult = {
    game: gameId,
    games,
    completed,
    actions,
    loopCpuUsPerAction: (used.user + used.system) / Math.max(1, actions),
    engineUsPerAction: loopOnly ? null : (engineMs * 1000) / Math.max(1, actions),
  };
  console.log(JSON.stringify(result));
}

await main();
