// Runs agents in a worker thread (host/agent-worker.ts, or the bundled dist-electron/agent-worker.mjs in the app).
import { Worker } from 'node:worker_threads';
import type { Action } from '../engine/actions.js';
import type { ArenaAction, ArenaLevel } from '../engine/arena/index.js';
import type { AgentInput, AgentKind, AgentRunner, ArenaAgentInput } from './agents.js';

/** A request to the agent worker: a TITAN seat, or an Arena seat (`game: 'arena'`). */
export type AgentRequest =
  | { readonly id: number; readonly game?: undefined; readonly kind: AgentKind; readonly input: AgentInput }
  | { readonly id: number; readonly game: 'arena'; readonly level: ArenaLevel; readonly input: ArenaAgentInput };

/** The agent worker's answer. */
export type AgentReply =
  | { readonly id: number; readonly ok: true; readonly action: Action | ArenaAction }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** The worker script next to this module (TypeScript under tsx/vitest, JavaScript when bundled). */
export function defaultWorkerUrl(): URL {
  const here = new URL(import.meta.url);
  return new URL(here.pathname.endsWith('.ts') ? './agent-worker.ts' : './agent-worker.mjs', here);
}

/** An AgentRunner backed by one lazily started worker thread. */
export class WorkerAgentRunner implements AgentRunner {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (a: Action | ArenaAction) => void; reject: (e: Error) => void }>();

  constructor(private readonly url: URL = defaultWorkerUrl()) {}

  choose(kind: AgentKind, input: AgentInput): Promise<Action> {
    // The worker answers a TITAN request with a TITAN action (host/agent-worker.ts).
    return this.ask({ id: this.nextId++, kind, input }) as Promise<Action>;
  }

  chooseArena(level: ArenaLevel, input: ArenaAgentInput): Promise<ArenaAction> {
    // The worker answers an Arena request with an Arena action.
    return this.ask({ id: this.nextId++, game: 'arena', level, input }) as Promise<ArenaAction>;
  }

  private ask(request: AgentRequest): Promise<Action | ArenaAction> {
    const worker = this.start();
    return new Promise<Action | ArenaAction>((resolve, reject) => {
      this.waiting.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });
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
      if (r.ok) p.resolve(r.action);
      else p.reject(new Error(r.message));
    });
    w.on('error', (e) => {
      this.worker = null;
      this.failAll(e);
    });
    w.on('exit', () => {
      if (this.worker === w) this.worker = null;
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
