// Browser mode's loopback transport: the same host service and renderer, served on 127.0.0.1 only. Calls are
// `POST /api/<method>` with a JSON payload answering a contract Result; pushes stream over Server-Sent Events at
// `GET /api/events`. A per-launch secret token is required everywhere: the printed URL carries it once, the server
// swaps it for an HttpOnly SameSite=Strict cookie and redirects to a clean URL. Host and Origin are checked too, so
// other web pages (and DNS-rebinding tricks) cannot drive the game.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
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
/** Largest request body: an uploaded save. */
const MAX_BODY = 70 * 1024 * 1024;

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

function cookieValue(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return null;
}

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end(body);
}

function sendJson(res: ServerResponse, value: unknown): void {
  send(res, 200, JSON.stringify(value), 'application/json; charset=utf-8');
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the loopback server on 127.0.0.1. */
export async function startLoopbackServer(options: LoopbackOptions): Promise<LoopbackServer> {
  const token = options.token ?? randomBytes(24).toString('hex');
  const staticRoot = options.staticDir ? resolve(options.staticDir) : null;
  const streams = new Set<ServerResponse>();
  let port = 0;
  const cookieName = (): string => `titan_${port}`;
  const allowedHosts = (): string[] => [`127.0.0.1:${port}`, `localhost:${port}`];

  const authorized = (req: IncomingMessage): boolean => {
    const header = req.headers[TOKEN_HEADER];
    if (typeof header === 'string' && sameSecret(header, token)) return true;
    const cookie = cookieValue(req, cookieName());
    return cookie !== null && sameSecret(cookie, token);
  };

  const unsubscribe = options.service.onPush((push) => {
    const frame = `data: ${JSON.stringify(push)}\n\n`;
    for (const res of streams) res.write(frame);
  });

  const serveStatic = async (url: URL, res: ServerResponse): Promise<void> => {
    if (!staticRoot) return send(res, 404, 'this server has no renderer (started without a static folder)');
    const rel = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
    let file = resolve(staticRoot, rel === '' ? 'index.html' : rel);
    if (file !== staticRoot && !file.startsWith(staticRoot + sep)) return send(res, 403, 'forbidden');
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info && extname(file) === '') {
      file = join(staticRoot, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info || !info.isFile()) {
      return send(res, 404, file.endsWith('index.html') ? `the renderer is not built (no ${file}): build it first` : 'not found');
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
    createReadStream(file).pipe(res);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!allowedHosts().includes(req.headers.host ?? '')) return send(res, 421, 'wrong host');
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedHosts().some((h) => origin === `http://${h}`)) return send(res, 403, 'cross-origin requests are refused');
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);

    const offered = url.searchParams.get('token');
    if (req.method === 'GET' && offered !== null && !url.pathname.startsWith('/api/')) {
      if (!sameSecret(offered, token)) return send(res, 403, 'wrong token: open the URL printed by the server');
      url.searchParams.delete('token');
      res.writeHead(303, {
        location: url.pathname + (url.search.length > 1 ? url.search : ''),
        'set-cookie': `${cookieName()}=${token}; HttpOnly; SameSite=Strict; Path=/`,
        'cache-control': 'no-store',
      });
      return void res.end();
    }
    if (!authorized(req)) return send(res, 403, 'missing token: open the URL printed by the server');

    if (url.pathname === '/api/events' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.write(': connected\n\n');
      streams.add(res);
      req.on('close', () => streams.delete(res));
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      if (req.method !== 'POST') return send(res, 405, 'use POST');
      if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return send(res, 415, 'send application/json');
      const body = await readBody(req);
      if (body === null) return sendJson(res, fail('malformed', `the request is larger than ${MAX_BODY} bytes`));
      let payload: unknown;
      try {
        payload = body.trim() === '' ? undefined : JSON.parse(body);
      } catch {
        return sendJson(res, fail('malformed', 'the request body is not JSON'));
      }
      return sendJson(res, await dispatch(options.service, url.pathname.slice('/api/'.length), payload));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed');
    return serveStatic(url, res);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) send(res, 500, `internal error: ${e instanceof Error ? e.message : String(e)}`);
      else res.end();
    });
  });
  const keepAlive = setInterval(() => {
    for (const res of streams) res.write(': keep-alive\n\n');
  }, 15_000);
  keepAlive.unref();

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
