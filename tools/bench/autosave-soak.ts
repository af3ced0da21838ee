// `npx tsx tools/bench/autosave-soak.ts [--seconds 60] [--levels easy,random,random,random]`: all-AI games at AI
// delay 0 through the real host service (worker thread, autosaves on disk) for a while, one after the other; samples
// how far the resume file lags behind the game and the process's memory. Prints the figures (not a test: timing).
import { readFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openConfStore } from '../../host/conf-store.js';
import { WorkerEngineRunner } from '../../host/engine-runner.js';
import { HostService } from '../../host/service.js';
import { readFlags } from '../flags.js';

const f = readFlags();
const seconds = f.count('seconds', 60);
const levels = f.text('levels', 'easy,random,random,random').split(',');
const dataDir = mkdtempSync(join(tmpdir(), 'titan-soak-'));
const service = new HostService({ dataDir, store: openConfStore(dataDir), runner: new WorkerEngineRunner(), dialogs: null, mode: 'browser', appVersion: 'soak' });
await service.setSettings({ patch: { aiDelayMs: 0 } });
let errors = 0;
service.onPush((p) => {
  if (p.kind === 'error') errors++;
});
const colours = ['Red', 'Blue', 'Green', 'Gold', 'Black', 'Brown'];
const lags: number[] = [];
const heap: number[] = [];
let games = 0;
let actions = 0;
const started = performance.now();
const mb = (n: number): string => `${(n / 1048576).toFixed(1)} MB`;
global.gc?.();
const heapStart = process.memoryUsage().heapUsed;
while (performance.now() - started < seconds * 1000) {
  const r = await service.newGame({
    game: 'titan',
    setup: { variant: 'titan', players: levels.map((_, i) => ({ color: colours[i] ?? 'Red', name: `AI ${i + 1}` })), options: { balancedTowers: false, mulligan: true, infoMode: 'revealed', pointTarget: null, turnLimit: null } },
    kinds: levels,
    seed: 1000 + games,
  });
  if (!r.ok) throw new Error(r.error.message);
  const resume = join(dataDir, 'autosave', r.value.gameId, 'resume.titan');
  for (;;) {
    await sleep(100);
    const list = await service.listGames();
    const game = list.ok ? list.value.find((g) => g.gameId === r.value.gameId) : undefined;
    if (!game || game.phase === 'over' || performance.now() - started > seconds * 1000) break;
    const text = await readFile(resume, 'utf8').catch(() => null);
    if (text) lags.push(game.stateId - (JSON.parse(text) as { snapshot: { stateId: number } }).snapshot.stateId);
    heap.push(process.memoryUsage().heapUsed);
  }
  await service.settled();
  const list = await service.listGames();
  actions += list.ok ? (list.value.find((g) => g.gameId === r.value.gameId)?.stateId ?? 0) : 0;
  await service.quitGame({ gameId: r.value.gameId });
  games++;
}
await service.shutdown();
lags.sort((a, b) => a - b);
const at = (q: number): number => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))] ?? 0;
console.log(`${games} games, ${actions} actions in ${seconds} s (${levels.join(', ')}; AI delay 0)`);
console.log(`resume file behind the game, in actions: median ${at(0.5)}, p99 ${at(0.99)}, max ${lags.at(-1) ?? 0} over ${lags.length} samples`);
console.log(`heap used: ${mb(heapStart)} at start, ${mb(Math.max(...heap))} highest, ${mb(heap.at(-1) ?? 0)} at the end; autosave errors ${errors}`);
