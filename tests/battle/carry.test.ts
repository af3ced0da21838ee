// §13.4–§13.5 carrying excess hits over and the choices announced before rolling.
import { describe, expect, it } from 'vitest';
import { carryTargets, strikeOptions } from '../../engine/family/battle/rules.js';
import { land, position } from './helpers.js';

const PLAIN = land({});

describe('§13.4 carry-over', () => {
  it('§13.4 example: an Ogre striking a wounded Lion (5) cannot carry to a Centaur (6) unless it announces 6', () => {
    const pos = position(PLAIN, [['Ogre', 'attacker', 'C3'], ['Lion', 'defender', 'C4', { hits: 3 }], ['Centaur', 'defender', 'D3']]);
    expect(carryTargets(pos, 'C3', 'C4')).toEqual([]);
    expect(strikeOptions(pos, 'C3', 'C4')).toEqual([
      { dice: 6, strikeNumber: 5, carryTargets: [] },
      { dice: 6, strikeNumber: 6, carryTargets: ['D3'] },
    ]);
  });

  it('§13.4: hits carry to an enemy the striker needs the same or a lower number against', () => {
    const pos = position(PLAIN, [['Ogre', 'attacker', 'C3'], ['Centaur', 'defender', 'C4'], ['Lion', 'defender', 'D3'], ['Troll', 'defender', 'B3']]);
    expect(carryTargets(pos, 'C3', 'C4')).toEqual(['D3', 'B3']);
    expect(strikeOptions(pos, 'C3', 'C4')).toEqual([]);
  });

  it('§13.4: carried hits go only to enemies adjacent to the striker (not across a Cliff, not slain)', () => {
    const l = land({ C2: { elevation: 1, sides: { 0: 'Cliff' } } });
    const pos = position(l, [
      ['Ogre', 'attacker', 'D3'], ['Troll', 'defender', 'D4'], ['Troll', 'defender', 'C2'],
      ['Troll', 'defender', 'E3', { slain: true }], ['Troll', 'defender', 'F3'], ['Troll', 'attacker', 'E2'],
    ]);
    expect(carryTargets(pos, 'D3', 'D4')).toEqual(['C2']);
    const cliff = position(l, [['Ogre', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Troll', 'defender', 'C2']]);
    expect(carryTargets(cliff, 'C3', 'C4')).toEqual([]);
  });

  it('§12.1: a rangestrike never carries over', () => {
    const pos = position(PLAIN, [['Ranger', 'attacker', 'C2'], ['Troll', 'defender', 'C4'], ['Troll', 'defender', 'C5']]);
    expect(carryTargets(pos, 'C2', 'C4')).toEqual([]);
    expect(strikeOptions(pos, 'C2', 'C4')).toEqual([]);
  });

  it('§13.4: a strike that is not allowed has no carries and no options', () => {
    const pos = position(PLAIN, [['Ogre', 'attacker', 'A1'], ['Troll', 'defender', 'C4']]);
    expect(carryTargets(pos, 'A1', 'C4')).toEqual([]);
    expect(strikeOptions(pos, 'A1', 'C4')).toEqual([]);
  });
});

describe('§13.5 hazard benefits and carries', () => {
  // Lion on a Slope hill at C3 (elevation 1): Slopes recorded on its sides 0 (C4) and 3 (C2).
  const hill = land({ C3: { elevation: 1, sides: { 0: 'Slope', 3: 'Slope' } } });

  it('§13.5: a die gained down a Slope keeps hits from carrying to an enemy not below a Slope', () => {
    const pos = position(hill, [['Lion', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Troll', 'defender', 'D3']]);
    expect(carryTargets(pos, 'C3', 'C4')).toEqual([]);
    expect(strikeOptions(pos, 'C3', 'C4')).toEqual([
      { dice: 6, strikeNumber: 3, carryTargets: [] },
      { dice: 5, strikeNumber: 3, carryTargets: ['D3'] },
    ]);
  });

  it('§13.5: hits carry between two enemies that are both below a Slope', () => {
    const pos = position(hill, [['Lion', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Troll', 'defender', 'C2']]);
    expect(carryTargets(pos, 'C3', 'C4')).toEqual(['C2']);
  });

  it('§13.5: fewer dice or a higher number against the second enemy do not stop a carry from a plain strike', () => {
    const pos = position(hill, [['Lion', 'attacker', 'C3'], ['Troll', 'defender', 'D3'], ['Troll', 'defender', 'C4']]);
    expect(carryTargets(pos, 'C3', 'D3')).toEqual(['C4']);
  });

  it('§13.5: the Wall skill bonus used against the first target must apply to the second', () => {
    const wall = land({ C3: { elevation: 1, sides: { 0: 'Wall' } } });
    const pos = position(wall, [['Ogre', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Ogre', 'defender', 'D3']]);
    expect(carryTargets(pos, 'C3', 'C4')).toEqual([]);
    expect(strikeOptions(pos, 'C3', 'C4')).toEqual([
      { dice: 6, strikeNumber: 3, carryTargets: [] },
      { dice: 6, strikeNumber: 4, carryTargets: ['D3'] },
    ]);
  });

  it('Hazard Chart, Dune: a strike across non-Dune hexsides cannot carry up across a Dune', () => {
    const dune = land({ C4: { hazard: 'Sand', sides: { 3: 'Dune' } } });
    const pos = position(dune, [['Ogre', 'attacker', 'C3'], ['Ogre', 'defender', 'D3'], ['Ogre', 'defender', 'C4']]);
    expect(carryTargets(pos, 'C3', 'D3')).toEqual([]);
    expect(strikeOptions(pos, 'C3', 'D3')).toEqual([]);
    // The other way round (from the Dune strike to a plain one) is allowed.
    expect(carryTargets(pos, 'C3', 'C4')).toEqual(['D3']);
  });

  it('Hazard Chart, Dune: two Dunes recorded on the targets: carrying up across a Dune after a Dune strike is allowed', () => {
    const dunes = land({ C4: { hazard: 'Sand', sides: { 3: 'Dune' } }, D3: { hazard: 'Sand', sides: { 5: 'Dune' } } });
    const pos = position(dunes, [['Ogre', 'attacker', 'C3'], ['Ogre', 'defender', 'D3'], ['Ogre', 'defender', 'C4']]);
    expect(carryTargets(pos, 'C3', 'D3')).toEqual(['C4']);
  });

  it('Hazard Chart, Volcano: the Volcano dice apply against everyone, so they never stop a carry', () => {
    const pos = position('Mountains', [['Dragon', 'attacker', 'D4'], ['Troll', 'defender', 'E4'], ['Troll', 'defender', 'E3']]);
    expect(carryTargets(pos, 'D4', 'E4')).toEqual(['E3']);
    const flat = position(land({ C3: { hazard: 'Volcano', elevation: 2 } }), [['Dragon', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Troll', 'defender', 'D3']]);
    expect(carryTargets(flat, 'C3', 'C4')).toEqual(['D3']);
  });

  it('§13.4/§13.5: options that carry to no more enemies than a cheaper one are not listed', () => {
    const pos = position(hill, [['Lion', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Centaur', 'defender', 'D3'], ['Ogre', 'defender', 'B3']]);
    expect(strikeOptions(pos, 'C3', 'C4')).toEqual([
      { dice: 6, strikeNumber: 3, carryTargets: [] },
      { dice: 5, strikeNumber: 3, carryTargets: ['B3'] },
      { dice: 5, strikeNumber: 5, carryTargets: ['D3', 'B3'] },
    ]);
  });
});
