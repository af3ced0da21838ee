// Browser mode's loopback server: the per-launch token (URL → cookie), Host and Origin checks, JSON-only calls,
// static files with the CSP, no path traversal, pushes over Server-Sent Events, and the browser client's calls.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserClient } from '../../host/browser-client.js';
import type { Push } from '../../host/contract.js';
import { startLoopbackServer, type LoopbackServer } from '../../host/server.js';
import { makeHarness, setup, tempDir } from './helpers.js';

let server: LoopbackServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function start(): Promise<{ server: LoopbackServer; h: ReturnType<typeof makeHarness> }> {
  const h = makeHarness();
  const root = tempDir('titan-static-');
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>TITAN</title>');
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'app.js'), 'export {};');
  writeFileSync(join(tempDir(), 'secret.txt'), 'secret');
  server = await startLoopbackServer({ service: h.service, staticDir: root });
  return { server, h };
}

function post(s: LoopbackServer, method: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${s.origin}/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-titan-token': s.token, ...headers },
    body: JSON.stringify(body),
  });
}

describe('loopback server', () => {
  it('listens on 127.0.0.1 with a fresh token in its URL', async () => {
    const { server: s } = await start();
    expect(s.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{48}$/);
    const other = await startLoopbackServer({ service: makeHarness().service, staticDir: null });
    expect(other.token).not.toBe(s.token);
    await other.close();
  });

  it('requires the token: the URL sets a cookie and redirects to a clean address', async () => {
    const { server: s } = await start();
    expect((await fetch(`${s.origin}/`)).status).toBe(403);
    expect((await fetch(`${s.origin}/?token=wrong`)).status).toBe(403);
    expect((await post(s, 'listGames', {}, { 'x-titan-token': 'wrong' })).status).toBe(403);
    const first = await fetch(s.url, { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/');
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0];
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict/);
    const page = await fetch(`${s.origin}/`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('TITAN');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const call = await fetch(`${s.origin}/api/appInfo`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(await call.json()).toEqual(expect.objectContaining({ ok: true, value: expect.objectContaining({ mode: 'browser', nativeDialogs: false }) }));
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
