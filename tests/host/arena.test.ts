// Arena sessions in the host, through the one method set every game uses: a game with one human and three AI levels
// played to its end, hot-seat hand-offs between two humans with each seeing only their own hand, typed refusals
// (another game's action, stale, wrong seat), and saving mid-round then continuing the very same game.
import { describe, expect, it } from 'vitest';
import type { ArenaAction } from '../../engine/arena/index.js';
import type { ArenaViewPush, NewGameRequest } from '../../host/contract.js';
import type { ArenaView } from '../../engine/arena/index.js';
import { makeHarness, prng, RecordingRunner, setup as titanSetup, type Harness } from './helpers.js';

function arenaSetup(kinds: readonly string[], seed = 5): NewGameRequest {
  return { game: 'arena', setup: { players: kinds.map((_, i) => ({ id: `p${i + 1}`, name: `A${i + 1}` })), options: { tournament: false } }, kinds: [...kinds], seed };
}

/** Plays the human seats with random legal actions until `stop` holds or the game is over. */
async function drive(h: Harness, gameId: string, rnd: () => number, stop: (p: ArenaViewPush) => boolean, maxSteps = 3000): Promise<ArenaViewPush> {
  for (let i = 0; i < maxSteps; i++) {
    await h.service.settled();
    const r = await h.service.view({ gameId });
    if (!r.ok) throw new Error(r.error.message);
    const screen = r.value;
    if (screen.game !== 'arena') throw new Error(`not an Arena game: ${screen.game}`);
    if (screen.kind === 'handoff') {
      const ready = await h.service.handoffReady({ gameId, seat: screen.seat });
      if (!ready.ok) throw new Error(ready.error.message);
      continue;
    }
    if (stop(screen) || screen.view.phase === 'over' || screen.legal.length === 0 || screen.seat === null) return screen;
    const action: ArenaAction = screen.legal[Math.floor(rnd() * screen.legal.length)];
    const sent = await h.service.submit({ gameId, seat: screen.seat, action });
    if (!sent.ok) throw new Error(`${sent.error.code}: ${sent.error.message}`);
  }
  throw new Error('the Arena game did not reach the wanted position');
}

describe('host Arena sessions', () => {
  it('plays one human against easy, normal and hard AIs to the end, pushing only the human view; each AI gets only its own', async () => {
    const runner = new RecordingRunner();
    const h = makeHarness(undefined, runner);
    const r = await h.service.newGame(arenaSetup(['human', 'easy', 'normal', 'hard'], 21));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.game).toBe('arena');
    expect(r.value.seats.map((s) => s.kind)).toEqual(['human', 'easy', 'normal', 'hard']);
    const end = await drive(h, r.value.gameId, prng(3), () => false);
    expect(end.view.phase).toBe('over');
    expect(end.view.result).not.toBeNull();
    const views = h.pushes.filter((p): p is ArenaViewPush => p.kind === 'view' && p.game === 'arena');
    expect(views.length).toBeGreaterThan(5);
    for (const p of views) {
      expect(p.seat).toBe('p1');
      expect(p.view.viewer).toBe('p1');
      expect(p.hints).toBeNull(); // the Arena module previews nothing
      for (const e of p.events) expect(e.audience === undefined || e.audience.includes('p1')).toBe(true);
    }
    expect(h.pushes.some((p) => (p.kind === 'view' || p.kind === 'handoff') && p.game !== 'arena')).toBe(false);
    expect(h.pushes.some((p) => p.kind === 'thinking' && p.seat !== 'p1')).toBe(true);
    expect(runner.decisions.length).toBeGreaterThan(20);
    for (const d of runner.decisions) {
      expect(d.game).toBe('arena');
      expect((d.input.view as ArenaView).viewer).toBe(d.input.seat);
      expect(d.input.legal.every((a) => a.player === d.input.seat)).toBe(true);
      for (const e of d.input.events) expect(e.audience === undefined || e.audience.includes(d.input.seat)).toBe(true);
    }
  });

  it('hands the screen between two humans and refuses another game\'s action, wrong-seat and stale intents', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(arenaSetup(['human', 'human'], 9));
    if (!r.ok) throw new Error(r.error.message);
    const gameId = r.value.gameId;
    const first = await h.service.view({ gameId });
    expect(first.ok && first.value.kind).toBe('handoff');
    expect(first.ok && first.value.game).toBe('arena');
    if (!first.ok || first.value.kind !== 'handoff') return;
    const seat = first.value.seat;
    const early = await h.service.submit({ gameId, seat, action: { type: 'passBid', player: seat, stateId: 0 } });
    expect(!early.ok && early.error.code).toBe('handoff-pending');
    const ready = await h.service.handoffReady({ gameId, seat });
    if (!ready.ok) throw new Error(ready.error.message);
    const other = seat === 'p1' ? 'p2' : 'p1';
    expect(ready.value.game === 'arena' && ready.value.view.hand.length).toBe(8);
    const titanAction = await h.service.submit({ gameId, seat, action: { type: 'roll', player: seat, stateId: 0 } });
    expect(!titanAction.ok && titanAction.error.code).toBe('malformed');
    // unknown keys are refused, not stripped (as for TITAN's actions)
    const extra = await h.service.submit({ gameId, seat, action: { type: 'passBid', player: seat, stateId: 0, sneaky: true } as ArenaAction });
    expect(!extra.ok && extra.error.code).toBe('malformed');
    const wrong = await h.service.submit({ gameId, seat: other, action: { type: 'passBid', player: other, stateId: 0 } });
    expect(!wrong.ok && wrong.error.code).toBe('wrong-seat');
    const stale = await h.service.submit({ gameId, seat, action: { type: 'passBid', player: seat, stateId: 7 } });
    expect(!stale.ok && stale.error.code).toBe('stale');
    // the first human passes the auction: the other human bids next, behind a hand-off
    const ok = await h.service.submit({ gameId, seat, action: { type: 'passBid', player: seat, stateId: 0 } });
    expect(ok.ok).toBe(true);
    const next = await h.service.view({ gameId });
    expect(next.ok && next.value.kind === 'handoff' && next.value.seat).toBe(other);
    const titanSeats = await h.service.newGame(titanSetup(['hard', 'human']));
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
    const again = await h2.service.view({ gameId: cont.value.gameId });
    expect(again.ok && again.value.kind === 'view' && again.value.view).toEqual(mid.view);
    await h2.service.settled();
    expect(h2.pushes.filter((p) => p.kind === 'notice' || p.kind === 'error')).toEqual([]);
    const opened = await h2.service.openSave({ source: { kind: 'path', path: saved.value.path } });
    if (!opened.ok) throw new Error(opened.error.message);
    const end = await drive(h2, opened.value.gameId, prng(4), () => false);
    expect(end.view.phase).toBe('over');
    await h2.service.settled();
  });
});
