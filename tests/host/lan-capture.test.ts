// Nothing of another seat's hidden information leaves the host: whole games (TITAN with "own" information, and the
// Arena) between a player at the host's screen and a remote player over HTTP, with a spectator link open. Everything
// each remote page received — every event-stream frame and every call's answer — is captured, and each board must be
// exactly the engine's view for that page's seat (the public view for the spectator) at that state, with only the
// events that seat may see.
import { afterEach, describe, expect, it } from 'vitest';
import { sees, type AnyGameModule, type ModuleEvent } from '../../engine/platform/module.js';
import type { NewGameRequest, Push, ViewPush } from '../../host/contract.js';
import { capture, makeLanHarness, remote, until, type Capture, type LanHarness } from './lan-helpers.js';
import { prng, setup } from './helpers.js';

let harness: LanHarness | null = null;
afterEach(async () => {
  await harness?.close();
  harness = null;
});

/** A game of `req` played to its end (or `maxSteps` actions): seat `local` at the host's screen, `away` over the
 * network, both picking random legal actions; returns what the away seat's and the spectator's pages received. */
interface Played {
  readonly pages: Map<string | null, Push[]>;
  readonly states: Map<number, unknown>;
  readonly steps: number;
  /** The game reached its end. */
  readonly over: boolean;
  readonly module: AnyGameModule;
}

async function playOverNetwork(req: NewGameRequest, local: string, away: string, maxSteps: number): Promise<Played> {
  const h = makeLanHarness({ burst: 1e9, perSecond: 1e9 });
  harness = h;
  const { gameId, origin, secrets } = await h.host(req, [away], true);
  const session = h.service.remoteAccess(gameId)?.session;
  if (!session) throw new Error('no session');
  const states = new Map<number, unknown>([[session.stateId, session.state]]);
  h.service.onApplied(() => states.set(session.stateId, session.state));
  const streams = new Map<string | null, Capture>();
  const pages = new Map<string | null, Push[]>();
  for (const seat of [away, null]) {
    streams.set(seat, await capture(origin, secrets.get(seat) ?? ''));
    pages.set(seat, []);
  }
  const rnd = prng(11);
  let steps = 0;
  for (; steps < maxSteps; steps++) {
    const actors = session.module.actors(session.state);
    if (actors.length === 0 || session.module.summary(session.state).over) break;
    if (actors.includes(away)) {
      const r = await remote(origin, secrets.get(away) ?? '', 'view', { gameId });
      if (!r.result?.ok) throw new Error(JSON.stringify(r.result));
      const board = r.result.value as ViewPush;
      pages.get(away)?.push(board);
      const legal = (board.legal as readonly { type: string }[]).filter((a) => a.type !== 'undo');
      const action = legal[Math.floor(rnd() * legal.length)];
      const sent = await remote(origin, secrets.get(away) ?? '', 'submit', { gameId, seat: away, action });
      if (!sent.result?.ok) throw new Error(JSON.stringify(sent.result));
    } else {
      const legal = (session.module.legalActions(session.state, local) as readonly { type: string }[]).filter((a) => a.type !== 'undo');
      const r = await h.service.submit({ gameId, seat: local, action: legal[Math.floor(rnd() * legal.length)] as never });
      if (!r.ok) throw new Error(r.error.message);
    }
  }
  for (const [seat, stream] of streams) {
    await until(() => stream.frames.some((f) => f.kind === 'view' && f.info.stateId === session.stateId), `the last board reached ${seat ?? 'the spectator'}`);
    stream.stop();
    pages.get(seat)?.push(...stream.frames);
  }
  return { pages, states, steps, over: session.module.summary(session.state).over, module: session.module };
}

/** Every board a page received is exactly its seat's view at that state (the public view for the spectator), for its
 * own seat, without the host's file, and with only events its seat may see. */
function expectOnlyOwnView(game: Played, away: string): void {
  const { pages, states, module } = game;
  expect([...pages.keys()]).toEqual([away, null]);
  for (const [seat, received] of pages) {
    const boards = received.filter((p): p is ViewPush => p.kind === 'view');
    expect(boards.length).toBeGreaterThan(10);
    for (const b of boards) {
      expect(b.seat).toBe(seat);
      expect(b.info.screenSeat).toBe(seat);
      expect(b.info.path).toBeNull();
      expect(b.view).toEqual(module.view(states.get(b.info.stateId), seat));
      for (const e of b.events as readonly ModuleEvent[]) expect(sees(seat, e)).toBe(true);
    }
    expect(received.every((p) => p.kind === 'view' || p.kind === 'thinking')).toBe(true);
  }
}

describe('network play: what each remote page receives over a whole game', () => {
  it('TITAN ("own" information): the remote seat and the spectator get only their own view and events', async () => {
    const game = await playOverNetwork(setup(['human', 'human'], 5, 10), 'Red', 'Blue', 4000);
    expect(game.over).toBe(true);
    expect(game.steps).toBeGreaterThan(50);
    expectOnlyOwnView(game, 'Blue');
  });

  it('Titan: The Arena: the remote seat and the spectator never get another hand', async () => {
    const req: NewGameRequest = { game: 'arena', setup: { players: [{ id: 'p1', name: 'A1' }, { id: 'p2', name: 'A2' }], options: { tournament: false } }, kinds: ['human', 'human'], seed: 9 };
    const game = await playOverNetwork(req, 'p1', 'p2', 3000);
    expect(game.over).toBe(true);
    expect(game.steps).toBeGreaterThan(20);
    expectOnlyOwnView(game, 'p2');
  });
});
