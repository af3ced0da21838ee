// Gods of Titan rules 12 (maneuver), positions as data.
import { describe, expect, it } from 'vitest';
import { battleRange } from '../../engine/family/battle/grid.js';
import { pieceMoves } from '../../engine/gods/battle/index.js';
import { at, land } from './battle-helpers.js';

/** The farthest hex (inclusive range − 1 = hexes moved) among a piece's moves, from `from`. */
const farthest = (moves: readonly string[], from: string) => Math.max(...moves.map((h) => battleRange(from, h) - 1));

describe('rules 12.3 movement allowance', () => {
  it('rules 12.3: a character moves up to its skill-factor in hexes', () => {
    for (const [name, skill] of [['Ogre', 2], ['Lion', 3], ['Centaur', 4]] as const) {
      const s = at([[name, 'attacker', 'C1'], ['Troll', 'defender', 'F4']]);
      expect(farthest(pieceMoves(s, 'a1'), 'C1')).toBe(skill);
    }
  });

  it('rules 12.3, A7: a skill-5 character moves at most 4 hexes, but its fifth point absorbs one slowed step', () => {
    // Bramble on C2 slows non-natives: C1 → C2 (2) → C3 → C4 → C5 costs 5 for 4 hexes (the only 4-hex way).
    const sand = land({ C2: { hazard: 'Bramble' } });
    const warlord = at([['Warlord', 'attacker', 'C1'], ['Troll', 'defender', 'F4']], { land: sand });
    expect(farthest(pieceMoves(warlord, 'a1'), 'C1')).toBe(4);
    expect(pieceMoves(warlord, 'a1')).toContain('C5');
    const centaur = at([['Centaur', 'attacker', 'C1'], ['Troll', 'defender', 'F4']], { land: sand });
    expect(pieceMoves(centaur, 'a1')).not.toContain('C5');
    // Two slowed steps are one too many: Bramble on C2 and C3.
    const twice = at([['Warlord', 'attacker', 'C1'], ['Troll', 'defender', 'F4']], { land: land({ C2: { hazard: 'Bramble' }, C3: { hazard: 'Bramble' } }) });
    expect(pieceMoves(twice, 'a1')).not.toContain('C5');
    expect(pieceMoves(twice, 'a1')).toContain('C4');
  });

  it('rules 12.3: a Warlord gives the Creatures of its legion +1 movement (a skill-4 Creature then absorbs one slowed step)', () => {
    const sand = land({ C2: { hazard: 'Bramble' } });
    const alone = at([['Minotaur', 'attacker', 'C1'], ['Troll', 'defender', 'F4']], { land: sand });
    expect(pieceMoves(alone, 'a1')).not.toContain('C5');
    const led = at([['Minotaur', 'attacker', 'C1'], ['Warlord', 'attacker', 'A1'], ['Troll', 'defender', 'F4']], { land: sand });
    expect(pieceMoves(led, 'a1')).toContain('C5');
    expect(farthest(pieceMoves(led, 'a1'), 'C1')).toBe(4);
    // Not a Creature: the Knight (skill 4, a Human) gains nothing.
    const knight = at([['Knight', 'attacker', 'C1'], ['Warlord', 'attacker', 'A1'], ['Troll', 'defender', 'F4']], { land: sand });
    expect(pieceMoves(knight, 'a1')).not.toContain('C5');
  });
});

describe('rules 12.4 melee lock', () => {
  it('rules 12.4: a character next to an enemy at the start of the maneuver may not move', () => {
    expect(pieceMoves(at([['Centaur', 'attacker', 'C3'], ['Troll', 'defender', 'C4']]), 'a1')).toEqual([]);
  });

  it('rules 12.4: the Pegasus is never locked in melee', () => {
    expect(pieceMoves(at([['Pegasus', 'attacker', 'C3'], ['Troll', 'defender', 'C4']]), 'a1').length).toBeGreaterThan(0);
  });

  it('rules 12.4, Hazard Chart Fog: a native standing in Fog is never locked; a non-native there is', () => {
    const fog = land({ C3: { hazard: 'Fog' } });
    expect(pieceMoves(at([['Unicorn', 'attacker', 'C3'], ['Troll', 'defender', 'C4']], { land: fog }), 'a1').length).toBeGreaterThan(0);
    expect(pieceMoves(at([['Centaur', 'attacker', 'C3'], ['Troll', 'defender', 'C4']], { land: fog }), 'a1')).toEqual([]);
  });
});

describe('rules 12.7 Hazard Chart: Fog', () => {
  it('Hazard Chart Fog: a non-flying non-native\'s move ends as soon as it enters Fog; natives and fliers go on', () => {
    const fog = land({ C2: { hazard: 'Fog' }, B2: { hazard: 'Tree' }, D2: { hazard: 'Tree' }, B1: { hazard: 'Tree' }, D1: { hazard: 'Tree' } });
    const from = (name: string) => pieceMoves(at([[name, 'attacker', 'C1'], ['Troll', 'defender', 'F4']], { land: fog }), 'a1');
    expect(from('Centaur')).toEqual(['C2']);
    expect(from('Unicorn')).toContain('C4');
    expect(from('Ranger')).toContain('C4');
  });
});

describe('rules 12.7 Hazard Chart: Darkness and Cloud natives by side', () => {
  it('Hazard Chart Darkness, Cloud: the Darklord\'s characters are native to Darkness, the Titan-players\' to Cloud, a Neutral legion\'s to neither', () => {
    const sky = land({ C2: { hazard: 'Darkness' }, C4: { hazard: 'Cloud' } });
    const from = (owner: 'red' | 'black' | 'neutral') =>
      pieceMoves(at([['Ogre', 'attacker', 'C3'], ['Troll', 'defender', 'F4']], { land: sky, owners: [owner, owner === 'red' ? 'green' : 'red'] }), 'a1');
    expect(['C2', 'C4'].filter((h) => from('black').includes(h))).toEqual(['C2']);
    expect(['C2', 'C4'].filter((h) => from('red').includes(h))).toEqual(['C4']);
    expect(['C2', 'C4'].filter((h) => from('neutral').includes(h))).toEqual([]);
  });
});

describe('rules 12.5 slowed entry', () => {
  it('rules 12.5: entering a slowing hex costs 2 (Sand, for a non-native)', () => {
    const sand = land({ C4: { hazard: 'Sand' } });
    const ogre = at([['Ogre', 'attacker', 'C3'], ['Troll', 'defender', 'F4']], { land: sand });
    expect(pieceMoves(ogre, 'a1')).toContain('C4');
    expect(pieceMoves(ogre, 'a1')).not.toContain('C5');
    // A native (the Lion is native to Sand) is not slowed.
    const lion = at([['Lion', 'attacker', 'C3'], ['Troll', 'defender', 'F4']], { land: sand });
    expect(pieceMoves(lion, 'a1')).toContain('C5');
  });
});

describe('rules 12.6 flying and diving', () => {
  it('rules 12.6: a flier passes over characters; a walker does not', () => {
    // C3 → C5 straight up the column, C4 held by a friend and both other ways closed by Trees.
    const trees = land({ B4: { hazard: 'Tree' }, D4: { hazard: 'Tree' }, B3: { hazard: 'Tree' }, D5: { hazard: 'Tree' } });
    const pieces = (name: string) => at([[name, 'attacker', 'C3'], ['Lion', 'attacker', 'C4'], ['Troll', 'defender', 'F1']], { land: trees });
    expect(pieceMoves(pieces('Gargoyle'), 'a1')).toContain('C5');
    expect(pieceMoves(pieces('Lion'), 'a1')).not.toContain('C5');
  });

  it('Hazard Chart Cloud: a flying non-native pays one more for each Cloud it flies over', () => {
    // C2 is Cloud: the Darklord's Shadow (skill 3, a flier) from C1 reaches C4 only around it.
    const cloud = land({ C2: { hazard: 'Cloud' }, B1: { hazard: 'Cloud' }, D2: { hazard: 'Cloud' }, B2: { hazard: 'Cloud' }, D1: { hazard: 'Cloud' } });
    const from = (owner: 'black' | 'red') => pieceMoves(at([['Shadow', 'attacker', 'C1'], ['Troll', 'defender', 'F4']], { land: cloud, owners: [owner, 'green'] }), 'a1');
    expect(from('black')).toContain('C3');
    expect(from('black')).not.toContain('C4');
    expect(from('red')).toContain('C4');
  });

  it('rules 12.6, rules 3.10: a native of Water dives from Water to Water as if flying; a double-wave Sea-Creature stands only on Water and Beach', () => {
    // Water at A1 and A3 with a Bog (barred to the Dolphin) between them on A2, and Beach at B1.
    const sea = land({ A1: { hazard: 'Water' }, A2: { hazard: 'Bog' }, A3: { hazard: 'Water' }, B1: { hazard: 'Beach' } });
    const dolphin = at([['Dolphin', 'attacker', 'A1'], ['Troll', 'defender', 'F4']], { land: sea });
    expect(pieceMoves(dolphin, 'a1')).toEqual(['A3', 'B1']);
    // Water at C1 and A1 with Bogs between: A1 is the dive's alone, listed in its place among the walk's sorted hexes.
    const apart = land({ C1: { hazard: 'Water' }, A1: { hazard: 'Water' }, B1: { hazard: 'Bog' }, B2: { hazard: 'Bog' }, C2: { hazard: 'Beach' } });
    expect(pieceMoves(at([['Dolphin', 'attacker', 'C1'], ['Troll', 'defender', 'F4']], { land: apart }), 'a1')).toEqual(['A1', 'C2']);
  });
});
