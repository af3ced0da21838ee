// Serves the built renderer under app://titan/ (checklist 18: a custom protocol instead of file://), refusing any
// path outside the renderer folder and adding the CSP and nosniff headers to each file.
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Protocol } from 'electron';
import { CSP, decodedPath } from '../host/server.js';
import { APP_HOST, APP_SCHEME } from './security.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** The privileges of the app scheme; must be registered before the app is ready. */
export const APP_SCHEME_PRIVILEGES = [{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }];

/** Answers one app:// request from `root` (exported for tests). */
export async function serveAppRequest(root: string, url: string): Promise<Response> {
  const u = new URL(url);
  if (u.host !== APP_HOST) return new Response('not found', { status: 404 });
  const base = resolve(root);
  const path = decodedPath(u);
  if (path === null) return new Response('malformed percent-encoding in the path', { status: 400 });
  const rel = path.replace(/^\/+/, '');
  const file = resolve(base, rel === '' ? 'index.html' : rel);
  if (!file.startsWith(base + sep)) return new Response('forbidden', { status: 403 });
  try {
    const body = await readFile(file);
    return new Response(body, {
      headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-security-policy': CSP, 'x-content-type-options': 'nosniff' },
    });
  } catch {
    return new Response('not found', { status: 404 });
  }
}

/** Installs the app:// handler. */
export function registerAppProtocol(protocol: Protocol, root: string): void {
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(root, request.url));
}
