// Fixtures of the network-play tests: a host service with network play listening on 127.0.0.1, remote pages that
// call it over HTTP like a browser does, and a capture of every frame each page's event stream receives.
import type { NewGameRequest, Push, Result } from '../../host/contract.js';
import { LanHub } from '../../host/lan/hub.js';
import { SEAT_HEADER, startLanListener, type LanListenerOptions } from '../../host/lan/listener.js';
import type { RateLimits } from '../../host/lan/rate-limit.js';
import { makeHarness, type Harness } from './helpers.js';

/** A host with network play; its listener binds 127.0.0.1. */
export interface LanHarness extends Harness {
  readonly hub: LanHub;
  /** Opens a game and the given seats to the network; returns the game id and each seat's secret. */
  host(req: NewGameRequest, seats: readonly string[], spectator?: boolean): Promise<{ gameId: string; secrets: Map<string | null, string>; origin: string }>;
  close(): Promise<void>;
}

/** The listener's options a test may set beside its rate limit (TLS, a public address, a trusted proxy, caps). */
export type ListenerExtras = Partial<Pick<LanListenerOptions, 'tls' | 'publicUrl' | 'trustedProxy' | 'connections' | 'insecureHttp'>>;

/** A host service with network play (a small rate limit when given; `extras` for the listener). */
export function makeLanHarness(rate?: RateLimits, extras: ListenerExtras = {}): LanHarness {
  const h = makeHarness();
  const hub = new LanHub(h.service, (hb, publicUrl) => startLanListener({ hub: hb, staticDir: null, address: '127.0.0.1', port: 0, ...extras, publicUrl, ...(rate ? { rate } : {}) }), extras.publicUrl ?? null);
  return {
    ...h,
    hub,
    async host(req, seats, spectator = false) {
      const g = await h.service.newGame(req);
      if (!g.ok) throw new Error(g.error.message);
      const r = await hub.lanStart({ gameId: g.value.gameId, seats: [...seats], spectator });
      if (!r.ok) throw new Error(r.error.message);
      const secrets = new Map<string | null, string>();
      for (const s of r.value.seats) secrets.set(s.seat, new URL(s.link).searchParams.get('seat') ?? '');
      if (r.value.spectator) secrets.set(null, new URL(r.value.spectator).searchParams.get('seat') ?? '');
      return { gameId: g.value.gameId, secrets, origin: `${extras.tls ? 'https' : 'http'}://127.0.0.1:${r.value.port}` };
    },
    async close() {
      await hub.lanStop();
      await h.service.shutdown();
    },
  };
}

/** One remote call as a page makes it; the raw response when it is not a JSON Result. */
export async function remote(origin: string, secret: string, method: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<{ status: number; result: Result<unknown> | null }> {
  const res = await fetch(`${origin}/lan/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SEAT_HEADER]: secret, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, result: res.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as Result<unknown>) : null };
}

/** A page's event stream, every frame it received kept in `frames` (and the raw text in `raw`). */
export interface Capture {
  readonly frames: Push[];
  raw: string;
  readonly status: number;
  stop(): void;
}

/** Opens a page's event stream and records everything it receives; `lastId` resumes like a reconnecting browser. */
export async function capture(origin: string, secret: string, lastId?: number): Promise<Capture> {
  const abort = new AbortController();
  const res = await fetch(`${origin}/lan/events?seat=${encodeURIComponent(secret)}`, {
    signal: abort.signal,
    headers: lastId === undefined ? {} : { 'last-event-id': String(lastId) },
  });
  const c: Capture = { frames: [], raw: '', status: res.status, stop: () => abort.abort() };
  if (!res.ok || !res.body) return c;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const text = decoder.decode(value, { stream: true });
        c.raw += text;
        buffer += text;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split('\n').find((l) => l.startsWith('data: '));
          if (data) c.frames.push(JSON.parse(data.slice(6)) as Push);
        }
      }
    } catch {
      // aborted by stop()
    }
  })();
  return c;
}

/** Waits until `cond` holds, polling (network frames arrive on their own time). */
export async function until(cond: () => boolean, what: string, tries = 2000): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (cond()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`never happened: ${what}`);
}
