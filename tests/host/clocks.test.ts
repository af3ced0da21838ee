// §21 clocks through the host, with clocks of seconds: the game's time limit counted while the game is open (kept in
// its save, so a game quit mid-clock goes on where it stopped), the Movement Phase clock of a human at this screen and
// of one over the network, never for a computer seat, and a clock's action never accepted from a page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyGameModule, ModuleAction } from '../../engine/platform/module.js';
import type { GameEvent } from '../../engine/titan/events.js';
import type { GameSetup, GameState, TurnClocks } from '../../engine/titan/state.js';
import type { GodsState } from '../../engine/gods/state.js';
import { maneuveringSeat } from '../../engine/gods/battle/index.js';
import { titanModule } from '../../games/titan.js';
import type { GameInfo, NewGameRequest, TitanViewPush } from '../../host/contract.js';
import { SAVE_EXTENSION } from '../../host/save-store.js';
import { GameSession } from '../../host/session.js';
import { driveHumans, makeHarness, pick, prng, setup, type Harness } from './helpers.js';
import { makeLanHarness, remote, type LanHarness } from './lan-helpers.js';

const open: (Harness | LanHarness)[] = [];
afterEach(async () => {
  for (const h of open.splice(0)) await ('close' in h ? h.close() : h.service.shutdown());
});

/** A new-game request with §21 clocks. */
function clocked(kinds: Parameters<typeof setup>[0], clocks: { timeLimit?: number; turnClocks?: TurnClocks }, seed = 7): NewGameRequest {
  const req = setup(kinds, seed);
  const titan = req.setup as GameSetup;
  return { ...req, setup: { ...titan, options: { ...titan.options, ...clocks } } };
}

/** Waits for something the host does on its own time (a clock running out); fails after `ms`. */
async function until(what: string, holds: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await holds())) {
    if (Date.now() > end) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const events = (h: Harness, gameId: string): GameEvent[] =>
  h.pushes.flatMap((p) => ((p.kind === 'view' || p.kind === 'handoff') && p.gameId === gameId && p.game === 'titan' ? [...(p.events as readonly GameEvent[])] : []));

async function started(h: Harness, req: NewGameRequest): Promise<GameInfo> {
  const g = await h.service.newGame(req);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

describe('§21 clocks in the host', () => {
  it('§21 time limit: the game ends by it, scored by totals (equal at the start: a draw), the clock shown until then', async () => {
    const h = makeHarness();
    open.push(h);
    const g = await started(h, clocked(['human', 'human'], { timeLimit: 2 }));
    expect(g.clock?.gameLeftMs).toBeGreaterThan(0);
    expect(g.clock?.gameLeftMs).toBeLessThanOrEqual(2000);
    await until('the time limit', () => h.service.listGames().then((r) => r.ok && r.value[0]?.phase === 'over'));
    const over = events(h, g.gameId).find((e) => e.type === 'gameOver');
    // nobody moved yet: both totals are the starting legions', so time ends the game in a draw
    expect(over?.type === 'gameOver' && new Set(Object.values(over.totals)).size).toBe(1);
    expect(over).toMatchObject({ reason: 'draw', winner: null });
    expect(events(h, g.gameId).some((e) => e.type === 'timeUp' && e.clock === 'game')).toBe(true);
    const info = await h.service.listGames();
    expect(info.ok && info.value[0]?.clock).toBeNull();
  });

  it('§21 time limit: the time used is saved with the game and counted only while it is open', async () => {
    const h = makeHarness();
    open.push(h);
    const g = await started(h, clocked(['human', 'human'], { timeLimit: 3 }));
    await new Promise((r) => setTimeout(r, 1000));
    await h.service.quitGame({ gameId: g.gameId });
    const resume = JSON.parse(readFileSync(join(h.service.saves.autosaveDir, g.gameId, `resume${SAVE_EXTENSION}`), 'utf8')) as { meta: { clock?: { usedMs: number } } };
    const used = resume.meta.clock?.usedMs ?? 0;
    expect(used).toBeGreaterThanOrEqual(1000);
    // closed for a second and a half: none of it counts
    await new Promise((r) => setTimeout(r, 1500));
    const c = await h.service.continueLatest();
    if (!c.ok) throw new Error(c.error.message);
    const left = c.value.clock?.gameLeftMs ?? 0;
    expect(left).toBeLessThanOrEqual(3000 - used);
    expect(left).toBeGreaterThan(3000 - used - 1000);
    await until('the time limit after reopening', () => h.service.listGames().then((r) => r.ok && r.value[0]?.phase === 'over'));
  });

  it('§21 time limit: the app shutting down keeps the time used in the game\'s resume file and leaves no clock running', async () => {
    const h = makeHarness();
    const g = await started(h, clocked(['human', 'human'], { timeLimit: 3600 }));
    await new Promise((r) => setTimeout(r, 300));
    await h.service.shutdown();
    const resume = JSON.parse(readFileSync(join(h.service.saves.autosaveDir, g.gameId, `resume${SAVE_EXTENSION}`), 'utf8')) as { meta: { clock?: { usedMs: number } } };
    expect(resume.meta.clock?.usedMs).toBeGreaterThanOrEqual(300);
  });

  it('§21 Movement Phase clock: a human who does not move in time has a legion moved for him and his phase ended', async () => {
    const h = makeHarness();
    open.push(h);
    const g = await started(h, clocked(['human', 'human'], { turnClocks: { movement: 1, maneuver: 60, firstManeuver: 120 } }));
    const at = await driveHumans(h, g.gameId, prng(3), (p) => p.view.phase === 'move');
    expect(at.info.clock?.turn).toMatchObject({ seat: at.seat });
    expect(at.info.clock?.turn?.leftMs).toBeLessThanOrEqual(1000);
    await until('the Movement Phase clock', () => events(h, g.gameId).some((e) => e.type === 'timeUp'));
    const all = events(h, g.gameId);
    const i = all.findIndex((e) => e.type === 'timeUp');
    expect(all[i]).toEqual({ type: 'timeUp', player: at.seat, clock: 'movement' });
    expect(all[i + 1]?.type).toBe('move');
    const now = await h.service.view({ gameId: g.gameId });
    expect(now.ok && now.value.kind === 'view' && now.value.game === 'titan' && now.value.view.phase).not.toBe('move');
  });

  it('§21 a golden save with clocks (state version 3) opens with its time used: 2 h less 1,234 s, 135 s of 180 left', async () => {
    const h = makeHarness();
    open.push(h);
    const text = readFileSync(join(import.meta.dirname, '../fixtures/saves/v9/titan-clocks-movement.titan'), 'utf8');
    const g = await h.service.openSave({ source: { kind: 'text', name: 'clocks.titan', text } });
    if (!g.ok) throw new Error(g.error.message);
    // the screen is being handed to the mover (hot seat): his clock waits until he takes it
    expect(g.value.clock?.turn ?? null).toBeNull();
    expect(g.value.clock?.gameLeftMs).toBeLessThanOrEqual(7_200_000 - 1_234_000);
    expect(g.value.clock?.gameLeftMs).toBeGreaterThan(7_200_000 - 1_234_000 - 5_000);
    const first = h.lastScreen(g.value.gameId);
    if (first?.kind !== 'handoff') throw new Error('a hand-off to the mover first');
    const taken = await h.service.handoffReady({ gameId: g.value.gameId, seat: first.seat });
    if (!taken.ok) throw new Error(taken.error.message);
    expect(taken.value.info.clock?.turn?.seat).toBe(first.seat);
    expect(taken.value.info.clock?.turn?.leftMs).toBeLessThanOrEqual(135_000);
    expect(taken.value.info.clock?.turn?.leftMs).toBeGreaterThan(130_000);
  });

  it('rules 28.3: a Gods of Titan game with clocks (golden save, state version 7) runs the maneuvering seat\'s clock in its battle', async () => {
    const h = makeHarness();
    open.push(h);
    const text = readFileSync(join(import.meta.dirname, '../fixtures/saves/v10/gods-clocks-maneuver.titan'), 'utf8');
    const g = await h.service.openSave({ source: { kind: 'text', name: 'clocks.titan', text } });
    if (!g.ok) throw new Error(g.error.message);
    const first = h.lastScreen(g.value.gameId);
    if (first?.kind === 'handoff') await h.service.handoffReady({ gameId: g.value.gameId, seat: first.seat });
    const state = h.service.remoteAccess(g.value.gameId)?.session.state as GodsState;
    const battle = state.engagement?.battle;
    if (!battle) throw new Error('the golden save holds no battle');
    const games = await h.service.listGames();
    const info = games.ok ? games.value[0] : undefined;
    expect(info?.clock?.gameLeftMs).toBeLessThanOrEqual(7_200_000);
    expect(info?.clock?.turn?.seat).toBe(maneuveringSeat(battle));
    expect(info?.clock?.turn?.leftMs).toBeLessThanOrEqual(battle.round === 1 ? 120_000 : 60_000);
  });

  it('§21 a page may never send a clock\'s action: refused as forbidden, the game unchanged', async () => {
    const h = makeHarness();
    open.push(h);
    const g = await started(h, clocked(['human', 'human'], { timeLimit: 3600 }));
    const first = h.lastScreen(g.gameId);
    if (first?.kind === 'handoff') await h.service.handoffReady({ gameId: g.gameId, seat: first.seat });
    const screen = h.lastScreen(g.gameId) as TitanViewPush;
    const seat = screen.seat ?? '';
    const r = await h.service.submit({ gameId: g.gameId, seat, action: { type: 'timeUp', clock: 'game', player: seat, stateId: screen.info.stateId } as ModuleAction });
    expect(!r.ok && r.error.code).toBe('forbidden');
    const after = await h.service.listGames();
    expect(after.ok && after.value[0]?.stateId).toBe(screen.info.stateId);
  });

  it('§21 turn clocks are not applied to computer seats, and wait while the screen is handed to the next human', () => {
    const module = titanModule as unknown as AnyGameModule;
    const req = clocked(['random', 'human'], { turnClocks: { movement: 180, maneuver: 60, firstManeuver: 120 } });
    const parsed = module.setupSchema.parse({ ...req.setup, seed: 5 });
    const created = module.createGame(parsed);
    const meta = { gameId: 'g', title: 't', kinds: ['random', 'human'], createdAt: '' };
    const s = new GameSession(module, meta, parsed, created.state, [], null, null, []);
    const rnd = prng(1);
    let checkedAgent = 0;
    let checkedHuman = 0;
    for (let i = 0; i < 300 && (checkedAgent < 1 || checkedHuman < 1); i++) {
      const state = s.state as GameState;
      const running = module.clocks?.turnClock(state) ?? null;
      if (running && s.kindOf(running.seat) === 'random') {
        expect(s.clockStatus()?.turn ?? null).toBeNull();
        checkedAgent++;
      }
      if (running && s.kindOf(running.seat) === 'human') {
        expect(s.clockStatus()?.turn).toMatchObject({ seat: running.seat });
        checkedHuman++;
      }
      const seat = module.actors(s.state)[0];
      if (!seat) break;
      if (s.handoff !== null) s.acceptHandoff(s.handoff);
      expect(s.apply(pick(module.legalActions(s.state, seat) as never, rnd) as ModuleAction).ok).toBe(true);
    }
    expect([checkedAgent >= 1, checkedHuman >= 1]).toEqual([true, true]);
    // a hot-seat game: while the hand-off to the mover is pending his clock does not run
    const hot = new GameSession(module, { ...meta, kinds: ['human', 'human'] }, parsed, created.state, [], null, null, []);
    let handoffs = 0;
    for (let i = 0; i < 300 && handoffs < 2; i++) {
      if (hot.handoff !== null) {
        expect(hot.clockStatus()?.turn ?? null).toBeNull();
        handoffs++;
        hot.acceptHandoff(hot.handoff);
        continue;
      }
      const seat = module.actors(hot.state)[0];
      if (!seat) break;
      expect(hot.apply(pick(module.legalActions(hot.state, seat) as never, rnd) as ModuleAction).ok).toBe(true);
    }
    expect(handoffs).toBe(2);
  });

  it('§21 a network seat\'s Movement Phase runs on the clock too, and its page may not send timeUp', async () => {
    const h = makeLanHarness();
    open.push(h);
    const { gameId, origin, secrets } = await h.host(clocked(['human', 'human'], { turnClocks: { movement: 1, maneuver: 60, firstManeuver: 120 } }), ['Red', 'Blue']);
    const rnd = prng(4);
    let mover: string | null = null;
    for (let step = 0; step < 200 && mover === null; step++) {
      for (const seat of ['Red', 'Blue']) {
        const r = await remote(origin, secrets.get(seat) ?? '', 'view', { gameId });
        const board = (r.result?.ok ? r.result.value : null) as TitanViewPush | null;
        if (!board || board.legal.length === 0) continue;
        if (board.view.phase === 'move') {
          mover = seat;
          expect(board.info.clock?.turn?.seat).toBe(seat);
          const refused = await remote(origin, secrets.get(seat) ?? '', 'submit', { gameId, seat, action: { type: 'timeUp', clock: 'movement', player: seat, stateId: board.info.stateId } });
          expect(refused.result?.ok === false && refused.result.error.code).toBe('forbidden');
          break;
        }
        await remote(origin, secrets.get(seat) ?? '', 'submit', { gameId, seat, action: pick(board.legal, rnd) });
      }
    }
    expect(mover).not.toBeNull();
    await until('the network seat\'s Movement Phase clock', () => events(h, gameId).some((e) => e.type === 'timeUp' && e.player === mover));
  });
});
