// `npm run bench`, the start-up part (issue 24, fast start): how long `npm run serve` takes to listen and the command
// line's `npm run titan -- help` takes to answer when nothing changed since the last build, each the median of five
// runs beside its target (and `help` without npm's own start, to tell the two apart); written to
// reports/bench-startup.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopGroup, waitForFile } from '../process-group.js';

const RUNS = 5;
/** `npm run serve` listening, nothing changed (ms). */
const SERVE_TARGET_MS = 2000;
/** `npm run titan -- help` answered (ms). */
const HELP_TARGET_MS = 500;

/** The median of `values`. */
function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** One `npm run serve` on a fresh data folder: the milliseconds from the spawn to its URL file being written. */
async function serveOnce(): Promise<number> {
  const data = mkdtempSync(join(tmpdir(), 'titan-bench-serve-'));
  const urlFile = join(data, 'url.txt');
  const started = performance.now();
  const child = spawn('npm', ['run', '-s', 'serve', '--', '--port', '0', '--data', data, '--url-file', urlFile], { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  try {
    await waitForFile(urlFile, 120_000, 10);
    return performance.now() - started;
  } finally {
    if (child.pid) await stopGroup(child.pid);
    rmSync(data, { recursive: true, force: true });
  }
}

/** One `help` of the command line run as `command args…`: its wall time in milliseconds. */
function helpOnce(command: string, args: readonly string[]): number {
  const started = performance.now();
  const r = spawnSync(command, [...args, 'help'], { encoding: 'utf8' });
  const ms = performance.now() - started;
  if (r.status !== 0 || !r.stdout.includes('usage:')) throw new Error(`${command} ${args.join(' ')} help failed (${r.status}): ${r.stderr}`);
  return ms;
}

/** `npm run titan -- help`, and what npm runs for it (the part of the time that is ours). */
const NPM_TITAN = ['npm', ['run', '-s', 'titan', '--']] as const;
const RUN_CLI = [process.execPath, ['tools/bundle/run.mjs', 'cli']] as const;

// A first run of each brings the builds up to date (not counted): the figures are those of a start with nothing changed.
await serveOnce();
helpOnce(...NPM_TITAN);
const serve: number[] = [];
for (let i = 0; i < RUNS; i++) serve.push(await serveOnce());
const help: number[] = [];
for (let i = 0; i < RUNS; i++) help.push(helpOnce(...NPM_TITAN));
const helpWithoutNpm: number[] = [];
for (let i = 0; i < RUNS; i++) helpWithoutNpm.push(helpOnce(...RUN_CLI));
const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
console.log(`npm run serve listening, nothing changed (target ≤ ${s(SERVE_TARGET_MS)}, median of ${RUNS})  ${s(median(serve))}`);
console.log(`npm run titan -- help answered (target ≤ ${s(HELP_TARGET_MS)}, median of ${RUNS})          ${s(median(help))}`);
console.log(`  the same without npm (node tools/bundle/run.mjs cli help)                 ${s(median(helpWithoutNpm))}`);
mkdirSync('reports', { recursive: true });
const report = { serveListeningMs: median(serve), targetServeListeningMs: SERVE_TARGET_MS, cliHelpMs: median(help), targetCliHelpMs: HELP_TARGET_MS, cliHelpWithoutNpmMs: median(helpWithoutNpm), runs: { serve, help, helpWithoutNpm } };
writeFileSync('reports/bench-startup.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('wrote reports/bench-startup.json');
