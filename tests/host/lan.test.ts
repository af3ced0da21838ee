// Network play (host/lan): secrets, the rate limit, the listener's gates (Host, Origin, secret, body size), a remote
// page's capability (exactly its seat: its view, its intents, its own log; no file, no setting, no other seat),
// revocation, handing a remote seat to an AI and back, away state, and resuming a dropped stream.
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameInfo, LanStatus, TitanViewPush, ViewPush } from '../../host/contract.js';
import { RateLimiter } from '../../host/lan/rate-limit.js';
import { newSecret, sameSecret, SECRET_BYTES } from '../../host/lan/secrets.js';
import { capture, makeLanHarness, remote, until, type LanHarness } from './lan-helpers.js';
import { setup } from './helpers.js';

let harness: LanHarness | null = null;
afterEach(async () => {
  await harness?.close();
  harness = null;
});

function lan(rate?: { burst: number; perSecond: number }): LanHarness {
  harness = makeLanHarness(rate);
  return harness;
}

function value<T>(r: { result: { ok: true; value: unknown } | { ok: false; error: { code: string } } | null }): T {
  if (!r.result?.ok) throw new Error(`refused: ${JSON.stringify(r.result)}`);
  return r.result.value as T;
}

describe('network play: secrets and limits', () => {
  it('gives every link 256 random bits in base64url, and compares secrets in constant time whatever their length', () => {
    const a = newSecret();
    const b = newSecret();
    expect(SECRET_BYTES).toBeGreaterThanOrEqual(32);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(sameSecret(a, a)).toBe(true);
    expect(sameSecret(b, a)).toBe(false);
    expect(sameSecret(a.slice(0, 20), a)).toBe(false);
    expect(sameSecret('', a)).toBe(false);
  });

  it('lets a client burst, then holds it to its steady rate', () => {
    let now = 0;
    const limiter = new RateLimiter({ burst: 3, perSecond: 2 }, () => now);
    const take = (): boolean => limiter.take('192.0.2.7');
    expect([take(), take(), take(), take()]).toEqual([true, true, true, false]);
    now = 500;
    expect([take(), take()]).toEqual([true, false]);
    expect(limiter.take('192.0.2.8')).toBe(true);
  });
});

describe('network play: the listener', () => {
  it('listens beyond loopback only while a network game is hosted, and stopping closes it', async () => {
    const h = lan();
    expect((await h.hub.lanStatus({})).ok && (await h.hub.lanStatus({}))).toMatchObject({ value: { gameId: null, port: null } });
    const { origin, secrets } = await h.host(setup(['human', 'human']), ['Blue']);
    expect((await remote(origin, secrets.get('Blue') ?? '', 'appInfo')).status).toBe(200);
    await h.hub.lanStop();
    await expect(fetch(`${origin}/`)).rejects.toThrow();
  });

  it('refuses a wrong secret, a revoked link, another Host and another Origin; the new link works', async () => {
    const h = lan();
    const { gameId, origin, secrets } = await h.host(setup(['human', 'human']), ['Blue']);
    const blue = secrets.get('Blue') ?? '';
    expect((await remote(origin, newSecret(), 'view', { gameId })).status).toBe(403);
    expect((await remote(origin, '', 'view', { gameId })).status).toBe(403);
    expect((await capture(origin, newSecret())).status).toBe(403);
    expect((await remote(origin, blue, 'view', { gameId }, { origin: 'http://evil.example' })).status).toBe(403);
    const port = new URL(origin).port;
    const rebound = await new Promise<number>((ok, ko) => {
      const req = request({ host: '127.0.0.1', port, path: '/lan/api/view', method: 'POST', headers: { host: `evil.example:${port}`, 'content-type': 'application/json', 'x-titan-seat': blue } }, (res) => {
        res.resume();
        ok(res.statusCode ?? 0);
      });
      req.on('error', ko);
      req.end('{}');
    });
    expect(rebound).toBe(421);
    const stream = await capture(origin, blue);
    await until(() => stream.frames.length > 0, 'the first board');
    const revoked = await h.hub.lanRevoke({ gameId, seat: 'Blue' });
    if (!revoked.ok) throw new Error(revoked.error.message);
    expect((await remote(origin, blue, 'view', { gameId })).status).toBe(403);
    await until(() => stream.raw.length > 0 && stream.frames.length >= 1, 'the stream was open');
    const fresh = new URL(revoked.value.seats[0]?.link ?? '').searchParams.get('seat') ?? '';
    expect(fresh).not.toBe(blue);
    expect((await remote(origin, fresh, 'view', { gameId })).status).toBe(200);
    stream.stop();
  });

  it('caps the body and the request rate of a client', async () => {
    const h = lan({ burst: 5, perSecond: 0.001 });
    const { gameId, origin, secrets } = await h.host(setup(['human', 'human']), ['Blue']);
    const blue = secrets.get('Blue') ?? '';
    expect((await remote(origin, blue, 'submit', JSON.stringify({ gameId, pad: 'x'.repeat(70_000) }))).status).toBe(413);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await remote(origin, blue, 'view', { gameId })).status);
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 4).every((s) => s === 200)).toBe(true);
  });
});

describe('network play: a remote seat', () => {
  it('can do exactly its seat: its view, its intents, its own log; never a file, a setting or another seat', async () => {
    const h = lan();
    const { gameId, origin, secrets } = await h.host(setup(['human', 'human']), ['Blue'], true);
    const blue = secrets.get('Blue') ?? '';
    for (const [method, body] of [
      ['openSave', { source: { kind: 'path', path: '/etc/passwd' } }],
      ['saveAs', { gameId, target: { kind: 'name', name: 'x' } }],
      ['save', { gameId }],
      ['setSettings', { patch: { aiDelayMs: 5 } }],
      ['newGame', setup(['human', 'human'])],
      ['continueLatest', {}],
      ['quitGame', { gameId }],
      ['handoffReady', { gameId, seat: 'Red' }],
      ['lanStart', { gameId, seats: ['Red'], spectator: false }],
      ['lanRevoke', { gameId, seat: 'Red' }],
      ['allStats', {}],
      ['problemReport', { includeSave: true, gameId, trail: [] }],
    ] as const) {
      const r = await remote(origin, blue, method, body);
      expect(r.result?.ok === false && r.result.error.code, method).toBe('forbidden');
    }
    // the host's own API is not on the network listener at all
    expect((await fetch(`${origin}/api/listGames`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-titan-seat': blue }, body: '{}' })).status).toBe(404);
    const info = value<{ remoteSeat: string; nativeDialogs: boolean; lan: boolean }>(await remote(origin, blue, 'appInfo'));
    expect(info).toMatchObject({ remoteSeat: 'Blue', nativeDialogs: false, lan: false });
    expect(value<unknown[]>(await remote(origin, blue, 'listRecent'))).toEqual([]);
    expect(value<unknown[]>(await remote(origin, blue, 'listAutosaves'))).toEqual([]);
    const games = value<GameInfo[]>(await remote(origin, blue, 'listGames'));
    expect(games.map((g) => [g.gameId, g.screenSeat, g.path])).toEqual([[gameId, 'Blue', null]]);
    const board = value<TitanViewPush>(await remote(origin, blue, 'view', { gameId }));
    expect(board.seat).toBe('Blue');
    expect(board.view.viewer).toBe('Blue');
    // Red acts first in setup: Blue may not act for Red, nor out of turn
    const redAccess = h.service.remoteAccess(gameId);
    const redLegal = redAccess?.session.module.legalActions(redAccess.session.state, 'Red') ?? [];
    expect(redLegal.length).toBeGreaterThan(0);
    const forRed = await remote(origin, blue, 'submit', { gameId, seat: 'Red', action: redLegal[0] });
    expect(forRed.result?.ok === false && forRed.result.error.code).toBe('wrong-seat');
    const asBlue = await remote(origin, blue, 'submit', { gameId, seat: 'Blue', action: redLegal[0] });
    expect(asBlue.result?.ok === false && asBlue.result.error.code).toBe('wrong-seat');
    const spectator = await remote(origin, secrets.get(null) ?? '', 'submit', { gameId, seat: 'Blue', action: redLegal[0] });
    expect(spectator.result?.ok === false && spectator.result.error.code).toBe('forbidden');
    const publicBoard = value<TitanViewPush>(await remote(origin, secrets.get(null) ?? '', 'view', { gameId }));
    expect(publicBoard.seat).toBeNull();
    expect(publicBoard.view.viewer).toBeNull();
    // the host's screen cannot act for the remote seat either
    const local = await h.service.submit({ gameId, seat: 'Blue', action: redLegal[0] });
    expect(!local.ok && local.error.code).toBe('wrong-seat');
    // Download on a remote page gives its own view's log, never the save
    const log = value<{ fileName: string; text: string }>(await remote(origin, blue, 'exportSave', { gameId }));
    expect(log.fileName).toMatch(/Blue-log\.json$/);
    expect(JSON.parse(log.text)).toMatchObject({ seat: 'Blue', events: [] });
    expect(log.text).not.toContain('"snapshot"');
  });

  it('shows the host who is away, hands an away seat to an AI and back, and a reconnecting page resumes where it was', async () => {
    const h = lan();
    await h.service.setSettings({ patch: { aiDelayMs: 0 } });
    const { gameId, origin, secrets } = await h.host(setup(['human', 'human']), ['Blue']);
    const blue = secrets.get('Blue') ?? '';
    const statuses = (): LanStatus[] => h.pushes.flatMap((p) => (p.kind === 'lan' ? [p.status] : []));
    expect(statuses().at(-1)?.seats.map((s) => [s.seat, s.connected])).toEqual([['Blue', false]]);
    const first = await capture(origin, blue);
    await until(() => statuses().at(-1)?.seats[0]?.connected === true, 'Blue shown as connected');
    // the host's screen shows Red only: Blue's seat is never handed to this screen
    const screen = h.lastScreen(gameId);
    expect(screen?.kind === 'view' && screen.seat).toBe('Red');
    first.stop();
    await until(() => statuses().at(-1)?.seats[0]?.connected === false, 'Blue shown as away');
    // each status the host reckons counts one up, pushed or answered (the panel keeps the newer of two that cross)
    const seqs = statuses().map((s) => s.seq);
    expect(seqs.length).toBeGreaterThan(2);
    expect(seqs.every((n, i) => i === 0 || n > (seqs[i - 1] ?? 0))).toBe(true);
    const asked = await h.hub.lanStatus({ gameId });
    expect(asked.ok && asked.value.seq).toBeGreaterThan(seqs.at(-1) ?? 0);
    // hand Blue to an AI: the game goes on without him
    const handed = await h.hub.lanHand({ gameId, seat: 'Blue', kind: 'random' });
    expect(handed.ok && handed.value.seats[0]?.kind).toBe('random');
    const session = h.service.remoteAccess(gameId)?.session;
    // play Red until the AI has acted for Blue at least once
    let steps = 0;
    while (steps < 200 && !session?.actions.some((a) => (a as { player: string }).player === 'Blue')) {
      await h.service.settled();
      const v = await h.service.view({ gameId });
      if (!v.ok || v.value.kind !== 'view' || v.value.legal.length === 0) break;
      const r = await h.service.submit({ gameId, seat: 'Red', action: (v.value.legal as readonly { type: string }[]).find((a) => a.type !== 'undo') as never });
      expect(r.ok).toBe(true);
      steps++;
    }
    expect(session?.actions.some((a) => (a as { player: string }).player === 'Blue')).toBe(true);
    const back = await h.hub.lanHand({ gameId, seat: 'Blue', kind: 'human' });
    expect(back.ok && back.value.seats[0]?.kind).toBe('human');
    await h.service.settled();
    // a new page of the same link gets the board now and the whole log of Blue's events; a reconnect resumes after
    // the events it already had
    const again = await capture(origin, blue);
    await until(() => again.frames.length > 0, 'the board on reconnect');
    const board = again.frames[0] as ViewPush;
    expect(board.kind === 'view' && board.seat).toBe('Blue');
    expect(board.info.stateId).toBe(session?.stateId);
    const all = board.events.length;
    expect(all).toBeGreaterThan(0);
    again.stop();
    const resumed = await capture(origin, blue, all - 1);
    await until(() => resumed.frames.length > 0, 'the board on resume');
    expect((resumed.frames[0] as ViewPush).events.length).toBe(1);
    resumed.stop();
  });

  it('saves the network seats with the game: reopened, it offers the same seats and links again', async () => {
    const h = lan();
    const { gameId, secrets } = await h.host(setup(['human', 'human']), ['Blue']);
    const exported = await h.service.exportSave({ gameId });
    if (!exported.ok) throw new Error(exported.error.message);
    await h.hub.lanStop();
    await h.service.quitGame({ gameId });
    const reopened = await h.service.openSave({ source: { kind: 'text', name: 'net.titan', text: exported.value.text } });
    if (!reopened.ok) throw new Error(reopened.error.message);
    const offered = await h.hub.lanStatus({ gameId: reopened.value.gameId });
    expect(offered.ok && offered.value.offered).toEqual(['Blue']);
    const again = await h.hub.lanStart({ gameId: reopened.value.gameId, seats: ['Blue'], spectator: false });
    expect(again.ok && new URL(again.value.seats[0]?.link ?? '').searchParams.get('seat')).toBe(secrets.get('Blue'));
  });
});
