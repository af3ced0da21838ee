// The browser-mode TitanApi: the same methods as Electron's `window.titan`, spoken over the loopback server
// (host/server.ts) with fetch and Server-Sent Events. Pure browser code (no Node imports), so the renderer can
// import it and cannot tell the two transports apart. It sends the per-launch token with every call — never in a
// cookie, which any other local server could read.
import type { MethodName, Push, Result, TitanApi } from './contract.js';
import { METHOD_NAMES } from './contract.js';

/** Options of the loopback client. */
export interface BrowserClientOptions {
  /** Server origin; defaults to the page's own origin. */
  readonly base?: string;
  /** The per-launch token, sent with every call (the renderer reads it from its page's address). */
  readonly token: string;
}

/** Builds a TitanApi that talks to the loopback server. */
export function createBrowserClient(options: BrowserClientOptions): TitanApi {
  const base = options.base ?? '';
  const { token } = options;
  const listeners = new Set<(push: Push) => void>();
  let source: EventSource | null = null;

  const call = async (method: MethodName, request: unknown): Promise<Result<unknown>> => {
    try {
      const res = await fetch(`${base}/api/${method}`, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json', 'x-titan-token': token },
        body: JSON.stringify(request ?? {}),
      });
      if (!res.ok) return { ok: false, error: { code: res.status === 403 ? 'forbidden' : 'disconnected', message: `${res.status}: ${await res.text()}` } };
      return (await res.json()) as Result<unknown>;
    } catch (e) {
      return { ok: false, error: { code: 'disconnected', message: `the game server cannot be reached: ${e instanceof Error ? e.message : String(e)}` } };
    }
  };

  const connect = (): void => {
    if (source) return;
    source = new EventSource(`${base}/api/events?token=${encodeURIComponent(token)}`);
    source.onmessage = (msg) => {
      const push = JSON.parse(String(msg.data)) as Push;
      for (const l of listeners) l(push);
    };
  };

  const api: Record<string, unknown> = {
    onPush(listener: (push: Push) => void): () => void {
      listeners.add(listener);
      connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && source) {
          source.close();
          source = null;
        }
      };
    },
  };
  for (const m of METHOD_NAMES) api[m] = (request?: unknown) => call(m, request);
  // Every method of the contract is present (built from METHOD_NAMES above), so this is a TitanApi.
  return api as TitanApi;
}
