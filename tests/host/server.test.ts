// Browser mode's loopback server: the per-launch token (header, never a cookie), Host and Origin checks, JSON-only calls
// with bounded bodies, static files with the CSP, no path traversal, 400 for broken percent-encoding, pushes over
// Server-Sent Events, and the browser client's calls; a file whose download is cut short is closed.
import { mkdirSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserClient } from '../../host/browser-client.js';
import type { Push } from '../../host/contract.js';
import { sendFile, startLoopbackServer, type LoopbackServer } from '../../host/server.js';
import { makeHarness, setup, tempDir } from './helpers.js';

let server: LoopbackServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function start(): Promise<{ server: LoopbackServer; h: ReturnType<typeof makeHarness>; root: string }> {
  const h = makeHarness();
  const root = tempDir('titan-static-');
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>TITAN</title>');
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'app.js'), 'export {};');
  writeFileSync(join(tempDir(), 'secret.txt'), 'secret');
  server = await startLoopbackServer({ service: h.service, staticDir: root });
  return { server, h, root };
}

function post(s: LoopbackServer, method: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${s.origin}/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-titan-token': s.token, ...headers },
    body: JSON.stringify(body),
  });
}

describe('loopback server', () => {
  it.runIf(process.platform === 'linux')('closes a file whose download the page cut short (no file left open for the garbage collector)', async () => {
    const { server: s, root } = await start();
    const big = join(root, 'assets', 'big.js');
    writeFileSync(big, 'x'.repeat(16 * 1024 * 1024));
    /** This process's open descriptors on the file (Linux's /proc). */
    const openOnBig = (): number => readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`) === big;
      } catch {
        return false;
      }
    }).length;
    const { request } = await import('node:http');
    await new Promise<void>((done) => {
      const req = request({ host: '127.0.0.1', port: s.port, path: '/assets/big.js' }, (res) => {
        res.once('data', () => {
          expect(openOnBig()).toBe(1); // the server is reading it
          req.destroy();
          done();
        });
      });
      req.end();
    });
    await expect.poll(openOnBig, { timeout: 1000 }).toBe(0);
  });

  it('listens on 127.0.0.1 with a fresh token in its URL', async () => {
    const { server: s } = await start();
    expect(s.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{48}$/);
    const other = await startLoopbackServer({ service: makeHarness().service, staticDir: null });
    expect(other.token).not.toBe(s.token);
    await other.close();
  });

  it('requires the token in a header for every call and never puts it in a cookie (cookies are shared across ports)', async () => {
    const { server: s } = await start();
    expect((await post(s, 'listGames', {}, { 'x-titan-token': 'wrong' })).status).toBe(403);
    const bare = await fetch(`${s.origin}/api/appInfo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(bare.status).toBe(403);
    expect((await fetch(`${s.origin}/api/events`)).status).toBe(403);
    expect((await fetch(`${s.origin}/api/events?token=wrong`)).status).toBe(403);
    // the renderer's files are public code: the page loads, and no cookie is ever set
    const page = await fetch(s.url, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(await page.text()).toContain('TITAN');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const call = await post(s, 'appInfo', {});
    expect(await call.json()).toEqual(expect.objectContaining({ ok: true, value: expect.objectContaining({ mode: 'browser', nativeDialogs: false }) }));
  });

  it('answers malformed percent-encoding with 400, a file gone between finding and opening it with 404, and stays up', async () => {
    const { server: s } = await start();
    for (const path of ['/%zz', '/%', '/%e0%a4%a', '/assets/%c3']) expect((await fetch(`${s.origin}${path}`)).status, path).toBe(400);
    const res = await new Promise<{ status: number }>((ok) => {
      const fake = { headersSent: false, writeHead(status: number) { ok({ status }); return this; }, end() {}, destroy() {} };
      void sendFile(fake as unknown as Parameters<typeof sendFile>[0], join(tempDir(), 'built-a-moment-ago.js'));
    });
    expect(res.status).toBe(404);
    expect((await post(s, 'listGames', {})).status).toBe(200);
  });

  it('refuses bodies too large or too deep before parsing them', async () => {
    const { server: s } = await start();
    const deep = await fetch(`${s.origin}/api/listGames`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-titan-token': s.token }, body: `${'['.repeat(5_000_000)}${']'.repeat(5_000_000)}` });
    expect(await deep.json()).toEqual(expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'malformed', message: expect.stringContaining('deeper') }) }));
    const huge = await fetch(`${s.origin}/api/openSave`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-titan-token': s.token }, body: `{"source":{"kind":"text","name":"x","text":"${'x'.repeat(20 * 1024 * 1024)}"}}` });
    expect(await huge.json()).toEqual(expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'malformed', message: expect.stringContaining('larger') }) }));
    expect((await post(s, 'listGames', {})).status).toBe(200);
  });

  it('refuses foreign hosts, cross-origin calls, non-JSON bodies and path traversal', async () => {
    const { server: s } = await start();
    const { request } = await import('node:http');
    const status = await new Promise<number>((ok) => {
      const req = request({ host: '127.0.0.1', port: s.port, path: '/api/listGames', method: 'POST', headers: { host: `evil.example:${s.port}`, 'x-titan-token': s.token, 'content-type': 'application/json' } }, (res) => ok(res.statusCode ?? 0));
      req.end('{}');
    });
    expect(status).toBe(421);
    expect((await post(s, 'listGames', {}, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await post(s, 'listGames', {}, { origin: s.origin })).status).toBe(200);
    expect((await post(s, 'listGames', {}, { 'content-type': 'text/plain' })).status).toBe(415);
    const notJson = await fetch(`${s.origin}/api/listGames`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-titan-token': s.token }, body: '{' });
    expect(await notJson.json()).toEqual(expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'malformed' }) }));
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/../../secret.txt']) {
      const r = await fetch(`${s.origin}${path}`, { headers: { 'x-titan-token': s.token } });
      expect(await r.text()).not.toBe('secret');
    }
    const js = await fetch(`${s.origin}/assets/app.js`, { headers: { 'x-titan-token': s.token } });
    expect(js.headers.get('content-type')).toContain('text/javascript');
    const unknown = await post(s, 'deleteEverything', {});
    expect(await unknown.json()).toEqual(expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'unknown-method' }) }));
  });

  it('streams pushes as Server-Sent Events and serves the browser client', async () => {
    const { server: s } = await start();
    const abort = new AbortController();
    const events = await fetch(`${s.origin}/api/events`, { headers: { 'x-titan-token': s.token }, signal: abort.signal });
    expect(events.headers.get('content-type')).toBe('text/event-stream');
    const reader = (events.body as ReadableStream<Uint8Array>).getReader();
    const client = createBrowserClient({ base: s.origin, token: s.token });
    const created = await client.newGame(setup(['human', 'human']));
    expect(created.ok).toBe(true);
    let text = '';
    while (!text.includes('"kind":"handoff"')) text += new TextDecoder().decode((await reader.read()).value);
    const push = JSON.parse(text.split('\n').find((l) => l.includes('"kind":"handoff"'))?.slice('data: '.length) ?? '{}') as Push;
    expect(push.kind).toBe('handoff');
    abort.abort();
    const listed = await client.listGames();
    expect(listed.ok && listed.value.length).toBe(1);
    const bad = await client.view({ gameId: 'missing' });
    expect(!bad.ok && bad.error.code).toBe('unknown-game');
    const offline = createBrowserClient({ base: 'http://127.0.0.1:1', token: 'x' });
    const down = await offline.listGames();
    expect(!down.ok && down.error.code).toBe('disconnected');
  });
});
