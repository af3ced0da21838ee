// §12 rangestriking: who may, range, dice, skill losses and the hazards that change the strike number.
import { describe, expect, it } from 'vitest';
import { canStrike, strikeDice, strikeNumber, strikeTargets } from '../../engine/family/battle/rules.js';
import { land, position } from './helpers.js';

const PLAIN = land({});

describe('§12.1 who may rangestrike', () => {
  it('§12.1: only characters with the bow symbol rangestrike', () => {
    expect(canStrike(position(PLAIN, [['Ogre', 'attacker', 'C2'], ['Troll', 'defender', 'C4']]), 'C2', 'C4')).toBe(false);
    expect(canStrike(position(PLAIN, [['Ranger', 'attacker', 'C2'], ['Troll', 'defender', 'C4']]), 'C2', 'C4')).toBe(true);
  });

  it('§12.1: only the moving player rangestrikes', () => {
    const pos = position(PLAIN, [['Ranger', 'defender', 'C2'], ['Troll', 'attacker', 'C4']], { active: 'attacker' });
    expect(canStrike(pos, 'C2', 'C4')).toBe(false);
    expect(canStrike({ ...pos, active: 'defender' }, 'C2', 'C4')).toBe(true);
  });

  it('§12.1: a character in contact with an enemy may not rangestrike', () => {
    const pos = position(PLAIN, [['Ranger', 'attacker', 'C2'], ['Troll', 'defender', 'C4'], ['Ogre', 'defender', 'B1']]);
    expect(strikeTargets(pos, 'C2')).toEqual([{ target: 'B1', rangestrike: false }]);
  });

  it('§12.1: strikeTargets marks rangestrikes', () => {
    const pos = position(PLAIN, [['Ranger', 'attacker', 'C2'], ['Troll', 'defender', 'C4'], ['Ogre', 'defender', 'F4']]);
    expect(strikeTargets(pos, 'C2')).toEqual([{ target: 'C4', rangestrike: true }]);
  });
});

describe('§12.2–§12.3 range and dice', () => {
  it('§12.3: range 3 at full skill, range 4 with one skill factor less, no further', () => {
    expect(strikeNumber(position(PLAIN, [['Ranger', 'attacker', 'C2'], ['Troll', 'defender', 'C4']]), 'C2', 'C4')).toBe(2);
    expect(strikeNumber(position(PLAIN, [['Ranger', 'attacker', 'C1'], ['Troll', 'defender', 'C4']]), 'C1', 'C4')).toBe(3);
    expect(canStrike(position(PLAIN, [['Ranger', 'attacker', 'C1'], ['Troll', 'defender', 'C5']]), 'C1', 'C5')).toBe(false);
  });

  it('§12.3: the range may not exceed the skill factor (a Gorgon, skill 3, reaches only range 3)', () => {
    expect(canStrike(position(PLAIN, [['Gorgon', 'attacker', 'C2'], ['Troll', 'defender', 'C4']]), 'C2', 'C4')).toBe(true);
    expect(canStrike(position(PLAIN, [['Gorgon', 'attacker', 'C1'], ['Troll', 'defender', 'C4']]), 'C1', 'C4')).toBe(false);
  });

  it('§12.2: a rangestrike rolls half the power, rounded down', () => {
    expect(strikeDice(position(PLAIN, [['Hydra', 'attacker', 'C2'], ['Troll', 'defender', 'C4']]), 'C2', 'C4')).toBe(5);
    expect(strikeDice(position(PLAIN, [['Dragon', 'attacker', 'C2'], ['Troll', 'defender', 'C4']]), 'C2', 'C4')).toBe(4);
    expect(strikeDice(position(PLAIN, [['Warlock', 'attacker', 'C2'], ['Troll', 'defender', 'C4']]), 'C2', 'C4')).toBe(2);
  });
});

describe('§12.6 Lords and Warlocks', () => {
  it('§12.6: Titans, Angels and Archangels are immune to rangestrikes', () => {
    for (const lord of ['Titan', 'Angel', 'Archangel']) {
      expect(canStrike(position(PLAIN, [['Ranger', 'attacker', 'C2'], [lord, 'defender', 'C4']]), 'C2', 'C4'), lord).toBe(false);
    }
    expect(canStrike(position(PLAIN, [['Ranger', 'attacker', 'C2'], ['Guardian', 'defender', 'C4']]), 'C2', 'C4')).toBe(true);
  });

  it('§12.6: a Warlock may rangestrike Lords', () => {
    expect(canStrike(position(PLAIN, [['Warlock', 'attacker', 'C2'], ['Titan', 'defender', 'C4']]), 'C2', 'C4')).toBe(true);
  });

  it('§12.6: a Warlock rangestrikes four hexes with no loss of skill', () => {
    expect(strikeNumber(position(PLAIN, [['Warlock', 'attacker', 'C1'], ['Troll', 'defender', 'C4']]), 'C1', 'C4')).toBe(2);
  });

  it('§12.6: a Warlock is never blocked by characters or hazards', () => {
    const l = land({ C2: { hazard: 'Tree', elevation: 1 }, C3: { elevation: 1, sides: { 0: 'Cliff', 3: 'Cliff' } } });
    const free = position(l, [['Warlock', 'attacker', 'C1'], ['Ogre', 'defender', 'C3'], ['Troll', 'defender', 'C4']]);
    expect(canStrike({ ...free, pieces: free.pieces.map((p) => (p.creature === 'Warlock' ? { ...p, creature: 'Ranger' } : p)) }, 'C1', 'C4')).toBe(false);
    expect(canStrike(free, 'C1', 'C4')).toBe(true);
  });

  it('§12.6: a Warlock\'s rangestrike is not affected by hazards (intervening Brambles, a native in Brambles)', () => {
    const l = land({ C2: { hazard: 'Brambles' }, C3: { hazard: 'Brambles' }, C4: { hazard: 'Brambles' } });
    expect(strikeNumber(position(l, [['Warlock', 'attacker', 'C1'], ['Cyclops', 'defender', 'C4']]), 'C1', 'C4')).toBe(2);
  });

  it('§12.6: a Warlock in contact may not rangestrike', () => {
    const pos = position(PLAIN, [['Warlock', 'attacker', 'C2'], ['Ogre', 'defender', 'C3'], ['Troll', 'defender', 'C5']]);
    expect(canStrike(pos, 'C2', 'C5')).toBe(false);
  });
});

describe('Hazard Chart rangestriking: skill and strike number', () => {
  it('Hazard Chart, Bramble: a non-native rangestriker loses a skill factor per intervening Bramble hex', () => {
    const l = land({ C2: { hazard: 'Brambles' }, C3: { hazard: 'Brambles' } });
    expect(strikeNumber(position(l, [['Ranger', 'attacker', 'C1'], ['Troll', 'defender', 'C4']]), 'C1', 'C4')).toBe(5);
  });

  it('Hazard Chart, Bramble: a native rangestriker (Gorgon) loses nothing', () => {
    const l = land({ C3: { hazard: 'Brambles' } });
    expect(strikeNumber(position(l, [['Gorgon', 'attacker', 'C2'], ['Troll', 'defender', 'C4']]), 'C2', 'C4')).toBe(3);
  });

  it('Hazard Chart, Bramble: Brambles in the rangestriker\'s own hex have no effect on its rangestrike', () => {
    const l = land({ C2: { hazard: 'Brambles' } });
    expect(strikeNumber(position(l, [['Ranger', 'attacker', 'C2'], ['Troll', 'defender', 'C4']]), 'C2', 'C4')).toBe(2);
  });

  it('Hazard Chart, Bramble: a native target in Brambles is +1 to hit for a non-native rangestriker only', () => {
    const l = land({ C4: { hazard: 'Brambles' } });
    expect(strikeNumber(position(l, [['Ranger', 'attacker', 'C2'], ['Gargoyle', 'defender', 'C4']]), 'C2', 'C4')).toBe(4);
    expect(strikeNumber(position(l, [['Gorgon', 'attacker', 'C2'], ['Gargoyle', 'defender', 'C4']]), 'C2', 'C4')).toBe(4);
    expect(strikeNumber(position(l, [['Gorgon', 'attacker', 'C2'], ['Troll', 'defender', 'C4']]), 'C2', 'C4')).toBe(3);
  });

  it('§12.4: on a hexspine the rangestriker takes the path with fewer Brambles if it is open', () => {
    const l = land({ B2: { hazard: 'Brambles' } });
    expect(strikeNumber(position(l, [['Ranger', 'attacker', 'A1'], ['Troll', 'defender', 'B3']]), 'A1', 'B3')).toBe(2);
    const blocked = position(l, [['Ranger', 'attacker', 'A1'], ['Troll', 'defender', 'B3'], ['Ogre', 'attacker', 'A2']]);
    expect(strikeNumber(blocked, 'A1', 'B3')).toBe(3);
  });

  it('Hazard Chart, Wall: a rangestrike loses a skill factor for each Wall it crosses going up', () => {
    const pos = position('Tower', [['Ranger', 'attacker', 'D1'], ['Troll', 'defender', 'D3']]);
    expect(strikeNumber(pos, 'D1', 'D3')).toBe(3);
    const down = position('Tower', [['Ranger', 'defender', 'D3'], ['Troll', 'attacker', 'D1']], { active: 'defender' });
    expect(strikeNumber(down, 'D3', 'D1')).toBe(2);
    // Two Walls up from D1 to the centre, at range 4: 4 − 1 − 2 = 1 → 4 − 1 + 2 = 5.
    const centre = position('Tower', [['Ranger', 'attacker', 'D1'], ['Troll', 'defender', 'D4']]);
    expect(strikeNumber(centre, 'D1', 'D4')).toBe(5);
  });

  it('Hazard Chart, Volcano: a Dragon in the Volcano is +1 to hit by rangestrikes and adds two dice to its own', () => {
    const pos = position('Mountains', [['Ranger', 'attacker', 'D6'], ['Dragon', 'defender', 'D4']]);
    expect(strikeNumber(pos, 'D6', 'D4')).toBe(4);
    const fire = position(land({ C2: { hazard: 'Volcano', elevation: 2 } }), [['Dragon', 'attacker', 'C2'], ['Troll', 'defender', 'C4']]);
    expect(strikeDice(fire, 'C2', 'C4')).toBe(6);
  });

  it('Hazard Chart, Slope/Dune: no skill loss on rangestrikes (only blocking rules apply)', () => {
    const top = land({ C2: { elevation: 1, sides: { 0: 'Slope' } } });
    expect(strikeNumber(position(top, [['Ranger', 'attacker', 'C4'], ['Troll', 'defender', 'C2']]), 'C4', 'C2')).toBe(2);
  });
});
