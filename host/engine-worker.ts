// Worker-thread entry of the engine work (host/engine-work.ts) with this build's games, so that an AI turn or the
// replay check of a long save never blocks the host's event loop. Between requests it keeps only the states a
// review's boards may start from (host/engine-work.ts), which a fresh worker simply does without.
import { parentPort } from 'node:worker_threads';
import { GAMES } from '../games/index.js';
import { runEngineWork, type EngineRequest } from './engine-work.js';

parentPort?.on('message', (msg: { id: number; request: EngineRequest }) => {
  try {
    parentPort?.postMessage({ id: msg.id, ok: true, value: runEngineWork(GAMES, msg.request, () => performance.now()) });
  } catch (e) {
    parentPort?.postMessage({ id: msg.id, ok: false, message: e instanceof Error ? e.message : String(e) });
  }
});
