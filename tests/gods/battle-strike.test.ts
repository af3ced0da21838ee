// Gods of Titan rules 13 (strikes, carries) and 14 (rangestrikes), positions as data.
import { describe, expect, it } from 'vitest';
import { strikeChoices, targetsOf } from '../../engine/gods/battle/index.js';
import type { GodsBattleState } from '../../engine/gods/battle/index.js';
import { A, at, done, land, play, type PieceSpec } from './battle-helpers.js';
import type { BattlelandDef } from '../../engine/family/types.js';

/** The attacker's strike phase of a position (its maneuver ended). */
function striking(pieces: readonly PieceSpec[], battleland?: BattlelandDef): GodsBattleState {
  return play(at(pieces, { land: battleland }), done('attacker')).state;
}

/** The normal strike of a1 at a target: [dice, strike number], or null if it may not strike it. */
function normal(s: GodsBattleState, target: string): [number, number] | null {
  const c = strikeChoices(s, 'a1', target)[0];
  return c ? [c.dice, c.strikeNumber] : null;
}

const rangestrikes = (s: GodsBattleState) => targetsOf(s, s.pieces.find((p) => p.id === 'a1')!).filter((t) => t.rangestrike).map((t) => t.target);

describe('rules 13.4 Strike Chart', () => {
  const bySkill = [['Ogre', 2], ['Lion', 3], ['Centaur', 4], ['Warlord', 5]] as const;
  it('rules 13.4: strike number = 4 + target skill − striker skill, kept within 1…6', () => {
    let cells = 0;
    for (const [striker, s] of bySkill) {
      for (const [target, t] of bySkill) {
        const pos = striking([[striker, 'attacker', 'C3'], [target, 'defender', 'C4']]);
        expect(normal(pos, 'd1')?.[1]).toBe(Math.min(6, Math.max(1, 4 + t - s)));
        cells++;
      }
    }
    expect(cells).toBe(16);
  });

  it('rules 13.4, rules 27.5: every strike on the God (skill 0) hits automatically', () => {
    expect(normal(striking([['Ogre', 'attacker', 'C3'], ['God', 'defender', 'C4']]), 'd1')).toEqual([6, 1]);
  });
});

describe('rules 13.6–rules 13.7 carry-over with the Gods hazards', () => {
  it('rules 13.6: excess hits may go to another enemy in contact that needs no higher strike number', () => {
    const s = striking([['Colossus', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Ogre', 'defender', 'D3'], ['Centaur', 'defender', 'B3']]);
    // Troll and Ogre (skill 2) need 2s; the Centaur (skill 4) needs 4s: only with a declared strike number of 4.
    expect(strikeChoices(s, 'a1', 'd1').map((c) => [c.strikeNumber, [...c.carryTargets].sort()])).toEqual([[2, ['d2']], [4, ['d2', 'd3']]]);
  });

  it('rules 13.7, Hazard Chart Darkness: no carry into or out of a strike on a character in Darkness, and each strike on it does 1 hit less (A8)', () => {
    const dark = land({ D3: { hazard: 'Darkness' } });
    const s = striking([['Colossus', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Ogre', 'defender', 'D3']], dark);
    expect(strikeChoices(s, 'a1', 'd1')[0]!.carryTargets).toEqual([]);
    expect(strikeChoices(s, 'a1', 'd2')[0]!.carryTargets).toEqual([]);
    const r = play(s, { type: 'strike', player: A, piece: 'a1', target: 'd2', strikeNumber: 2, dice: 10 });
    const strike = r.events.find((e) => e.type === 'strike');
    const rolled = strike?.type === 'strike' ? strike.dice.filter((d) => d >= 2).length : -1;
    expect(rolled).toBeGreaterThan(1);
    expect(strike?.type === 'strike' && strike.hits).toBe(rolled - 1);
  });

  it('rules 13.7: hits carry only to a target whose hazard dice penalty the strike already took (a native in Fog costs a die)', () => {
    // Colossus (skill 4) on the Troll (2s) could carry at a declared 3 to a Gargoyle — but not to one standing in Fog.
    const open = striking([['Colossus', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Gargoyle', 'defender', 'D3']]);
    expect(strikeChoices(open, 'a1', 'd1').map((c) => [c.strikeNumber, c.carryTargets])).toEqual([[2, []], [3, ['d2']]]);
    const fog = striking([['Colossus', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Gargoyle', 'defender', 'D3']], land({ D3: { hazard: 'Fog' } }));
    expect(strikeChoices(fog, 'a1', 'd1').flatMap((c) => c.carryTargets)).toEqual([]);
  });

  it('Hazard Chart Drift: a non-native takes a hit as each strike phase begins; slain so, it still strikes and counts as slain by the hazard', () => {
    const s = striking([['Ogre', 'attacker', 'C3', 5], ['Troll', 'defender', 'C4']], land({ C3: { hazard: 'Drift' } }));
    expect(s.pieces.find((p) => p.id === 'a1')).toMatchObject({ hits: 6, slain: true, slainBy: null });
    const r = play(s, { type: 'strike', player: A, piece: 'a1', target: 'd1', strikeNumber: 4, dice: 6 });
    expect(r.events.some((e) => e.type === 'strike' && e.piece === 'a1')).toBe(true);
    // Nobody is left for the Troll to strike back: the phase ends and the Ogre leaves.
    expect(r.state.phase).not.toBe('strikeback');
    expect(r.state.slain.find((p) => p.id === 'a1')).toEqual({ id: 'a1', name: 'Ogre', side: 'attacker', cause: 'hazard', by: null });
  });

  it('Hazard Chart Fog, Hedge: a non-native striking a native standing there loses a die; Cloud: its natives strike with half as many dice again', () => {
    expect(normal(striking([['Ogre', 'attacker', 'C3'], ['Unicorn', 'defender', 'C4']], land({ C4: { hazard: 'Fog' } })), 'd1')).toEqual([5, 6]);
    expect(normal(striking([['Ogre', 'attacker', 'C3'], ['Troll', 'defender', 'C4']], land({ C4: { hazard: 'Hedge' } })), 'd1')).toEqual([5, 4]);
    expect(normal(striking([['Ogre', 'attacker', 'C3'], ['Troll', 'defender', 'C4']], land({ C3: { hazard: 'Cloud' } })), 'd1')).toEqual([9, 4]);
  });
});

describe('rules 14 rangestriking', () => {
  it('rules 14.1–rules 14.2: dice ⌊PF/2⌋, range up to the skill-factor counting both hexes, at most 4, −1 skill at range 4', () => {
    expect(normal(striking([['Gorgon', 'attacker', 'C1'], ['Troll', 'defender', 'C3']]), 'd1')).toEqual([4, 3]);
    expect(rangestrikes(striking([['Gorgon', 'attacker', 'C1'], ['Troll', 'defender', 'C4']]))).toEqual([]);
    expect(normal(striking([['Minotaur', 'attacker', 'C1'], ['Lion', 'defender', 'C3']]), 'd1')).toEqual([2, 3]);
    expect(normal(striking([['Minotaur', 'attacker', 'C1'], ['Lion', 'defender', 'C4']]), 'd1')).toEqual([2, 4]);
  });

  it('rules 14.5: the Warlock loses no skill at range 4, and its magic rangestrike passes characters', () => {
    expect(normal(striking([['Warlock', 'attacker', 'C1'], ['Lion', 'defender', 'C4']]), 'd1')).toEqual([3, 3]);
    const blocked = (name: string) => rangestrikes(striking([[name, 'attacker', 'C1'], ['Ogre', 'attacker', 'C2'], ['Lion', 'defender', 'C4']]));
    expect(blocked('Warlock')).toEqual(['d1']);
    expect(blocked('Minotaur')).toEqual([]);
  });

  it('rules 14.1: never while in contact with an enemy, and a rangestrike never carries over', () => {
    expect(rangestrikes(striking([['Gorgon', 'attacker', 'C1'], ['Troll', 'defender', 'C2'], ['Lion', 'defender', 'D2']]))).toEqual([]);
    const s = striking([['Gorgon', 'attacker', 'C1'], ['Troll', 'defender', 'C3'], ['Lion', 'defender', 'D3']]);
    expect(rangestrikes(s)).toEqual(['d1', 'd2']);
    expect(strikeChoices(s, 'a1', 'd1').every((c) => c.carryTargets.length === 0)).toBe(true);
  });

  it('rules 14.6: Lords and the Golem are immune to non-magic rangestrikes, Masters to all', () => {
    const targets = (striker: string, target: string) => rangestrikes(striking([[striker, 'attacker', 'C1'], [target, 'defender', 'C3']]));
    expect([targets('Minotaur', 'Angel'), targets('Warlock', 'Angel')]).toEqual([[], ['d1']]);
    expect([targets('Minotaur', 'Golem'), targets('Warlock', 'Golem')]).toEqual([[], ['d1']]);
    expect([targets('Minotaur', 'Titan'), targets('Warlock', 'Titan')]).toEqual([[], []]);
  });

  it('Hazard Chart Fog, Darkness: a non-magic non-native rangestrike may end in Fog but not pass it, and may neither enter nor pass Darkness', () => {
    const targets = (striker: string, hazard: string, at2: string) =>
      rangestrikes(striking([[striker, 'attacker', 'C1'], ['Troll', 'defender', 'C3'], ['Lion', 'defender', 'C4']], land({ [at2]: { hazard } })));
    expect(targets('Minotaur', 'Fog', 'C2')).toEqual([]);
    expect(targets('Minotaur', 'Fog', 'C3')).toEqual(['d1']);
    expect(targets('Warlock', 'Fog', 'C2')).toEqual(['d1', 'd2']);
    expect(targets('Minotaur', 'Darkness', 'C3')).toEqual([]);
    // The Gorgon is native to Fog: its rangestrike passes it.
    expect(targets('Gorgon', 'Fog', 'C2')).toEqual(['d1']);
  });

  it('Hazard Chart Beach, Water: a native standing there is the target of magic rangestrikes only', () => {
    const water = land({ C3: { hazard: 'Water' } });
    const targets = (striker: string) => rangestrikes(striking([[striker, 'attacker', 'C1'], ['Dolphin', 'defender', 'C3']], water));
    expect([targets('Minotaur'), targets('Warlock')]).toEqual([[], ['d1']]);
  });
});
