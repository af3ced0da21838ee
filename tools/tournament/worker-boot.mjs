// Worker entry of the tournament (workers.ts): registers tsx's loader in the worker thread, then runs the TypeScript
// worker named in workerData.script (Node 20 workers do not inherit the parent's --import hooks reliably).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.script);
