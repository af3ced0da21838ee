// The host's review of an open game (issue 23, reviewGame and reviewBoard, host/review.ts): a finished game shown
// whole, its boards through any seat's eyes; an unfinished one only as the seat at the screen saw it — every entry and
// board equal to what that seat's own view and events showed at that step, nothing of the other seat's hidden legions,
// events or state (a secret planted in them appears nowhere in what the seat gets); a network page only as its own
// seat; bad payloads, unknown games, steps outside the log and other seats' eyes refused.
import { describe, expect, it } from 'vitest';
import { sees, type AnyGameModule, type ModuleAction, type ModuleEvent } from '../../engine/platform/module.js';
import { reviewEntries } from '../../engine/platform/review.js';
import type { GameState } from '../../engine/titan/state.js';
import type { GameReview, ReviewBoardView, TitanViewPush } from '../../host/contract.js';
import { dispatch } from '../../host/dispatch.js';
import { InlineEngineRunner } from '../../host/engine-runner.js';
import { GAMES, registry, titanModule } from '../../games/index.js';
import { makeLanHarness, remote } from './lan-helpers.js';
import { driveHumans, makeHarness, openFinished, prng, setup } from './helpers.js';

/** A secret no page but Blue's may ever be given. */
const SECRET = 'Xyzzy-hidden-in-Blue';

/** TITAN with a secret planted on Blue's side: in the game's state from Blue's first step on, and as an event only
 * Blue sees on each of Blue's steps (as a hidden legion's contents are). */
const planted: AnyGameModule = {
  ...(titanModule as AnyGameModule),
  apply(state, action) {
    const r = titanModule.apply(state as GameState, action as never);
    if (!r.ok) return r;
    const kept = (state as { planted?: string }).planted;
    if (action.player !== 'Blue') return kept === undefined ? r : { ...r, state: { ...r.state, planted: kept } };
    return { ...r, state: { ...r.state, planted: SECRET }, events: [...r.events, { type: 'planted', audience: ['Blue'], secret: SECRET } as ModuleEvent] };
  },
};
const plantedGames = registry(GAMES.modules.map((m) => (m.id === 'titan' ? planted : m)));

const value = <T,>(r: { ok: true; value: unknown } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value as T;
};

describe('the host reviews an open game', () => {
  it('an unfinished game only as the screen\'s seat saw it: each entry and board as its view and events were then, nothing planted on Blue\'s side', async () => {
    const h = makeHarness(undefined, new InlineEngineRunner(plantedGames), plantedGames, 8);
    const game = value<{ gameId: string }>(await h.service.newGame(setup(['human', 'random'], 8)));
    const { gameId } = game;
    await driveHumans(h, gameId, prng(8), (p: TitanViewPush) => p.info.stateId >= 200);
    const session = h.service.remoteAccess(gameId)?.session;
    if (!session) throw new Error('no session');
    expect(session.module.summary(session.state).over).toBe(false);
    expect((session.state as { planted?: string }).planted).toBe(SECRET);
    const review = value<GameReview>(await h.service.reviewGame({ gameId }));
    expect([review.all, review.seat]).toEqual([false, 'Red']);
    expect(review.entries.map((e) => e.index)).toEqual(session.actions.map((_, i) => i));
    // the game replayed here, step by step: each entry is Red's share of its step, each board Red's view then
    let state = planted.createGame(session.setup).state;
    const states: unknown[] = [state];
    let plantedEvents = 0;
    for (const [i, action] of (session.actions as ModuleAction[]).entries()) {
      const r = planted.apply(state, action);
      if (!r.ok) throw new Error(r.error.message);
      plantedEvents += r.events.filter((e) => e.type === 'planted').length;
      expect(review.entries[i]).toMatchObject({ seat: action.player, action: action.player === 'Red' ? action : null, events: r.events.filter((e) => sees('Red', e)) });
      state = r.state;
      states.push(state);
    }
    expect(plantedEvents).toBeGreaterThan(10);
    const boards: ReviewBoardView[] = [];
    let hiddenCreatures = 0;
    const n = session.actions.length;
    expect(n).toBeGreaterThanOrEqual(200);
    for (const index of [null, 0, 1, 2, ...Array.from({ length: 12 }, (_, k) => Math.floor(((k + 1) * n) / 13)), n - 1]) {
      const board = value<ReviewBoardView>(await h.service.reviewBoard({ gameId, index }));
      const then = states[index === null ? 0 : index + 1] as GameState;
      expect(board.view).toEqual(planted.view(then, 'Red'));
      const blue = (board.view as { legions: { owner: string; creatures: (string | null)[] }[] }).legions.filter((l) => l.owner === 'Blue');
      hiddenCreatures += blue.flatMap((l) => l.creatures).filter((c) => c === null).length;
      boards.push(board);
    }
    expect(hiddenCreatures).toBeGreaterThan(20);
    const sent = JSON.stringify([review, boards]);
    expect(sent).not.toContain(SECRET);
    expect(sent).not.toContain('"planted"');
    // the same log reviewed as Blue holds the secret: the check above can see it
    const asBlue = reviewEntries({ module: planted, setup: session.setup, base: null, actions: session.actions, state: session.state }, { all: false, seat: 'Blue' });
    expect(JSON.stringify(asBlue)).toContain(SECRET);
    // not through another seat's eyes, not whole, while it goes on
    const blueBoard = await h.service.reviewBoard({ gameId, index: 3, seat: 'Blue' });
    expect(!blueBoard.ok && blueBoard.error.code).toBe('wrong-seat');
    const publicBoard = await h.service.reviewBoard({ gameId, index: 3, seat: null });
    expect(!publicBoard.ok && publicBoard.error.code).toBe('wrong-seat');
    await h.service.shutdown();
  });

  it('a finished game whole: every seat\'s actions and events, its boards through any seat\'s eyes; the last one the final view', async () => {
    const h = makeHarness();
    const { gameId } = await openFinished(h, titanModule as AnyGameModule, 2, 5);
    const session = h.service.remoteAccess(gameId)?.session;
    if (!session) throw new Error('no session');
    const review = value<GameReview>(await h.service.reviewGame({ gameId }));
    expect(review.all).toBe(true);
    expect(review.entries).toHaveLength(session.actions.length);
    expect(review.entries.every((e) => e.action !== null && e.seat === e.action.player)).toBe(true);
    expect(review.entries.some((e) => e.events.some((x) => x.audience !== undefined))).toBe(true);
    const last = session.actions.length - 1;
    const seats = session.seats().map((x) => x.color);
    expect(seats).toHaveLength(2);
    for (const seat of [...seats, null]) {
      const board = value<ReviewBoardView>(await h.service.reviewBoard({ gameId, index: last, seat }));
      expect(board.view).toEqual(titanModule.view(session.state as GameState, seat));
      expect(board.events).toEqual(review.entries.at(-1)?.events);
    }
    const green = await h.service.reviewBoard({ gameId, index: last, seat: 'Nobody' });
    expect(!green.ok && green.error.code).toBe('wrong-seat');
    const past = await h.service.reviewBoard({ gameId, index: last + 1 });
    expect(!past.ok && past.error.code).toBe('not-found');
    const unknown = await h.service.reviewGame({ gameId: 'nope' });
    expect(!unknown.ok && unknown.error.code).toBe('unknown-game');
    await h.service.shutdown();
  });

  it('refuses bad payloads', async () => {
    const h = makeHarness();
    const { gameId } = value<{ gameId: string }>(await h.service.newGame(setup(['human', 'human'], 3)));
    for (const [method, payload] of [
      ['reviewGame', {}],
      ['reviewGame', { gameId, seat: 'Red' }],
      ['reviewBoard', { gameId }],
      ['reviewBoard', { gameId, index: -1 }],
      ['reviewBoard', { gameId, index: 1.5 }],
      ['reviewBoard', { gameId, index: '2' }],
      ['reviewBoard', { gameId, index: 0, seat: '' }],
      ['reviewBoard', { gameId, index: 0, extra: true }],
    ] as const) {
      const r = await dispatch(h.service, method, payload);
      expect(!r.ok && r.error.code, `${method} ${JSON.stringify(payload)}`).toBe('malformed');
    }
    await h.service.shutdown();
  });

  it('a network page reviews only as its own seat', async () => {
    const h = makeLanHarness();
    try {
      const { gameId, origin, secrets } = await h.host(setup(['human', 'human']), ['Blue'], true);
      const access = h.service.remoteAccess(gameId);
      const split = access?.session.module.legalActions(access.session.state, 'Red')[0];
      value(await h.service.submit({ gameId, seat: 'Red', action: split as ModuleAction }));
      const blue = secrets.get('Blue') ?? '';
      const review = value<GameReview>((await remote(origin, blue, 'reviewGame', { gameId })).result ?? { ok: false, error: { message: 'no JSON' } });
      expect([review.all, review.seat, review.entries.length]).toEqual([false, 'Blue', 1]);
      expect(review.entries[0]).toMatchObject({ seat: 'Red', action: null });
      const board = value<ReviewBoardView>((await remote(origin, blue, 'reviewBoard', { gameId, index: 0 })).result ?? { ok: false, error: { message: 'no JSON' } });
      expect(board.view).toEqual(titanModule.view(access?.session.state as GameState, 'Blue'));
      const asRed = await remote(origin, blue, 'reviewBoard', { gameId, index: 0, seat: 'Red' });
      expect(asRed.result?.ok === false && asRed.result.error.code).toBe('wrong-seat');
      const spectator = value<GameReview>((await remote(origin, secrets.get(null) ?? '', 'reviewGame', { gameId })).result ?? { ok: false, error: { message: 'no JSON' } });
      expect([spectator.all, spectator.seat]).toEqual([false, null]);
    } finally {
      await h.close();
    }
  });
});
