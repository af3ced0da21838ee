// The browser-mode TitanApi: the same methods as Electron's `window.titan`, spoken over the loopback server
// (host/server.ts) with fetch and Server-Sent Events. Pure browser code (no Node imports), so the renderer can
// import it and cannot tell the two transports apart. It sends the per-launch token with every call — never in a
// cookie, which any other local server could read.
import type { MethodName, Push, Result, TitanApi } from './contract.js';
import { METHOD_NAMES } from './contract.js';

/** Where a client's calls and event stream go, and how its secret travels (header; query for the stream). */
export interface ClientRoutes {
  readonly api: string;
  readonly events: string;
  readonly header: string;
  readonly query: string;
}

/** The loopback server's routes (the host's own screen, with the per-launch token). */
export const LOOPBACK_ROUTES: ClientRoutes = { api: '/api', events: '/api/events', header: 'x-titan-token', query: 'token' };
/** The network listener's routes (a remote player's page, with its link's seat secret; host/lan/listener.ts). */
export const LAN_ROUTES: ClientRoutes = { api: '/lan/api', events: '/lan/events', header: 'x-titan-seat', query: 'seat' };

/** Options of the loopback client. */
export interface BrowserClientOptions {
  /** Server origin; defaults to the page's own origin. */
  readonly base?: string;
  /** The per-launch token, sent with every call (the renderer reads it from its page's address). */
  readonly token: string;
  /** The loopback server's by default. */
  readonly routes?: ClientRoutes;
}

/** Builds a TitanApi that talks to the loopback server. */
export function createBrowserClient(options: BrowserClientOptions): TitanApi {
  const base = options.base ?? '';
  const { token } = options;
  const routes = options.routes ?? LOOPBACK_ROUTES;
  const listeners = new Set<(push: Push) => void>();
  let source: EventSource | null = null;

  const call = async (method: MethodName, request: unknown): Promise<Result<unknown>> => {
    try {
      const res = await fetch(`${base}${routes.api}/${method}`, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json', [routes.header]: token },
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
    const es = new EventSource(`${base}${routes.events}?${routes.query}=${encodeURIComponent(token)}`);
    source = es;
    let lost = false;
    const tell = (push: Push): void => {
      for (const l of listeners) l(push);
    };
    es.onmessage = (msg) => tell(JSON.parse(String(msg.data)) as Push);
    // The browser reconnects by itself while the server is away (the same port and token after a restart, or the
    // link of a remote seat): the page is told it is gone, and when it is back.
    es.onerror = () => {
      if (!lost) tell({ kind: 'connection', state: 'lost' });
      lost = true;
      if (es.readyState === EventSource.CLOSED) {
        tell({ kind: 'connection', state: 'gone' });
        if (source === es) source = null;
      }
    };
    es.onopen = () => {
      if (lost) tell({ kind: 'connection', state: 'back' });
      lost = false;
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
