// Host service sessions: creating games, the hot-seat screen and its hand-offs, and intents refused for the wrong
// seat, a stale stateId or against the rules — each refusal typed and losing nothing.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/titan/actions.js';
import { apply, createGame, legalActions, playersToAct, viewFor } from '../../engine/titan/index.js';
import { titanHints } from '../../engine/titan/preview/index.js';
import type { GameSetup, GameState } from '../../engine/titan/state.js';
import { loadSave, titanCheckpoint as checkpointOf } from '../../games/index.js';
import type { TitanViewPush } from '../../host/contract.js';
import { driveHumans, makeHarness, pick, prng, setup } from './helpers.js';

describe('host sessions', () => {
  it('creates a game and lists it; a bad setup is a typed error', async () => {
    const h = makeHarness();
    const s = setup(['human', 'human']);
    const bad = await h.service.newGame({ ...s, setup: { ...s.setup, players: [{ color: 'Red', name: 'A' }, { color: 'Red', name: 'B' }] } });
    expect(!bad.ok && bad.error.code).toBe('bad-setup');
    const kinds = await h.service.newGame({ ...s, kinds: ['human', 'grandmaster'] });
    expect(!kinds.ok && kinds.error.code).toBe('bad-setup');
    const seats = await h.service.newGame({ ...s, kinds: ['human'] });
    expect(!seats.ok && seats.error.code).toBe('bad-setup');
    const module = await h.service.newGame({ ...s, game: 'chess' });
    expect(!module.ok && module.error.code).toBe('unknown-module');
    const r = await h.service.newGame(setup(['human', 'random']));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const list = await h.service.listGames();
    expect(list.ok && list.value.map((g) => g.gameId)).toEqual([r.value.gameId]);
    expect(r.value.seats.map((s) => s.kind)).toEqual(['human', 'random']);
    expect(r.value.screenSeat).toBe('Red');
    await h.service.settled();
  });

  it('hides the board behind a hand-off in hot-seat play and shows each human only their own view', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(setup(['human', 'human', 'human'], 11));
    if (!r.ok) throw new Error(r.error.message);
    const gameId = r.value.gameId;
    const first = h.lastScreen(gameId);
    expect(first?.kind).toBe('handoff');
    if (first?.kind !== 'handoff') return;
    // Nothing may be done or seen before the hand-off is confirmed, and only by the seat it names.
    const early = await h.service.submit({ gameId, seat: first.seat, action: { type: 'roll', player: first.seat, stateId: 0 } });
    expect(!early.ok && early.error.code).toBe('handoff-pending');
    const other = first.seat === 'Red' ? 'Blue' : 'Red';
    const wrong = await h.service.handoffReady({ gameId, seat: other });
    expect(!wrong.ok && wrong.error.code).toBe('wrong-seat');

    await driveHumans(h, gameId, prng(3), (v) => v.view.round >= 2 && v.view.phase === 'move', 600);
    // Every board pushed is exactly the pushed seat's redacted view; the seat changes only through a hand-off.
    let shown: string | null = null;
    let handoffTo: string | null = first.seat;
    for (const p of h.pushes) {
      if (p.kind === 'handoff') {
        handoffTo = p.seat;
        shown = null;
        expect(p.events.every((e) => e.audience === undefined)).toBe(true);
      }
      if (p.kind !== 'view' || p.game !== 'titan') continue;
      if (shown === null) {
        expect(p.seat).toBe(handoffTo);
        shown = p.seat;
      }
      expect(p.seat).toBe(shown);
      expect(p.view.viewer).toBe(p.seat);
      expect(p.events.every((e) => e.audience === undefined || e.audience.includes(p.seat as string))).toBe(true);
      expect(p.legal.every((a) => a.player === p.seat)).toBe(true);
      // infoMode 'own': another player's legion shows no creature unless it is engaged (§9.1) or the game is over.
      const engaged = [p.view.engagement?.attacker, p.view.engagement?.defender, p.view.battle?.attacker, p.view.battle?.defender];
      if (p.view.phase !== 'over') {
        for (const l of p.view.legions) if (l.owner !== p.seat && !engaged.includes(l.marker)) expect(l.creatures.every((c) => c === null)).toBe(true);
      }
    }
    expect(h.pushes.filter((p) => p.kind === 'handoff').length).toBeGreaterThan(3);

    // Replaying the saved log: each pushed board is exactly viewFor(state, seat), its legal actions of that moment and
    // the engine's previews of those two.
    const exported = await h.service.exportSave({ gameId });
    if (!exported.ok) throw new Error(exported.error.message);
    const decoded = loadSave(exported.value.text);
    if (!decoded.ok) throw new Error(decoded.error.message);
    let state: GameState = createGame(decoded.setup as GameSetup).state;
    const states = new Map<number, GameState>([[state.stateId, state]]);
    for (const action of decoded.actions as readonly Action[]) {
      const r = apply(state, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      states.set(state.stateId, state);
    }
    for (const p of h.pushes) {
      if (p.kind !== 'view' || p.game !== 'titan') continue;
      const at = states.get(p.view.stateId) as GameState;
      expect(p.view).toEqual(viewFor(at, p.seat));
      expect(p.legal).toEqual(playersToAct(at).includes(p.seat as string) ? legalActions(at, p.seat as string) : []);
      expect(p.hints).toEqual(titanHints(p.view, p.legal));
    }
  });

  it('refuses intents from the wrong seat, with a stale stateId, malformed for the rules, or for unknown games', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(setup(['human', 'random'], 5));
    if (!r.ok) throw new Error(r.error.message);
    const gameId = r.value.gameId;
    await h.service.settled();
    const screen = await h.service.view({ gameId });
    if (!screen.ok || screen.value.kind !== 'view' || screen.value.game !== 'titan') throw new Error('expected a board');
    const v: TitanViewPush = screen.value;
    expect(v.seat).toBe('Red');
    const stateId = v.view.stateId;
    const legal = v.legal;
    expect(legal.length).toBeGreaterThan(0);
    const action = pick(legal, prng(1));

    const agentSeat = await h.service.submit({ gameId, seat: 'Blue', action: { ...action, player: 'Blue' } });
    expect(!agentSeat.ok && agentSeat.error.code).toBe('wrong-seat');
    const notInGame = await h.service.submit({ gameId, seat: 'Green', action: { ...action, player: 'Green' } });
    expect(!notInGame.ok && notInGame.error.code).toBe('wrong-seat');
    const impostor = await h.service.submit({ gameId, seat: 'Red', action: { ...action, player: 'Blue' } });
    expect(!impostor.ok && impostor.error.code).toBe('wrong-seat');
    const stale = await h.service.submit({ gameId, seat: 'Red', action: { ...action, stateId: stateId + 1 } });
    expect(!stale.ok && stale.error.code).toBe('stale');
    const illegal = await h.service.submit({ gameId, seat: 'Red', action: { type: 'endTurn', player: 'Red', stateId } });
    expect(illegal.ok).toBe(false);
    if (!illegal.ok) expect(['illegal', 'wrong-phase', 'not-your-turn']).toContain(illegal.error.code);
    const unknown = await h.service.submit({ gameId: 'nope', seat: 'Red', action });
    expect(!unknown.ok && unknown.error.code).toBe('unknown-game');

    // Nothing was lost: the game is where it was, and the legal action still applies.
    const again = await h.service.view({ gameId });
    expect(again.ok && again.value.kind === 'view' && again.value.info.stateId).toBe(stateId);
    const good = await h.service.submit({ gameId, seat: 'Red', action });
    expect(good.ok && good.value.stateId).toBe(stateId + 1);
    const replayed = await h.service.submit({ gameId, seat: 'Red', action });
    expect(!replayed.ok && replayed.error.code).toBe('stale');
    await h.service.quitGame({ gameId });
  });

  it('lets an agent seat play off the main thread until the game is over', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(setup(['random', 'random'], 42, 3));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.screenSeat).toBeNull();
    await h.service.settled();
    const games = await h.service.listGames();
    if (!games.ok) throw new Error(games.error.message);
    expect(games.value[0].phase).toBe('over');
    expect(h.pushes.some((p) => p.kind === 'thinking')).toBe(true);
    expect(h.pushes.filter((p) => p.kind === 'error')).toEqual([]);
    // An all-agent game is watched as a spectator: no legion content beyond the public view.
    for (const p of h.pushes) if (p.kind === 'view') expect(p.view).toEqual(expect.objectContaining({ viewer: null }));
  });

  it('quits a game: it disappears and its view is gone', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(setup(['human', 'human']));
    if (!r.ok) throw new Error(r.error.message);
    expect((await h.service.quitGame({ gameId: r.value.gameId })).ok).toBe(true);
    const v = await h.service.view({ gameId: r.value.gameId });
    expect(!v.ok && v.error.code).toBe('unknown-game');
    expect(h.pushes.at(-1)).toEqual({ kind: 'closed', gameId: r.value.gameId });
  });

  it('autosaves at each phase start, between engagements and at every battle round', () => {
    const s0 = setup(['human', 'human']);
    const base = createGame({ ...(s0.setup as Omit<GameSetup, 'seed'>), seed: 1 }).state;
    const battle = { round: 1 } as GameState['battle'];
    const engagement = { land: 1 } as GameState['engagement'];
    expect(checkpointOf(base, { ...base, stateId: base.stateId + 1 })).toBeNull();
    expect(checkpointOf(base, { ...base, phase: 'split' })).toBe('phase');
    expect(checkpointOf(base, { ...base, active: base.active + 1 })).toBe('phase');
    expect(checkpointOf({ ...base, engagement }, { ...base, engagement: null })).toBe('engagement');
    expect(checkpointOf({ ...base, engagement }, { ...base, engagement, battle })).toBe('battle-round');
    expect(checkpointOf({ ...base, engagement, battle }, { ...base, engagement, battle: { ...battle, round: 2 } as GameState['battle'] })).toBe('battle-round');
    expect(checkpointOf({ ...base, engagement, battle }, { ...base, engagement, battle })).toBeNull();
  });
});
