// The always-on host (host/always-on.ts) through its network listener, as the owner page and the remote pages reach
// it: the owner's secret, creating several games, who is to act and since when, replacing a link, handing a seat to
// a computer, ending a game, the audit log, and every game with its seats, links and state back after a restart (two
// host instances on one data folder, one after the other).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TitanViewPush, ViewPush } from '../../host/contract.js';
import { OWNER_HEADER, type OwnerGame, type OwnerOverview } from '../../host/contract-owner.js';
import { ALWAYS_ON_DIR, AlwaysOnHost } from '../../host/always-on.js';
import { LanHub } from '../../host/lan/hub.js';
import { startLanListener } from '../../host/lan/listener.js';
import { GAMES } from '../../games/index.js';
import { makeHarness, pick, prng, setup, tempDir } from './helpers.js';
import { makeLanHarness, remote } from './lan-helpers.js';

interface Running {
  readonly owner: AlwaysOnHost;
  readonly origin: string;
  readonly secret: string;
  stop(): Promise<void>;
}

const running: Running[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await r.stop();
});

/** Starts an always-on host on `dataDir` as `npm run host` does, on 127.0.0.1. */
async function startHost(dataDir: string): Promise<Running> {
  const h = makeHarness(dataDir);
  let owner: AlwaysOnHost | null = null;
  const hub = new LanHub(h.service, (hb, publicUrl) => startLanListener({ hub: hb, staticDir: null, address: '127.0.0.1', port: 0, publicUrl, owner }), null, true);
  owner = new AlwaysOnHost({ service: h.service, hub, games: GAMES, dataDir });
  expect(await owner.restore()).toEqual([]);
  const endpoint = await hub.listen();
  const link = new URL(owner.ownerLink(endpoint.origin));
  const it: Running = {
    owner,
    origin: endpoint.origin,
    secret: link.searchParams.get('owner') ?? '',
    async stop() {
      running.splice(running.indexOf(it), 1);
      await hub.lanStop();
      await h.service.shutdown();
      await it.owner.flushed();
    },
  };
  running.push(it);
  return it;
}

/** One owner call over HTTP, with `secret` in the owner header. */
async function ownerCall(host: Running, method: string, body: unknown = {}, secret = host.secret): Promise<{ status: number; value: OwnerOverview | null; code: string | null }> {
  const res = await fetch(`${host.origin}/owner/api/${method}`, { method: 'POST', headers: { 'content-type': 'application/json', [OWNER_HEADER]: secret }, body: JSON.stringify(body) });
  if (!res.headers.get('content-type')?.startsWith('application/json')) return { status: res.status, value: null, code: null };
  const r = (await res.json()) as { ok: true; value: OwnerOverview } | { ok: false; error: { code: string } };
  return { status: res.status, value: r.ok ? r.value : null, code: r.ok ? null : r.error.code };
}

function overview(r: { value: OwnerOverview | null; code: string | null }): OwnerOverview {
  if (!r.value) throw new Error(`refused: ${r.code}`);
  return r.value;
}

/** The host's first game once a remote seat is to act there (the computer seats play by itself first when they are
 * to act); asked in process: polling over HTTP would spend this client's rate limit. */
async function remoteToAct(host: Running): Promise<OwnerGame> {
  for (let i = 0; i < 500; i++) {
    const r = await host.owner.call('ownerList', {});
    const g = r.ok ? (r.value as OwnerOverview).games[0] : undefined;
    if (g?.seats.some((s) => s.toAct && s.link !== null)) return g;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no remote seat came to act');
}

function seatSecret(link: string | null): string {
  return link === null ? '' : (new URL(link).searchParams.get('seat') ?? '');
}

/** A remote seat plays one legal forward move from its own page; returns the new stateId. */
async function playOne(origin: string, secret: string, gameId: string, seat: string): Promise<number> {
  const board = await remote(origin, secret, 'view', { gameId });
  if (!board.result?.ok) throw new Error(`no board: ${JSON.stringify(board.result)}`);
  const view = board.result.value as TitanViewPush;
  expect(view.legal.length).toBeGreaterThan(0);
  const r = await remote(origin, secret, 'submit', { gameId, seat, action: pick(view.legal, prng(3)) });
  if (!r.result?.ok) throw new Error(`refused: ${JSON.stringify(r.result)}`);
  return (r.result.value as { stateId: number }).stateId;
}

describe('the always-on host', () => {
  it("counts a page's files apart from its calls: players behind one address can all load the page and play", async () => {
    const h = makeLanHarness({ burst: 3, perSecond: 0.001 });
    try {
      const { origin, secrets } = await h.host(setup(['human', 'human']), ['Blue']);
      const files: number[] = [];
      for (let i = 0; i < 8; i++) files.push((await fetch(`${origin}/assets/x${i}.js`)).status);
      expect(files).not.toContain(429);
      expect((await remote(origin, secrets.get('Blue') ?? '', 'appInfo')).status).toBe(200);
    } finally {
      await h.close();
    }
  });

  it('refuses a wrong, missing or seat secret as the owner', async () => {
    const host = await startHost(tempDir());
    expect((await ownerCall(host, 'ownerList', {}, host.secret.slice(1) + 'x')).status).toBe(403);
    expect((await ownerCall(host, 'ownerList', {}, '')).status).toBe(403);
    const made = overview(await ownerCall(host, 'ownerCreate', { game: 'titan', kinds: ['human', 'human'] }));
    const seatLink = seatSecret(made.games[0]?.seats[0]?.link ?? null);
    expect(seatLink).not.toBe('');
    expect((await ownerCall(host, 'ownerList', {}, seatLink)).status).toBe(403);
    // ... and the owner's secret opens no seat
    expect((await remote(host.origin, host.secret, 'appInfo')).status).toBe(403);
    expect((await ownerCall(host, 'ownerList')).status).toBe(200);
    expect((await ownerCall(host, 'ownerCreate', { game: 'titan', kinds: ['human'], extra: 1 })).code).toBe('malformed');
    expect((await ownerCall(host, 'ownerCreate', { game: 'titan', kinds: ['human'] })).code).toBe('bad-setup');
    expect((await ownerCall(host, 'ownerCreate', { game: 'titan', kinds: ['human', 'human'], names: ['Ann'] })).code).toBe('bad-setup');
  });

  it('creates, lists, replaces links, hands seats to a computer, ends games, and all of it survives a restart', async () => {
    const dataDir = tempDir();
    const first = await startHost(dataDir);
    const created = overview(await ownerCall(first, 'ownerCreate', { game: 'titan', kinds: ['human', 'human', 'random'], names: ['Ann', 'Bob', 'Cyd'] }));
    expect(created.kinds.map((k) => k.id)).toContain('titan');
    const [game] = created.games;
    if (!game) throw new Error('no game');
    expect(game.seats.map((s) => [s.name, s.kind, s.link !== null])).toEqual([
      ['Ann', 'human', true],
      ['Bob', 'human', true],
      ['Cyd', 'random', false],
    ]);
    const [red, blue] = game.seats;
    if (!red || !blue) throw new Error('no seats');
    // a second game beside it, ended below
    const second = overview(await ownerCall(first, 'ownerCreate', { game: 'titan', kinds: ['human', 'random'] })).games[1];
    if (!second) throw new Error('no second game');

    // the seat to act plays from its own page; the owner sees who is to act now and since when
    const now = await remoteToAct(first);
    const actor = now.seats.find((s) => s.toAct && s.link !== null);
    if (!actor) throw new Error('no remote seat to act');
    const stateId = await playOne(first.origin, seatSecret(actor.link), game.gameId, actor.seat);
    const after = overview(await ownerCall(first, 'ownerList')).games[0];
    expect(after?.seats.filter((s) => s.toAct).map((s) => s.seat)).not.toEqual([actor.seat]);
    expect(Date.parse(after?.since ?? '')).toBeGreaterThanOrEqual(Date.parse(now.since));

    // replace Blue's link: the old one stops working, the new one works
    const revoked = overview(await ownerCall(first, 'ownerRevoke', { gameId: game.gameId, seat: blue.seat })).games[0]?.seats[1]?.link ?? null;
    expect(revoked).not.toBe(blue.link);
    expect((await remote(first.origin, seatSecret(blue.link), 'appInfo')).status).toBe(403);
    expect((await remote(first.origin, seatSecret(revoked), 'appInfo')).status).toBe(200);

    // hand Red to a computer: it keeps its link, played by the AI level
    const handed = overview(await ownerCall(first, 'ownerHand', { gameId: game.gameId, seat: red.seat, kind: 'random' })).games[0]?.seats[0];
    expect(handed).toMatchObject({ kind: 'random', link: red.link });
    expect((await ownerCall(first, 'ownerHand', { gameId: game.gameId, seat: red.seat, kind: 'grandmaster' })).code).toBe('bad-setup');
    // ... and back to its remote player; the game then waits for a remote seat (no computer plays on across the restart)
    expect(overview(await ownerCall(first, 'ownerHand', { gameId: game.gameId, seat: red.seat, kind: 'human' })).games[0]?.seats[0]?.kind).toBe('human');
    await remoteToAct(first);

    // end the second game: gone from the list, its links refused
    const secondLink = seatSecret(second.seats[0]?.link ?? null);
    const ended = overview(await ownerCall(first, 'ownerEnd', { gameId: second.gameId }));
    expect(ended.games.map((g) => g.gameId)).toEqual([game.gameId]);
    expect((await remote(first.origin, secondLink, 'appInfo')).status).toBe(403);
    expect((await ownerCall(first, 'ownerEnd', { gameId: second.gameId })).code).toBe('unknown-game');
    await first.owner.flushed();
    const beforeGame = overview(await ownerCall(first, 'ownerList')).games[0];
    await first.stop();

    // the audit log: one line per owner action, no secret in it
    const audit = readFileSync(join(dataDir, ALWAYS_ON_DIR, 'audit.log'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { action: string });
    expect(audit.map((a) => a.action)).toEqual(['create', 'create', 'revoke', 'hand', 'hand', 'end']);
    const text = JSON.stringify(audit);
    for (const secret of [first.secret, seatSecret(red.link), seatSecret(revoked)]) expect(text).not.toContain(secret);

    // a second host on the same data folder: the same owner link, the game with its seats, links and state
    const again = await startHost(dataDir);
    expect(again.secret).toBe(first.secret);
    const back = overview(await ownerCall(again, 'ownerList')).games;
    expect(back.map((g) => g.gameId)).toEqual([game.gameId]);
    expect(back[0]?.seats.map((s) => [s.seat, s.kind, seatSecret(s.link)])).toEqual(beforeGame?.seats.map((s) => [s.seat, s.kind, seatSecret(s.link)]));
    expect(back[0]?.since).toBe(beforeGame?.since);
    const board = await remote(again.origin, seatSecret(revoked), 'view', { gameId: game.gameId });
    expect(board.result?.ok && (board.result.value as ViewPush).info.stateId).toBeGreaterThanOrEqual(stateId);
    expect((await remote(again.origin, seatSecret(blue.link), 'appInfo')).status).toBe(403);
  }, 120_000);
});
