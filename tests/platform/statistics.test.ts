// A game's statistics (engine/platform/stats.ts) from its history as it stands (engine/platform/history.ts): the luck
// figure against a hand-computed game; a take-back's undone step not counted; and over simulated TITAN and Gods of
// Titan games, every strike, battle and slain character of the log counted once, for the seat whose piece it was,
// the scores by round ending at the game's own.
import { describe, expect, it } from 'vitest';
import { playedHistory } from '../../engine/platform/history.js';
import type { ModuleEvent, StatFact } from '../../engine/platform/module.js';
import { gameStats, hitChance } from '../../engine/platform/stats.js';
import { GAMES } from '../../games/index.js';
import { must, play, retaken } from './played-games.js';

describe('game statistics', () => {
  it('luck is the hits rolled less the hits the strike numbers promised, with the spread of the hits (a hand-counted game)', () => {
    const facts: StatFact[] = [
      { kind: 'strike', seat: 'Red', dice: 4, hits: 3, strikeNumber: 4 }, // 4 × 1/2 expected
      { kind: 'strike', seat: 'Red', dice: 2, hits: 0, strikeNumber: 6 }, // 2 × 1/6
      { kind: 'strike', seat: 'Blue', dice: 3, hits: 3, strikeNumber: 2 }, // 3 × 5/6
      { kind: 'battle', seats: ['Red', 'Blue'], winner: 'Blue' },
      { kind: 'slain', seat: 'Red', by: 'Blue' },
      { kind: 'slain', seat: 'Red', by: null },
      { kind: 'muster', seat: 'Red' },
    ];
    const s = gameStats(['Red', 'Blue'], facts, [{ round: 1, scores: { Red: 0, Blue: 12 } }]);
    const [red, blue] = s.seats;
    expect(red).toMatchObject({ seat: 'Red', strikes: 2, dice: 6, hits: 3, battles: 1, battlesWon: 0, mustered: 1, slew: 0, lost: 2 });
    expect(red?.expectedHits).toBeCloseTo(2 + 1 / 3, 10);
    expect(red?.luck).toBeCloseTo(3 - (2 + 1 / 3), 10);
    expect(red?.spread).toBeCloseTo(Math.sqrt(4 * 0.25 + 2 * (1 / 6) * (5 / 6)), 10);
    expect(blue).toMatchObject({ seat: 'Blue', strikes: 1, dice: 3, hits: 3, battles: 1, battlesWon: 1, mustered: 0, slew: 1, lost: 0 });
    expect(blue?.luck).toBeCloseTo(3 - 2.5, 10);
    expect([hitChance(1), hitChance(4), hitChance(7)]).toEqual([1, 0.5, 0]);
  });

  it('a recruit taken back is not counted: only the one that stands', () => {
    const module = must(GAMES.byId('titan'), 'TITAN');
    const retake = retaken('recruit');
    const game = play(module, 2, 41, 3000, retake.choose);
    expect(retake.done()).toBe(true);
    // every recruit of the log but the one taken back
    const standing = game.events.filter((e) => e.type === 'recruit' || e.type === 'reinforce').length - 1;
    const h = playedHistory({ module, setup: game.setup, base: null, actions: game.actions });
    if (!h?.ok) throw new Error('no history');
    expect(h.facts.filter((f) => f.kind === 'muster')).toHaveLength(standing);
  });

  for (const [id, players, seeds] of [['titan', 2, [3, 4, 5]], ['titan', 4, [6]], ['gods-of-titan', 3, [7, 8]], ['gods-of-titan', 4, [9]]] as const) {
    it(`${id} with ${players} seats: every strike, battle and slain character of the log counted once, for the seat it was; the scores by round end at the game's own`, () => {
      const module = must(GAMES.byId(id), id);
      let strikesChecked = 0;
      let attributed = 0;
      let slainChecked = 0;
      for (const seed of seeds) {
        const game = play(module, players, seed, 1500);
        const h = playedHistory({ module, setup: game.setup, base: null, actions: game.actions });
        if (!h?.ok) throw new Error('no history');
        const seats = module.seatsOf(game.setup).map((s) => s.id);
        const stats = gameStats(seats, h.facts, h.rounds);
        const strikes = game.events.flatMap((e) => (e.type === 'strike' ? [e] : e.type === 'battleStep' ? (e as unknown as { events: readonly ModuleEvent[] }).events.filter((x) => x.type === 'strike') : [])) as unknown as { dice: readonly number[]; hits: number }[];
        const facts = h.facts.filter((f) => f.kind === 'strike');
        // the random seats never take back: every strike stands; a neutral striker (Gods' God, Elementals) is nobody's
        expect(facts.length).toBeLessThanOrEqual(strikes.length);
        if (id === 'titan') expect(facts.length).toBe(strikes.length);
        expect(stats.seats.reduce((n, s) => n + s.strikes, 0)).toBe(facts.length);
        expect(stats.seats.reduce((n, s) => n + s.hits, 0)).toBe(facts.reduce((n, f) => n + f.hits, 0));
        strikesChecked += facts.length;
        const battles = game.events.filter((e) => module.sim.isBattle(e)).length;
        expect(h.facts.filter((f) => f.kind === 'battle').length).toBe(battles);
        expect(stats.seats.reduce((n, s) => n + s.battles, 0)).toBe(h.facts.filter((f) => f.kind === 'battle').reduce((n, f) => n + (f.kind === 'battle' ? new Set(f.seats).size : 0), 0));
        for (const s of stats.seats) expect(Number.isFinite(s.luck) && s.spread >= 0).toBe(true);
        // each strike is the seat's that struck (the action's sender); nobody slays his own character
        let state = module.createGame(game.setup).state;
        for (const action of game.actions) {
          const r = module.apply(state, action);
          if (!r.ok) throw new Error(r.error.message);
          for (const f of must(module.review?.facts?.(state, action, r.events, r.state), 'facts')) {
            if (f.kind === 'strike') {
              expect(f.seat).toBe(action.player);
              attributed++;
            }
            if (f.kind === 'slain') {
              expect(f.by).not.toBe(f.seat);
              slainChecked++;
            }
          }
          state = r.state;
        }
        expect(h.rounds.at(-1)?.scores).toEqual(module.summary(game.state).scores);
        expect(h.rounds.map((r) => r.round)).toEqual([...h.rounds.map((r) => r.round)].sort((a, b) => a - b));
      }
      expect(strikesChecked).toBeGreaterThan(10);
      expect(attributed).toBe(strikesChecked);
      expect(slainChecked).toBeGreaterThan(2);
    });
  }
});
