// The network listener as the internet reaches it: HTTPS with the host's certificate (calls and the event stream),
// links on the public address, Host and Origin checked against it, forwarded client addresses believed only from the
// trusted proxy (the rate limit counts them), connections capped per address, and an insecure plan refused at start.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parsePublicUrl, type PublicUrl } from '../../host/lan/public-url.js';
import type { TlsFiles } from '../../host/server.js';
import { setup } from './helpers.js';
import { makeLanHarness, remote, type LanHarness, type ListenerExtras } from './lan-helpers.js';
import type { RateLimits } from '../../host/lan/rate-limit.js';

let dir = '';
let tls: TlsFiles = { cert: '', key: '' };
let harness: LanHarness | null = null;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'titan-tls-test-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-subj', '/CN=titan.example', '-addext', 'subjectAltName=DNS:titan.example,IP:127.0.0.1', '-days', '2', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'pipe' });
  tls = { cert: readFileSync(join(dir, 'cert.pem'), 'utf8'), key: readFileSync(join(dir, 'key.pem'), 'utf8') };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(async () => {
  await harness?.close();
  harness = null;
});

function lan(extras: ListenerExtras, rate?: RateLimits): LanHarness {
  harness = makeLanHarness(rate, extras);
  return harness;
}

function publicUrl(text: string): PublicUrl {
  const r = parsePublicUrl(text);
  if (!('url' in r)) throw new Error(r.error);
  return r.url;
}

/** One request to the listener on 127.0.0.1 with any Host (over TLS, trusting the test certificate, when `secure`);
 * the status and, for an event stream, the text up to its first board. */
function call(port: string, secure: boolean, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((ok, ko) => {
    const options = { host: '127.0.0.1', port, path, method: body === undefined ? 'GET' : 'POST', headers, ...(secure ? { ca: tls.cert, servername: 'titan.example' } : {}) };
    const req = (secure ? httpsRequest : httpRequest)(options, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('\ndata: ')) res.destroy();
      });
      res.on('close', () => ok({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', ko);
    req.end(body);
  });
}

const json = { 'content-type': 'application/json' };

describe('network play over the internet', () => {
  it('speaks HTTPS with the host\'s certificate, links on the public address, and accepts exactly its name', async () => {
    const h = lan({ tls, publicUrl: publicUrl('https://titan.example') });
    const { gameId, origin, secrets } = await h.host(setup(['human', 'human']), ['Blue']);
    const blue = secrets.get('Blue') ?? '';
    const status = await h.hub.lanStatus({});
    expect(status.ok && status.value.seats[0]?.link).toBe(`https://titan.example/?seat=${blue}`);
    expect(status.ok && status.value.publicUrl).toBe('https://titan.example');
    const port = new URL(origin).port;
    const seat = { 'x-titan-seat': blue };
    const view = await call(port, true, '/lan/api/view', { ...json, ...seat, host: 'titan.example', origin: 'https://titan.example' }, JSON.stringify({ gameId }));
    expect(view.status).toBe(200);
    expect(JSON.parse(view.text)).toMatchObject({ ok: true, value: { kind: 'view', seat: 'Blue' } });
    const stream = await call(port, true, `/lan/events?seat=${blue}`, { host: 'titan.example' });
    expect(stream.status).toBe(200);
    expect(stream.text).toMatch(/\ndata: \{"kind":"view"/);
    expect((await call(port, true, '/lan/api/view', { ...json, ...seat, host: 'evil.example' }, '{}')).status).toBe(421);
    expect((await call(port, true, '/lan/api/view', { ...json, ...seat, host: 'titan.example', origin: 'http://titan.example' }, '{}')).status).toBe(403);
    expect((await call(port, true, '/lan/api/view', { ...json, ...seat, host: `127.0.0.1:${port}`, origin: `https://127.0.0.1:${port}` }, JSON.stringify({ gameId }))).status).toBe(200);
    // plain HTTP to the TLS port gets no HTTP answer at all
    await expect(call(port, false, '/', { host: 'titan.example' })).rejects.toThrow();
  });

  it('counts the rate limit by the forwarded address only when the trusted proxy forwards it', async () => {
    const h = lan({ trustedProxy: '127.0.0.1' }, { burst: 3, perSecond: 0.001 });
    const { gameId, origin, secrets } = await h.host(setup(['human', 'human']), ['Blue']);
    const blue = secrets.get('Blue') ?? '';
    const from = async (client: string): Promise<number> => (await remote(origin, blue, 'view', { gameId }, { 'x-forwarded-for': client })).status;
    const first: number[] = [];
    for (let i = 0; i < 4; i++) first.push(await from('198.51.100.7'));
    expect(first).toEqual([200, 200, 200, 429]);
    expect(await from('198.51.100.8')).toBe(200);
  });

  it('ignores forwarded addresses from anyone but the trusted proxy: a client cannot dodge its rate limit', async () => {
    const h = lan({ trustedProxy: '192.0.2.1' }, { burst: 3, perSecond: 0.001 });
    const { gameId, origin, secrets } = await h.host(setup(['human', 'human']), ['Blue']);
    const blue = secrets.get('Blue') ?? '';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await remote(origin, blue, 'view', { gameId }, { 'x-forwarded-for': `198.51.100.${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('caps the connections of one address', async () => {
    const h = lan({ connections: { perAddress: 2, total: 16 } });
    const { origin } = await h.host(setup(['human', 'human']), ['Blue']);
    const port = Number(new URL(origin).port);
    const open = (): Promise<{ closed: Promise<void> }> =>
      new Promise((ok, ko) => {
        const socket = connect(port, '127.0.0.1', () => ok({ closed: new Promise((done) => socket.on('close', () => done())) }));
        socket.on('error', ko);
      });
    const within = (p: Promise<void> | undefined, ms: number): Promise<string> => Promise.race([(p ?? new Promise<void>(() => undefined)).then(() => 'closed'), new Promise<string>((r) => setTimeout(() => r('open'), ms))]);
    const kept = [await open(), await open()];
    const third = await open();
    expect(await within(third.closed, 2000)).toBe('closed');
    expect(await within(kept[0]?.closed, 200)).toBe('open');
  });

  it.each([false, true])('a connection over the cap takes the place of one left idle after its answer (keep-alive), never of a busy one (TLS: %s)', async (secure) => {
    const h = lan({ connections: { perAddress: 2, total: 16 }, ...(secure ? { tls, publicUrl: publicUrl('https://titan.example') } : {}) });
    const { gameId, origin, secrets } = await h.host(setup(['human', 'human']), ['Blue']);
    const port = new URL(origin).port;
    const blue = secrets.get('Blue') ?? '';
    const headers = { ...json, 'x-titan-seat': blue, ...(secure ? { host: 'titan.example', origin: 'https://titan.example' } : {}) };
    const secureOptions = secure ? { ca: tls.cert, servername: 'titan.example' } : {};
    // a browser's pool: two connections to the host, each kept open after its answer
    const agent = new (secure ? HttpsAgent : HttpAgent)({ keepAlive: true, maxSockets: 2 });
    const pooled: { closed: Promise<void> }[] = [];
    const viewOn = (through: HttpAgent | false): Promise<number> =>
      new Promise((ok, ko) => {
        const req = (secure ? httpsRequest : httpRequest)({ host: '127.0.0.1', port, path: '/lan/api/view', method: 'POST', headers, agent: through, ...secureOptions }, (res) => {
          res.resume();
          res.on('end', () => ok(res.statusCode ?? 0));
        });
        req.on('socket', (socket) => {
          if (through && pooled.length < 2) pooled.push({ closed: new Promise((done) => socket.on('close', () => done())) });
        });
        req.on('error', ko);
        req.end(JSON.stringify({ gameId }));
      });
    expect(await Promise.all([viewOn(agent), viewOn(agent)])).toEqual([200, 200]);
    expect(pooled).toHaveLength(2);
    const within = (p: Promise<void> | undefined, ms: number): Promise<string> => Promise.race([(p ?? new Promise<void>(() => undefined)).then(() => 'closed'), new Promise<string>((r) => setTimeout(() => r('open'), ms))]);
    // a third connection while both sit idle: answered, and the one idle the longest gives way
    expect(await viewOn(false)).toBe(200);
    const gave = await Promise.all(pooled.map((p) => within(p.closed, 500)));
    expect(gave.filter((g) => g === 'closed')).toHaveLength(1);
    agent.destroy();
    // two event streams are busy for as long as they last: a third connection is refused
    const stream = (): Promise<() => void> =>
      new Promise((ok, ko) => {
        const req = (secure ? httpsRequest : httpRequest)({ host: '127.0.0.1', port, path: `/lan/events?seat=${blue}`, headers, agent: false, ...secureOptions }, (res) => {
          res.once('data', () => ok(() => res.destroy()));
        });
        req.on('error', ko);
        req.end();
      });
    const streams = [await stream(), await stream()];
    try {
      await expect(viewOn(false)).rejects.toThrow();
    } finally {
      for (const stop of streams) stop();
    }
  });

  it('refuses to open a game to the internet over plain HTTP, and says why', async () => {
    const h = lan({ publicUrl: publicUrl('http://titan.example') });
    const g = await h.service.newGame(setup(['human', 'human']));
    if (!g.ok) throw new Error(g.error.message);
    const r = await h.hub.lanStart({ gameId: g.value.gameId, seats: ['Blue'], spectator: false });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(/plain http:\/\/.*readable and changeable/);
    const typed = await h.hub.lanStart({ gameId: g.value.gameId, seats: ['Blue'], spectator: false, publicUrl: 'https://titan.example/some/path' });
    expect(!typed.ok && typed.error.code).toBe('bad-setup');
    const fine = await h.hub.lanStart({ gameId: g.value.gameId, seats: ['Blue'], spectator: false, publicUrl: 'https://titan.example' });
    if (!fine.ok) throw new Error(fine.error.message);
    expect(fine.value.seats[0]?.link).toMatch(/^https:\/\/titan\.example\/\?seat=/);
  });
});
