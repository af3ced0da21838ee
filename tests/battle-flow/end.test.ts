import { beforeEach, describe, expect, it, vi } from 'vitest';
import { concedeBattle } from '../../engine/titan/battle/index.js';
import { apply } from '../../engine/titan/index.js';
import { resolveEngagement } from '../../engine/titan/engagement/resolve.js';
import type { GameEvent } from '../../engine/titan/events.js';
import { ATTACKER, DEFENDER, act, battle, battleGame, counterCensus, position, reseed, seedRolling } from './helpers.js';

vi.mock('../../engine/titan/engagement/resolve.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../engine/titan/engagement/resolve.js')>();
  return { ...real, resolveEngagement: vi.fn((...args: Parameters<typeof real.resolveEngagement>) => real.resolveEngagement(...args)) };
});
const resolveSpy = vi.mocked(resolveEngagement);
beforeEach(() => {
  resolveSpy.mockClear();
});
const outcome = () => resolveSpy.mock.calls[0][1];
const atLeast = (k: number, n: number) => (dice: number[]) => dice.filter((d) => d >= k).length >= n;

describe('the end of a battle (§10.5, §16, §19.3, §9.4)', () => {
  it('§10.5 the attacker loses on time after the seventh round', () => {
    let s = battleGame({ terrain: 'Plains', attacker: ['Ogre', 'Angel'], defender: ['Centaur'], entry: 'Bottom' });
    s = position(s, { round: 7, active: 'defender' }, { a1: 'A1', a2: 'B1', d1: 'E5' });
    s = act(s, DEFENDER, { type: 'done' }).state;
    expect([battle(s).round, battle(s).active, battle(s).phase]).toEqual([7, 'attacker', 'maneuver']);
    const r = act(s, ATTACKER, { type: 'done' });
    expect(r.events).toContainEqual({ type: 'removed', pieces: ['a1', 'a2'] });
    expect(r.events).toContainEqual({ type: 'battleEnd', winner: 'Bu01', reason: 'time-loss' });
    expect(outcome()).toEqual({ reason: 'time-loss', attackerLost: ['Ogre', 'Angel'], defenderLost: [], alreadyRemoved: true });
    expect(r.state.battle).toBeNull();
    expect(r.state.legions.Rd01).toBeUndefined();
    expect(r.state.players.find((p) => p.id === DEFENDER)?.score).toBe(0);
    // The slain Angel goes back to the caretaker only when the engagement is over (§13.6): after the defender's
    // aftermath (it may still take its reinforcement, §14).
    expect(r.state.engagement?.stage).toBe('aftermath');
    expect(r.state.caretaker.Angel).toBe(s.caretaker.Angel);
    const closed = apply(r.state, { type: 'done', player: DEFENDER, stateId: r.state.stateId });
    if (!closed.ok) throw new Error(closed.error.message);
    expect(closed.state.engagement).toBeNull();
    expect(closed.state.caretaker.Angel).toBe(s.caretaker.Angel + 1);
  });

  it('§19.3 a slain Titan ends the battle at the end of that strike phase', () => {
    let s = battleGame({ terrain: 'Plains', attacker: ['Colossus', 'Ogre'], defender: ['Titan', 'Ogre'], entry: 'Bottom' });
    s = position(s, { round: 2, active: 'attacker' }, { a1: 'C3', a2: 'A1', d1: 'C4', d2: 'F1' });
    s = reseed(act(s, ATTACKER, { type: 'done' }).state, seedRolling(10, atLeast(4, 6)));
    s = act(s, ATTACKER, { type: 'strike', piece: 'a1', target: 'd1' }).state;
    expect(battle(s).phase).toBe('strikeback');
    const r = act(s, DEFENDER, { type: 'strike', piece: 'd1', target: 'a1' });
    expect(r.events).toContainEqual({ type: 'battleEnd', winner: 'Rd01', reason: 'titan' });
    expect(outcome()).toEqual({ reason: 'battle', attackerLost: [], defenderLost: ['Titan'], alreadyRemoved: true });
    expect(r.events).toContainEqual({ type: 'titanSlain', player: DEFENDER, by: ATTACKER });
    expect(r.state.battle).toBeNull();
  });

  it('§16.1 both legions eliminated in one strike phase is a mutual elimination', () => {
    let s = battleGame({ terrain: 'Plains', attacker: ['Ogre'], defender: ['Ogre'], entry: 'Bottom' });
    s = position(s, { round: 2, active: 'attacker' }, { a1: 'C3', d1: 'C4' }, { a1: 5, d1: 5 });
    s = reseed(act(s, ATTACKER, { type: 'done' }).state, seedRolling(12, (d) => atLeast(4, 1)(d.slice(0, 6)) && atLeast(4, 1)(d.slice(6))));
    s = act(s, ATTACKER, { type: 'strike', piece: 'a1', target: 'd1' }).state;
    const r = act(s, DEFENDER, { type: 'strike', piece: 'd1', target: 'a1' });
    expect(r.events).toContainEqual({ type: 'removed', pieces: ['d1', 'a1'] });
    expect(r.events).toContainEqual({ type: 'battleEnd', winner: null, reason: 'mutual' });
    expect(outcome()).toEqual({ reason: 'battle', attackerLost: ['Ogre'], defenderLost: ['Ogre'], alreadyRemoved: true });
  });

  it('§9.4 a concession during the battle eliminates the conceding side, slain pieces included', () => {
    let s = battleGame({ terrain: 'Plains', attacker: ['Troll', 'Angel'], defender: ['Centaur', 'Lion'], entry: 'Bottom' });
    s = position(s, { round: 2, active: 'attacker' }, { a1: 'C3', a2: 'A1', d1: 'C4', d2: 'F1' });
    s = reseed(act(s, ATTACKER, { type: 'done' }).state, seedRolling(8, (d) => d.filter((x) => x === 6).length >= 3));
    s = act(s, ATTACKER, { type: 'strike', piece: 'a1', target: 'd1' }).state;
    expect(battle(s).phase).toBe('strikeback');
    const events: GameEvent[] = [];
    const after = concedeBattle(s, 'defender', events);
    expect(events).toContainEqual({ type: 'battleEnd', winner: 'Rd01', reason: 'concession' });
    expect(outcome()).toEqual({ reason: 'concede', attackerLost: [], defenderLost: ['Centaur', 'Lion'], alreadyRemoved: true, conceded: 'Bu01' });
    expect(after.battle).toBeNull();
    expect(after.legions.Bu01).toBeUndefined();
    expect(after.players.find((p) => p.id === ATTACKER)?.score).toBe(12 + 15);
  });

  it('§13.6 slain lords stay out of the caretaker until the engagement is resolved; counters are conserved', () => {
    let s = battleGame({ terrain: 'Plains', attacker: ['Troll', 'Ogre'], defender: ['Angel', 'Lion'], entry: 'Bottom' });
    const census = counterCensus(s);
    s = position(s, { round: 2, active: 'attacker' }, { a1: 'C3', a2: 'A1', d1: 'C4', d2: 'F1' }, { d1: 4 });
    s = reseed(act(s, ATTACKER, { type: 'done' }).state, seedRolling(8, (d) => d.filter((x) => x === 6).length >= 2));
    s = act(s, ATTACKER, { type: 'strike', piece: 'a1', target: 'd1' }).state;
    s = act(s, DEFENDER, { type: 'strike', piece: 'd1', target: 'a1' }).state;
    expect(battle(s).slainCreatures.defender).toEqual(['Angel']);
    expect(s.legions.Bu01.creatures).toEqual(['Lion']);
    expect(s.caretaker.Angel).toBe(census.Angel - 1);
    expect(counterCensus(s)).toEqual(census);
    const events: GameEvent[] = [];
    const after = concedeBattle(s, 'defender', events);
    expect(after.caretaker.Angel).toBe(census.Angel);
    expect(counterCensus(after)).toEqual(census);
  });
});
