// The network listener's transport limits: a slow or silent client cannot hold the host's sockets (the headers, the
// whole request and a TLS handshake have deadlines; an idle connection is closed), and connections are capped per
// client address and in total (host/lan/connection-caps.ts). Bodies are capped where they are read (listener.ts),
// request heads by node's own limit (16 KB, 64 headers here).
import type { Server } from 'node:http';
import type { Server as TlsServer } from 'node:https';
import type { Socket } from 'node:net';
import { plainAddress } from './addresses.js';
import { ConnectionCaps, REMOTE_CONNECTIONS, type ConnectionLimits } from './connection-caps.js';

/** Deadlines of the network listener, in milliseconds. An event stream is never idle that long: it gets a comment
 * every 15 s (host/server.ts keepStreamsAlive). */
export const TIMEOUTS = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000, idleMs: 120_000, handshakeMs: 10_000 } as const;

/** Applies the deadlines and the connection caps to `server`; returns its open sockets (to destroy them on close). */
export function hardenTransport(server: Server | TlsServer, limits: ConnectionLimits = REMOTE_CONNECTIONS, trustedProxy: string | null = null): Set<Socket> {
  server.headersTimeout = TIMEOUTS.headersMs;
  server.requestTimeout = TIMEOUTS.requestMs;
  server.keepAliveTimeout = TIMEOUTS.keepAliveMs;
  server.timeout = TIMEOUTS.idleMs;
  server.maxHeadersCount = 64;
  const caps = new ConnectionCaps(limits, trustedProxy === null ? null : plainAddress(trustedProxy));
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress ?? '') ?? '';
    if (!caps.open(address)) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      caps.close(address);
    });
  });
  return sockets;
}
