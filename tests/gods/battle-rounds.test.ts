// Gods of Titan rules 11 (the battle's rounds) and 24.7, positions as data.
import { describe, expect, it } from 'vitest';
import { godsBattleActors, godsBattleLegalActions, pieceMoves, applyGodsBattleAction } from '../../engine/gods/battle/index.js';
import type { GodsBattleEvent } from '../../engine/gods/battle/index.js';
import { at, A, D, done, input, land, move, play, start, WALLED } from './battle-helpers.js';

const phases = (events: readonly GodsBattleEvent[]) =>
  events.filter((e) => e.type === 'phase').map((e) => (e.type === 'phase' ? `${e.round} ${e.active} ${e.phase}` : ''));

describe('rules 11.1 battle rounds', () => {
  it('rules 11.1: each round is the defender\'s maneuver and strike phase, then the attacker\'s; the defender begins', () => {
    const s = start(input(['Ogre'], ['Troll']));
    expect([s.round, s.active, s.phase]).toEqual([1, 'defender', 'maneuver']);
    const r = play(s, move('defender', 'd1', 'D6'), done('defender'), move('attacker', 'a1', 'A1'), done('attacker'), done('defender'));
    expect(phases(r.events)).toEqual([
      '1 defender strike', '1 defender strikeback', '1 attacker maneuver',
      '1 attacker strike', '1 attacker strikeback', '2 defender maneuver',
      '2 defender strike', '2 defender strikeback', '2 attacker maneuver',
    ]);
  });

  it('rules 11.1: in round 1 only the attacker strikes — the defender has only just entered', () => {
    // The defender enters as far as it can; nobody is on the board to strike in its strike phase.
    const s = play(start(input(['Centaur'], ['Troll'])), move('defender', 'd1', 'C5'));
    const r = play(s.state, done('defender'));
    expect(r.state.phase).toBe('maneuver');
    expect(r.state.active).toBe('attacker');
    expect(r.events.some((e) => e.type === 'strike')).toBe(false);
    // The attacker enters next to it and must strike; the defender strikes back.
    const entered = play(r.state, move('attacker', 'a1', 'C4'), done('attacker')).state;
    expect(entered.phase).toBe('strike');
    expect(godsBattleActors(entered)).toContain(A);
    expect(godsBattleLegalActions(entered, A).some((a) => a.type === 'strike' && a.piece === 'a1' && a.target === 'd1')).toBe(true);
    expect(godsBattleLegalActions(entered, A).some((a) => a.type === 'done')).toBe(false);
  });
});

describe('rules 11.3 Tower lands (A4)', () => {
  const tower = input(['Ogre'], ['Troll', 'Lion'], { land: land({}, true), tower: true, attackerEntry: 'Left' });

  it('rules 11.3: the defender deploys inside the walls instead of its first maneuver, every character that fits', () => {
    const s = start(tower);
    expect(pieceMoves(s, 'd1')).toEqual([...WALLED].sort());
    const one = play(s, move('defender', 'd1', 'D4')).state;
    const refused = applyGodsBattleAction(one, done('defender'));
    expect(refused.ok ? null : refused.error.code).toBe('illegal');
    expect(godsBattleLegalActions(one, D).some((a) => a.type === 'done')).toBe(false);
    const both = play(one, move('defender', 'd2', 'C3'), done('defender')).state;
    expect(both.active).toBe('attacker');
  });

  it('rules 11.3, A4: the attacker enters from the side opposite the name side (Bottom), whatever side it came through', () => {
    const s = play(start(tower), move('defender', 'd1', 'D4'), move('defender', 'd2', 'C3'), done('defender')).state;
    expect(s.attackerEntry).toBe('Bottom');
    const entries = pieceMoves(s, 'a1');
    for (const h of ['A1', 'B1', 'C1', 'D1']) expect(entries).toContain(h);
    expect(entries).not.toContain('A3');
  });
});

describe('rules 11.4 the Coast', () => {
  it('rules 11.4: the attacker always enters on the fixed wide side, the defender on the narrow side opposite', () => {
    const s = start(input(['Ogre'], ['Troll'], { coast: true, attackerEntry: 'Right' }));
    expect(s.attackerEntry).toBe('Bottom');
    // A Troll (skill 2) entering from TopDefense (D6 E5 F4) reaches at most one hex further.
    for (const h of ['D6', 'E5', 'F4']) expect(pieceMoves(s, 'd1')).toContain(h);
    expect(pieceMoves(s, 'd1')).not.toContain('A1');
  });
});

describe('rules 11.6 characters that do not enter', () => {
  it('rules 11.6: characters not entered in their side\'s first maneuver are slain and listed for the winner', () => {
    const r = play(start(input(['Ogre', 'Lion'], ['Troll'])), move('defender', 'd1', 'D6'), done('defender'), move('attacker', 'a1', 'A1'), done('attacker'));
    expect(r.state.pieces.map((p) => p.id).sort()).toEqual(['a1', 'd1']);
    expect(r.state.slain).toEqual([{ id: 'a2', name: 'Lion', side: 'attacker', cause: 'not-entered', by: null }]);
  });

  it('rules 11.6: a side that enters nobody has lost', () => {
    const r = play(start(input(['Ogre'], ['Troll'])), done('defender'));
    expect(r.state.phase).toBe('over');
    expect(r.state.outcome!.result).toEqual({ kind: 'victory', winner: 'attacker', reason: 'eliminated' });
    expect(r.state.outcome!.slain.defender.map((p) => p.cause)).toEqual(['not-entered']);
  });
});

describe('rules 11.8 time-out', () => {
  it('rules 11.8: before the defender\'s 8th maneuver the attacker\'s survivors die and the defender keeps its hits, without a victory', () => {
    const s = at([['Ogre', 'attacker', 'A1'], ['Lion', 'attacker', 'B1'], ['Troll', 'defender', 'F4', 3]], { round: 7, active: 'attacker' });
    const r = play(s, done('attacker'));
    expect(r.state.phase).toBe('over');
    expect(r.state.round).toBe(7);
    const o = r.state.outcome!;
    expect(o.result).toEqual({ kind: 'time-out' });
    expect(o.slain.attacker.map((p) => [p.id, p.cause])).toEqual([['a1', 'time-out'], ['a2', 'time-out']]);
    expect(o.survivors).toEqual({ attacker: [], defender: [{ id: 'd1', name: 'Troll', hits: 3 }] });
  });

  it('rules 11.8: round 6 still goes on to round 7', () => {
    const r = play(at([['Ogre', 'attacker', 'A1'], ['Troll', 'defender', 'F4']], { round: 6, active: 'attacker' }), done('attacker'));
    expect([r.state.round, r.state.active, r.state.phase]).toEqual([7, 'defender', 'maneuver']);
  });
});

describe('rules 11.9 strike sequence', () => {
  // An Ogre (skill 2, 1 hit left) in contact with a Colossus (skill 4: needs 2s) and a Troll; a Lion next to the Troll.
  const pos = () => at([
    ['Ogre', 'attacker', 'C3', 5], ['Lion', 'attacker', 'D2'],
    ['Colossus', 'defender', 'C4'], ['Troll', 'defender', 'D3'],
  ], { active: 'attacker' });
  const attackerStrikes = [
    { type: 'strike', player: A, piece: 'a1', target: 'd2', strikeNumber: 4, dice: 6 },
    { type: 'strike', player: A, piece: 'a2', target: 'd2', strikeNumber: 3, dice: 5 },
  ] as const;

  it('rules 11.9: the side whose maneuver ended strikes first, then the other strikes back with every character in contact', () => {
    const s = play(pos(), done('attacker')).state;
    expect(s.phase).toBe('strike');
    expect(godsBattleLegalActions(s, D).map((a) => a.type)).toEqual(['concede']);
    const struck = play(s, ...attackerStrikes).state;
    expect(struck.phase).toBe('strikeback');
    const strikers = godsBattleLegalActions(struck, D).flatMap((a) => (a.type === 'strike' ? [`${a.piece}>${a.target}`] : []));
    expect([...new Set(strikers)].sort()).toEqual(['d1>a1', 'd2>a1', 'd2>a2']);
  });

  it('rules 11.9: a character slain by a strikeback is removed at once (it has already struck)', () => {
    const s = play(pos(), done('attacker'), ...attackerStrikes).state;
    const r = play(s, { type: 'strike', player: D, piece: 'd1', target: 'a1', strikeNumber: 2, dice: 10 });
    expect(r.events.some((e) => e.type === 'slain' && e.piece === 'a1')).toBe(true);
    expect(r.state.phase).toBe('strikeback');
    expect(r.state.pieces.some((p) => p.id === 'a1')).toBe(false);
    expect(r.state.slain).toEqual([{ id: 'a1', name: 'Ogre', side: 'attacker', cause: 'strike', by: 'd1' }]);
    expect(godsBattleLegalActions(r.state, D).flatMap((a) => (a.type === 'strike' ? [a.target] : []))).toEqual(['a2']);
  });
});

describe('rules 24.7 a slain Master', () => {
  it('rules 24.7: when a Titan is slain the strike phase is finished (the strikeback too), then the battle ends', () => {
    let s = play(at([
      ['Colossus', 'attacker', 'C3'], ['Lion', 'attacker', 'A1'],
      ['Titan', 'defender', 'C4', 5], ['Troll', 'defender', 'D3'],
    ], { active: 'attacker' }), done('attacker'), { type: 'strike', player: A, piece: 'a1', target: 'd1', strikeNumber: 4, dice: 10 }).state;
    expect(s.masterSlain).toBe(true);
    // rules 13.6: the excess hits could go on to the Troll; they are dropped.
    expect(s.carry?.targets).toEqual(['d2']);
    s = play(s, { type: 'carry', player: A, target: null }).state;
    expect(s.phase).toBe('strikeback');
    let strikebacks = 0;
    while (s.phase === 'strikeback') {
      const strike = godsBattleLegalActions(s, D).find((a) => a.type === 'strike');
      if (!strike) break;
      s = play(s, strike).state;
      strikebacks++;
    }
    expect(strikebacks).toBe(2);
    expect(s.phase).toBe('over');
    expect(s.outcome!.result).toEqual({ kind: 'victory', winner: 'attacker', reason: 'master-slain' });
    expect(s.outcome!.slain.defender.map((p) => [p.name, p.by])).toEqual([['Titan', 'a1']]);
    expect(s.outcome!.survivors.defender.map((p) => p.name)).toEqual(['Troll']);
  });
});
