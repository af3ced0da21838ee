// The Gods of Titan engine alone, timed by kind over recorded Normal-AI games: a few seeded 4-player games are played
// once by the Normal AI (their actions kept in reports/gods-replay-games.json, made again with --record), then
// replayed over and over in this one process, timing only the engine's calls — the actors, the legal actions of the
// seat that acted (by phase, a battle and an engagement apart) and the apply (by action type) — so a change to one
// listing or one reducer step shows above the noise of a loaded machine: each kind's figure is the least of the
// rounds' totals (min-of-N), after warm-up rounds. A digest of every listing proves two builds list the same.
// Usage: tsx tools/bench/gods-replay.ts [--games G --seed S --rounds N --warmup W --record]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fnv1a64 } from '../../engine/platform/hash.js';
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsSetup } from '../../engine/gods/setup.js';
import type { GodsState } from '../../engine/gods/state.js';
import { godsModule } from '../../games/gods.js';
import { moduleAgent } from '../cli/agents.js';
import { playGame, simSetup } from '../cli/simulate.js';
import { readFlags } from '../flags.js';

const f = readFlags();
const GAMES = f.count('games', 3);
const SEED = f.count('seed', 1);
const ROUNDS = f.count('rounds', 7);
const WARMUP = f.count('warmup', 3);
/** The round limit compare.ts plays Normal games to (a Normal game may otherwise run to the action cap). */
const TURN_LIMIT = 40;
const FILE = 'reports/gods-replay-games.json';

interface Recorded {
  readonly games: number;
  readonly seed: number;
  readonly played: readonly { readonly setup: GodsSetup; readonly actions: readonly GodsAction[] }[];
}

/** The recorded games: read back, or played now by the Normal AI and written. */
function recorded(): Recorded {
  if (!f.has('record') && existsSync(FILE)) {
    const r = JSON.parse(readFileSync(FILE, 'utf8')) as Recorded;
    if (r.games === GAMES && r.seed === SEED) return r;
  }
  const played = [];
  for (let i = 0; i < GAMES; i++) {
    const params = { players: 4, seed: SEED + i, variant: null, turnLimit: TURN_LIMIT, pointTarget: null };
    const game = playGame(godsModule, params, { maxActions: 300_000, stallLimit: 50_000, checkInvariants: false, agentFor: (seat: string) => moduleAgent(godsModule, 'normal', seat) });
    if (game.violations.length > 0) throw new Error(`seed ${params.seed}: ${JSON.stringify(game.violations[0])}`);
    played.push({ setup: simSetup(godsModule, params), actions: game.actions });
  }
  const r = { games: GAMES, seed: SEED, played };
  mkdirSync('reports', { recursive: true });
  writeFileSync(FILE, JSON.stringify(r));
  return r;
}

/** Milliseconds and calls per kind of engine call. */
type Times = Map<string, { ms: number; calls: number }>;

const kindOf = (s: GodsState): string => (s.engagement?.battle ? 'battle' : s.engagement?.aftermath ? 'aftermath' : s.engagement ? 'engagement' : s.phase);

/** One replay of every recorded game, timing each engine call into `times`; returns the digest of the listings. */
function replay(games: Recorded, times: Times): string {
  const add = (kind: string, ms: number): void => {
    const t = times.get(kind) ?? { ms: 0, calls: 0 };
    t.ms += ms;
    t.calls++;
    times.set(kind, t);
  };
  let digest = '';
  for (const g of games.played) {
    let state = godsModule.createGame(g.setup).state;
    for (const action of g.actions) {
      let t = performance.now();
      godsModule.actors(state);
      add('actors', performance.now() - t);
      t = performance.now();
      const legal = godsModule.legalActions(state, action.player);
      add(`list ${kindOf(state)}`, performance.now() - t);
      digest = fnv1a64(digest + JSON.stringify(legal));
      t = performance.now();
      const r = godsModule.apply(state, action);
      add(`apply ${action.type}`, performance.now() - t);
      if (!r.ok) throw new Error(`a recorded action was refused: ${r.error.message}`);
      state = r.state;
    }
  }
  return digest;
}

const games = recorded();
for (let i = 0; i < WARMUP; i++) replay(games, new Map());
const rounds: Times[] = [];
let digest = '';
for (let i = 0; i < ROUNDS; i++) {
  const times: Times = new Map();
  digest = replay(games, times);
  rounds.push(times);
}
const kinds = [...new Set(rounds.flatMap((r) => [...r.keys()]))].sort();
const actions = games.played.reduce((n, g) => n + g.actions.length, 0);
console.log(`Gods of Titan engine over ${GAMES} recorded 4-player Normal-AI games (seeds ${SEED}–${SEED + GAMES - 1}, ${actions} actions), least of ${ROUNDS} rounds after ${WARMUP} warm-up`);
console.log(`${'call'.padEnd(28)} ${'calls'.padStart(7)} ${'µs/call'.padStart(9)} ${'ms total'.padStart(9)}`);
let total = 0;
for (const k of kinds) {
  const ms = Math.min(...rounds.map((r) => r.get(k)?.ms ?? 0));
  const calls = rounds[0]?.get(k)?.calls ?? 0;
  total += ms;
  if (ms >= 0.5) console.log(`${k.padEnd(28)} ${String(calls).padStart(7)} ${((ms * 1000) / calls).toFixed(1).padStart(9)} ${ms.toFixed(1).padStart(9)}`);
}
const roundTotals = rounds.map((r) => [...r.values()].reduce((s, t) => s + t.ms, 0));
console.log(`engine µs per action: ${((Math.min(...roundTotals) * 1000) / actions).toFixed(1)} (least round), kinds' least summed ${((total * 1000) / actions).toFixed(1)}`);
console.log(`listings digest ${digest}`);
