// Runs agents in a worker thread (host/agent-worker.ts, or the bundled dist-electron/agent-worker.mjs in the app).
// Requests are self-contained (view, legal actions, events, memory), so cancelling the one the worker is busy with
// simply stops that thread and re-sends the other pending requests to a fresh one.
import { Worker } from 'node:worker_threads';
import type { Action } from '../engine/actions.js';
import type { ArenaAction, ArenaLevel } from '../engine/arena/index.js';
import type { AgentChoice, AgentInput, AgentKind, AgentRunner, ArenaAgentInput } from './agents.js';

/** A request to the agent worker: a TITAN seat, or an Arena seat (`game: 'arena'`). */
export type AgentRequest =
  | { readonly id: number; readonly game?: undefined; readonly kind: AgentKind; readonly input: AgentInput }
  | { readonly id: number; readonly game: 'arena'; readonly level: ArenaLevel; readonly input: ArenaAgentInput };

/** The agent worker's answer: a TITAN choice (action and memory) or an Arena action. */
export type AgentReply =
  | { readonly id: number; readonly ok: true; readonly choice: AgentChoice }
  | { readonly id: number; readonly ok: true; readonly action: ArenaAction }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** The worker script next to this module (TypeScript under tsx/vitest, JavaScript when bundled). */
export function defaultWorkerUrl(): URL {
  const here = new URL(import.meta.url);
  return new URL(here.pathname.endsWith('.ts') ? './agent-worker.ts' : './agent-worker.mjs', here);
}

/** The error a cancelled turn is rejected with. */
export class AgentCancelled extends Error {
  constructor() {
    super('the agent turn was cancelled');
    this.name = 'AgentCancelled';
  }
}

interface Waiting {
  readonly request: AgentRequest;
  readonly resolve: (r: AgentReply & { ok: true }) => void;
  readonly reject: (e: Error) => void;
}

/** An AgentRunner backed by one lazily started worker thread. */
export class WorkerAgentRunner implements AgentRunner {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(private readonly url: URL = defaultWorkerUrl()) {}

  async decide(kind: AgentKind, input: AgentInput, signal?: AbortSignal): Promise<AgentChoice> {
    const r = await this.ask({ id: this.nextId++, kind, input }, signal);
    if (!('choice' in r)) throw new Error('the agent worker answered a TITAN request with an Arena action');
    return r.choice;
  }

  async choose(kind: AgentKind, input: AgentInput, signal?: AbortSignal): Promise<Action> {
    return (await this.decide(kind, input, signal)).action;
  }

  async chooseArena(level: ArenaLevel, input: ArenaAgentInput, signal?: AbortSignal): Promise<ArenaAction> {
    const r = await this.ask({ id: this.nextId++, game: 'arena', level, input }, signal);
    if (!('action' in r)) throw new Error('the agent worker answered an Arena request with a TITAN choice');
    return r.action;
  }

  private ask(request: AgentRequest, signal?: AbortSignal): Promise<AgentReply & { ok: true }> {
    if (signal?.aborted) return Promise.reject(new AgentCancelled());
    const worker = this.start();
    return new Promise((resolve, reject) => {
      const done = (): void => signal?.removeEventListener('abort', onAbort);
      const onAbort = (): void => this.cancel(request.id);
      this.waiting.set(request.id, {
        request,
        resolve: (r) => (done(), resolve(r)),
        reject: (e) => (done(), reject(e)),
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.postMessage(request);
    });
  }

  /** Rejects a request and stops the worker thread computing it; the other pending requests go to a fresh worker. */
  private cancel(id: number): void {
    const p = this.waiting.get(id);
    if (!p) return;
    this.waiting.delete(id);
    p.reject(new AgentCancelled());
    const old = this.worker;
    this.worker = null;
    if (old) void old.terminate();
    if (this.waiting.size === 0) return;
    const fresh = this.start();
    for (const w of this.waiting.values()) fresh.postMessage(w.request);
  }

  async dispose(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
    this.failAll(new Error('the agent runner was stopped'));
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    // A .ts worker (tsx, vitest) registers tsx's loader inside the worker first; the bundled .js one runs as is.
    const w = this.url.pathname.endsWith('.ts')
      ? new Worker(
          `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => { m.register(); return import(${JSON.stringify(this.url.href)}); })`,
          { eval: true },
        )
      : new Worker(this.url);
    w.unref();
    w.on('message', (r: AgentReply) => {
      const p = this.waiting.get(r.id);
      if (!p) return;
      this.waiting.delete(r.id);
      if (r.ok) p.resolve(r);
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
      this.failAll(new Error('the agent worker stopped'));
    });
    this.worker = w;
    return w;
  }

  private failAll(e: Error): void {
    for (const p of this.waiting.values()) p.reject(e);
    this.waiting.clear();
  }
}
