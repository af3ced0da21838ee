// Runs the engine work (host/engine-work.ts) somewhere other than the caller's thread: in a worker thread for the
// app (host/engine-worker.ts, or the bundled engine-worker.mjs of dist-electron/ or dist-node/), or inline for tests
// and for game modules a host registers beyond this build's. Requests are self-contained, so cancelling the one a worker is busy
// with simply stops that thread and re-sends the other pending requests to a fresh one.
import { Worker } from 'node:worker_threads';
import { GAMES, type GameRegistry } from '../games/index.js';
import { runEngineWork, type EngineRequest, type ReplyOf } from './engine-work.js';
import { besideModule, isSource } from './module-source.js';

/** The host's door to the engine work; an aborted `signal` cancels a request. */
export interface EngineRunner {
  run<R extends EngineRequest>(request: R, signal?: AbortSignal): Promise<ReplyOf<R>>;
  dispose(): Promise<void>;
}

/** The error a cancelled request is rejected with. */
export class WorkCancelled extends Error {
  constructor() {
    super('the engine work was cancelled');
    this.name = 'WorkCancelled';
  }
}

/** A message to the worker, and its answer. */
interface Envelope {
  readonly id: number;
  readonly request: EngineRequest;
}
type WorkerReply = { readonly id: number; readonly ok: true; readonly value: unknown } | { readonly id: number; readonly ok: false; readonly message: string };

/** Runs the work on the caller's thread (tests; modules only this host knows). */
export class InlineEngineRunner implements EngineRunner {
  constructor(private readonly games: GameRegistry = GAMES) {}

  async run<R extends EngineRequest>(request: R, signal?: AbortSignal): Promise<ReplyOf<R>> {
    await Promise.resolve();
    if (signal?.aborted) throw new WorkCancelled();
    return runEngineWork(this.games, request, () => performance.now()) as ReplyOf<R>;
  }

  async dispose(): Promise<void> {}
}

/** The worker script next to this module (TypeScript under tsx/vitest, JavaScript when bundled). */
export function defaultWorkerUrl(): URL {
  return besideModule(import.meta.url, './engine-worker.ts', './engine-worker.mjs');
}

/** A worker script given as its source text (a `data:` URL): the app reads its bundled worker from inside app.asar, so
 * the code a worker runs is covered by the asar integrity check like the rest of the app. */
export function workerUrlOf(source: string): URL {
  return new URL(`data:text/javascript;base64,${Buffer.from(source, 'utf8').toString('base64')}`);
}

interface Waiting {
  readonly message: Envelope;
  readonly resolve: (value: unknown) => void;
  readonly reject: (e: Error) => void;
}

/** An EngineRunner backed by one lazily started worker thread with this build's games. */
export class WorkerEngineRunner implements EngineRunner {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  /** `script` is the worker's URL, or a function giving it when the first worker starts. */
  constructor(private readonly script: URL | (() => URL) = defaultWorkerUrl()) {}

  run<R extends EngineRequest>(request: R, signal?: AbortSignal): Promise<ReplyOf<R>> {
    if (signal?.aborted) return Promise.reject(new WorkCancelled());
    const worker = this.start();
    const message: Envelope = { id: this.nextId++, request };
    return new Promise((resolve, reject) => {
      const done = (): void => signal?.removeEventListener('abort', onAbort);
      const onAbort = (): void => this.cancel(message.id);
      this.waiting.set(message.id, {
        message,
        resolve: (v) => (done(), resolve(v as ReplyOf<R>)),
        reject: (e) => (done(), reject(e)),
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.postMessage(message);
    });
  }

  /** Rejects a request and stops the worker thread computing it; the other pending requests go to a fresh worker. */
  private cancel(id: number): void {
    const p = this.waiting.get(id);
    if (!p) return;
    this.waiting.delete(id);
    p.reject(new WorkCancelled());
    const old = this.worker;
    this.worker = null;
    if (old) void old.terminate();
    if (this.waiting.size === 0) return;
    const fresh = this.start();
    for (const w of this.waiting.values()) fresh.postMessage(w.message);
  }

  async dispose(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
    this.failAll(new Error('the engine runner was stopped'));
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const url = typeof this.script === 'function' ? this.script() : this.script;
    // A .ts worker (tsx, vitest) registers tsx's loader inside the worker first; the bundled .mjs one runs as is.
    const w = url.protocol === 'file:' && isSource(url.href)
      ? new Worker(
          `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => { m.register(); return import(${JSON.stringify(url.href)}); })`,
          { eval: true },
        )
      : new Worker(url);
    w.unref();
    w.on('message', (r: WorkerReply) => {
      const p = this.waiting.get(r.id);
      if (!p) return;
      this.waiting.delete(r.id);
      if (r.ok) p.resolve(r.value);
      else p.reject(new Error(r.message));
    });
    w.on('error', (e) => {
      if (this.worker !== w) return;
      this.worker = null;
      this.failAll(e);
    });
    w.on('exit', () => {
      if (this.worker !== w) return;
      this.worker = null;
      this.failAll(new Error('the engine worker stopped'));
    });
    this.worker = w;
    return w;
  }

  private failAll(e: Error): void {
    for (const p of this.waiting.values()) p.reject(e);
    this.waiting.clear();
  }
}
