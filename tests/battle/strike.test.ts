// §13 regular striking and the Hazard Chart's striking rows.
import { describe, expect, it } from 'vitest';
import { canStrike, strikeDice, strikeNumber, strikeTargets } from '../../engine/family/battle/rules.js';
import { land, position, type HexSpec } from './helpers.js';

const PLAIN = land({});
/** C3 strikes C4 (C3's side 0). `up`: C4 records the hexside (striking up); `down`: C3 records it. */
function across(hazard: 'Slope' | 'Wall' | 'Dune' | 'Cliff', dir: 'up' | 'down', extra: Record<string, HexSpec> = {}) {
  return dir === 'up'
    ? land({ C4: { elevation: 1, sides: { 3: hazard } }, ...extra })
    : land({ C3: { elevation: 1, sides: { 0: hazard } }, ...extra });
}
const duel = (l: ReturnType<typeof land>, striker: string, target: string, targetSide: 'attacker' | 'defender' = 'defender') =>
  position(l, [[striker, 'attacker', 'C3'], [target, targetSide === 'defender' ? 'defender' : 'attacker', 'C4']]);

describe('§13.2 Strike Chart', () => {
  it('§13.2: the Ogre (skill 2) needs 5 against a Lion (skill 3) and rolls 6 dice (its power)', () => {
    const pos = duel(PLAIN, 'Ogre', 'Lion');
    expect(strikeNumber(pos, 'C3', 'C4')).toBe(5);
    expect(strikeDice(pos, 'C3', 'C4')).toBe(6);
  });

  it('§13.2: strike number = 4 − attacker skill + defender skill across the chart', () => {
    const cases: [string, string, number][] = [
      ['Ogre', 'Ogre', 4], ['Ogre', 'Centaur', 6], ['Lion', 'Ogre', 3], ['Lion', 'Lion', 4],
      ['Lion', 'Centaur', 5], ['Centaur', 'Ogre', 2], ['Centaur', 'Lion', 3], ['Centaur', 'Centaur', 4],
    ];
    for (const [a, d, n] of cases) expect(strikeNumber(duel(PLAIN, a, d), 'C3', 'C4'), `${a} vs ${d}`).toBe(n);
  });

  it('Strike Chart: a Skill-5 strike against Skill 2 needs a 1', () => {
    // The chart's Skill-2 row reads 5 4 3 2 1: no floor of 2. A Skill-4 Centaur on the Tower's C3 strikes down
    // across the Wall (+1 skill) at an Ogre on C2: every die hits.
    const pos = position('Tower', [['Centaur', 'attacker', 'C3'], ['Ogre', 'defender', 'C2']]);
    expect(strikeNumber(pos, 'C3', 'C2')).toBe(1);
    expect(strikeNumber(duel(across('Wall', 'down'), 'Centaur', 'Ogre'), 'C3', 'C4')).toBe(1);
  });

  it('§13.2: the strike number stays within 1…6 whatever the hazards', () => {
    // Skill 2 − 1 out of Brambles against skill 4 would be 7.
    expect(strikeNumber(duel(land({ C3: { hazard: 'Brambles' } }), 'Ogre', 'Centaur'), 'C3', 'C4')).toBe(6);
    // Skill 2 − 1 up the Tower Wall against skill 4 would be 7 too.
    expect(strikeNumber(position('Tower', [['Centaur', 'attacker', 'C3'], ['Ogre', 'defender', 'C2']]), 'C2', 'C3')).toBe(6);
  });

  it('§19.1: a Titan rolls its current power', () => {
    const pos = position(PLAIN, [['Titan', 'attacker', 'C3', { power: 8 }], ['Ogre', 'defender', 'C4']]);
    expect(strikeDice(pos, 'C3', 'C4')).toBe(8);
  });
});

describe('§13.3 damage', () => {
  it('§13.3: damage has no effect on striking', () => {
    const pos = position(PLAIN, [['Ogre', 'attacker', 'C3', { hits: 5 }], ['Lion', 'defender', 'C4', { hits: 4 }]]);
    expect(strikeNumber(pos, 'C3', 'C4')).toBe(5);
    expect(strikeDice(pos, 'C3', 'C4')).toBe(6);
  });
});

describe('§13 who may strike', () => {
  it('§13: a character in contact strikes only the enemies it is in contact with, never a friend', () => {
    const pos = position(PLAIN, [
      ['Hydra', 'attacker', 'C3'], ['Ogre', 'defender', 'C4'], ['Troll', 'defender', 'E4'], ['Lion', 'attacker', 'D3'],
    ]);
    expect(strikeTargets(pos, 'C3')).toEqual([{ target: 'C4', rangestrike: false }]);
    expect(canStrike(pos, 'C3', 'E4')).toBe(false);
    expect(canStrike(pos, 'C3', 'D3')).toBe(false);
  });

  it('§13: both sides strike in melee, whoever is moving', () => {
    const pos = position(PLAIN, [['Ogre', 'attacker', 'C3'], ['Troll', 'defender', 'C4']], { active: 'attacker' });
    expect(canStrike(pos, 'C4', 'C3')).toBe(true);
  });

  it('§13.1: a character that has struck this phase may not strike again', () => {
    const pos = position(PLAIN, [['Ogre', 'attacker', 'C3', { struck: true }], ['Troll', 'defender', 'C4']]);
    expect(canStrike(pos, 'C3', 'C4')).toBe(false);
    expect(strikeNumber(pos, 'C3', 'C4')).toBeNull();
    expect(strikeDice(pos, 'C3', 'C4')).toBe(0);
  });

  it('§13.6: a slain character cannot be struck, but a slain character still strikes back', () => {
    const pos = position(PLAIN, [['Ogre', 'attacker', 'C3'], ['Troll', 'defender', 'C4', { slain: true }], ['Lion', 'defender', 'D3']]);
    expect(strikeTargets(pos, 'C3')).toEqual([{ target: 'D3', rangestrike: false }]);
    const back = position(PLAIN, [['Ogre', 'attacker', 'C3'], ['Troll', 'defender', 'C4', { slain: true }]]);
    expect(canStrike(back, 'C4', 'C3')).toBe(true);
  });

  it('§13: a character whose adjacent enemies are all slain need not and cannot strike (no rangestrike either)', () => {
    const pos = position(PLAIN, [['Ranger', 'attacker', 'C3'], ['Troll', 'defender', 'C4', { slain: true }], ['Lion', 'defender', 'E2']]);
    expect(strikeTargets(pos, 'C3')).toEqual([]);
    const alone = position(PLAIN, [['Ranger', 'attacker', 'C3'], ['Lion', 'defender', 'E2']]);
    expect(strikeTargets(alone, 'C3')).toEqual([{ target: 'E2', rangestrike: true }]);
  });

  it('off-board pieces neither strike nor are struck', () => {
    const pos = position(PLAIN, [['Ogre', 'attacker', null], ['Troll', 'defender', 'C4']]);
    expect(canStrike(pos, 'off0', 'C4')).toBe(false);
    expect(canStrike(pos, 'C4', 'off0')).toBe(false);
  });
});

describe('Hazard Chart striking: Bramble', () => {
  it('Hazard Chart, Bramble: a native defending in Brambles is harder to hit (+1) for a non-native', () => {
    const l = land({ C4: { hazard: 'Brambles' } });
    expect(strikeNumber(duel(l, 'Ogre', 'Cyclops'), 'C3', 'C4')).toBe(5);
    expect(strikeNumber(duel(PLAIN, 'Ogre', 'Cyclops'), 'C3', 'C4')).toBe(4);
  });

  it('Hazard Chart, Bramble: no bonus against a native striker, nor for a non-native defender', () => {
    const l = land({ C4: { hazard: 'Brambles' } });
    expect(strikeNumber(duel(l, 'Gargoyle', 'Cyclops'), 'C3', 'C4')).toBe(3);
    expect(strikeNumber(duel(l, 'Ogre', 'Troll'), 'C3', 'C4')).toBe(4);
  });

  it('Hazard Chart, Bramble: a non-native striking out of Brambles loses a skill factor; a native does not', () => {
    const l = land({ C3: { hazard: 'Brambles' } });
    expect(strikeNumber(duel(l, 'Lion', 'Ogre'), 'C3', 'C4')).toBe(4);
    expect(strikeNumber(duel(l, 'Gargoyle', 'Ogre'), 'C3', 'C4')).toBe(3);
  });
});

describe('Hazard Chart striking: Slope', () => {
  it('Hazard Chart, Slope: a native adds one die striking down across a Slope', () => {
    expect(strikeDice(duel(across('Slope', 'down'), 'Ogre', 'Troll'), 'C3', 'C4')).toBe(7);
    expect(strikeDice(duel(across('Slope', 'down'), 'Troll', 'Ogre'), 'C3', 'C4')).toBe(8);
  });

  it('Hazard Chart, Slope: a non-native loses a skill factor striking up across a Slope; a native does not', () => {
    expect(strikeNumber(duel(across('Slope', 'up'), 'Troll', 'Ogre'), 'C3', 'C4')).toBe(5);
    expect(strikeNumber(duel(across('Slope', 'up'), 'Ogre', 'Troll'), 'C3', 'C4')).toBe(4);
    expect(strikeDice(duel(across('Slope', 'up'), 'Ogre', 'Troll'), 'C3', 'C4')).toBe(6);
  });
});

describe('Hazard Chart striking: Wall', () => {
  it('Hazard Chart, Wall: anyone gains a skill factor striking down across a Wall', () => {
    expect(strikeNumber(duel(across('Wall', 'down'), 'Ogre', 'Troll'), 'C3', 'C4')).toBe(3);
  });

  it('Hazard Chart, Wall: anyone loses a skill factor striking up across a Wall', () => {
    expect(strikeNumber(duel(across('Wall', 'up'), 'Ogre', 'Troll'), 'C3', 'C4')).toBe(5);
    expect(strikeDice(duel(across('Wall', 'up'), 'Ogre', 'Troll'), 'C3', 'C4')).toBe(6);
  });
});

describe('Hazard Chart striking: Dune', () => {
  it('Hazard Chart, Dune: a native adds two dice striking down across a Dune', () => {
    expect(strikeDice(duel(across('Dune', 'down'), 'Lion', 'Ogre'), 'C3', 'C4')).toBe(7);
    expect(strikeDice(duel(across('Dune', 'down'), 'Ogre', 'Lion'), 'C3', 'C4')).toBe(6);
  });

  it('Hazard Chart, Dune: a non-native loses one die striking up across a Dune; a native does not', () => {
    expect(strikeDice(duel(across('Dune', 'up'), 'Ogre', 'Lion'), 'C3', 'C4')).toBe(5);
    expect(strikeDice(duel(across('Dune', 'up'), 'Hydra', 'Lion'), 'C3', 'C4')).toBe(10);
    expect(strikeNumber(duel(across('Dune', 'up'), 'Ogre', 'Lion'), 'C3', 'C4')).toBe(5);
  });
});

describe('Hazard Chart striking: Cliff, Volcano, Sand, Bog, Tree, Drift', () => {
  it('Hazard Chart, Cliff: characters cannot strike across a Cliff', () => {
    const pos = duel(across('Cliff', 'down'), 'Ogre', 'Troll');
    expect(canStrike(pos, 'C3', 'C4')).toBe(false);
    expect(canStrike(pos, 'C4', 'C3')).toBe(false);
    expect(strikeNumber(pos, 'C3', 'C4')).toBeNull();
  });

  it('Hazard Chart, Volcano: a Dragon adds two dice striking from the Volcano, and one more down a Slope', () => {
    const pos = position('Mountains', [['Dragon', 'attacker', 'D4'], ['Ogre', 'defender', 'D5'], ['Troll', 'defender', 'E3']]);
    expect(strikeDice(pos, 'D4', 'D5')).toBe(12);
    const flat = position(land({ C3: { hazard: 'Volcano', elevation: 2 } }), [['Dragon', 'attacker', 'C3'], ['Ogre', 'defender', 'C4']]);
    expect(strikeDice(flat, 'C3', 'C4')).toBe(11);
  });

  it('Hazard Chart, Volcano: the Mountains Volcano faces C3 across a Cliff, so no strike there', () => {
    const pos = position('Mountains', [['Dragon', 'attacker', 'D4'], ['Ogre', 'defender', 'C3']]);
    expect(canStrike(pos, 'D4', 'C3')).toBe(false);
  });

  it('Hazard Chart, Plain: no effect on striking, and Sand, Bog and Drift none either', () => {
    for (const hazard of ['Sand', 'Bog', 'Drift', 'Plains'] as const) {
      const l = land({ C3: { hazard }, C4: { hazard } });
      expect(strikeNumber(duel(l, 'Ogre', 'Lion'), 'C3', 'C4'), hazard).toBe(5);
      expect(strikeDice(duel(l, 'Ogre', 'Lion'), 'C3', 'C4'), hazard).toBe(6);
    }
  });
});
