// A game's engine alone, timed by kind over recorded Normal-AI games: a few seeded games (TITAN 6 players, Gods of
// Titan 4 with a 40-round limit, as compare.ts plays them) are played once by the Normal AI (their actions kept in
// reports/replay-<game>.json, made again with --record), then replayed over and over in this one process, timing only
// the engine's calls — the actors, the legal actions of the seat that acted (by the kind of state) and the apply (by
// action type) — so a change to one listing or one reducer step shows above the noise of a loaded machine: each
// kind's figure is the least of the rounds' totals (min-of-N), after warm-up rounds. A digest of every listing proves
// two builds list the same. In a game loop each call costs more than here (the AI's thinking between them leaves the
// engine's code and data out of the caches): compare.ts measures that loop; this is the engine's own cost.
// Usage: tsx tools/bench/replay.ts [--game titan|gods-of-titan --games G --seed S --rounds N --warmup W --record
//        --json]  (--json: one line {game, actions, usPerAction} last)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fnv1a64 } from '../../engine/platform/hash.js';
import type { GodsState } from '../../engine/gods/state.js';
import type { GameState } from '../../engine/titan/state.js';
import { godsModule } from '../../games/gods.js';
import { titanModule } from '../../games/titan.js';
import { moduleAgent } from '../cli/agents.js';
import { playGame, simSetup } from '../cli/simulate.js';
import { readFlags } from '../flags.js';

/** A module as the replay calls it (its state and action types are each game's own). */
interface Replayed {
  createGame(setup: never): { readonly state: unknown };
  actors(state: never): unknown;
  legalActions(state: never, seat: string): readonly unknown[];
  apply(state: never, action: never): { readonly ok: true; readonly state: unknown } | { readonly ok: false; readonly error: { readonly message: string } };
}

/** What the replay knows of each game: its module, how its games are played, and the kind of a state. */
interface Game {
  readonly module: unknown;
  readonly players: number;
  readonly seed: number;
  readonly turnLimit: number | null;
  readonly kindOf: (state: never) => string;
}

const GAMES_KNOWN: Readonly<Record<string, Game>> = {
  titan: { module: titanModule, players: 6, seed: 1000, turnLimit: null, kindOf: (s: GameState) => (s.battle ? 'battle' : s.engagement ? 'engagement' : s.phase) },
  'gods-of-titan': {
    module: godsModule,
    players: 4,
    seed: 1,
    turnLimit: 40,
    kindOf: (s: GodsState) => (s.engagement?.battle ? 'battle' : s.engagement?.aftermath ? 'aftermath' : s.engagement ? 'engagement' : s.phase),
  },
};

const f = readFlags();
const GAME_ID = f.text('game', 'gods-of-titan');
const known = GAMES_KNOWN[GAME_ID];
if (!known) throw new Error(`--game knows ${Object.keys(GAMES_KNOWN).join(', ')}, not ${GAME_ID}`);
const game: Game = known;
const GAMES = f.count('games', 3);
const SEED = f.count('seed', game.seed);
const ROUNDS = f.count('rounds', 7);
const WARMUP = f.count('warmup', 3);
const FILE = `reports/replay-${GAME_ID}.json`;

/** One recorded action: whose it is is all the replay reads of it. */
type Act = { readonly player: string; readonly type: string };

interface Recorded {
  readonly games: number;
  readonly seed: number;
  readonly played: readonly { readonly setup: unknown; readonly actions: readonly Act[] }[];
}

/** The recorded games: read back, or played now by the Normal AI and written. */
function recorded(): Recorded {
  if (!f.has('record') && existsSync(FILE)) {
    const r = JSON.parse(readFileSync(FILE, 'utf8')) as Recorded;
    if (r.games === GAMES && r.seed === SEED) return r;
  }
  const module = game.module;
  const played = [];
  for (let i = 0; i < GAMES; i++) {
    const params = { players: game.players, seed: SEED + i, variant: null, turnLimit: game.turnLimit, pointTarget: null };
    const one = playGame(module as never, params, { maxActions: 300_000, stallLimit: 50_000, checkInvariants: false, agentFor: (seat: string) => moduleAgent(module as never, 'normal', seat) });
    if (one.violations.length > 0) throw new Error(`seed ${params.seed}: ${JSON.stringify(one.violations[0])}`);
    played.push({ setup: simSetup(module as never, params), actions: one.actions as readonly Act[] });
  }
  const r = { games: GAMES, seed: SEED, played };
  mkdirSync('reports', { recursive: true });
  writeFileSync(FILE, JSON.stringify(r));
  return r;
}

/** Milliseconds and calls per kind of engine call. */
type Times = Map<string, { ms: number; calls: number }>;

/** One replay of every recorded game, timing each engine call into `times`; returns the digest of the listings. */
function replay(games: Recorded, times: Times): string {
  const module = game.module as Replayed;
  const kindOf = game.kindOf;
  const add = (kind: string, ms: number): void => {
    const t = times.get(kind) ?? { ms: 0, calls: 0 };
    t.ms += ms;
    t.calls++;
    times.set(kind, t);
  };
  let digest = '';
  for (const g of games.played) {
    let state = module.createGame(g.setup as never).state;
    for (const action of g.actions) {
      const kind = kindOf(state as never);
      let t = performance.now();
      module.actors(state as never);
      add(`actors ${kind}`, performance.now() - t);
      t = performance.now();
      const legal = module.legalActions(state as never, action.player);
      add(`list ${kind}`, performance.now() - t);
      digest = fnv1a64(digest + JSON.stringify(legal));
      t = performance.now();
      const r = module.apply(state as never, action as never);
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
console.log(`${GAME_ID} engine over ${GAMES} recorded ${game.players}-player Normal-AI games (seeds ${SEED}–${SEED + GAMES - 1}, ${actions} actions), least of ${ROUNDS} rounds after ${WARMUP} warm-up`);
console.log(`${'call'.padEnd(28)} ${'calls'.padStart(7)} ${'µs/call'.padStart(9)} ${'ms total'.padStart(9)}`);
let total = 0;
for (const k of kinds) {
  const ms = Math.min(...rounds.map((r) => r.get(k)?.ms ?? 0));
  const calls = rounds[0]?.get(k)?.calls ?? 0;
  total += ms;
  if (ms >= 0.5) console.log(`${k.padEnd(28)} ${String(calls).padStart(7)} ${((ms * 1000) / calls).toFixed(1).padStart(9)} ${ms.toFixed(1).padStart(9)}`);
}
const roundTotals = rounds.map((r) => [...r.values()].reduce((s, t) => s + t.ms, 0));
const usPerAction = (Math.min(...roundTotals) * 1000) / actions;
console.log(`engine µs per action: ${usPerAction.toFixed(1)} (least round), kinds' least summed ${((total * 1000) / actions).toFixed(1)}`);
console.log(`listings digest ${digest}`);
if (f.has('json')) console.log(JSON.stringify({ game: GAME_ID, actions, usPerAction }));
