import { beforeEach, describe, expect, it, vi } from 'vitest';
import { battleActors, battleLegalActions, battlePosition } from '../../engine/titan/battle/index.js';
import { resolveEngagement } from '../../engine/titan/engagement/resolve.js';
import type { GameEvent } from '../../engine/titan/events.js';
import { ATTACKER, DEFENDER, act, battle, battleGame, piece, position, refused, variant } from './helpers.js';

vi.mock('../../engine/titan/engagement/resolve.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../engine/titan/engagement/resolve.js')>();
  return { ...real, resolveEngagement: vi.fn(real.resolveEngagement) };
});
const resolveSpy = vi.mocked(resolveEngagement);
beforeEach(() => {
  resolveSpy.mockClear();
});

const moves = (state: Parameters<typeof battleLegalActions>[0], player: string, id: string): string[] =>
  battleLegalActions(state, player).flatMap((a) => (a.type === 'battleMove' && a.piece === id ? [a.to] : []));

describe('battle start (§10)', () => {
  it('§10 both legions become waiting pieces; the Titan power is fixed from the score (§19.1)', () => {
    const events: GameEvent[] = [];
    const s = battleGame({ terrain: 'Plains', attacker: ['Titan', 'Ogre'], defender: ['Centaur', 'Lion'], entry: 'Left', attackerScore: 250 }, events);
    const b = battle(s);
    expect(b.pieces.map((p) => [p.id, p.creature, p.side, p.hex, p.power])).toEqual([
      ['d1', 'Centaur', 'defender', null, 3],
      ['d2', 'Lion', 'defender', null, 5],
      ['a1', 'Titan', 'attacker', null, 8],
      ['a2', 'Ogre', 'attacker', null, 6],
    ]);
    expect(b.attackerEntry).toBe('Left');
    expect([b.round, b.active, b.phase, b.summon, b.reinforced, b.reinforcementDeclined]).toEqual([1, 'defender', 'maneuver', 'waiting', false, false]);
    expect(s.engagement?.stage).toBe('battle');
    expect(events.map((e) => e.type)).toEqual(['battleStart', 'reveal', 'reveal', 'battlePhase']);
    expect(battleActors(s)).toEqual([DEFENDER]);
    expect(battleLegalActions(s, ATTACKER)).toEqual([]);
    expect(battlePosition(s).pieces).toBe(b.pieces);
  });

  it('§10.1 the defender enters on the narrow side opposite the attacker, the first hex counting against its skill', () => {
    const s = battleGame({ terrain: 'Plains', attacker: ['Ogre'], defender: ['Centaur', 'Troll'], entry: 'Bottom' });
    // TopDefense is D6 E5 F4; a Troll (skill 2) reaches one hex beyond the edge.
    expect(moves(s, DEFENDER, 'd2')).toEqual(['C5', 'D5', 'D6', 'E4', 'E5', 'F3', 'F4']);
  });

  it('§10.2 in a Tower the attacker enters from Bottom and the defender deploys inside the walls first', () => {
    const s = battleGame({ terrain: 'Tower', attacker: ['Ogre', 'Troll'], defender: ['Centaur', 'Gargoyle'], entry: 'Left' });
    expect(battle(s).attackerEntry).toBe('Bottom');
    expect(battle(s).active).toBe('defender');
    expect(moves(s, DEFENDER, 'd1')).toEqual([...variant.battlelands.Tower.startList].sort());
    let t = act(s, DEFENDER, { type: 'battleMove', piece: 'd1', to: 'D4' }).state;
    expect(moves(t, DEFENDER, 'd2')).not.toContain('D4');
    t = act(t, DEFENDER, { type: 'battleMove', piece: 'd2', to: 'C4' }).state;
    t = act(t, DEFENDER, { type: 'done' }).state;
    expect([battle(t).round, battle(t).active, battle(t).phase]).toEqual([1, 'attacker', 'maneuver']);
    expect(moves(t, ATTACKER, 'a1').every((h) => ['A1', 'B1', 'C1', 'D1', 'A2', 'B2', 'C2', 'D2', 'E1', 'B3', 'C3', 'D3', 'E2', 'A3'].includes(h))).toBe(true);
    expect(moves(t, ATTACKER, 'a1')).toContain('D1');
  });

  it('§10.2 Tower deployment: the defender\'s first maneuver cannot end with a character off the board', () => {
    const seven = ['Titan', 'Angel', 'Ogre', 'Ogre', 'Centaur', 'Centaur', 'Gargoyle'];
    let s = battleGame({ terrain: 'Tower', attacker: ['Ogre', 'Troll'], defender: seven, entry: 'Bottom' });
    const done = (t: typeof s) => battleLegalActions(t, DEFENDER).some((a) => a.type === 'done');
    const start = [...variant.battlelands.Tower.startList];
    for (let i = 0; i < seven.length; i++) {
      // "must be deployed": while one of them is off the board (and the seven walled hexes hold them all), no `done`
      expect(done(s)).toBe(false);
      expect(refused(s, DEFENDER, { type: 'done' })).toBe('illegal');
      s = act(s, DEFENDER, { type: 'battleMove', piece: `d${i + 1}`, to: start[i] }).state;
    }
    expect(done(s)).toBe(true);
    s = act(s, DEFENDER, { type: 'done' }).state;
    expect(battle(s).pieces.filter((p) => p.side === 'defender').map((p) => p.hex)).toEqual(start);
    // The attacker entering afterwards may still leave characters off the board (§10.1: they are eliminated).
    expect(battleLegalActions(s, ATTACKER).some((a) => a.type === 'done')).toBe(true);
  });
});

describe('maneuver phases (§10.3, §11)', () => {
  it('§10.3 the defender maneuvers first every round, empty strike phases are skipped', () => {
    let s = battleGame({ terrain: 'Plains', attacker: ['Ogre'], defender: ['Centaur'], entry: 'Bottom' });
    s = act(s, DEFENDER, { type: 'battleMove', piece: 'd1', to: 'E5' }).state;
    const r = act(s, DEFENDER, { type: 'done' });
    expect(r.events.map((e) => (e.type === 'battlePhase' ? `${e.round}${e.active[0]}:${e.phase}` : e.type))).toEqual([
      '1d:strike', '1d:strikeback', '1a:maneuver',
    ]);
    s = act(r.state, ATTACKER, { type: 'battleMove', piece: 'a1', to: 'A1' }).state;
    const r2 = act(s, ATTACKER, { type: 'done' });
    expect([battle(r2.state).round, battle(r2.state).active, battle(r2.state).phase]).toEqual([2, 'defender', 'maneuver']);
    expect(r2.state.engagement?.attackerCommitted).toBe(true);
  });

  it('§11 each piece moves once per phase, only to a legal hex, and only its owner moves it', () => {
    let s = battleGame({ terrain: 'Plains', attacker: ['Ogre'], defender: ['Centaur', 'Lion'], entry: 'Bottom' });
    expect(refused(s, DEFENDER, { type: 'battleMove', piece: 'd1', to: 'A1' })).toBe('illegal');
    expect(refused(s, ATTACKER, { type: 'battleMove', piece: 'a1', to: 'A1' })).toBe('not-your-turn');
    expect(refused(s, DEFENDER, { type: 'strike', piece: 'd1', target: 'a1' })).toBe('wrong-phase');
    s = act(s, DEFENDER, { type: 'battleMove', piece: 'd1', to: 'D6' }).state;
    expect(piece(s, 'd1')).toMatchObject({ hex: 'D6', moved: true });
    expect(refused(s, DEFENDER, { type: 'battleMove', piece: 'd1', to: 'D5' })).toBe('illegal');
    expect(moves(s, DEFENDER, 'd1')).toEqual([]);
  });

  it('§11.3 a piece in contact at the start of the maneuver may not move away', () => {
    let s = battleGame({ terrain: 'Plains', attacker: ['Ogre'], defender: ['Centaur', 'Lion'], entry: 'Bottom' });
    s = position(s, { round: 2, active: 'defender' }, { d1: 'C3', d2: 'E4', a1: 'C2' });
    expect(moves(s, DEFENDER, 'd1')).toEqual([]);
    expect(moves(s, DEFENDER, 'd2').length).toBeGreaterThan(0);
  });

  it('§10.1 characters that do not enter in their first maneuver phase are eliminated and scored', () => {
    let s = battleGame({ terrain: 'Plains', attacker: ['Ogre'], defender: ['Centaur', 'Lion'], entry: 'Bottom' });
    s = act(s, DEFENDER, { type: 'battleMove', piece: 'd1', to: 'D6' }).state;
    const r = act(s, DEFENDER, { type: 'done' });
    expect(r.events).toContainEqual({ type: 'removed', pieces: ['d2'] });
    const b = battle(r.state);
    expect(b.pieces.map((p) => p.id)).toEqual(['d1', 'a1']);
    expect(r.state.legions.Bu01.creatures).toEqual(['Centaur']);
    expect(r.state.graveyard.Lion).toBe(1);
    expect(b.slainCreatures.defender).toEqual(['Lion']);
    expect(b.slainValue.defender).toBe(15);
    // German §15.4: characters that never entered do not open the summoning window.
    expect(b.summon).toBe('waiting');
  });

  it('§10.1 a defender that enters nothing loses the battle at once', () => {
    const s = battleGame({ terrain: 'Plains', attacker: ['Ogre', 'Troll'], defender: ['Centaur'], entry: 'Bottom' });
    const r = act(s, DEFENDER, { type: 'done' });
    expect(r.events).toContainEqual({ type: 'battleEnd', winner: 'Rd01', reason: 'elimination' });
    expect(r.state.battle).toBeNull();
    expect(resolveSpy).toHaveBeenCalledTimes(1);
    expect(resolveSpy.mock.calls[0][1]).toEqual({ reason: 'battle', attackerLost: [], defenderLost: ['Centaur'], alreadyRemoved: true });
  });

  it('§10.1 an attacker that enters nothing loses; the defender keeps its legion', () => {
    let s = battleGame({ terrain: 'Plains', attacker: ['Ogre', 'Angel'], defender: ['Centaur'], entry: 'Bottom' });
    s = act(s, DEFENDER, { type: 'battleMove', piece: 'd1', to: 'D6' }).state;
    s = act(s, DEFENDER, { type: 'done' }).state;
    const r = act(s, ATTACKER, { type: 'done' });
    expect(r.events).toContainEqual({ type: 'battleEnd', winner: 'Bu01', reason: 'elimination' });
    expect(resolveSpy.mock.calls[0][1]).toEqual({ reason: 'battle', attackerLost: ['Ogre', 'Angel'], defenderLost: [], alreadyRemoved: true });
    expect(r.state.graveyard.Ogre).toBe(1);
    expect(r.state.graveyard.Angel ?? 0).toBe(0);
  });
});
