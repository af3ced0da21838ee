// Shared fixtures of the host tests: a service on a temporary data folder (settings through `conf`), its pushes
// recorded, and a seeded driver that plays the human seats through the contract like a renderer would.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Action } from '../../engine/titan/actions.js';
import type { NewGameRequest, Push, ScreenPush, SeatKind, TitanViewPush } from '../../host/contract.js';
import type { GameRegistry } from '../../games/index.js';
import { WorkerEngineRunner, type EngineRunner } from '../../host/engine-runner.js';
import type { DecideRequest, EngineRequest, ReplyOf } from '../../host/engine-work.js';
import { openConfStore } from '../../host/conf-store.js';
import { HostService } from '../../host/service.js';
import type { AnyGameModule } from '../../engine/platform/module.js';
import { finishedGameText } from '../finished-games.js';
export { prng } from '../prng.js';

/** A service under test with everything it pushed. */
export interface Harness {
  readonly service: HostService;
  readonly dataDir: string;
  readonly pushes: Push[];
  /** The last screen push of a game. */
  lastScreen(gameId: string): ScreenPush | undefined;
}

/** A fresh temporary folder. */
export function tempDir(prefix = 'titan-host-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** The seed of a test service's first new game (`serve --seed`): the computers' decision seeds follow from each
 * game's, so a test's games play the same every run (with drawn seeds, one run in thirty of a test's game ended where
 * the test expected it to go on). */
export const FIRST_SEED = 1;

/** The engine worker of the test file (it starts on its first request), shared by its services: each request is
 * self-contained, and a worker costs some 2.6 s of CPU to start under tsx. A service's shutdown leaves it running
 * (it is unref'd); tests of the runner itself make their own. */
const sharedWorker = new WorkerEngineRunner();
export const fileRunner: EngineRunner = { run: (request, signal) => sharedWorker.run(request, signal), dispose: () => Promise.resolve() };

/** Builds a service on `dataDir` (a new temporary folder by default) with no AI delay and its seeds fixed from
 * `firstSeed`. */
export function makeHarness(dataDir = tempDir(), runner: EngineRunner = fileRunner, games?: GameRegistry, firstSeed = FIRST_SEED): Harness {
  const service = new HostService({ dataDir, store: openConfStore(dataDir), runner, dialogs: null, mode: 'browser', appVersion: '0.0.0-test', ...(games ? { games } : {}), firstSeed });
  const pushes: Push[] = [];
  service.onPush((p) => pushes.push(p));
  void service.setSettings({ patch: { aiDelayMs: 0 } });
  return {
    service,
    dataDir,
    pushes,
    lastScreen(gameId) {
      for (let i = pushes.length - 1; i >= 0; i--) {
        const p = pushes[i];
        if ((p.kind === 'view' || p.kind === 'handoff') && p.gameId === gameId) return p;
      }
      return undefined;
    },
  };
}

/** A two- or more-player setup; `turnLimit` bounds games played by random agents (§21 limited game). */
export function setup(kinds: readonly SeatKind[], seed = 7, turnLimit: number | null = null): NewGameRequest {
  const colours = ['Red', 'Blue', 'Green', 'Gold', 'Black', 'Brown'];
  return {
    game: 'titan',
    setup: {
      variant: 'titan',
      players: kinds.map((_, i) => ({ color: colours[i], name: `P${i + 1}` })),
      options: { balancedTowers: false, mulligan: true, infoMode: 'own', pointTarget: null, turnLimit },
    },
    kinds: [...kinds],
    seed,
  };
}


/** Picks a legal action that moves the game on (no undo), like a careless human. */
export function pick(legal: readonly Action[], rnd: () => number): Action {
  const forward = legal.filter((a) => a.type !== 'undo');
  const pool = forward.length > 0 ? forward : legal;
  return pool[Math.floor(rnd() * pool.length)];
}

/** Plays the human seats of a game through the contract until `stop` holds or `maxSteps` actions were sent. */
export async function driveHumans(h: Harness, gameId: string, rnd: () => number, stop: (p: TitanViewPush) => boolean, maxSteps = 2000): Promise<TitanViewPush> {
  for (let step = 0; step < maxSteps; step++) {
    await h.service.settled();
    const screen = await h.service.view({ gameId });
    if (!screen.ok) throw new Error(screen.error.message);
    if (screen.value.kind === 'handoff') {
      const r = await h.service.handoffReady({ gameId, seat: screen.value.seat });
      if (!r.ok) throw new Error(r.error.message);
      continue;
    }
    const view = screen.value;
    if (view.game !== 'titan') throw new Error(`not a TITAN game: ${view.game}`);
    if (stop(view) || view.legal.length === 0 || view.seat === null) return view;
    const r = await h.service.submit({ gameId, seat: view.seat, action: pick(view.legal, rnd) });
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  }
  throw new Error(`the game did not reach the wanted position in ${maxSteps} actions`);
}

/** The real worker runner, recording every agent decision request it runs (what each AI seat was given). */
export class RecordingRunner implements EngineRunner {
  readonly inner = new WorkerEngineRunner();
  readonly decisions: DecideRequest[] = [];
  async run<R extends EngineRequest>(request: R, signal?: AbortSignal): Promise<ReplyOf<R>> {
    if (request.work === 'decide') this.decisions.push(structuredClone(request as DecideRequest));
    return this.inner.run(request, signal);
  }
  dispose(): Promise<void> {
    return this.inner.dispose();
  }
}

/** Opens a finished game of `module` (tests/finished-games.ts, to 100 points) on `h`'s host, its replay check
 * settled: its game id and its save's text. */
export async function openFinished(h: Harness, module: AnyGameModule, players: number, seed: number): Promise<{ gameId: string; text: string }> {
  const { text } = finishedGameText(module, players, seed, 100);
  const opened = await h.service.openSave({ source: { kind: 'text', name: 'done.titan', text } });
  if (!opened.ok) throw new Error(opened.error.message);
  await h.service.settled();
  return { gameId: opened.value.gameId, text };
}
