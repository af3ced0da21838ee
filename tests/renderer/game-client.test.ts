// The one game client (renderer/lib/game-client.svelte.ts) serves every table, so each protection it has is checked
// here for TITAN's table and for a module game's (Gods of Titan's), with a fake host:
// - the lost click: a player's action chosen while another call is on its way (the hand-off's confirmation, a save) is
//   sent once that call is answered, and only if the screen still shows the state it was chosen on; a second action on
//   a state whose action is being sent (a double click) is dropped, while one on a newer state goes (End turn);
// - the stale push: a call's answer older than a push already shown is not shown over it, and a push of another game
//   is not taken;
// - the hand-off confirmed after the game moved on: the host's wrong-seat refusal is no error (its newer push shows),
//   any other refusal is;
// - the lobby's Continue: the game played last of the several a host may hold open;
// and the app's session routes each push to the open game's client by the push's game id, never by the game's name
// (an error of a game no table shows is nobody's; a notice that came before its game was entered shows with it).
import { describe, expect, it, vi } from 'vitest';
import { GAMES } from '../../games/index.js';
import type { GameInfo, HostErrorCode, Push, Result, TitanApi } from '../../host/contract.js';
import { GameClient, type BoardLike, type HandoffLike } from '../../renderer/lib/game-client.svelte.js';
import { Session } from '../../renderer/lib/session.svelte.js';
import type { AnyGameClient, Table } from '../../renderer/lib/table.js';
import type { TitanClient } from '../../renderer/lib/titan-client.js';
import type { GodsClient } from '../../renderer/gods/client.js';
import type { Action } from '../../engine/titan/actions.js';
import type { GodsAction } from '../../engine/gods/actions.js';

/** A promise with its resolve function. */
function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void } {
  let resolve: (v: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const ok = <T,>(value: T): Result<T> => ({ ok: true, value });
const refused = (code: HostErrorCode): Result<never> => ({ ok: false, error: { code, message: code } });

/** One table the tests play: its module id (from the host's registry), a client of its type and two of its actions. */
interface Case {
  readonly module: string;
  readonly client: (api: TitanApi) => GameClient<BoardLike<object>, HandoffLike<object>, object, unknown>;
  readonly action: (stateId: number) => unknown;
}

const titanId = GAMES.byId('titan')?.id ?? '';
const godsId = GAMES.byId('gods-of-titan')?.id ?? '';
const CASES: readonly Case[] = [
  {
    module: titanId,
    client: (api) => new GameClient(api, { module: titanId, logLimit: 400, onexit: () => undefined }) satisfies TitanClient as never,
    action: (stateId) => ({ type: 'endPhase', player: 'Red', stateId }) as unknown as Action,
  },
  {
    module: godsId,
    client: (api) => new GameClient(api, { module: godsId, logLimit: 300, onexit: () => undefined }) satisfies GodsClient as never,
    action: (stateId) => ({ type: 'endMovement', player: 'red', stateId }) satisfies GodsAction,
  },
];

const info = (game: string, stateId: number, gameId = 'g1'): GameInfo =>
  ({ gameId, game, stateId, seats: [{ color: 'red', name: 'Red', kind: 'human' }], dirty: false, path: '/tmp/g1.sav', round: 1 }) as unknown as GameInfo;
const board = (game: string, stateId: number, gameId = 'g1') => ({ kind: 'view', game, gameId, seat: 'red', view: { stateId }, legal: [], hints: null, events: [], toAct: ['red'], info: info(game, stateId, gameId) });
const handoff = (game: string, stateId: number) => ({ kind: 'handoff', game, gameId: 'g1', seat: 'red', name: 'Red', events: [], info: info(game, stateId) });

/** A fake host: `view` answers the board of state 5 (or when the test says so), `save` and `handoffReady` answer when
 * the test says so, `submit` records the actions sent; pushes go to the one listener. */
function fakeHost(game: string) {
  const sent: unknown[] = [];
  const listeners: ((p: Push) => void)[] = [];
  const saving = deferred<Result<unknown>>();
  const confirming = deferred<Result<unknown>>();
  let viewing: Promise<Result<unknown>> | null = null;
  const api = {
    onPush: (f: (pushed: Push) => void) => {
      listeners.push(f);
      return () => undefined;
    },
    view: async () => (viewing ? viewing : ok(board(game, 5))),
    save: () => saving.promise,
    handoffReady: () => confirming.promise,
    listRecent: async () => ok([]),
    listAutosaves: async () => ok([]),
    submit: async (r: { action: unknown }) => {
      sent.push(r.action);
      return ok({ stateId: 0 });
    },
  } as unknown as TitanApi;
  return {
    api,
    sent,
    saving,
    confirming,
    holdView: (p: Promise<Result<unknown>>): void => {
      viewing = p;
    },
    push: (p: unknown) => listeners.forEach((f) => f(p as Push)),
  };
}

describe.each(CASES.map((c) => [c.module, c] as const))('the one game client, at the table of %s', (module, c) => {
  it('the lost click: an action chosen during a save goes once the save is answered; a double click goes once', async () => {
    const host = fakeHost(module);
    const client = c.client(host.api);
    await client.enter(info(module, 5));
    expect(client.push?.view.stateId).toBe(5);
    const saved = client.save();
    expect(client.busy).toBe(true);
    const first = client.submit(c.action(5));
    const second = client.submit(c.action(5));
    await Promise.resolve();
    expect(host.sent).toEqual([]);
    host.saving.resolve(ok({ path: '/tmp/g1.sav' }));
    await Promise.all([saved, first, second]);
    expect(host.sent).toEqual([c.action(5)]);
  });

  it('the lost click: an action chosen during a call is not sent when a newer state arrived meanwhile', async () => {
    const host = fakeHost(module);
    const client = c.client(host.api);
    await client.enter(info(module, 5));
    const saved = client.save();
    const late = client.submit(c.action(5));
    expect(client.receive(board(module, 6) as Push)).toBe(true);
    expect(client.push?.view.stateId).toBe(6);
    host.saving.resolve(ok({ path: '/tmp/g1.sav' }));
    await Promise.all([saved, late]);
    expect(host.sent).toEqual([]);
  });

  it('the lost click: an action on a newer state goes while the answer to the last is on its way (End turn)', async () => {
    const host = fakeHost(module);
    const answer = deferred<Result<unknown>>();
    const submit = host.api.submit;
    (host.api as { submit: unknown }).submit = async (r: { action: unknown }) => {
      await submit(r as never);
      return answer.promise;
    };
    const client = c.client(host.api);
    await client.enter(info(module, 5));
    const first = client.submit(c.action(5));
    await new Promise((r) => setTimeout(r, 0));
    expect(host.sent).toEqual([c.action(5)]);
    client.receive(board(module, 6) as Push); // the host pushes the next state before it answers the call
    const second = client.submit(c.action(6));
    answer.resolve(ok({ stateId: 7 }));
    await Promise.all([first, second]);
    expect(host.sent).toEqual([c.action(5), c.action(6)]);
  });

  it('the stale push: the answer to view, older than the push shown meanwhile, is not shown over it', async () => {
    const host = fakeHost(module);
    const answer = deferred<Result<unknown>>();
    host.holdView(answer.promise);
    const client = c.client(host.api);
    const entering = client.enter(info(module, 5));
    expect(client.receive(board(module, 7) as Push)).toBe(true); // an agent moved on while the view was asked for
    answer.resolve(ok(board(module, 5)));
    await entering;
    expect(client.push?.view.stateId).toBe(7);
    expect(client.receive(board(module, 8) as Push)).toBe(true);
    expect(client.push?.view.stateId).toBe(8);
  });

  it('the stale push: an answer to view of the same state but older than the push shown (before an opened game\'s history) is not shown over it', async () => {
    const host = fakeHost(module);
    const answer = deferred<Result<unknown>>();
    host.holdView(answer.promise);
    const client = c.client(host.api);
    const at = (revision: number, mark: string) => {
      const b = board(module, 5);
      return { ...b, view: { ...b.view, mark }, info: { ...b.info, revision } };
    };
    const entering = client.enter({ ...info(module, 5), revision: 0 });
    // the history arrived meanwhile: a push of the same state, a later revision
    expect(client.receive(at(1, 'with history') as unknown as Push)).toBe(true);
    answer.resolve(ok(at(0, 'before the history')));
    await entering;
    expect((client.push?.view as { mark?: string } | undefined)?.mark).toBe('with history');
    expect(client.receive(at(2, 'a hand-off taken') as unknown as Push)).toBe(true);
    expect((client.push?.view as { mark?: string } | undefined)?.mark).toBe('a hand-off taken');
  });

  it('the stale push: a push of another game is not taken, nor one of another game module under this game id', async () => {
    const host = fakeHost(module);
    const client = c.client(host.api);
    await client.enter(info(module, 5));
    expect(client.receive(board(module, 9, 'g2') as Push)).toBe(false);
    const other = module === titanId ? godsId : titanId;
    client.receive(board(other, 9) as Push);
    expect(client.push?.view.stateId).toBe(5);
    expect(client.push?.game).toBe(module);
  });

  it('the hand-off confirmed after the game moved on is no error: the newer push shows; another refusal is an error', async () => {
    const host = fakeHost(module);
    const client = c.client(host.api);
    await client.enter(info(module, 5));
    client.receive(handoff(module, 6) as Push);
    expect(client.handoff?.seat).toBe('red');
    const ready = client.handoffReady();
    client.receive(board(module, 8) as Push); // a play aid acted for the seat meanwhile
    host.confirming.resolve(refused('wrong-seat'));
    await ready;
    expect(client.error).toBeNull();
    expect(client.handoff).toBeNull();
    expect(client.push?.view.stateId).toBe(8);

    const second = fakeHost(module);
    const again = c.client(second.api);
    await again.enter(info(module, 5));
    again.receive(handoff(module, 6) as Push);
    const refusedReady = again.handoffReady();
    second.confirming.resolve(refused('stale'));
    await refusedReady;
    expect(again.error?.code).toBe('stale');
  });

  it("the lobby's Continue goes to the game played last when the host holds several open (a page reloaded leaves its game there)", async () => {
    const open = ['g1', 'g2', 'g3'].map((id) => ({ ...info(module, 5, id), phase: 'movement' }));
    const autos = (newest: string) => [newest, 'g1'].map((gameId, i) => ({ path: `/tmp/${gameId}-${i}.json`, gameId, game: module, reason: 'resume', phase: 'movement', savedAt: `2026-11-2${9 - i}T10:00:00Z` }));
    // a host holding the open games above and the resume files `resumes`; the saves it is asked to open go to `opened`
    const hostWith = (resumes: readonly unknown[], opened: unknown[]): TitanApi => ({ ...fakeHost(module).api, appInfo: async () => ok({ mode: 'browser', nativeDialogs: false }), listGames: async () => ok(open), listAutosaves: async () => ok(resumes), openSave: async (r: unknown) => (opened.push(r), ok(info(module, 5, 'gone'))) }) as unknown as TitanApi;
    // [the game of the newest resume file, the open game Continue enters, the file it opens instead]: a game just quit
    // ('gone') is played later than the older games still open, so its file is opened, not the last open game
    const cases = [['g2', 'g2', null], ['g3', 'g3', null], ['gone', null, '/tmp/gone-0.json']] as const;
    for (const [newest, shown, file] of cases) {
      const opened: unknown[] = [];
      const client = c.client(hostWith(autos(newest), opened));
      await client.refresh();
      expect(client.openGame?.gameId ?? null).toBe(shown);
      await client.continueLatest();
      expect(opened).toEqual(file === null ? [] : [{ source: { kind: 'path', path: file } }]);
    }
    // no resume file yet (a game just begun): the game opened last
    const client = c.client(hostWith([], []));
    await client.refresh();
    expect(client.openGame?.gameId).toBe('g3');
  });
});

/** A table for the session's tests: its module id, no screens drawn, the one client. */
function fakeTable(module: string): Table {
  return {
    module,
    logLimit: 100,
    start: { testid: module, words: () => module, primary: false },
    names: {},
    screens: { lobby: `${module}-lobby`, game: `${module}-game` },
    networkButton: false,
    load: () => Promise.resolve({ Lobby: (() => ({})) as never, Game: (() => ({})) as never }),
    review: () => Promise.reject(new Error('no review in these tests')),
    client: (api, options) => new GameClient(api, options) as unknown as AnyGameClient,
  };
}

describe("the app's session shows the open game at its table and routes its pushes by game id", () => {
  it('enter finds the table by the game the host opened; its pushes go to its client, an error of no game to the app, of another game to nobody', async () => {
    const host = fakeHost(godsId);
    const session = new Session(host.api, [fakeTable(titanId), fakeTable(godsId)]);
    host.push({ kind: 'notice', gameId: 'g0', message: 'another game' }); // of a game never entered: nobody's
    host.push({ kind: 'notice', gameId: 'g1', message: 'older save' }); // before its game is entered: shown with it
    await session.enter(info(godsId, 5));
    expect(session.client?.message).toBe('older save');
    expect(session.table?.module).toBe(godsId);
    expect(session.shown).toBe(`${godsId}-game`);
    expect(session.client?.push?.view.stateId).toBe(5);
    host.push({ kind: 'thinking', gameId: 'g1', seat: 'red' });
    expect(session.client?.thinking).toBe('red');
    host.push(board(godsId, 6));
    expect(session.client?.push?.view.stateId).toBe(6);
    host.push(board(godsId, 9, 'g2'));
    expect(session.client?.push?.view.stateId).toBe(6);
    host.push({ kind: 'error', gameId: 'g1', error: { code: 'stale', message: 'x' } });
    expect(session.client?.error?.code).toBe('stale');
    expect(session.error).toBeNull();
    host.push({ kind: 'error', gameId: 'g2', error: { code: 'wrong-seat', message: 'an agent of a game left open' } });
    expect(session.error).toBeNull();
    expect(session.client?.error?.code).toBe('stale');
    host.push({ kind: 'error', gameId: null, error: { code: 'internal', message: 'y' } });
    expect(session.error?.code).toBe('internal');
    host.push({ kind: 'closed', gameId: 'g1' });
    expect(session.client).toBeNull();
    expect(session.screen).toBe('start');
  });

  it('a game no table shows is an error of the app, not a screen', async () => {
    const host = fakeHost(godsId);
    const session = new Session(host.api, [fakeTable(titanId)]);
    await session.enter(info(godsId, 5));
    expect(session.error?.code).toBe('unknown-module');
    expect(session.screen).toBe('start');
    expect(session.client).toBeNull();
  });
});

describe('a save file the OS hands the app (double-click, a second launch)', () => {
  /** A session whose host answers openSave by `answer`, recording the paths asked for. */
  function withOpen(answer: (path: string) => Result<unknown>) {
    const host = fakeHost(titanId);
    const asked: string[] = [];
    const api = {
      ...host.api,
      openSave: async (r: { source: { path: string } }) => {
        asked.push(r.source.path);
        return answer(r.source.path);
      },
    } as unknown as TitanApi;
    return { host, asked, session: new Session(api, [fakeTable(titanId)]) };
  }

  it('opens at once when no game is in progress', async () => {
    const { host, asked, session } = withOpen(() => ok(info(titanId, 3)));
    host.push({ kind: 'menu', command: 'openDocument', path: '/home/ann/evening.titan' });
    await vi.waitFor(() => expect(asked).toEqual(['/home/ann/evening.titan']));
    expect(session.document).toBeNull();
  });

  it('asks first while a game is in progress: staying keeps the game, opening opens the file', async () => {
    const { host, asked, session } = withOpen(() => ok(info(titanId, 3, 'g2')));
    await session.enter({ ...info(titanId, 5), phase: 'move', winner: null });
    host.push({ kind: 'menu', command: 'openDocument', path: '/home/ann/evening.titan' });
    expect(session.document).toBe('/home/ann/evening.titan');
    await session.answerDocument(false);
    expect([session.document, asked, session.client?.game?.gameId]).toEqual([null, [], 'g1']);
    host.push({ kind: 'menu', command: 'openDocument', path: '/home/ann/evening.titan' });
    await session.answerDocument(true);
    expect(asked).toEqual(['/home/ann/evening.titan']);
  });

  it('a damaged file gets the same clear error as Open', async () => {
    const { host, session } = withOpen(() => ({ ok: false, error: { code: 'save-corrupt', message: 'the file is not a complete save' } }));
    host.push({ kind: 'menu', command: 'openDocument', path: '/home/ann/broken.titan' });
    await vi.waitFor(() => expect(session.error).toEqual({ code: 'save-corrupt', message: 'the file is not a complete save' }));
  });
});
