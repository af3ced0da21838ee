// `npx tsx tools/ai/battle-bench.ts --levels hard,normal [--repeats N] [--seed S] [--json]`: battles only — mirrored
// 7-v-7 legions on every battleland, each level once attacking and once defending — win rates with 95% intervals.
import { runBattleBench } from '../../ai/battle-bench.js';
import type { AiLevel } from '../../ai/levels.js';
import { readFlags } from '../flags.js';

const f = readFlags();
const levels = f.text('levels', 'normal,easy').split(',') as AiLevel[];
const ok = (l: string): l is AiLevel => l === 'easy' || l === 'normal' || l === 'hard';
if (levels.length !== 2 || !levels.every(ok)) {
  process.stderr.write('usage: npx tsx tools/ai/battle-bench.ts --levels A,B [--repeats N] [--seed S] [--json]   (levels: easy, normal, hard)\n');
  process.exit(2);
}
const repeats = f.count('repeats', 1);
const seed = f.count('seed', 1);
const json = f.has('json');
const report = runBattleBench(levels[0], levels[1], repeats, seed, () => performance.now(), (b) => {
  if (!json) process.stderr.write(`${b.terrain.padEnd(10)} ${b.attacker} attacks ${b.defender}: ${b.winner} (round ${b.rounds})\n`);
});
if (json) process.stdout.write(`${JSON.stringify(report)}\n`);
else {
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  for (const l of report.levels) {
    process.stdout.write(`${l.level.padEnd(7)} ${l.wins}/${l.battles} won (${pct(l.winRate)}, 95% CI [${pct(l.ci95[0])}, ${pct(l.ci95[1])}]); as attacker ${l.attackWins}, as defender ${l.defenceWins}\n`);
  }
}
