// Gods of Titan scoring (rules 20 scoring battles, 24.2 the Titan's Power-factor, 24.8 and 23.10 the removal of an
// eliminated player's legions) and acquiring Lords (rules 21), for positions given as data.
import { describe, expect, it } from 'vitest';
import {
  eliminationPayout, engagementReward, legionValue, scoreValue, titanPower, type EngagementEnd,
} from '../../engine/gods/rules/scoring.js';
import { earnedLordPicks, lordChoices, mayTakeLord, type LordTaker } from '../../engine/gods/rules/lords.js';

describe('rules 20.3 the value of a legion', () => {
  it('PF × SF per character: a Lion is worth 15', () => {
    expect(scoreValue('Lion', 0)).toBe(15);
    expect(legionValue(['Lion', 'Lion', 'Ogre', 'Centaur'], 0)).toBe(15 + 15 + 12 + 12);
  });
  it('variable Power-factors count at their base (Executer 40, Knight 24, Guardian 20)', () => {
    expect(['Executer', 'Knight', 'Guardian', 'Jabberwok', 'Necromancer'].map((n) => scoreValue(n, 5000))).toEqual([40, 24, 20, 16, 30]);
  });
  it('Titans and Phantoms count at their current Power-factor (24.2)', () => {
    const cases: [string, number, number][] = [
      ['Titan', 0, 24], ['Titan', 699, 24], ['Titan', 700, 28], ['Titan', 1250, 48], ['Dark-Titan', 900, 36], ['Phantom', 800, 16],
    ];
    for (const [name, score, value] of cases) expect(scoreValue(name, score)).toBe(value);
  });
});

describe('rules 24.2 the Titan\'s Power-factor: max(6, score/100 rounded down)', () => {
  it('6 up to 699 points, then one per hundred', () => {
    expect([0, 100, 599, 699, 700, 799, 800, 1999].map(titanPower)).toEqual([6, 6, 6, 6, 7, 7, 8, 19]);
  });
});

describe('rules 20.4 points and Lifegems by the end of an Engagement', () => {
  // A losing legion of 4 characters worth 75.
  const cases: { end: EngagementEnd; winner: [number, number]; loser: [number, number] }[] = [
    { end: 'flee', winner: [37, 20], loser: [0, 20] },
    { end: 'agreement', winner: [75, 40], loser: [0, 20] },
    { end: 'draw', winner: [0, 0], loser: [0, 0] },
    { end: 'time-out', winner: [0, 0], loser: [0, 0] },
    // A21: a concession scores as a battle won (20.4), not halved as DE 20.3's "Aufgabe" reads.
    { end: 'concession', winner: [75, 40], loser: [0, 0] },
    { end: 'battle', winner: [75, 40], loser: [0, 0] },
  ];
  for (const c of cases) {
    it(`${c.end}: winner ${c.winner[0]} points ${c.winner[1]} Lifegems, loser ${c.loser[1]} Lifegems`, () => {
      const r = engagementReward(c.end, 75, 4);
      expect([r.winner.points, r.winner.lifegems, r.loser.points, r.loser.lifegems]).toEqual([...c.winner, ...c.loser]);
    });
  }
});

describe('rules 24.8 and 23.10: the eliminated player\'s legions pay the slayer half their value and 5 Lifegems each', () => {
  it('half the value of all removed legions (rounded down), 5 Lifegems per character', () => {
    const legions = [
      { characters: ['Lion', 'Ogre'], engagedWithOther: false },
      { characters: ['Angel', 'Centaur', 'Gargoyle'], engagedWithOther: false },
    ];
    expect(eliminationPayout(legions, 0)).toEqual({ points: Math.floor((15 + 12 + 24 + 12 + 12) / 2), lifegems: 25 });
  });
  it('A22: a legion that would have been engaged with another player this turn pays nothing (EN)', () => {
    const legions = [
      { characters: ['Lion', 'Ogre'], engagedWithOther: false },
      { characters: ['Colossus', 'Colossus'], engagedWithOther: true },
    ];
    expect(eliminationPayout(legions, 0)).toEqual({ points: 13, lifegems: 10 });
  });
  it('a removed Phantom counts at its current Power-factor', () => {
    expect(eliminationPayout([{ characters: ['Phantom'], engagedWithOther: false }], 900)).toEqual({ points: 9, lifegems: 5 });
  });
});

describe('rules 21 acquiring Lords', () => {
  it('21.1, 21.3: one Lord per multiple of 200 reached; the Archangel at multiples of 600, the Necromancer of 1800', () => {
    expect(earnedLordPicks(150, 199)).toEqual([]);
    expect(earnedLordPicks(150, 200)).toEqual([['Angel']]);
    expect(earnedLordPicks(380, 640)).toEqual([['Angel'], ['Archangel', 'Angel']]);
    expect(earnedLordPicks(1700, 1800)).toEqual([['Necromancer', 'Archangel', 'Angel']]);
    expect(earnedLordPicks(0, 1000).length).toBe(5);
  });
  it('21.1: only Lords of the player\'s own pool', () => {
    expect(lordChoices(['Archangel', 'Angel'], { Archangel: 2, Angel: 0 })).toEqual(['Archangel']);
    expect(lordChoices(['Angel'], { Angel: 0 })).toEqual([]);
  });
  it('21.2, 4.3: not into a full legion, one holding that Lord, a Sea legion, or another legion still engaged', () => {
    const taker = (extra: Partial<LordTaker>): LordTaker => ({ characters: ['Lion', 'Angel'], masterUncovered: false, seaLegion: false, engaged: false, ...extra });
    expect(mayTakeLord(taker({}), 'Archangel')).toBe(true);
    expect(mayTakeLord(taker({}), 'Angel')).toBe(false);
    expect(mayTakeLord(taker({ seaLegion: true }), 'Archangel')).toBe(false);
    expect(mayTakeLord(taker({ engaged: true }), 'Archangel')).toBe(false);
    expect(mayTakeLord(taker({ characters: ['Lion', 'Lion', 'Lion', 'Ogre', 'Ogre', 'Ogre', 'Angel'] }), 'Archangel')).toBe(false);
  });
});
