// `npm run bench`: engine speed with random-legal players — actions per second (µs per action, target ≤ 100 µs),
// complete 6-player games per minute, battle resolutions per second from a fixed set of battle positions, and
// legal-move generation time on the masterboard and in battle. Prints a table and writes reports/bench.json.
// Usage: npm run bench [-- --games N --seed S]
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { Action } from '../../engine/titan/actions.js';
import { nextInt, seedRng } from '../../engine/platform/rng.js';
import type { GameState } from '../../engine/titan/state.js';
import type { RngState } from '../../engine/platform/rng.js';
import { titanModule } from '../../games/titan.js';
import { playGame } from '../cli/simulate.js';
import { benchSaveOpen } from './save-open.js';
import { stopwatches, timedModule } from './timed-module.js';
import { readFlags } from '../flags.js';

const f = readFlags();
const GAMES = f.count('games', 30);
const WARMUP = 5;
const SEED = f.count('seed', 1000);
const SAMPLE_LIMIT = 400;
const BATTLE_POSITIONS = 60;
const module = titanModule;

// 0. Warm-up games (JIT), not counted.
for (let i = 0; i < WARMUP; i++) {
  playGame(titanModule, { players: 6, seed: 1 + i, variant: 'titan', turnLimit: null, pointTarget: null }, { maxActions: 2_000_000, stallLimit: 50_000, checkInvariants: false });
}

// 1. Complete random 6-player games, timed (invariant checks off: they are not engine work).
const w = stopwatches();
const kindOf = (s: GameState): string => (s.battle ? `battle ${s.battle.phase}` : s.engagement ? `engagement ${s.engagement.stage}` : s.phase);
const game = timedModule(module, w, kindOf);
const masterStates: GameState[] = [];
const battleStates: GameState[] = [];
const battleStarts: GameState[] = [];
let seen = 0;
const sample = (list: GameState[], s: GameState): void => {
  if (list.length < SAMPLE_LIMIT) list.push(s);
  else {
    const j = (seen * 2654435761) % (seen + 1);
    if (j < SAMPLE_LIMIT) list[j] = s;
  }
};
let loopMs = 0;
let actions = 0;
const cpuBefore = process.cpuUsage();
let failures = 0;
const gameMs: number[] = [];
for (let i = 0; i < GAMES; i++) {
  const t = performance.now();
  const played = playGame(
    game,
    { players: 6, seed: SEED + i, variant: 'titan', turnLimit: null, pointTarget: null },
    {
      maxActions: 2_000_000,
      stallLimit: 50_000,
      checkInvariants: false,
      onAction: (prev, _a, next) => {
        seen++;
        if (next.phase === 'move' && next.battle === null) sample(masterStates, next);
        if (next.battle !== null) sample(battleStates, next);
        if (prev.battle === null && next.battle !== null && battleStarts.length < BATTLE_POSITIONS) battleStarts.push(next);
      },
    },
  );
  const ms = performance.now() - t;
  loopMs += ms;
  gameMs.push(ms);
  actions += played.report.actions;
  if (played.violations.length > 0 || !played.report.completed) failures++;
}

const cpu = process.cpuUsage(cpuBefore);
const loopCpuMs = (cpu.user + cpu.system) / 1000;

// 2. Legal-move generation on sampled positions (each position timed cold, over several fresh copies).
interface LegalTiming {
  readonly meanUs: number;
  readonly medianUs: number;
  readonly p95Us: number;
  readonly positions: number;
  readonly avgActions: number;
}
function legalMicros(states: readonly GameState[]): LegalTiming {
  const times: number[] = [];
  let listed = 0;
  for (const s of states) {
    const actors = module.actors(s);
    if (actors.length === 0) continue;
    // Fresh copies: the engine memoises per state object, and a repeated call on one object measures the cache.
    const reps = 10;
    let ms = 0;
    let n = 0;
    for (let r = 0; r < reps; r++) {
      const copy = structuredClone(s);
      const t = performance.now();
      n = module.legalActions(copy, actors[0]).length;
      ms += performance.now() - t;
    }
    times.push((ms * 1000) / reps);
    listed += n;
  }
  times.sort((a, b) => a - b);
  const at = (q: number): number => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : 0);
  const mean = times.length ? times.reduce((a, b) => a + b, 0) / times.length : 0;
  return { meanUs: mean, medianUs: at(0.5), p95Us: at(0.95), positions: times.length, avgActions: times.length ? listed / times.length : 0 };
}
const masterLegal = legalMicros(masterStates);
const battleLegal = legalMicros(battleStates);

// 3. Battle resolutions: play each captured battle start to its end with random-legal choices, several times.
function playBattle(start: GameState, rngSeed: number): number {
  let state = start;
  let rng: RngState = seedRng(rngSeed);
  let steps = 0;
  while (state.battle !== null && steps < 100_000) {
    const actors = module.actors(state);
    if (actors.length === 0) break;
    const legal = module.legalActions(state, actors[0]) as Action[];
    if (legal.length === 0) break;
    const [k, r2] = nextInt(rng, legal.length);
    rng = r2;
    const r = module.apply(state, legal[k]);
    if (!r.ok) break;
    state = r.state;
    steps++;
  }
  return steps;
}
const REPEATS = 5;
const tb = performance.now();
let battleActions = 0;
for (let rep = 0; rep < REPEATS; rep++) battleStarts.forEach((s, i) => (battleActions += playBattle(s, 7919 * rep + i)));
const battleMs = performance.now() - tb;
const battlesResolved = battleStarts.length * REPEATS;

// 4. Opening a long save: what the player waits for before the game shows, and the replay check after it.
const saveOpen = benchSaveOpen();

const results = {
  date: new Date().toISOString(),
  node: process.version,
  loadAverage: loadavg()[0],
  cpu: cpus()[0]?.model ?? 'unknown',
  games: {
    count: GAMES,
    players: 6,
    seed: SEED,
    failures,
    actions,
    ms: Math.round(loopMs),
    msPerGame: Math.round(loopMs / GAMES),
    perMinute: (60_000 * GAMES) / loopMs,
    cpuMsPerGame: Math.round(loopCpuMs / GAMES),
    perCpuMinute: (60_000 * GAMES) / loopCpuMs,
  },
  actions: {
    perSecond: (actions * 1000) / loopMs,
    usPerActionLoop: (loopMs * 1000) / actions,
    /** CPU time rather than wall time: less sensitive to other processes on a shared machine. */
    cpuUsPerActionLoop: (loopCpuMs * 1000) / actions,
    usPerApply: (w.applyMs * 1000) / w.applyCalls,
    usPerLegalActions: (w.legalMs * 1000) / w.legalCalls,
    targetUsPerAction: 100,
  },
  saveOpen,
  battles: { positions: battleStarts.length, resolved: battlesResolved, actions: battleActions, perSecond: (battlesResolved * 1000) / battleMs },
  legalGeneration: {
    masterboardUs: masterLegal,
    battleUs: battleLegal,
    inPlayByPosition: Object.fromEntries(
      Object.entries(w.legalByKind)
        .sort(([, a], [, b]) => b.ms - a.ms)
        .map(([k, v]) => [k, { calls: v.calls, usPerCall: (v.ms * 1000) / v.calls, avgActions: v.actions / v.calls, shareOfLegalTime: v.ms / w.legalMs }]),
    ),
  },
};

const fmt = (n: number, d = 1): string => n.toFixed(d);
const rows: [string, string][] = [
  ['complete random 6-player games', `${GAMES} (${failures} failed), ${fmt(results.games.msPerGame, 0)} ms each`],
  ['games per minute (6 players)', `${fmt(results.games.perMinute)} wall, ${fmt(results.games.perCpuMinute)} per CPU-minute`],
  ['actions per second (whole loop)', fmt(results.actions.perSecond, 0)],
  ['µs per action, whole loop (target ≤ 100)', `${fmt(results.actions.usPerActionLoop)} wall, ${fmt(results.actions.cpuUsPerActionLoop)} CPU`],
  ['µs per apply()', fmt(results.actions.usPerApply)],
  ['µs per legalActions() in play', fmt(results.actions.usPerLegalActions)],
  ['battle resolutions per second', `${fmt(results.battles.perSecond)} (${battleStarts.length} positions × ${REPEATS})`],
  ['legal moves, masterboard (µs mean / median / p95)', `${fmt(masterLegal.meanUs)} / ${fmt(masterLegal.medianUs)} / ${fmt(masterLegal.p95Us)} over ${masterLegal.positions} positions, ${fmt(masterLegal.avgActions, 0)} actions avg`],
  ['legal moves, battle (µs mean / median / p95)', `${fmt(battleLegal.meanUs)} / ${fmt(battleLegal.medianUs)} / ${fmt(battleLegal.p95Us)} over ${battleLegal.positions} positions, ${fmt(battleLegal.avgActions, 0)} actions avg`],
];
rows.push(
  [`open a ${saveOpen.actions}-action save, ms (target ≤ ${saveOpen.targetOpenMs})`, `${fmt(saveOpen.openMeanMs)} mean, ${fmt(saveOpen.openP95Ms)} p95, ${fmt(saveOpen.firstOpenMs)} first in this process (${fmt(saveOpen.bytes / 1024, 0)} KB)`],
  ['its replay check, off the window\'s thread, ms', fmt(saveOpen.replayCheckMs)],
);
for (const [k, v] of Object.entries(results.legalGeneration.inPlayByPosition).slice(0, 6)) {
  rows.push([`  legalActions() in play: ${k}`, `${fmt(v.usPerCall)} µs × ${v.calls} calls, ${fmt(v.avgActions, 0)} actions avg, ${fmt(v.shareOfLegalTime * 100, 0)}% of legal time`]);
}
const width = Math.max(...rows.map(([k]) => k.length));
console.log(`TITAN engine benchmark — ${results.node}, ${results.cpu}, load average ${results.loadAverage.toFixed(1)}`);
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('wrote reports/bench.json');
