// `npm run bench`, the comparison lines, each measured in this one run with probes in processes of their own
// (tools/bench/loop-probe.ts), taken in turns so that whatever else the machine does weighs on both sides alike:
// 1. Gods of Titan's engine µs per action in 4-player Normal-AI play (a 40-round limit: a Normal game may otherwise
//    run to the action cap) next to TITAN's in 6-player Normal-AI play (target: Gods ≤ 1.0× TITAN), each side warm
//    alike: 8 warm-up games before 2 timed. Played over and over in one process, both engines' figures fall for the
//    first 6–8 games and then stay (Gods 523, 234, 162, 165, 143, 131, 129, 140 µs; TITAN 344, 82, 114, 93, 79, 72,
//    78, 77 µs, each two games); a single warm-up game timed Gods still half-compiled and flattered it (1.3× then,
//    about 2× warm);
// 2. TITAN's own µs per action (random 6-player games) against an older commit's, built in a temporary worktree
//    (`--baseline REV`, default b07aae1, the commit before the one-engine work; `--baseline none` skips it), each
//    side measured warm: after 30 warm-up games, 40 games timed. A game of an evening runs in a warm process; a short
//    cold window mostly times V8 compiling the code (its background threads count in the process's CPU time). The
//    engine's calls are not timed one by one here (`--loop-only`): the timers' own CPU, the same on both sides, would
//    count in both loops and shrink the change.
//    1b. the same two engines alone (tools/bench/replay.ts over recorded Normal-AI games), for what the loop hides;
// 3. the Normal AI's share of that 6-player TITAN loop, from the same probes as 1.: its thinking is the loop's CPU time
//    less the engine's, per action and as a share of the loop (target ≤ 35 %, issue 22).
// Writes reports/bench-compare.json. `--only ai-share` measures and prints line 3 alone (writes nothing).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { worktreeOf } from '../git-worktree.js';
import type { ProbeResult } from './loop-probe.js';
import { readFlags } from '../flags.js';

const ROOT = resolve('.');
const PROBE = join(ROOT, 'tools', 'bench', 'loop-probe.ts');

/** Runs a bench script in a process of its own and returns the JSON of its last printed line. */
function runJson<T>(script: string, args: readonly string[], what: string): T {
  const r = spawnSync('npx', ['tsx', script, ...args], { encoding: 'utf8', maxBuffer: 16 << 20 });
  const line = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !line.startsWith('{')) throw new Error(`${what} failed: ${r.stderr.slice(-2000)}`);
  return JSON.parse(line) as T;
}

/** Runs one probe against the checkout at `root`. */
function probe(root: string, args: readonly string[]): ProbeResult {
  return runJson<ProbeResult>(PROBE, ['--root', root, ...args], `probe of ${root}`);
}

/** The median of some numbers. */
function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/** Measures two sides in turns (A B, B A, A B …) and returns each side's results. */
function alternate<T>(rounds: number, a: () => T, b: () => T): [T[], T[]] {
  const as: T[] = [];
  const bs: T[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      as.push(a());
      bs.push(b());
    } else {
      bs.push(b());
      as.push(a());
    }
  }
  return [as, bs];
}

const f = readFlags();
const rounds = f.count('rounds', 5);
const only = f.text('only', '');
if (only !== '' && only !== 'ai-share') throw new Error(`--only knows ai-share, not ${only}`);
const baseline = f.text('baseline', 'b07aae1');
const fmt = (n: number): string => n.toFixed(1);
/** Warm-up games of each side of the Normal-AI comparison: past about eight, more do not change either figure. */
const WARM_GAMES = 8;
const report: Record<string, unknown> = { rounds };

/** A probe's engine CPU µs per action (NaN from a probe that timed the loop alone). */
const engineUs = (p: ProbeResult): number => p.engineUsPerAction ?? Number.NaN;

/** One 6-player all-Normal TITAN probe (line 1's TITAN side and line 3). */
const titanNormalProbe = (): ProbeResult => probe(ROOT, ['--game', 'titan', '--players', '6', '--games', '2', '--seed', '1000', '--agents', 'normal', '--warmup', String(WARM_GAMES)]);

/** Prints (and returns) the Normal AI's share of the 6-player loop: loop − engine CPU µs per action, medians. */
function aiShare(runs: readonly ProbeResult[]): Record<string, number> {
  const loopUs = median(runs.map((p) => p.loopCpuUsPerAction));
  const aiUs = median(runs.map((p) => p.loopCpuUsPerAction - engineUs(p)));
  const share = median(runs.map((p) => 1 - engineUs(p) / p.loopCpuUsPerAction));
  console.log('Normal AI in 6-player all-Normal TITAN games (CPU µs per action = loop − engine), medians of runs');
  console.log(`  loop ${fmt(loopUs)} µs, AI ${fmt(aiUs)} µs, AI share ${(share * 100).toFixed(1)}% (target ≤ 35%) (${runs.map((p) => `${((1 - engineUs(p) / p.loopCpuUsPerAction) * 100).toFixed(1)}%`).join(', ')})`);
  return { loopCpuUsPerAction: loopUs, aiCpuUsPerAction: aiUs, share, target: 0.35 };
}

if (only === 'ai-share') {
  aiShare(Array.from({ length: rounds }, titanNormalProbe));
  process.exit(0);
}

// 1. Gods of Titan against TITAN, both played by the Normal AI: the engine's share of each action.
const [gods, titanNormal] = alternate(
  rounds,
  () => probe(ROOT, ['--game', 'gods-of-titan', '--players', '4', '--games', '2', '--seed', '1', '--agents', 'normal', '--warmup', String(WARM_GAMES), '--turn-limit', '40']),
  titanNormalProbe,
);
const godsUs = median(gods.map(engineUs));
const titanUs = median(titanNormal.map(engineUs));
report.godsVsTitan = { godsEngineUsPerAction: godsUs, titanEngineUsPerAction: titanUs, ratio: godsUs / titanUs, target: 1 };
console.log(`Engine µs per action in Normal-AI play (warm: ${WARM_GAMES} games before 2 timed), medians of interleaved runs`);
console.log(`  Gods of Titan, 4 players   ${fmt(godsUs)} µs (${gods.map((p) => fmt(engineUs(p))).join(', ')})`);
console.log(`  TITAN, 6 players           ${fmt(titanUs)} µs (${titanNormal.map((p) => fmt(engineUs(p))).join(', ')})`);
console.log(`  Gods ÷ TITAN               ${(godsUs / titanUs).toFixed(2)}× (target ≤ 1.00×)`);
report.normalAiShare = aiShare(titanNormal);

// 1b. The same engines alone, replaying recorded Normal-AI games (tools/bench/replay.ts, each in a fresh process):
// in the loop above the AI's thinking between the engine's calls leaves its code and data out of the caches, a cost
// per call that is much the same for both games; alone, each engine's own cost. (Where no recording exists yet, the
// first replay of a game plays it first, in the process it then times: the median of the rounds leaves that one out.)
const replayed = (game: string): number => runJson<{ usPerAction: number }>(join(ROOT, 'tools', 'bench', 'replay.ts'), ['--game', game, '--json'], `replay of ${game}`).usPerAction;
const [godsAlone, titanAlone] = alternate(rounds, () => replayed('gods-of-titan'), () => replayed('titan'));
const godsAloneUs = median(godsAlone);
const titanAloneUs = median(titanAlone);
report.godsVsTitanAlone = { godsEngineUsPerAction: godsAloneUs, titanEngineUsPerAction: titanAloneUs, ratio: godsAloneUs / titanAloneUs };
console.log('Engine µs per action alone, replaying recorded Normal-AI games (least of 7 rounds each), medians of interleaved runs');
console.log(`  Gods of Titan, 4 players   ${fmt(godsAloneUs)} µs (${godsAlone.map(fmt).join(', ')})`);
console.log(`  TITAN, 6 players           ${fmt(titanAloneUs)} µs (${titanAlone.map(fmt).join(', ')})`);
console.log(`  Gods ÷ TITAN               ${(godsAloneUs / titanAloneUs).toFixed(2)}×`);

// 2. TITAN against an older build of itself, random 6-player games, CPU time of the whole loop.
if (baseline !== 'none') {
  const tree = worktreeOf(baseline, ROOT);
  try {
    const args = ['--game', 'titan', '--players', '6', '--games', '40', '--seed', '1000', '--warmup', '30', '--loop-only'];
    const [now, then] = alternate(rounds, () => probe(ROOT, args), () => probe(tree.dir, args));
    const nowUs = median(now.map((p) => p.loopCpuUsPerAction));
    const thenUs = median(then.map((p) => p.loopCpuUsPerAction));
    const same = now.every((p, i) => p.actions === then[i]?.actions);
    report.titanVsBaseline = { baseline, nowCpuUsPerAction: nowUs, baselineCpuUsPerAction: thenUs, change: nowUs / thenUs - 1, sameGames: same, target: -0.25 };
    console.log(`TITAN CPU µs per action, random 6-player games (warm: 30 games before 40 timed), this build against ${baseline} (medians of interleaved runs)`);
    console.log(`  this build                 ${fmt(nowUs)} µs (${now.map((p) => fmt(p.loopCpuUsPerAction)).join(', ')})`);
    console.log(`  ${baseline.padEnd(26)} ${fmt(thenUs)} µs (${then.map((p) => fmt(p.loopCpuUsPerAction)).join(', ')})`);
    console.log(`  change                     ${((nowUs / thenUs - 1) * 100).toFixed(1)}% (target ≤ −25%); ${same ? 'the same games (same actions)' : 'the games differ: the rules changed since'}`);
  } finally {
    tree.remove();
  }
}

if (!existsSync('reports')) mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench-compare.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('wrote reports/bench-compare.json');
