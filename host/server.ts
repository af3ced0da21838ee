// Browser mode's loopback transport: the same host service and renderer, served on 127.0.0.1 only. Calls are
// `POST /api/<method>` with a JSON payload answering a contract Result; pushes stream over Server-Sent Events at
// `GET /api/events`. A per-launch secret token is required for every call: the printed URL carries it to the page,
// which keeps it for its tab and sends it in a header (the event stream, which cannot send headers, in its query).
// It never travels in a cookie: cookies are not kept apart by port, so any other local server could read one. The
// renderer's files are public code and need no token. Host and Origin are checked on everything, so other web pages
// (and DNS-rebinding tricks) cannot drive the game.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MAX_SAVE_BYTES, nestsDeeperThan } from '../engine/platform/save/index.js';
import { fail } from './contract.js';
import { dispatch } from './dispatch.js';
import type { HostService } from './service.js';

/** How the loopback server is started. */
export interface LoopbackOptions {
  readonly service: HostService;
  /** The built renderer (index.html and assets); null serves the API only. */
  readonly staticDir: string | null;
  /** 0 picks a free port. */
  readonly port?: number;
  /** Fixed token (tests); a fresh random one otherwise. */
  readonly token?: string;
}

/** A running loopback server. */
export interface LoopbackServer {
  /** The URL to open, token included. */
  readonly url: string;
  readonly origin: string;
  readonly port: number;
  readonly token: string;
  close(): Promise<void>;
}

/** Header a non-browser client (tests, tools) may send instead of the cookie. */
export const TOKEN_HEADER = 'x-titan-token';
/** Largest request body: an uploaded save (its text escaped inside the JSON request), refused beyond before parsing. */
const MAX_BODY = 2 * MAX_SAVE_BYTES + 64 * 1024;
/** Deepest nesting a request body may have (an uploaded save is a string inside it). */
const MAX_BODY_DEPTH = 64;

/** The Content-Security-Policy of every page served in browser mode (the Electron CSP is the same). */
export const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
  "connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Sends a whole response that no cache keeps. */
export function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end(body);
}

/** Sends a JSON answer (a contract Result). */
export function sendJson(res: ServerResponse, value: unknown): void {
  send(res, 200, JSON.stringify(value), 'application/json; charset=utf-8');
}

/** Reads a request body of at most `max` bytes; null (and nothing more read) when it is larger. */
export async function readBody(req: IncomingMessage, max: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > max) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads an API call's JSON payload (both listeners take calls alike): a refusal is sent and null returned for a method
 * other than POST or a body not sent as JSON, a typed malformed answer for one nested deeper than `maxDepth` or not
 * JSON; 'too large' (nothing sent, each listener answers it its own way) when the body is larger than `maxBytes`.
 */
export async function readPayload(req: IncomingMessage, res: ServerResponse, maxBytes: number, maxDepth: number): Promise<{ readonly value: unknown } | 'too large' | null> {
  if (req.method !== 'POST') return refuse(() => send(res, 405, 'use POST'));
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return refuse(() => send(res, 415, 'send application/json'));
  const body = await readBody(req, maxBytes);
  if (body === null) return 'too large';
  if (nestsDeeperThan(body, maxDepth)) return refuse(() => sendJson(res, fail('malformed', `the request nests deeper than ${maxDepth} levels`)));
  try {
    return { value: body.trim() === '' ? undefined : JSON.parse(body) };
  } catch {
    return refuse(() => sendJson(res, fail('malformed', 'the request body is not JSON')));
  }
}

/** Sends a refusal; null, readPayload's "answered already". */
function refuse(answer: () => void): null {
  answer();
  return null;
}

/** A certificate (chain) and its private key, PEM. */
export interface TlsFiles {
  readonly cert: string;
  readonly key: string;
}

/** An HTTP server (HTTPS with `tls`) answering with `handle`; a request it fails on gets a 500 (or its response
 * ends), never a crash. A TLS handshake must be done within `handshakeMs`. */
export function serveRequests(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>, tls?: TlsFiles & { readonly handshakeMs: number }): Server | TlsServer {
  const answer = (req: IncomingMessage, res: ServerResponse): void => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) send(res, 500, `internal error: ${e instanceof Error ? e.message : String(e)}`);
      else res.end();
    });
  };
  return tls ? createTlsServer({ cert: tls.cert, key: tls.key, handshakeTimeout: tls.handshakeMs, minVersion: 'TLSv1.2' }, answer) : createServer(answer);
}

/** Writes a comment to every open event stream every 15 s so that an idle one is not dropped; cleared on close. */
export function keepStreamsAlive(streams: ReadonlySet<ServerResponse>): NodeJS.Timeout {
  const timer = setInterval(() => {
    for (const res of streams) res.write(': keep-alive\n\n');
  }, 15_000);
  timer.unref();
  return timer;
}

/** The URL's path, percent-decoded; null when its encoding is malformed (`/%zz`, a cut UTF-8 sequence). */
export function decodedPath(url: URL): string | null {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
}

/**
 * Sends one file of the renderer. The file is opened first and its size read from the open handle, so a file removed
 * after it was found (a renderer build running beside the server) is a 404, and a read error after the headers only
 * ends this response: nothing a file does can bring the server down.
 */
export async function sendFile(res: ServerResponse, file: string): Promise<void> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return send(res, 404, 'not found');
  const info = await handle.stat().catch(() => null);
  if (!info?.isFile()) {
    await handle.close();
    return send(res, 404, 'not found');
  }
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  res.writeHead(200, {
    'content-type': type,
    'content-length': info.size,
    'cache-control': type.startsWith('text/html') ? 'no-store' : 'no-cache',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    ...(type.startsWith('text/html') ? { 'content-security-policy': CSP, 'x-frame-options': 'DENY' } : {}),
  });
  // pipeline, not pipe: a response cut short (the page left mid-file) also ends the read and closes the file
  pipeline(handle.createReadStream(), res).catch(() => undefined);
}

/** Serves a file of the renderer folder (`root`; null: none), index.html for the app's own paths; never a file
 * outside the folder. */
export async function serveStatic(root: string | null, url: URL, res: ServerResponse): Promise<void> {
  if (!root) return send(res, 404, 'this server has no renderer (started without a static folder)');
  const path = decodedPath(url);
  if (path === null) return send(res, 400, 'malformed percent-encoding in the path');
  const rel = normalize(path).replace(/^([/\\])+/, '');
  let file = resolve(root, rel === '' ? 'index.html' : rel);
  if (file !== root && !file.startsWith(root + sep)) return send(res, 403, 'forbidden');
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info && extname(file) === '') {
    file = join(root, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info || !info.isFile()) {
    return send(res, 404, file.endsWith('index.html') ? `the renderer is not built (no ${file}): build it first` : 'not found');
  }
  await sendFile(res, file);
}

/** Starts the loopback server on 127.0.0.1. */
export async function startLoopbackServer(options: LoopbackOptions): Promise<LoopbackServer> {
  const token = options.token ?? randomBytes(24).toString('hex');
  const staticRoot = options.staticDir ? resolve(options.staticDir) : null;
  const streams = new Set<ServerResponse>();
  let port = 0;
  const allowedHosts = (): string[] => [`127.0.0.1:${port}`, `localhost:${port}`];

  /** The token in the header, or (the event stream only) in the query. */
  const authorized = (req: IncomingMessage, url: URL): boolean => {
    const header = req.headers[TOKEN_HEADER];
    if (typeof header === 'string' && sameSecret(header, token)) return true;
    const query = url.pathname === '/api/events' ? url.searchParams.get('token') : null;
    return query !== null && sameSecret(query, token);
  };

  const unsubscribe = options.service.onPush((push) => {
    const frame = `data: ${JSON.stringify(push)}\n\n`;
    for (const res of streams) res.write(frame);
  });

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!allowedHosts().includes(req.headers.host ?? '')) return send(res, 421, 'wrong host');
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedHosts().some((h) => origin === `http://${h}`)) return send(res, 403, 'cross-origin requests are refused');
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    if (!url.pathname.startsWith('/api/')) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed');
      return serveStatic(staticRoot, url, res);
    }
    if (!authorized(req, url)) return send(res, 403, 'missing token: open the URL printed by the server');
    if (url.pathname === '/api/events' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.write(': connected\n\n');
      streams.add(res);
      req.on('close', () => streams.delete(res));
      return;
    }
    const payload = await readPayload(req, res, MAX_BODY, MAX_BODY_DEPTH);
    if (payload === null) return;
    if (payload === 'too large') return sendJson(res, fail('malformed', `the request is larger than ${MAX_BODY} bytes`));
    return sendJson(res, await dispatch(options.service, url.pathname.slice('/api/'.length), payload.value));
  };

  const server = serveRequests(handle);
  const keepAlive = keepStreamsAlive(streams);

  await new Promise<void>((ok, ko) => {
    server.once('error', ko);
    server.listen(options.port ?? 0, '127.0.0.1', () => ok());
  });
  port = (server.address() as AddressInfo).port;
  const originUrl = `http://127.0.0.1:${port}`;
  return {
    url: `${originUrl}/?token=${token}`,
    origin: originUrl,
    port,
    token,
    close: async () => {
      clearInterval(keepAlive);
      unsubscribe();
      for (const res of streams) res.end();
      streams.clear();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}
