// The network listener's transport limits: a slow or silent client cannot hold the host's sockets (the headers, the
// whole request and a TLS handshake have deadlines; an idle connection is closed), and connections are capped per
// client address and in total (host/lan/connection-caps.ts). Bodies are capped where they are read (listener.ts),
// request heads by node's own limit (16 KB, 64 headers here).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Server as TlsServer } from 'node:https';
import type { Socket } from 'node:net';
import { plainAddress } from './addresses.js';
import { ConnectionCaps, REMOTE_CONNECTIONS, type ConnectionLimits } from './connection-caps.js';

/** Deadlines of the network listener, in milliseconds. An event stream is never idle that long: it gets a comment
 * every 15 s (host/server.ts keepStreamsAlive). */
export const TIMEOUTS = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000, idleMs: 120_000, handshakeMs: 10_000 } as const;

/** What the listener knows of one open socket: whose it is, the requests in flight on it, and when it last fell idle
 * after answering one (0: it never answered: a fresh connection whose first request may be on its way). */
interface Held {
  readonly socket: Socket;
  readonly address: string;
  inFlight: number;
  idleSince: number;
}

/** The key of a connection, the same for its TCP socket and the TLS socket over it (a request's). */
function connectionKey(socket: Socket): string {
  return `${socket.remoteAddress ?? ''}|${socket.remotePort ?? ''}`;
}

/** Applies the deadlines and the connection caps to `server`; returns its open sockets (to destroy them on close).
 * A browser keeps up to six connections to a host open after their answers (keep-alive), so a few pages behind one
 * address fill its cap with idle ones: a new connection over a cap first takes the place of the connection idle the
 * longest (of its address at its address's cap, of anyone at the total) — a browser sends its next request on a new
 * one — and is refused only when every counted connection is busy (an event stream, a request in flight) or has not
 * yet sent its first. */
export function hardenTransport(server: Server | TlsServer, limits: ConnectionLimits = REMOTE_CONNECTIONS, trustedProxy: string | null = null): Iterable<Socket> {
  server.headersTimeout = TIMEOUTS.headersMs;
  server.requestTimeout = TIMEOUTS.requestMs;
  server.keepAliveTimeout = TIMEOUTS.keepAliveMs;
  server.timeout = TIMEOUTS.idleMs;
  server.maxHeadersCount = 64;
  const caps = new ConnectionCaps(limits, trustedProxy === null ? null : plainAddress(trustedProxy));
  const held = new Map<string, Held>();
  let answered = 0;
  /** Closes the connection idle the longest (of `address` when given) and uncounts it at once; false when none is. */
  const releaseIdle = (address: string | null): boolean => {
    let oldest: [string, Held] | null = null;
    for (const entry of held) {
      const h = entry[1];
      if (h.inFlight > 0 || h.idleSince === 0 || (address !== null && h.address !== address)) continue;
      if (!oldest || h.idleSince < oldest[1].idleSince) oldest = entry;
    }
    if (!oldest) return false;
    const [key, h] = oldest;
    held.delete(key);
    caps.close(h.address);
    h.socket.destroy();
    return true;
  };
  server.on('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress ?? '') ?? '';
    const full = caps.blocked(address);
    if ((full !== null && !releaseIdle(full === 'address' ? address : null)) || !caps.open(address)) {
      socket.destroy();
      return;
    }
    const key = connectionKey(socket);
    const h: Held = { socket, address, inFlight: 0, idleSince: 0 };
    held.set(key, h);
    socket.on('close', () => {
      // a connection released for a newer one was uncounted when it was released
      if (held.get(key) !== h) return;
      held.delete(key);
      caps.close(address);
    });
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const h = held.get(connectionKey(req.socket));
    if (!h) return;
    h.inFlight++;
    res.on('close', () => {
      h.inFlight--;
      if (h.inFlight === 0) h.idleSince = ++answered;
    });
  });
  return { [Symbol.iterator]: () => [...held.values()].map((h) => h.socket)[Symbol.iterator]() };
}
