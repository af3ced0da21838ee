// Turn notices by e-mail (issue 25 item 4) on an always-on host with a mail server: a real SMTP listener on
// 127.0.0.1 (tests/host/smtp-catcher.ts) takes the mails, mailparser reads them. A seat's page gives its own address
// over its link; a notice reaches it in the player's language with his seat's link, which opens that seat; a server
// that refuses is tried again, a flood is cut by the rate limit, and nothing of it stops the host. The addresses kept
// on disk survive a restart, a tampered entry is dropped alone, a replaced link or an ended game forgets its address,
// and no other page, spectator or the owner ever receives one.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SeatMail } from '../../host/contract.js';
import { dispatch } from '../../host/dispatch.js';
import { ALWAYS_ON_DIR, AlwaysOnHost } from '../../host/always-on.js';
import type { OwnerOverview } from '../../host/contract-owner.js';
import { LanHub } from '../../host/lan/hub.js';
import { startLanListener } from '../../host/lan/listener.js';
import { MailNotifier, type MailNotifierDeps } from '../../host/notify-mail.js';
import { SEAT_MAIL_FILE, SeatMailStore } from '../../host/seat-mail-store.js';
import { networkSeatOf, SeatMailDesk } from '../../host/seat-mail.js';
import { parseSmtp, smtpSender } from '../../host/smtp-config.js';
import { GAMES } from '../../games/index.js';
import { makeHarness, setup, tempDir } from './helpers.js';
import { capture, makeLanHarness, remote, until } from './lan-helpers.js';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.js';

let smtp: SmtpCatcher;
const stops: (() => Promise<void>)[] = [];
beforeEach(async () => {
  smtp = await startSmtpCatcher();
});
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
  await smtp.close();
});

/** An always-on host with a mail server, as `npm run host -- --smtp smtp://titan:secret%20pass@127.0.0.1:PORT` starts
 * it, with one TITAN game of two remote seats and a computer; the seats' links by seat. */
async function mailingHost(dataDir = tempDir(), mailer: Partial<MailNotifierDeps> = {}) {
  const h = makeHarness(dataDir);
  let owner: AlwaysOnHost | null = null;
  const hub = new LanHub(h.service, (hb, publicUrl) => startLanListener({ hub: hb, staticDir: null, address: '127.0.0.1', port: 0, publicUrl, owner }), null, true);
  const parsed = parseSmtp(`smtp://titan:secret%20pass@127.0.0.1:${smtp.port}`, 'titan-host@example.org');
  if (!('config' in parsed)) throw new Error(parsed.error);
  const store = new SeatMailStore(join(dataDir, ALWAYS_ON_DIR, SEAT_MAIL_FILE), (line) => log.push(line));
  const log: string[] = [];
  const notifier = new MailNotifier({ sender: smtpSender(parsed.config), from: parsed.config.from, store, seatOf: networkSeatOf(hub, h.service), log: (line) => log.push(line), ...mailer });
  hub.mail = new SeatMailDesk(store, notifier);
  owner = new AlwaysOnHost({ service: h.service, hub, games: GAMES, dataDir, notices: notifier });
  expect(await owner.restore()).toEqual([]);
  const endpoint = await hub.listen();
  stops.push(async () => {
    await notifier.settled();
    await hub.lanStop();
    await h.service.shutdown();
    await owner.flushed();
    await store.flushed();
  });
  return { h, hub, owner, store, notifier, log, origin: endpoint.origin, dataDir };
}

type Host = Awaited<ReturnType<typeof mailingHost>>;

/** Creates a game through the owner: Blue and Red remote, a computer third; the links' secrets by seat. */
async function game(host: Host): Promise<{ gameId: string; secrets: Map<string, string>; overview: OwnerOverview }> {
  const r = await host.owner.call('ownerCreate', { game: 'titan', kinds: ['human', 'human', 'random'], names: ['Anna', 'Bernd', 'Cyd'] });
  if (!r.ok) throw new Error(r.error.message);
  const overview = r.value as OwnerOverview;
  const g = overview.games[0];
  if (!g) throw new Error('no game');
  const secrets = new Map(g.seats.flatMap((s) => (s.link ? [[s.seat, new URL(s.link).searchParams.get('seat') ?? '']] : [])) as [string, string][]);
  return { gameId: g.gameId, secrets, overview };
}

/** A seat-mail call of a page, answered as a Result. */
async function mailCall(host: Host, secret: string, method: string, body: unknown) {
  const r = await remote(host.origin, secret, method, body);
  if (!r.result) throw new Error(`no JSON answer: ${r.status}`);
  return r.result;
}

function value(r: { ok: boolean } & ({ ok: true; value: unknown } | { ok: false; error: { message: string } })): SeatMail {
  if (!r.ok) throw new Error(r.error.message);
  return r.value as SeatMail;
}

describe('notice mails through the owner’s SMTP server', () => {
  it('mails a seat its turn in its player’s language with its own link, which opens that seat', async () => {
    const host = await mailingHost();
    const { gameId, secrets } = await game(host);
    const [[blueSeat, blue], [redSeat, red]] = [...secrets] as [[string, string], [string, string]];
    expect(value(await mailCall(host, blue, 'seatMail', { gameId }))).toEqual({ offered: true, address: null, language: 'en', on: false });
    expect(value(await mailCall(host, blue, 'seatMailSet', { gameId, address: '  anna@example.org ', language: 'de', on: true }))).toEqual({ offered: true, address: 'anna@example.org', language: 'de', on: true });
    value(await mailCall(host, red, 'seatMailSet', { gameId, address: 'bernd@example.net', language: 'en', on: true }));

    host.notifier.notice({ kind: 'your-turn', gameId, seat: blueSeat, deadline: '2026-12-01T18:00:00.000Z' });
    host.notifier.notice({ kind: 'reminder', gameId, seat: redSeat, deadline: '2026-12-02T09:30:00.000Z' });
    await host.notifier.settled();
    expect(smtp.mails.map((m) => m.to)).toEqual([['anna@example.org'], ['bernd@example.net']]);
    const [toAnna, toBernd] = smtp.mails as [(typeof smtp.mails)[0], (typeof smtp.mails)[0]];
    expect(toAnna.from).toBe('titan-host@example.org');
    expect(toAnna.user).toBe('titan');
    expect(toAnna.subject).toMatch(/^TITAN: Du bist am Zug: /);
    expect(toAnna.text).toContain('Anna, du bist am Zug. Bitte spiele vor 2026-12-01 18:00 UTC.');
    expect(toBernd.subject).toMatch(/^TITAN: Reminder: your turn in /);
    expect(toBernd.text).toContain('2026-12-02 09:30 UTC');
    // each mail carries its own seat's link and no other
    expect(toAnna.text).toContain(`?seat=${blue}`);
    expect(toAnna.text).not.toContain(red);
    expect(toBernd.text).toContain(`?seat=${red}`);
    expect(toBernd.text).not.toContain(blue);
    const link = /https?:\/\/\S+\?seat=\S+/.exec(toAnna.text)?.[0] ?? '';
    const opened = await remote(host.origin, new URL(link).searchParams.get('seat') ?? '', 'appInfo');
    expect(opened.result?.ok && (opened.result.value as { remoteSeat: string }).remoteSeat).toBe(blueSeat);
  });

  it('mails no your-turn while a page of the seat is open (the page tells him), but still its reminder', async () => {
    const host = await mailingHost();
    const { gameId, secrets } = await game(host);
    const [seat, secret] = [...secrets][0] as [string, string];
    value(await mailCall(host, secret, 'seatMailSet', { gameId, address: 'anna@example.org', language: 'en', on: true }));
    const page = await capture(host.origin, secret);
    await until(() => host.hub.status(gameId).seats.some((x) => x.seat === seat && x.connected), 'the page connects');
    host.notifier.notice({ kind: 'your-turn', gameId, seat, deadline: null });
    host.notifier.notice({ kind: 'reminder', gameId, seat, deadline: '2026-12-02T09:30:00.000Z' });
    await host.notifier.settled();
    expect(smtp.mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^TITAN: Reminder: /)]);
    page.stop();
    await until(() => host.hub.status(gameId).seats.some((x) => x.seat === seat && !x.connected), 'the page goes away');
    host.notifier.notice({ kind: 'your-turn', gameId, seat, deadline: null });
    await host.notifier.settled();
    expect(smtp.mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^TITAN: Reminder: /), expect.stringMatching(/^TITAN: Your turn/)]);
  });

  it('sends a test mail on request, keeps an address with mails paused, and forgets it when asked', async () => {
    const host = await mailingHost();
    const { gameId, secrets } = await game(host);
    const [seat, secret] = [...secrets][0] as [string, string];
    expect(await mailCall(host, secret, 'seatMailTest', { gameId })).toMatchObject({ ok: false, error: { message: /give your e-mail address first/ } });
    value(await mailCall(host, secret, 'seatMailSet', { gameId, address: 'anna@example.org', language: 'en', on: false }));
    host.notifier.notice({ kind: 'your-turn', gameId, seat, deadline: null });
    await host.notifier.settled();
    expect(smtp.mails).toEqual([]);
    // a test mail goes even while mails are paused
    value(await mailCall(host, secret, 'seatMailTest', { gameId }));
    expect(smtp.mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^TITAN: Test mail for /)]);
    expect(value(await mailCall(host, secret, 'seatMailForget', { gameId }))).toEqual({ offered: true, address: null, language: 'en', on: false });
    expect(host.store.get(gameId, seat)).toBeNull();
  });

  it('tries a refused mail again after a pause, gives up after the last, and logs each failure without stopping', async () => {
    const host = await mailingHost(tempDir(), { retryMs: [10, 10] });
    const { gameId, secrets } = await game(host);
    const [seat, secret] = [...secrets][0] as [string, string];
    value(await mailCall(host, secret, 'seatMailSet', { gameId, address: 'anna@example.org', language: 'en', on: true }));
    smtp.refuse = 2;
    host.notifier.notice({ kind: 'deadline-passed', gameId, seat, then: 'normal' });
    await host.notifier.settled();
    expect(smtp.refused).toBe(2);
    expect(smtp.mails.map((m) => m.text.split('\n')[0])).toEqual(['Anna, your deadline has passed. The computer played your turn.']);
    expect(host.log.filter((l) => l.includes('trying again'))).toHaveLength(2);
    smtp.refuse = 3;
    host.notifier.notice({ kind: 'your-turn', gameId, seat, deadline: null });
    await host.notifier.settled();
    expect(smtp.mails).toHaveLength(1);
    expect(host.log.at(-1)).toMatch(/was not sent .*busy.*: given up/);
    // the host goes on answering
    expect((await remote(host.origin, secret, 'appInfo')).status).toBe(200);
  });

  it('sends one address (and one seat) only so many mails: the rest are dropped and logged', async () => {
    const host = await mailingHost(tempDir(), { rate: { burst: 2, perSecond: 0 }, now: () => 0 });
    const { gameId, secrets } = await game(host);
    const [[blueSeat, blue], [redSeat, red]] = [...secrets] as [[string, string], [string, string]];
    value(await mailCall(host, blue, 'seatMailSet', { gameId, address: 'same@example.org', language: 'en', on: true }));
    value(await mailCall(host, red, 'seatMailSet', { gameId, address: 'SAME@example.org', language: 'en', on: true }));
    for (const seat of [blueSeat, redSeat, blueSeat]) host.notifier.notice({ kind: 'your-turn', gameId, seat, deadline: null });
    await host.notifier.settled();
    expect(smtp.mails).toHaveLength(2);
    expect(host.log.filter((l) => l.includes('too many mails'))).toHaveLength(1);
    expect(await mailCall(host, blue, 'seatMailTest', { gameId })).toMatchObject({ ok: false, error: { message: /too many mails/ } });
  });
});

describe('the players’ addresses on the host', () => {
  it('are kept for the host’s user only and come back after a restart', async () => {
    const dataDir = tempDir();
    const first = await mailingHost(dataDir);
    const { gameId, secrets } = await game(first);
    const [seat, secret] = [...secrets][0] as [string, string];
    value(await mailCall(first, secret, 'seatMailSet', { gameId, address: 'anna@example.org', language: 'de', on: true }));
    await first.store.flushed();
    const file = join(dataDir, ALWAYS_ON_DIR, SEAT_MAIL_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await stops.pop()?.();
    const again = await mailingHost(dataDir);
    expect(again.store.get(gameId, seat)).toEqual({ gameId, seat, address: 'anna@example.org', language: 'de', on: true });
    expect(value(await mailCall(again, secret, 'seatMail', { gameId })).address).toBe('anna@example.org');
  });

  it('drops a tampered entry alone and keeps the others', () => {
    const file = join(tempDir(), SEAT_MAIL_FILE);
    const good = { gameId: 'g1', seat: 'Red', address: 'anna@example.org', language: 'en', on: true };
    writeFileSync(file, JSON.stringify([
      good,
      { ...good, seat: 'Blue', address: 'x@example.org\r\nBcc: all@example.org' },
      { ...good, seat: 'Gold', language: 'fr' },
      { ...good, seat: 'Green', note: 'extra' },
      { ...good, address: 'second@example.org' },
      'anna@example.org',
      { ...good, seat: 'Black', on: 'yes' },
      { ...good, gameId: 'g2', address: 'bernd@example.net', on: false },
    ]), { mode: 0o644 });
    const warnings: string[] = [];
    const store = new SeatMailStore(file, (l) => warnings.push(l));
    expect(store.get('g1', 'Red')).toEqual(good);
    expect(store.get('g2', 'Red')?.address).toBe('bernd@example.net');
    for (const seat of ['Blue', 'Gold', 'Green', 'Black']) expect(store.get('g1', seat), seat).toBeNull();
    expect(warnings).toEqual([expect.stringContaining('6 damaged entries')]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // a file that is no list at all: no addresses, said once
    writeFileSync(file, '{"gameId":');
    const none: string[] = [];
    expect(new SeatMailStore(file, (l) => none.push(l)).get('g1', 'Red')).toBeNull();
    expect(none).toHaveLength(1);
  });

  it('forgets a seat’s address when its link is replaced, and every address of a game that ended', async () => {
    const host = await mailingHost();
    const { gameId, secrets } = await game(host);
    const [[blueSeat, blue], [redSeat, red]] = [...secrets] as [[string, string], [string, string]];
    value(await mailCall(host, blue, 'seatMailSet', { gameId, address: 'anna@example.org', language: 'en', on: true }));
    value(await mailCall(host, red, 'seatMailSet', { gameId, address: 'bernd@example.net', language: 'en', on: true }));
    const revoked = await host.owner.call('ownerRevoke', { gameId, seat: blueSeat });
    expect(revoked.ok).toBe(true);
    expect(host.store.get(gameId, blueSeat)).toBeNull();
    expect(host.store.get(gameId, redSeat)?.address).toBe('bernd@example.net');
    const link = (revoked.ok ? (revoked.value as OwnerOverview) : null)?.games[0]?.seats.find((s) => s.seat === blueSeat)?.link ?? '';
    const newHolder = new URL(link).searchParams.get('seat') ?? '';
    expect(value(await mailCall(host, newHolder, 'seatMail', { gameId })).address).toBeNull();
    expect((await host.owner.call('ownerEnd', { gameId })).ok).toBe(true);
    await host.store.flushed();
    expect(host.store.get(gameId, redSeat)).toBeNull();
    expect(readFileSync(join(host.dataDir, ALWAYS_ON_DIR, SEAT_MAIL_FILE), 'utf8')).toBe('[]');
  });
});

describe('the seat-mail methods', () => {
  it('refuse anything but one plain address, a known language and the seat’s own game', async () => {
    const host = await mailingHost();
    const { gameId, secrets } = await game(host);
    const secret = [...secrets.values()][0] ?? '';
    const set = (extra: Record<string, unknown>) => mailCall(host, secret, 'seatMailSet', { gameId, address: 'anna@example.org', language: 'en', on: true, ...extra });
    for (const address of ['anna', 'anna@', '@example.org', 'anna@example', 'anna@@example.org', 'an na@example.org', 'Anna <anna@example.org>', 'anna@example.org, bernd@example.org', 'anna@example.org\r\nBcc: all@example.org', '.anna@example.org', 'an..na@example.org', 'anna@[127.0.0.1]', 'anna@-example.org', `${'a'.repeat(65)}@example.org`, `anna@${'a'.repeat(250)}.org`, 'anna@exämple.org', 42]) {
      expect(await set({ address }), String(address)).toMatchObject({ ok: false, error: { code: 'malformed' } });
    }
    for (const extra of [{ language: 'fr' }, { on: 'yes' }, { cc: 'x@example.org' }, { gameId: 'another' }]) expect((await set(extra)).ok, JSON.stringify(extra)).toBe(false);
    for (const address of ["o'brien+titan@mail.example.co.uk", 'ANNA@EXAMPLE.ORG', 'a@xn--exmple-cua.org']) expect((await set({ address })).ok, address).toBe(true);
    expect(host.store.get(gameId, [...secrets.keys()][0] ?? '')?.address).toBe('a@xn--exmple-cua.org');
  });

  it('are a remote seat’s own: a spectator, a host without a mail server and the host’s own screen are refused', async () => {
    const host = await mailingHost();
    const { gameId, secrets } = await game(host);
    const started = await host.hub.lanStart({ gameId, seats: [...secrets.keys()], spectator: true });
    const spectator = new URL((started.ok && started.value.spectator) || 'http://x/').searchParams.get('seat') ?? '';
    expect(spectator).not.toBe('');
    expect(await mailCall(host, spectator, 'seatMail', { gameId })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await dispatch(host.h.service, 'seatMailSet', { gameId, address: 'anna@example.org', language: 'en', on: true })).toMatchObject({ ok: false, error: { code: 'unsupported' } });
    const plain = makeLanHarness();
    stops.push(() => plain.close());
    const other = await plain.host(setup(['human', 'human']), ['Blue']);
    const page = other.secrets.get('Blue') ?? '';
    expect(await remote(other.origin, page, 'seatMail', { gameId: other.gameId })).toMatchObject({ result: { ok: true, value: { offered: false, address: null } } });
    expect(await remote(other.origin, page, 'seatMailSet', { gameId: other.gameId, address: 'anna@example.org', language: 'en', on: true })).toMatchObject({ result: { ok: false, error: { code: 'unsupported' } } });
  });
});

describe('nobody else sees an address', () => {
  it('is in no push, view or answer of another seat, the spectator or the owner', async () => {
    const host = await mailingHost();
    const { gameId, secrets } = await game(host);
    const [[, blue], [, red]] = [...secrets] as [[string, string], [string, string]];
    const started = await host.hub.lanStart({ gameId, seats: [...secrets.keys()], spectator: true });
    const spectator = new URL((started.ok && started.value.spectator) || 'http://x/').searchParams.get('seat') ?? '';
    const pages = await Promise.all([blue, red, spectator].map((s) => capture(host.origin, s)));
    value(await mailCall(host, blue, 'seatMailSet', { gameId, address: 'anna.private@example.org', language: 'en', on: true }));
    // every call another seat's page may make
    const answers: string[] = [];
    for (const method of ['appInfo', 'listGames', 'view', 'seatMail', 'exportSave', 'reviewGame']) answers.push(JSON.stringify((await remote(host.origin, red, method, { gameId })).result));
    await until(() => pages.every((p) => p.frames.length > 0), 'every page has its board');
    const owner = await host.owner.call('ownerList', {});
    const status = host.hub.status(gameId);
    for (const p of pages) p.stop();
    const seen = [pages[1]?.raw ?? '', pages[2]?.raw ?? '', ...answers, JSON.stringify(owner), JSON.stringify(status)].join('\n');
    expect(seen).toContain(red);
    expect(seen).not.toContain('anna.private');
    // ... nor in the page of its own seat but in its own seatMail answer
    expect(pages[0]?.raw).not.toContain('anna.private');
  });
});
