// A tournament's games spread over worker threads: each worker looks the module up in GAMES by its id and plays the
// game indices it is sent (game i is the same game whichever worker plays it); records come back in game order.
import { Worker } from 'node:worker_threads';
import type { AnyGameModule } from '../../engine/platform/module.js';
import { besideModule } from '../../host/module-source.js';
import type { MatchRecord } from './match.js';
import type { TournamentOptions } from './tournament.js';

/** What a worker is started with: the module id, the plain options, whether to time decisions, and its script. */
export interface WorkerData {
  readonly game: string;
  readonly options: Omit<TournamentOptions, 'clock' | 'onGame' | 'reference'>;
  readonly timed: boolean;
  readonly script: string;
  /** The reference build's checkout, whose module the worker loads for the `ref-` seats; null: none. */
  readonly referenceRoot: string | null;
}

/** Plays the games of a tournament of `module` (one of GAMES) on `workers` threads. */
export async function playInWorkers(module: AnyGameModule, o: TournamentOptions, workers: number, referenceRoot: string | null): Promise<MatchRecord[]> {
  const { clock, onGame, reference: _reference, ...options } = o;
  const data: WorkerData = { game: module.id, options, timed: clock !== undefined, script: new URL('./worker.ts', import.meta.url).href, referenceRoot };
  // From source a worker registers tsx's loader first, then runs worker.ts; the CLI's bundle has the worker beside it.
  const script = besideModule(import.meta.url, './worker-boot.mjs', './tournament-worker.mjs');
  const records: MatchRecord[] = new Array<MatchRecord>(o.games);
  let next = 0;
  const one = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const w = new Worker(script, { workerData: data });
      const feed = (): void => {
        if (next >= o.games) void w.terminate().then(() => resolve(), reject);
        else w.postMessage(next++);
      };
      w.on('message', (m: { index: number; record: MatchRecord }) => {
        records[m.index] = m.record;
        onGame?.(m.record, m.index);
        feed();
      });
      w.on('error', reject);
      feed();
    });
  await Promise.all(Array.from({ length: Math.min(workers, o.games) }, one));
  return records;
}
