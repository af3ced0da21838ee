// Where a game's engine time goes by the kind of action (issue 19: why Gods of Titan's µs per action is what it is
// beside TITAN's): seeded games between Normal AIs, each engine call (apply, legal actions, actors, view) timed in
// process CPU time and filed under the action applied after it (a battle's under `battle:<its move>`), with the mean
// number of legal actions listed before it. Prints one table per game; writes nothing. Timing each call costs some
// CPU of its own (about 1.6 µs a call), so the totals run above `npm run bench`'s; the shares are what it is for.
// Usage: npx tsx tools/bench/action-mix.ts [--game titan|gods-of-titan|both] [--games G] [--warmup W] [--seed S]
import { playGame } from '../cli/simulate.js';
import { moduleAgent } from '../cli/agents.js';
import { godsModule } from '../../games/gods.js';
import { titanModule } from '../../games/titan.js';
import { readFlags } from '../flags.js';

/** The engine calls timed. */
type Call = 'apply' | 'legalActions' | 'actors' | 'view';
const CALLS: readonly Call[] = ['apply', 'legalActions', 'actors', 'view'];

/** One kind of action's totals: how many were applied, the CPU µs of each call before and with them, the actions
 * listed. */
interface Kind {
  n: number;
  us: Record<Call, number>;
  listed: number;
}

/** Each game: its module, its players and its round limit (Gods of Titan's 40, as `npm run bench` plays it). */
const GAMES = {
  titan: { module: titanModule, players: 6, turnLimit: null },
  'gods-of-titan': { module: godsModule, players: 4, turnLimit: 40 },
} as const;

/** The kind an action is filed under. */
function kindOf(action: { readonly type: string; readonly move?: { readonly type: string } }): string {
  return action.type === 'battle' ? `battle:${action.move?.type ?? '?'}` : action.type;
}

/** Plays the games with every engine call timed and returns the kinds of action with their totals. */
function measure(id: keyof typeof GAMES, games: number, warmup: number, seed: number): Map<string, Kind> {
  const { module, players, turnLimit } = GAMES[id];
  const plain = module as unknown as Record<Call, (...args: unknown[]) => unknown>;
  const kinds = new Map<string, Kind>();
  let pending: Record<Call, number> = { apply: 0, legalActions: 0, actors: 0, view: 0 };
  let listed = 0;
  const timed = (call: Call) => (...args: unknown[]): unknown => {
    const t = process.cpuUsage();
    const r = plain[call](...args);
    const u = process.cpuUsage(t);
    pending[call] += u.user + u.system;
    if (call === 'legalActions') listed = (r as readonly unknown[]).length;
    if (call === 'apply') {
      const k = kindOf(args[1] as never);
      const known = kinds.get(k) ?? { n: 0, us: { apply: 0, legalActions: 0, actors: 0, view: 0 }, listed: 0 };
      known.n++;
      for (const c of CALLS) known.us[c] += pending[c];
      known.listed += listed;
      kinds.set(k, known);
      pending = { apply: 0, legalActions: 0, actors: 0, view: 0 };
    }
    return r;
  };
  const measured = { ...module, apply: timed('apply'), legalActions: timed('legalActions'), actors: timed('actors'), view: timed('view') };
  const options = (m: unknown): Record<string, unknown> => ({ maxActions: 300_000, stallLimit: 50_000, checkInvariants: false, agentFor: (seat: string) => moduleAgent(m as never, 'normal', seat) });
  const params = (s: number): Record<string, unknown> => ({ players, seed: s, variant: null, turnLimit, pointTarget: null });
  // warm alike, as `npm run bench` does: a cold engine times V8 compiling it
  for (let i = 0; i < warmup; i++) playGame(module as never, params(10_000 + i) as never, options(module) as never);
  for (let i = 0; i < games; i++) playGame(measured as never, params(seed + i) as never, options(measured) as never);
  return kinds;
}

/** One game's table: each kind of action by its share of the engine's time. */
function table(id: string, kinds: ReadonlyMap<string, Kind>): string {
  const sum = (k: Kind): number => CALLS.reduce((t, c) => t + k.us[c], 0);
  const total = [...kinds.values()].reduce((t, k) => t + sum(k), 0);
  const actions = [...kinds.values()].reduce((t, k) => t + k.n, 0);
  const lines = [
    `${id}: ${actions} actions, ${(total / Math.max(1, actions)).toFixed(1)} µs of engine CPU per action (calls timed one by one)`,
    `${'action'.padEnd(24)} ${'count'.padStart(6)} ${'share'.padStart(6)} ${'µs each'.padStart(8)} ${'apply'.padStart(6)} ${'legal'.padStart(6)} ${'actors'.padStart(6)} ${'view'.padStart(6)} ${'listed'.padStart(7)}`,
  ];
  for (const [name, k] of [...kinds.entries()].sort((a, b) => sum(b[1]) - sum(a[1]))) {
    const each = (c: Call): string => (k.us[c] / k.n).toFixed(0).padStart(6);
    lines.push(`${name.padEnd(24)} ${String(k.n).padStart(6)} ${`${((100 * sum(k)) / Math.max(1, total)).toFixed(1)}%`.padStart(6)} ${(sum(k) / k.n).toFixed(0).padStart(8)} ${each('apply')} ${each('legalActions')} ${each('actors')} ${each('view')} ${(k.listed / k.n).toFixed(1).padStart(7)}`);
  }
  return lines.join('\n');
}

const f = readFlags();
const which = f.text('game', 'both');
const ids = which === 'both' ? (['titan', 'gods-of-titan'] as const) : [which];
for (const id of ids) {
  if (!(id in GAMES)) throw new Error(`--game knows titan, gods-of-titan and both, not ${id}`);
  console.log(table(id, measure(id as keyof typeof GAMES, f.count('games', 3), f.count('warmup', 4), f.count('seed', 1000))));
  console.log();
}
