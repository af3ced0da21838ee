// `npm run bench`, the Gods of Titan line: complete random-legal games of 3 and 4 players with battles, timed —
// µs per applied action over the whole game loop (target ≤ 100 µs), split into the reducer (apply, whose draft of the
// state is measured on its own), legal-action listing by kind of position, and, outside the loop, what the
// invariant check after every action (simulate's, not engine work) would add. Writes reports/bench-gods.json.
// Usage: tsx tools/bench/gods.ts [--games N --seed S]
import { mkdirSync, writeFileSync } from 'node:fs';
import { checkGodsInvariants } from '../../engine/gods/invariants.js';
import { draftOf, stateOf, type GodsState } from '../../engine/gods/state.js';
import { godsModule } from '../../games/gods.js';
import { playGame } from '../cli/simulate.js';
import { stopwatches, timedModule } from './timed-module.js';
import { readFlags } from '../flags.js';

const f = readFlags();
const GAMES = f.count('games', 20);
const SEED = f.count('seed', 1);
const WARMUP = 3;
/** A random game past this many actions is a stalemate the rules leave open (docs/rules-notes-gods-game.md). */
const MAX_ACTIONS = 20_000;
const SAMPLES = 2_000;

const limits = { maxActions: MAX_ACTIONS, stallLimit: 5_000, checkInvariants: false } as const;
for (let i = 0; i < WARMUP; i++) playGame(godsModule, { players: 3 + (i % 2), seed: 9000 + i }, limits);

const w = stopwatches();
const kindOf = (s: GodsState): string => (s.engagement?.battle ? 'battle' : s.engagement?.aftermath ? 'aftermath' : s.engagement ? 'engagement' : s.phase);
const game = timedModule(godsModule, w, kindOf);
const samples: GodsState[] = [];
let actions = 0;
let battles = 0;
let completed = 0;
let loopMs = 0;
let step = 0;
for (let i = 0; i < GAMES; i++) {
  const t = performance.now();
  const played = playGame(game, { players: 3 + (i % 2), seed: SEED + i }, {
    ...limits,
    onAction: (_prev, _a, next) => { if (++step % 7 === 0 && samples.length < SAMPLES) samples.push(next); },
  });
  loopMs += performance.now() - t;
  actions += played.actions.length;
  battles += played.report.battles;
  if (played.report.completed) completed++;
}

const timeEach = (f: (s: GodsState) => unknown): number => {
  const t = performance.now();
  for (const s of samples) f(s);
  return ((performance.now() - t) * 1000) / Math.max(1, samples.length);
};
const invariantUs = timeEach((s) => checkGodsInvariants(null, s));
// a move's draft: it copies the players and the legions (a battle step's copies only the engagement)
const copyUs = timeEach((s) => {
  const d = draftOf(s);
  return [d.players, d.legions, stateOf(s, d)];
});
const us = (ms: number, n: number): string => (n === 0 ? '-' : `${((ms * 1000) / n).toFixed(1)} µs`);
const rows: [string, string][] = [
  ['games (3 and 4 players)', `${GAMES}, ${completed} ended by the rules, ${(battles / GAMES).toFixed(1)} battles per game`],
  ['per applied action (whole loop)', us(loopMs, actions)],
  ['  apply', us(w.applyMs, w.applyCalls)],
  ['    of which a move\'s draft (players and legions copied)', `${copyUs.toFixed(1)} µs`],
  ['  legal actions per call', us(w.legalMs, w.legalCalls)],
  ...Object.entries(w.legalByKind).map(([k, v]): [string, string] => [`    ${k}`, `${us(v.ms, v.calls)} (${v.calls} calls)`]),
  ['invariant check (simulate adds it per action)', `${invariantUs.toFixed(1)} µs`],
];
const width = Math.max(...rows.map(([k]) => k.length));
console.log('Gods of Titan engine benchmark (random-legal players, invariants off)');
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench-gods.json', `${JSON.stringify({ games: GAMES, completed, actions, battles, loopMs, apply: w.applyMs, legal: w.legalMs, invariantUs, copyUs }, null, 2)}\n`);
console.log('wrote reports/bench-gods.json');
