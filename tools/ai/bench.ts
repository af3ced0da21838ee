// `npx tsx tools/ai/bench.ts [--games N] [--seed S] [--json]`: decision latency per level and phase (median, p95)
// over two-player games of each level against Normal (levels at their default think budgets), and the wall time
// of one complete six-player game between Normal AIs.
import { AI_LEVELS } from '../../ai/levels.js';
import { percentiles } from '../../ai/stats.js';
import { titanModule } from '../../games/titan.js';
import { playMatch, type Latency, type MatchOptions } from '../tournament/match.js';
import { readFlags } from '../flags.js';

const f = readFlags();
const games = f.count('games', 2);
const seed = f.count('seed', 1);
const json = f.has('json');
const clock = (): number => performance.now();
const options: MatchOptions = { sim: { variant: 'titan', turnLimit: null, pointTarget: null }, maxActions: 100_000, clock };

const latencies: Latency[] = [];
for (const { id: level } of AI_LEVELS) {
  for (let i = 0; i < games; i++) {
    const seats = i % 2 === 0 ? [level, 'normal'] : ['normal', level];
    const r = playMatch(titanModule, seats, seed + i, options);
    latencies.push(...r.latencies.filter((l) => l.level === level));
    process.stderr.write(`${level}: game ${i + 1}/${games} done (${r.rounds} rounds)\n`);
  }
}
const groups = new Map<string, number[]>();
for (const l of latencies) {
  for (const key of [`${l.level}|${l.phase}`, `${l.level}|all`]) {
    const list = groups.get(key) ?? [];
    list.push(l.ms);
    groups.set(key, list);
  }
}
const table = [...groups].map(([key, ms]) => {
  const [level, phase] = key.split('|');
  const p = percentiles(ms);
  return { level, phase, decisions: ms.length, medianMs: Math.round(p.median * 10) / 10, p95Ms: Math.round(p.p95 * 10) / 10 };
}).sort((a, b) => (a.level + a.phase < b.level + b.phase ? -1 : 1));

const t0 = clock();
const six = playMatch(titanModule, ['normal', 'normal', 'normal', 'normal', 'normal', 'normal'], seed, options);
const sixPlayer = { seconds: Math.round((clock() - t0) / 100) / 10, rounds: six.rounds, actions: six.actions, finished: six.finished };

if (json) process.stdout.write(`${JSON.stringify({ latency: table, sixPlayerNormalGame: sixPlayer })}\n`);
else {
  process.stdout.write('level   phase      decisions  median ms  p95 ms\n');
  for (const r of table) process.stdout.write(`${r.level.padEnd(7)} ${r.phase.padEnd(10)} ${String(r.decisions).padStart(9)} ${String(r.medianMs).padStart(10)} ${String(r.p95Ms).padStart(7)}\n`);
  process.stdout.write(`six-player game between Normal AIs: ${sixPlayer.seconds} s, ${sixPlayer.rounds} rounds, ${sixPlayer.actions} actions${sixPlayer.finished ? '' : ' (not finished)'}\n`);
}
