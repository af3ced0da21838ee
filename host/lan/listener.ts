// The network listener of network play, apart from the loopback server (which keeps its host token and the host's
// files): it listens beyond loopback only while the host plays a network game, serves the renderer's public files,
// and answers remote pages with exactly their seat's capability (host/lan/hub.ts). Every call carries the link's
// secret in a header (the event stream, which cannot send headers, in its query); Host must be one of this machine's
// addresses or the public address's name, and a present Origin the page's own (no other web page, no DNS rebinding);
// bodies are small and capped, each client address has a request rate limit, slow clients time out and connections
// are capped (host/lan/transport.ts). It speaks HTTPS with the host's certificate, or plain HTTP on a private
// network or behind a TLS reverse proxy (host/lan/public-url.ts); forwarded headers count only from that proxy.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { keepStreamsAlive, readPayload, send, sendJson, serveRequests, serveStatic, type TlsFiles } from '../server.js';
import { isWildcard, plainAddress } from './addresses.js';
import type { ConnectionLimits } from './connection-caps.js';
import { clientOf, hostAccepted, originAccepted, type GateRules } from './gate.js';
import type { Guest, LanEndpoint, LanHub } from './hub.js';
import type { OwnerDoor } from '../always-on.js';
import { OWNER_HEADER } from '../contract-owner.js';
import { transportRefusal, type PublicUrl } from './public-url.js';
import { FILES_RATE, RateLimiter, REMOTE_RATE, type RateLimits } from './rate-limit.js';
import { hardenTransport, TIMEOUTS } from './transport.js';

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
  readonly connections?: ConnectionLimits;
  /** The address the internet reaches the host by: links carry it, Host and Origin may name it. */
  readonly publicUrl?: PublicUrl | null;
  /** Serve HTTPS with this certificate and key. */
  readonly tls?: TlsFiles | null;
  /** The reverse proxy whose forwarded headers (client address, Host, scheme) are trusted. */
  readonly trustedProxy?: string | null;
  /** Accept plain HTTP beyond private networks (the host's explicit choice). */
  readonly insecureHttp?: boolean;
  /** The owner page's door (the always-on host: host/always-on.ts); none: /owner/ is not found. */
  readonly owner?: OwnerDoor | null;
}

/** The addresses of this machine a remote page may name in its Host header, with the bound one. */
function hostAddresses(bound: string): string[] {
  const out = new Set<string>([bound]);
  for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) out.add(a.family === 'IPv6' ? `[${a.address}]` : a.address);
  return [...out];
}

/** The concrete addresses listening on `address` binds: a wildcard's are this machine's (0.0.0.0: its IPv4 ones). */
export function boundAddresses(address: string): string[] {
  if (!isWildcard(address)) return [address];
  const v4only = plainAddress(address) === '0.0.0.0';
  return Object.values(networkInterfaces()).flatMap((list) => (list ?? []).filter((a) => !v4only || a.family === 'IPv4').map((a) => a.address));
}

/** The address to print in links: the bound one, or this machine's first non-loopback IPv4 address. */
export function linkAddress(bound: string): string {
  if (!isWildcard(bound)) return bound;
  for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return '127.0.0.1';
}

/** Starts the network listener. */
export async function startLanListener(options: LanListenerOptions): Promise<LanEndpoint> {
  const { hub } = options;
  const publicUrl = options.publicUrl ?? null;
  const trustedProxy = options.trustedProxy ?? null;
  const refusal = transportRefusal({ publicUrl, listen: boundAddresses(options.address), tls: Boolean(options.tls), trustedProxy, insecureHttp: options.insecureHttp === true });
  if (refusal) throw new Error(refusal);
  const scheme = options.tls ? 'https' : 'http';
  const staticRoot = options.staticDir ? resolve(options.staticDir) : null;
  const limiter = new RateLimiter(options.rate ?? REMOTE_RATE);
  // the page's own files in a bucket of their own: a page load (some 30 files) from players behind one address (a
  // household's router, the owner beside his players) does not spend the budget of their calls
  const filesLimiter = new RateLimiter(FILES_RATE);
  const streams = new Set<ServerResponse>();
  let port = 0;
  /** What requests are checked against; this machine's addresses are read each time (a new DHCP lease goes on). */
  const rules = (): GateRules => ({ localHosts: hostAddresses(options.address).map((a) => `${a}:${port}`), publicUrl, scheme, trustedProxy });

  const admitted = (req: IncomingMessage, url: URL): Guest | null => {
    const header = req.headers[SEAT_HEADER];
    const secret = typeof header === 'string' ? header : url.pathname === '/lan/events' ? url.searchParams.get('seat') : null;
    return secret ? hub.admit(secret) : null;
  };

  const events = (req: IncomingMessage, res: ServerResponse, guest: Guest): void => {
    const last = Number(req.headers['last-event-id']);
    // x-accel-buffering: a reverse proxy (nginx) passes each frame on at once instead of buffering the stream
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-content-type-options': 'nosniff', 'x-accel-buffering': 'no' });
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

  /** The owner page's calls: its secret in the header, then the owner's methods only. */
  const owner = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const door = options.owner;
    const secret = req.headers[OWNER_HEADER];
    if (!door || !url.pathname.startsWith('/owner/api/')) return send(res, 404, 'not found');
    if (typeof secret !== 'string' || !door.admit(secret)) return send(res, 403, 'this owner link is not valid');
    if (req.method !== 'POST') return send(res, 405, 'method not allowed');
    const payload = await readPayload(req, res, MAX_GUEST_BODY, MAX_GUEST_DEPTH);
    if (payload === null) return;
    if (payload === 'too large') return send(res, 413, `the request is larger than ${MAX_GUEST_BODY} bytes`);
    return sendJson(res, await door.call(url.pathname.slice('/owner/api/'.length), payload.value));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const now = rules();
    const client = clientOf(req.headers, req.socket.remoteAddress ?? '', now);
    const call = /^\/(lan|api|owner)\//.test(req.url ?? '/');
    if (!(call ? limiter : filesLimiter).take(client.address)) return send(res, 429, 'too many requests: slow down');
    if (!hostAccepted(client, now)) return send(res, 421, 'wrong host');
    if (!originAccepted(req.headers.origin, client, now)) return send(res, 403, 'cross-origin requests are refused');
    const url = new URL(req.url ?? '/', `${scheme}://${client.host}`);
    if (url.pathname.startsWith('/owner/')) return owner(req, res, url);
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

  const server = serveRequests(handle, options.tls ? { ...options.tls, handshakeMs: TIMEOUTS.handshakeMs } : undefined);
  const sockets = hardenTransport(server, options.connections, trustedProxy);
  const keepAlive = keepStreamsAlive(streams);
  await new Promise<void>((ok, ko) => {
    server.once('error', ko);
    server.listen(options.port, options.address, () => ok());
  });
  port = (server.address() as AddressInfo).port;
  const address = linkAddress(options.address);
  return {
    address,
    port,
    origin: publicUrl?.origin ?? `${scheme}://${address.includes(':') ? `[${address}]` : address}:${port}`,
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
