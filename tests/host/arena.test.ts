// Arena sessions in the host: a game with one human and three AI levels played to its end through the contract,
// hot-seat hand-offs between two humans with each seeing only their own hand, typed refusals (wrong game, stale,
// wrong seat), and saving mid-round then continuing the very same game.
import { describe, expect, it } from 'vitest';
import type { ArenaAction } from '../../engine/arena/index.js';
import type { ArenaNewGameRequest, ArenaScreenPush, ArenaViewPush } from '../../host/contract.js';
import { arenaGame } from '../../engine/arena/index.js';
import { ArenaSession } from '../../host/arena-session.js';
import { makeHarness, prng, type Harness } from './helpers.js';

function arenaSetup(kinds: ArenaNewGameRequest['players'][number]['kind'][], seed = 5): ArenaNewGameRequest {
  return { game: 'arena', players: kinds.map((kind, i) => ({ name: `A${i + 1}`, kind })), options: { tournament: false }, seed };
}

/** Plays the human seats with random legal actions until `stop` holds or the game is over. */
async function drive(h: Harness, gameId: string, rnd: () => number, stop: (p: ArenaViewPush) => boolean, maxSteps = 3000): Promise<ArenaViewPush> {
  for (let i = 0; i < maxSteps; i++) {
    await h.service.settled();
    const r = await h.service.arenaView({ gameId });
    if (!r.ok) throw new Error(r.error.message);
    const screen: ArenaScreenPush = r.value;
    if (screen.kind === 'arena-handoff') {
      const ready = await h.service.arenaHandoffReady({ gameId, seat: screen.seat });
      if (!ready.ok) throw new Error(ready.error.message);
      continue;
    }
    if (stop(screen) || screen.view.phase === 'over' || screen.legal.length === 0 || screen.seat === null) return screen;
    const action: ArenaAction = screen.legal[Math.floor(rnd() * screen.legal.length)];
    const sent = await h.service.arenaSubmit({ gameId, seat: screen.seat, action });
    if (!sent.ok) throw new Error(`${sent.error.code}: ${sent.error.message}`);
  }
  throw new Error('the Arena game did not reach the wanted position');
}

describe('host Arena sessions', () => {
  it('plays one human against easy, normal and hard AIs to the end, pushing only the human view', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(arenaSetup(['human', 'easy', 'normal', 'hard'], 21));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.game).toBe('arena');
    expect(r.value.seats.map((s) => s.kind)).toEqual(['human', 'easy', 'normal', 'hard']);
    const end = await drive(h, r.value.gameId, prng(3), () => false);
    expect(end.view.phase).toBe('over');
    expect(end.view.result).not.toBeNull();
    const views = h.pushes.filter((p): p is ArenaViewPush => p.kind === 'arena-view');
    expect(views.length).toBeGreaterThan(5);
    for (const p of views) {
      expect(p.seat).toBe('p1');
      expect(p.view.viewer).toBe('p1');
      for (const e of p.events) expect(e.audience === undefined || e.audience.includes('p1')).toBe(true);
    }
    expect(h.pushes.some((p) => p.kind === 'view' || p.kind === 'handoff')).toBe(false);
    expect(h.pushes.some((p) => p.kind === 'thinking' && p.seat !== 'p1')).toBe(true);
  });

  it('gives an AI seat only its own redacted view and its legal actions', () => {
    const setup = { players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }, { id: 'p3', name: 'C' }], seed: 4, options: { tournament: false } };
    const { state } = arenaGame.createGame(setup);
    const s = new ArenaSession({ gameId: 'g', title: 't', kinds: ['human', 'hard', 'easy'], createdAt: new Date(0).toISOString() }, setup, state, [], null);
    const input = s.agentInput('p2');
    expect(input.view).toEqual(arenaGame.viewFor(state, 'p2'));
    expect(input.view.hand).toEqual(state.players[1].hand);
    expect(JSON.stringify(input)).not.toContain(JSON.stringify(state.players[0].hand));
    expect(input.legal).toEqual(arenaGame.legalActions(state, 'p2'));
  });

  it('hands the screen between two humans and refuses wrong-game, wrong-seat and stale intents', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(arenaSetup(['human', 'human'], 9));
    if (!r.ok) throw new Error(r.error.message);
    const gameId = r.value.gameId;
    const first = await h.service.arenaView({ gameId });
    expect(first.ok && first.value.kind).toBe('arena-handoff');
    expect((await h.service.getView({ gameId })).ok).toBe(false);
    const titanCall = await h.service.getView({ gameId });
    expect(!titanCall.ok && titanCall.error.code).toBe('wrong-game');
    if (!first.ok || first.value.kind !== 'arena-handoff') return;
    const seat = first.value.seat;
    const early = await h.service.arenaSubmit({ gameId, seat, action: { type: 'passBid', player: seat, stateId: 0 } });
    expect(!early.ok && early.error.code).toBe('handoff-pending');
    const ready = await h.service.arenaHandoffReady({ gameId, seat });
    if (!ready.ok) throw new Error(ready.error.message);
    const other = seat === 'p1' ? 'p2' : 'p1';
    expect(ready.value.view.hand.length).toBe(8);
    const wrong = await h.service.arenaSubmit({ gameId, seat: other, action: { type: 'passBid', player: other, stateId: 0 } });
    expect(!wrong.ok && wrong.error.code).toBe('wrong-seat');
    const stale = await h.service.arenaSubmit({ gameId, seat, action: { type: 'passBid', player: seat, stateId: 7 } });
    expect(!stale.ok && stale.error.code).toBe('stale');
    // the first human passes the auction: the other human bids next, behind a hand-off
    const ok = await h.service.arenaSubmit({ gameId, seat, action: { type: 'passBid', player: seat, stateId: 0 } });
    expect(ok.ok).toBe(true);
    const next = await h.service.arenaView({ gameId });
    expect(next.ok && next.value.kind === 'arena-handoff' && next.value.seat).toBe(other);
    const titanSeats = await h.service.newGame({ variant: 'titan', players: [{ color: 'Red', name: 'A', kind: 'hard' }, { color: 'Blue', name: 'B', kind: 'human' }], options: { balancedTowers: false, mulligan: true, infoMode: 'own', pointTarget: null, turnLimit: null } });
    expect(titanSeats.ok && titanSeats.value.seats.map((x) => x.kind)).toEqual(['hard', 'human']);
    if (titanSeats.ok) await h.service.quitGame({ gameId: titanSeats.value.gameId });
  });

  it('saves mid-round and continues the same game from the save and from the resume autosave', async () => {
    const dir = (await import('./helpers.js')).tempDir();
    const h = makeHarness(dir);
    const r = await h.service.newGame(arenaSetup(['human', 'random', 'random', 'random'], 33));
    if (!r.ok) throw new Error(r.error.message);
    const gameId = r.value.gameId;
    const mid = await drive(h, gameId, prng(8), (p) => p.view.phase === 'play' && p.view.turnSeq >= 6);
    const saved = await h.service.saveAs({ gameId, target: { kind: 'name', name: 'arena mid' } });
    if (!saved.ok) throw new Error(saved.error.message);
    const exported = await h.service.exportSave({ gameId });
    expect(exported.ok && JSON.parse(exported.value.text).game).toBe('arena');
    await h.service.settled();
    const autos = await h.service.listAutosaves();
    expect(autos.ok && autos.value.some((a) => a.game === 'arena' && a.reason === 'resume')).toBe(true);

    const h2 = makeHarness(dir);
    const cont = await h2.service.continueLatest();
    if (!cont.ok) throw new Error(cont.error.message);
    expect(cont.value.game).toBe('arena');
    const again = await h2.service.arenaView({ gameId: cont.value.gameId });
    expect(again.ok && again.value.kind === 'arena-view' && again.value.view).toEqual(mid.view);
    const opened = await h2.service.openSave({ source: { kind: 'path', path: saved.value.path } });
    if (!opened.ok) throw new Error(opened.error.message);
    const end = await drive(h2, opened.value.gameId, prng(4), () => false);
    expect(end.view.phase).toBe('over');
    await h2.service.settled();
  });
});
