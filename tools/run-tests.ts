// The project's test command (`npm test`): typecheck, unit/property tests and the CI game simulation (vitest), the
// rules compliance matrix, end-to-end tests (Playwright, when present), then one plain `N passed, N failed[, N skipped]`
// line computed from the runners' JSON reports. Exits non-zero when anything failed or nothing ran.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Tally { passed: number; failed: number; skipped: number }
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
mkdirSync('reports', { recursive: true });

function run(label: string, cmd: string, args: string[]): number {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  return r.status ?? 1;
}

/** Runs `commands` at most `width` at a time, each one's output kept and printed whole, in order, once it ends;
 * answers their exit statuses in the same order. */
async function runSideBySide(commands: readonly (readonly [string, string, readonly string[]])[], width: number): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  const outputs: (string | null)[] = commands.map(() => null);
  let printed = 0;
  const flush = (): void => {
    for (; printed < commands.length && outputs[printed] !== null; printed++) process.stdout.write(outputs[printed] ?? '');
  };
  const lane = async (): Promise<void> => {
    for (let i = next++; i < commands.length; i = next++) {
      const [label, cmd, args] = commands[i];
      const started = Date.now();
      const { status, output } = await new Promise<{ status: number; output: string }>((done) => {
        const child = spawn(cmd, [...args], { env: { ...process.env, FORCE_COLOR: '0' } });
        let text = '';
        child.stdout.on('data', (d: Buffer) => (text += d.toString()));
        child.stderr.on('data', (d: Buffer) => (text += d.toString()));
        child.on('error', (e) => done({ status: 1, output: `${text}${e.message}\n` }));
        child.on('close', (code) => done({ status: code ?? 1, output: text }));
      });
      statuses[i] = status;
      outputs[i] = `\n=== ${label}: ${cmd} ${args.join(' ')} (${((Date.now() - started) / 1000).toFixed(0)} s, exit ${status})\n${output}`;
      flush();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, commands.length)) }, lane));
  return statuses;
}

// 1. typechecks (engine/host/tools, the engine alone with unchecked index access refused, the Svelte renderer, the
// e2e specs) and the lint (no promise left floating) count as one check each; they run side by side, as many at once
// as the machine has cores (the lints, the longest, first), each one's output printed whole when it ends. The lint runs
// as two processes, the renderer's files and the rest: one process over both took 213 s where the two take 30 and 44
// (its type service holding the Svelte and the TypeScript projects together, near 3 GB)
const checks: readonly (readonly [string, string, readonly string[]])[] = [
  ['lint (no floating promises), all but the renderer', 'npx', ['eslint', '.', '--ignore-pattern', 'renderer/**', '--max-warnings', '0']],
  ['lint (no floating promises), the renderer', 'npx', ['eslint', 'renderer', '--max-warnings', '0']],
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['engine typecheck (noUncheckedIndexedAccess)', 'npx', ['tsc', '--noEmit', '-p', 'engine/tsconfig.json']],
  ['renderer check', 'npx', ['svelte-check', '--tsconfig', 'renderer/tsconfig.json', '--fail-on-warnings']],
  ['e2e typecheck', 'npx', ['tsc', '--noEmit', '-p', 'e2e/tsconfig.json']],
];
for (const status of await runSideBySide(checks, availableParallelism())) {
  if (status === 0) total.passed++;
  else total.failed++;
}

// 2. vitest
rmSync('reports/vitest.json', { force: true });
run('unit and property tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=reports/vitest.json']);
if (existsSync('reports/vitest.json')) {
  const v = JSON.parse(readFileSync('reports/vitest.json', 'utf8')) as {
    numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; numFailedTestSuites: number;
  };
  total.passed += v.numPassedTests;
  total.failed += v.numFailedTests + (v.numFailedTests === 0 ? v.numFailedTestSuites : 0);
  total.skipped += v.numPendingTests + v.numTodoTests;
} else {
  console.log('vitest wrote no report');
  total.failed++;
}

// 3. the rules compliance matrix (docs/compliance.md), regenerated from this run's vitest report so it cannot drift
if (run('rules compliance matrix', 'npx', ['tsx', 'tools/compliance.ts']) === 0) total.passed++;
else total.failed++;

// 4. Playwright end-to-end (browser mode), when the project has it
if (existsSync('playwright.config.ts')) {
  rmSync('reports/e2e.json', { force: true });
  run('end-to-end tests', 'npx', ['playwright', 'test']);
  if (existsSync('reports/e2e.json')) {
    const p = JSON.parse(readFileSync('reports/e2e.json', 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    // a flaky test (one that passed only on a retry) is a failure
    total.passed += p.stats.expected;
    total.failed += p.stats.unexpected + p.stats.flaky;
    total.skipped += p.stats.skipped;
  } else {
    console.log('playwright wrote no report');
    total.failed++;
  }
}

const ran = total.passed + total.failed;
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || ran === 0 ? 1 : 0);
