// Worker thread of tools/ai/tournament.ts: plays the games it is sent (by index) and posts their records back.
import { parentPort, workerData } from 'node:worker_threads';
import { playMatch } from '../../ai/match.js';
import { rotation, type TournamentOptions } from '../../ai/tournament.js';

const o = workerData as TournamentOptions;
parentPort?.on('message', (index: number) => {
  const record = playMatch(rotation(o.seats, index), (o.seed + index) >>> 0, { ...o, clock: () => performance.now() });
  parentPort?.postMessage({ index, record });
});
