// Turn deadlines on the always-on host (host/always-on.ts, host/deadline-keeper.ts) with a fake clock and timer: the
// notices (your turn, reminder, passed), 'wait' (only overdue), an AI level playing that seat's turn and giving it back,
// 'skip' (the least the rules allow, the weakest AI level for a required step), the owner changing a deadline, the
// seats' pages, re-arming after a restart, and a tampered list of hosted games refused field by field.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModuleAction } from '../../engine/platform/module.js';
import { ALWAYS_ON_DIR } from '../../host/always-on.js';
import type { SeatDeadlines } from '../../host/contract-deadline.js';
import type { OwnerGame, OwnerOverview } from '../../host/contract-owner.js';
import type { DeadlineTimer } from '../../host/deadline-keeper.js';
import type { LanHub } from '../../host/lan/hub.js';
import { startInProcess, stopHosts, type InProcessHost } from './always-on-helpers.js';
import { tempDir } from './helpers.js';

const MIN = 60_000;

/** A fake clock and timer: timers run when the clock is moved past them. */
class FakeTime implements DeadlineTimer {
  t = Date.parse('2026-11-30T10:00:00.000Z');
  private pending: { run: () => void; at: number; id: number }[] = [];
  private ids = 0;
  now = (): Date => new Date(this.t);
  set(run: () => void, ms: number): unknown {
    this.pending.push({ run, at: this.t + ms, id: ++this.ids });
    return this.ids;
  }
  clear(handle: unknown): void {
    this.pending = this.pending.filter((p) => p.id !== handle);
  }
  /** Moves the clock on by `ms`, running each timer that falls due. */
  advance(ms: number): void {
    this.t += ms;
    for (;;) {
      const due = this.pending.filter((p) => p.at <= this.t).sort((a, b) => a.at - b.at)[0];
      if (!due) return;
      this.clear(due.id);
      due.run();
    }
  }
}

type Host = InProcessHost;
afterEach(stopHosts);

/** An always-on host on `dataDir` with the fake time; `check` judges the problems of its start (by default: none). */
function startHost(dataDir: string, time: FakeTime, check?: (problems: string[]) => void): Promise<Host> {
  return startInProcess(dataDir, { now: time.now, timer: time }, check);
}

async function call(host: Host, method: string, payload: unknown): Promise<OwnerOverview> {
  const r = await host.owner.call(method, payload);
  if (!r.ok) throw new Error(`${method} refused: ${r.error.message}`);
  return r.value as OwnerOverview;
}

async function game(host: Host): Promise<OwnerGame> {
  const g = (await call(host, 'ownerList', {})).games[0];
  if (!g) throw new Error('no game');
  return g;
}

/** Waits (real time) until `test` holds: the computer plays in a worker. */
async function until(test: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 1500; i++) {
    if (await test()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('it never came');
}

/** A seat's guest on the host (its link's secret admitted). */
function guestOf(host: Host, g: OwnerGame, seat: string): NonNullable<ReturnType<LanHub['admit']>> {
  const link = g.seats.find((s) => s.seat === seat)?.link ?? '';
  const guest = host.hub.admit(new URL(link).searchParams.get('seat') ?? '');
  if (!guest) throw new Error(`no guest for ${seat}`);
  return guest;
}

/** A remote seat plays its first legal action from its page. */
async function playFirst(host: Host, g: OwnerGame, seat: string): Promise<void> {
  const guest = guestOf(host, g, seat);
  const s = host.service.remoteAccess(g.gameId)?.session;
  const action = s?.module.legalActions(s.state, seat)[0];
  const r = await host.hub.call(guest, 'submit', { gameId: g.gameId, seat, action });
  if (!r.ok) throw new Error(`refused: ${r.error.message}`);
}

function actors(host: Host, gameId: string): readonly string[] {
  const s = host.service.remoteAccess(gameId)?.session;
  return s ? s.module.actors(s.state) : [];
}

/** The action types `seat` took from the `from`th action of the game on. */
function typesOf(host: Host, gameId: string, seat: string, from: number): string[] {
  const s = host.service.remoteAccess(gameId)?.session;
  return (s?.actions.slice(from) as ModuleAction[]).filter((a) => a.player === seat).map((a) => a.type);
}

/** The game's two seats: the one to act first (the Tower rolls decide, §5.1), and the other. */
function firstAndOther(host: Host, g: OwnerGame): [string, string] {
  const [first] = actors(host, g.gameId);
  const other = g.seats.find((s) => s.seat !== first)?.seat;
  if (first === undefined || other === undefined) throw new Error('no seats');
  return [first, other];
}

/** A TITAN game of two remote seats with `deadline`; both initial splits made (the first seat to act in its first
 * turn). */
async function firstTurn(host: Host, deadline: unknown): Promise<OwnerGame> {
  await call(host, 'ownerCreate', { game: 'titan', kinds: ['human', 'human'], deadline });
  const g = await game(host);
  const [first, other] = firstAndOther(host, g);
  await playFirst(host, g, first);
  await playFirst(host, g, other);
  expect(actors(host, g.gameId)).toEqual([first]);
  return game(host);
}

/** A data folder whose host was stopped with one TITAN game of two remote seats and a one-hour deadline ('wait'). */
async function oneHourGame(time: FakeTime): Promise<{ dataDir: string; g: OwnerGame }> {
  const dataDir = tempDir();
  const first = await startHost(dataDir, time);
  await call(first, 'ownerCreate', { game: 'titan', kinds: ['human', 'human'], deadline: { minutes: 60, then: 'wait' } });
  const g = await game(first);
  await first.stop();
  return { dataDir, g };
}

describe('turn deadlines on the always-on host', () => {
  it("'wait': your turn with its deadline, the reminder, the deadline passed and overdue on the owner's and the seats' pages", async () => {
    const time = new FakeTime();
    const host = await startHost(tempDir(), time);
    await call(host, 'ownerCreate', { game: 'titan', kinds: ['human', 'human'], deadline: { minutes: 60, then: 'wait' } });
    const g = await game(host);
    const [red, blue] = firstAndOther(host, g);
    const due = new Date(time.t + 60 * MIN).toISOString();
    expect(g.deadline).toEqual({ minutes: 60, remind: 15, then: 'wait' });
    expect(host.notices).toEqual([{ kind: 'your-turn', gameId: g.gameId, seat: red, deadline: due }]);
    expect(g.waiting).toEqual([{ seat: red, since: g.since, due, overdue: false }]);

    time.advance(44 * MIN);
    expect(host.notices).toHaveLength(1);
    time.advance(1 * MIN);
    expect(host.notices[1]).toEqual({ kind: 'reminder', gameId: g.gameId, seat: red, deadline: due });
    time.advance(15 * MIN);
    expect(host.notices[2]).toEqual({ kind: 'deadline-passed', gameId: g.gameId, seat: red, then: 'wait' });
    expect((await game(host)).waiting).toEqual([{ seat: red, since: g.since, due, overdue: true }]);

    // every seat's page sees the rule and who is overdue (Red's acting is public); nobody played for Red
    for (const seat of [red, blue]) {
      const seen = await host.hub.call(guestOf(host, g, seat), 'seatDeadline', { gameId: g.gameId });
      expect(seen.ok && (seen.value as SeatDeadlines)).toEqual({ rule: { minutes: 60, remind: 15, then: 'wait' }, waiting: [{ seat: red, since: g.since, due, overdue: true }] });
    }
    expect((await host.hub.call(guestOf(host, g, red), 'seatDeadline', { gameId: 7 })).ok).toBe(false);
    expect(actors(host, g.gameId)).toEqual([red]);
    time.advance(600 * MIN);
    expect(host.notices).toHaveLength(3);

    // Red acts: Blue's wait begins, with its own deadline
    await playFirst(host, g, red);
    expect(host.notices[3]).toEqual({ kind: 'your-turn', gameId: g.gameId, seat: blue, deadline: new Date(time.t + 60 * MIN).toISOString() });
    expect((await game(host)).waiting).toMatchObject([{ seat: blue, overdue: false }]);
  });

  it('an AI level plays the seat’s turn once its deadline passed, then gives the seat back', async () => {
    const time = new FakeTime();
    const host = await startHost(tempDir(), time);
    const g = await firstTurn(host, { minutes: 1, remind: 0, then: 'random' });
    const [red, blue] = firstAndOther(host, g);
    const from = host.service.remoteAccess(g.gameId)?.session.actions.length ?? 0;
    time.advance(MIN);
    expect(host.notices.at(-1)).toEqual({ kind: 'deadline-passed', gameId: g.gameId, seat: red, then: 'random' });
    await until(() => actors(host, g.gameId).includes(blue));
    await host.service.settled();
    const after = await game(host);
    expect(after.seats.map((s) => s.kind)).toEqual(['human', 'human']);
    expect(actors(host, g.gameId)).toEqual([blue]);
    // the computer played Red's whole turn: from its split phase to the end of its mustering
    const types = typesOf(host, g.gameId, red, from);
    expect(types).toContain('roll');
    expect(types.at(-1)).toBe('endTurn');
    expect(host.notices.at(-1)).toEqual({ kind: 'your-turn', gameId: g.gameId, seat: blue, deadline: new Date(time.t + MIN).toISOString() });
  }, 60_000);

  it("'skip': the least the rules allow — the Movement Roll, one required move by the weakest AI level, no recruit", async () => {
    const time = new FakeTime();
    const host = await startHost(tempDir(), time);
    const g = await firstTurn(host, { minutes: 1, then: 'skip' });
    const [red, blue] = firstAndOther(host, g);
    const from = host.service.remoteAccess(g.gameId)?.session.actions.length ?? 0;
    time.advance(MIN);
    await until(() => actors(host, g.gameId).includes(blue));
    await host.service.settled();
    expect((await game(host)).seats.map((s) => s.kind)).toEqual(['human', 'human']);
    const types = typesOf(host, g.gameId, red, from);
    expect(types[0]).toBe('roll');
    expect(types.filter((t) => t === 'move')).toHaveLength(1);
    expect(types.slice(-2)).toEqual(['endMoves', 'endTurn']);
    expect(types).not.toContain('recruit');
    expect(types).not.toContain('split');
  }, 60_000);

  it('the owner changes and takes away a deadline (audited); a consequence the game lacks is refused', async () => {
    const time = new FakeTime();
    const dataDir = tempDir();
    const host = await startHost(dataDir, time);
    await call(host, 'ownerCreate', { game: 'titan', kinds: ['human', 'human'] });
    const g = await game(host);
    expect(g.deadline).toBeNull();
    expect(g.waiting).toEqual([]);
    time.advance(600 * MIN);
    expect(host.notices.map((n) => n.kind)).toEqual(['your-turn']);
    for (const then of ['human', 'grandmaster'])
      expect(await host.owner.call('ownerDeadline', { gameId: g.gameId, deadline: { minutes: 5, then } })).toMatchObject({ ok: false, error: { code: 'bad-setup' } });
    expect(await host.owner.call('ownerDeadline', { gameId: 'nope', deadline: null })).toMatchObject({ ok: false, error: { code: 'unknown-game' } });
    expect(await host.owner.call('ownerCreate', { game: 'titan', kinds: ['human', 'human'], deadline: { minutes: 5, then: 'human' } })).toMatchObject({ ok: false, error: { code: 'bad-setup' } });
    // the wait so far is measured by the new rule: ten hours are past a one-hour deadline
    const changed = (await call(host, 'ownerDeadline', { gameId: g.gameId, deadline: { minutes: 60, remind: 0, then: 'wait' } })).games[0];
    expect(changed?.waiting).toMatchObject([{ overdue: true }]);
    time.advance(0);
    expect(host.notices.map((n) => n.kind)).toEqual(['your-turn', 'deadline-passed']);
    expect((await call(host, 'ownerDeadline', { gameId: g.gameId, deadline: null })).games[0]?.deadline).toBeNull();
  });

  it('re-arms after a restart: a deadline that passed while the host was down falls due at once', async () => {
    const time = new FakeTime();
    const { dataDir, g } = await oneHourGame(time);
    time.advance(3 * 60 * MIN);
    const again = await startHost(dataDir, time);
    expect(again.notices).toEqual([]);
    time.advance(0);
    expect(again.notices).toEqual([{ kind: 'deadline-passed', gameId: g.gameId, seat: g.waiting[0]?.seat, then: 'wait' }]);
    expect((await game(again)).waiting).toMatchObject([{ overdue: true }]);
    await again.stop();
    // the marks are kept: a third start does not tell it again
    const third = await startHost(dataDir, time);
    time.advance(MIN);
    expect(third.notices).toEqual([]);
  });

  it('refuses a tampered list of hosted games field by field, keeping each game whose wait is sound', async () => {
    const time = new FakeTime();
    const { dataDir, g } = await oneHourGame(time);
    const sound = { gameId: g.gameId, since: g.since, actors: g.waiting[0]?.seat ?? '' };
    const entries: [unknown, string][] = [
      [{ ...sound, gameId: '' }, 'entry 0 refused: gameId'],
      [{ ...sound, since: 'yesterday' }, 'entry 0 refused: since'],
      [{ ...sound, actors: 3 }, 'entry 0 refused: actors'],
      [{ ...sound, deadline: { minutes: 0, remind: 0, then: 'wait' } }, 'entry 0 kept without its deadline: deadline.minutes'],
      [{ ...sound, deadline: { minutes: 60, remind: 60, then: 'wait' } }, 'entry 0 kept without its deadline: deadline.remind'],
      [{ ...sound, deadline: { minutes: 60, remind: 0, then: '' } }, 'entry 0 kept without its deadline: deadline.then'],
      [{ ...sound, reminded: 'yes' }, 'entry 0 kept without its deadline: reminded'],
      [{ ...sound, passed: 1 }, 'entry 0 kept without its deadline: passed'],
      [{ ...sound, standIns: [{ seat: 'Red', kind: 'random' }] }, 'entry 0 kept without its deadline: standIns.0.step'],
      [{ ...sound, owner: 'me' }, 'entry 0 kept without its deadline: entry'],
      [{ ...sound, ending: { turnLimit: 0 } }, 'entry 0 kept without its deadline and ending: ending.turnLimit'],
      [{ ...sound, ending: { pointTarget: 500 }, passed: 1 }, 'entry 0 kept without its deadline: passed'],
      ['a game', 'entry 0 refused: entry'],
    ];
    const dir = join(dataDir, ALWAYS_ON_DIR);
    mkdirSync(dir, { recursive: true });
    for (const [entry, problem] of entries) {
      writeFileSync(join(dir, 'games.json'), JSON.stringify([entry]));
      const host = await startHost(dataDir, time, (problems) => expect(problems.join('\n')).toContain(problem));
      const listed = (await call(host, 'ownerList', {})).games;
      expect(listed.map((x) => x.deadline)).toEqual(problem.includes('refused') ? [] : [null]);
      expect(listed.map((x) => x.ending)).toEqual(problem.includes('refused') ? [] : [problem.includes('ending') ? {} : ((entry as { ending?: object }).ending ?? {})]);
      await host.stop();
    }
    // a list written before deadlines loads: its games have none
    writeFileSync(join(dir, 'games.json'), JSON.stringify([sound]));
    const old = await startHost(dataDir, time);
    expect((await game(old)).deadline).toBeNull();
  });
});
