// The network listener of network play, apart from the loopback server (which keeps its host token and the host's
// files): it listens beyond loopback only while the host plays a network game, serves the renderer's public files,
// and answers remote pages with exactly their seat's capability (host/lan/hub.ts). Every call carries the link's
// secret in a header (the event stream, which cannot send headers, in its query); Host must be one of this machine's
// addresses and a present Origin the page's own (no other web page, no DNS rebinding); bodies are small and capped,
// and each client address has a request rate limit.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { keepStreamsAlive, readPayload, send, sendJson, serveRequests, serveStatic } from '../server.js';
import type { Guest, LanEndpoint, LanHub } from './hub.js';
import { RateLimiter, REMOTE_RATE, type RateLimits } from './rate-limit.js';

/** Header of a remote page's calls carrying its link's secret. */
export const SEAT_HEADER = 'x-titan-seat';
/** Largest request body of a remote page (an action, never a save). */
export const MAX_GUEST_BODY = 64 * 1024;
/** Deepest nesting a remote request may have. */
const MAX_GUEST_DEPTH = 32;

/** How the network listener is started. */
export interface LanListenerOptions {
  readonly hub: LanHub;
  /** The built renderer; null serves the API only. */
  readonly staticDir: string | null;
  /** The address to listen on: one of this machine's (0.0.0.0: all of them). */
  readonly address: string;
  /** 0 picks a free port. */
  readonly port: number;
  readonly rate?: RateLimits;
}

/** The addresses of this machine a remote page may name in its Host header, with the bound one. */
function hostAddresses(bound: string): string[] {
  const out = new Set<string>([bound]);
  for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) out.add(a.family === 'IPv6' ? `[${a.address}]` : a.address);
  return [...out];
}

/** The address to print in links: the bound one, or this machine's first non-loopback IPv4 address. */
export function linkAddress(bound: string): string {
  if (bound !== '0.0.0.0' && bound !== '::') return bound;
  for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return '127.0.0.1';
}

/** Starts the network listener. */
export async function startLanListener(options: LanListenerOptions): Promise<LanEndpoint> {
  const { hub } = options;
  const staticRoot = options.staticDir ? resolve(options.staticDir) : null;
  const limiter = new RateLimiter(options.rate ?? REMOTE_RATE);
  const streams = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  let port = 0;

  const admitted = (req: IncomingMessage, url: URL): Guest | null => {
    const header = req.headers[SEAT_HEADER];
    const secret = typeof header === 'string' ? header : url.pathname === '/lan/events' ? url.searchParams.get('seat') : null;
    return secret ? hub.admit(secret) : null;
  };

  const events = (req: IncomingMessage, res: ServerResponse, guest: Guest): void => {
    const last = Number(req.headers['last-event-id']);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-content-type-options': 'nosniff' });
    res.write(': connected\n\n');
    const unsubscribe = hub.subscribe(guest, Number.isInteger(last) && last > 0 ? last : 0, {
      send: (push, logAt) => res.write(`id: ${logAt}\ndata: ${JSON.stringify(push)}\n\n`),
      close: () => res.end(),
    });
    if (!unsubscribe) {
      res.end('event: refused\ndata: too many open pages of this link\n\n');
      return;
    }
    streams.add(res);
    res.on('close', () => {
      streams.delete(res);
      unsubscribe();
    });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!limiter.take(req.socket.remoteAddress ?? '')) return send(res, 429, 'too many requests: slow down');
    const host = req.headers.host ?? '';
    if (!hostAddresses(options.address).some((a) => host === `${a}:${port}`)) return send(res, 421, 'wrong host');
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${host}`) return send(res, 403, 'cross-origin requests are refused');
    const url = new URL(req.url ?? '/', `http://${host}`);
    if (!url.pathname.startsWith('/lan/') && !url.pathname.startsWith('/api/')) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed');
      return serveStatic(staticRoot, url, res);
    }
    const guest = admitted(req, url);
    if (!guest) return send(res, 403, 'this link is not valid (revoked, mistyped, or network play has ended): ask the host for a new one');
    if (url.pathname === '/lan/events' && req.method === 'GET') return events(req, res, guest);
    if (!url.pathname.startsWith('/lan/api/')) return send(res, 404, 'not found');
    const payload = await readPayload(req, res, MAX_GUEST_BODY, MAX_GUEST_DEPTH);
    if (payload === null) return;
    if (payload === 'too large') return send(res, 413, `the request is larger than ${MAX_GUEST_BODY} bytes`);
    return sendJson(res, await hub.call(guest, url.pathname.slice('/lan/api/'.length), payload.value));
  };

  const server = serveRequests(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const keepAlive = keepStreamsAlive(streams);
  await new Promise<void>((ok, ko) => {
    server.once('error', ko);
    server.listen(options.port, options.address, () => ok());
  });
  port = (server.address() as AddressInfo).port;
  return {
    address: linkAddress(options.address),
    port,
    close: async () => {
      clearInterval(keepAlive);
      for (const res of streams) res.end();
      streams.clear();
      const closed = new Promise<void>((ok) => server.close(() => ok()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
