// A tournament worker thread (started by workers.ts through worker-boot.mjs): plays the game indices it is sent and
// posts their records back.
import { parentPort, workerData } from 'node:worker_threads';
import { GAMES } from '../../games/index.js';
import { loadReference } from './reference.js';
import { playNth } from './tournament.js';
import type { WorkerData } from './workers.js';

const data = workerData as WorkerData;
const module = GAMES.byId(data.game);
if (!module) throw new Error(`no game module "${data.game}"`);
const reference = data.referenceRoot === null ? null : await loadReference(data.referenceRoot, data.game);
const options = { ...data.options, ...(data.timed ? { clock: () => performance.now() } : {}), ...(reference ? { reference } : {}) };
parentPort?.on('message', (index: number) => {
  parentPort?.postMessage({ index, record: playNth(module, options, index) });
});
