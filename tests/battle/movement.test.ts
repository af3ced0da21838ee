// §10–§11 maneuver rules and the Hazard Chart's movement rows.
import { describe, expect, it } from 'vitest';
import { battleRange, contactEnemies, entryHexes, isInContact, legalMoves, strikePhaseDamage } from '../../engine/family/battle/rules.js';
import { HEX_LABELS } from '../../engine/family/battle/grid.js';
import { land, position } from './helpers.js';

const PLAIN = land({});

describe('§11.2 movement allowance', () => {
  it('§11.2: a character moves up to its skill factor in hexes', () => {
    const pos = position(PLAIN, [['Ogre', 'attacker', 'C3']]);
    const expected = HEX_LABELS.filter((h) => h !== 'C3' && battleRange('C3', h) <= 3).sort();
    expect(legalMoves(pos, 'C3')).toEqual(expected);
    const centaur = position(PLAIN, [['Centaur', 'attacker', 'C3']]);
    expect(legalMoves(centaur, 'C3')).toEqual(HEX_LABELS.filter((h) => h !== 'C3' && battleRange('C3', h) <= 5).sort());
  });

  it('§11: a piece that already moved, a slain piece and a piece of the side not moving have no moves', () => {
    expect(legalMoves(position(PLAIN, [['Ogre', 'attacker', 'C3', { moved: true }]]), 'C3')).toEqual([]);
    expect(legalMoves(position(PLAIN, [['Ogre', 'attacker', 'C3', { slain: true }]]), 'C3')).toEqual([]);
    expect(legalMoves(position(PLAIN, [['Ogre', 'defender', 'C3']]), 'C3')).toEqual([]);
    expect(legalMoves(position(PLAIN, [['Ogre', 'attacker', 'C3']]), 'nobody')).toEqual([]);
  });
});

describe('§11.6 no straddling, no carried-over movement', () => {
  it('§11.6: a piece that has moved has no moves left this phase, whatever allowance it did not use', () => {
    const pos = position(PLAIN, [['Centaur', 'attacker', 'C3', { moved: true }]]);
    expect(legalMoves(pos, 'C3')).toEqual([]);
  });
});

describe('§13.3 damage', () => {
  it('§13.3: damage has no effect on a character\'s movement', () => {
    const fresh = legalMoves(position(PLAIN, [['Troll', 'attacker', 'C3']]), 'C3');
    expect(legalMoves(position(PLAIN, [['Troll', 'attacker', 'C3', { hits: 7 }]]), 'C3')).toEqual(fresh);
  });
});

describe('§11.5 occupied hexes (Hazard Chart, CHARACTERS)', () => {
  it('§11.5: a non-flier may not enter or pass through a hex holding any character, even a friend', () => {
    const pos = position(PLAIN, [['Ogre', 'attacker', 'C3'], ['Centaur', 'attacker', 'C4']]);
    const moves = legalMoves(pos, 'C3');
    expect(moves).not.toContain('C4');
    expect(moves).not.toContain('C5');
    expect(moves).toContain('B4');
  });

  it('§11.5: a flier flies over occupied hexes but may not land on one', () => {
    const pos = position(PLAIN, [['Gargoyle', 'attacker', 'A3'], ['Centaur', 'attacker', 'B4'], ['Ogre', 'defender', 'C5']]);
    const moves = legalMoves(pos, 'A3');
    expect(moves).not.toContain('B4');
    expect(moves).not.toContain('C5');
    expect(moves).toContain('D6');
  });
});

describe('§11.3 contact', () => {
  it('§11.3: characters adjacent to an enemy are locked in contact and may not move', () => {
    const pos = position(PLAIN, [['Ogre', 'attacker', 'C3'], ['Troll', 'defender', 'C4']]);
    expect(isInContact(pos, 'C3')).toBe(true);
    expect(contactEnemies(pos, 'C3').map((p) => p.id)).toEqual(['C4']);
    expect(legalMoves(pos, 'C3')).toEqual([]);
  });

  it('§11.3: moving past enemies is free (no zone of control) and a move may end next to one', () => {
    const pos = position(PLAIN, [['Ogre', 'attacker', 'C2'], ['Troll', 'defender', 'D4']]);
    const moves = legalMoves(pos, 'C2');
    expect(moves).toContain('C4');
    expect(moves).toContain('C3');
  });

  it('Hazard Chart, Cliff: characters on both sides of a Cliff are not in contact and may move', () => {
    const l = land({ C4: { sides: { 3: 'Cliff' } } });
    const pos = position(l, [['Ogre', 'attacker', 'C3'], ['Troll', 'defender', 'C4']]);
    expect(isInContact(pos, 'C3')).toBe(false);
    expect(legalMoves(pos, 'C3').length).toBeGreaterThan(0);
  });

  it('§13.6: an enemy slain this strike phase no longer counts as a contact enemy', () => {
    const pos = position(PLAIN, [['Ogre', 'attacker', 'C3'], ['Troll', 'defender', 'C4', { slain: true }]]);
    expect(isInContact(pos, 'C3')).toBe(false);
    expect(contactEnemies(pos, 'C3')).toEqual([]);
  });

  it('§11.3: friends next to each other are not in contact, and off-board pieces never are', () => {
    const pos = position(PLAIN, [['Ogre', 'attacker', 'C3'], ['Troll', 'attacker', 'C4'], ['Lion', 'defender', null]]);
    expect(isInContact(pos, 'C3')).toBe(false);
    expect(isInContact(pos, 'off2')).toBe(false);
  });
});

describe('Hazard Chart movement: hex hazards', () => {
  it('Hazard Chart, Plain: no effect on movement at any elevation', () => {
    const raised = land({ C4: { hazard: 'Plains', elevation: 1 } });
    expect(legalMoves(position(raised, [['Ogre', 'attacker', 'C3']]), 'C3')).toEqual(legalMoves(position(PLAIN, [['Ogre', 'attacker', 'C3']]), 'C3'));
  });

  it('Hazard Chart, Bramble: a non-native is slowed entering Brambles (the hex counts 2)', () => {
    const l = land({ C4: { hazard: 'Brambles' } });
    const ogre = legalMoves(position(l, [['Ogre', 'attacker', 'C3']]), 'C3');
    expect(ogre).toContain('C4');
    expect(ogre).not.toContain('C5');
  });

  it('Hazard Chart, Bramble: a native (Cyclops) is not slowed', () => {
    const l = land({ C4: { hazard: 'Brambles' } });
    expect(legalMoves(position(l, [['Cyclops', 'attacker', 'C3']]), 'C3')).toContain('C5');
  });

  it('§11.4: a hazard that costs 2 cannot be entered with only 1 movement left', () => {
    const l = land({ C5: { hazard: 'Brambles' } });
    expect(legalMoves(position(l, [['Ogre', 'attacker', 'C3']]), 'C3')).not.toContain('C5');
  });

  it('Hazard Chart, Drift: a non-native is slowed, a native (Troll) is not', () => {
    const l = land({ C4: { hazard: 'Drift' } });
    const ogre = legalMoves(position(l, [['Ogre', 'attacker', 'C3']]), 'C3');
    expect(ogre).toContain('C4');
    expect(ogre).not.toContain('C5');
    expect(legalMoves(position(l, [['Troll', 'attacker', 'C3']]), 'C3')).toContain('C5');
  });

  it('Hazard Chart, Drift: a non-native in Drift takes damage, a native does not', () => {
    const pos = position(land({ C4: { hazard: 'Drift' } }), [['Ogre', 'attacker', 'C4'], ['Troll', 'defender', 'C3'], ['Lion', 'defender', 'A1']]);
    expect(strikePhaseDamage(pos, 'C4')).toBe(1);
    expect(strikePhaseDamage(position(land({ C3: { hazard: 'Drift' } }), [['Troll', 'defender', 'C3']]), 'C3')).toBe(0);
    expect(strikePhaseDamage(pos, 'A1')).toBe(0);
  });

  it('Hazard Chart, Sand: a non-flying non-native is slowed, a native (Lion) is not', () => {
    const l = land({ C4: { hazard: 'Sand' } });
    const ogre = legalMoves(position(l, [['Ogre', 'attacker', 'C3']]), 'C3');
    expect(ogre).toContain('C4');
    expect(ogre).not.toContain('C5');
    const lion = legalMoves(position(l, [['Lion', 'attacker', 'C2']]), 'C2');
    expect(lion).toContain('C5');
  });

  it('Hazard Chart, Sand: a non-native flier is not slowed landing in Sand', () => {
    const l = land({ C5: { hazard: 'Sand' } });
    expect(legalMoves(position(l, [['Gargoyle', 'attacker', 'C2']]), 'C2')).toContain('C5');
  });

  it('§11.4: a non-native flier landing in Brambles or Drift counts the landing hex as 2', () => {
    for (const hazard of ['Brambles', 'Drift'] as const) {
      const far = legalMoves(position(land({ C5: { hazard } }), [['Wyvern', 'attacker', 'C2']]), 'C2');
      expect(far).not.toContain('C5');
      const near = legalMoves(position(land({ C4: { hazard } }), [['Wyvern', 'attacker', 'C2']]), 'C2');
      expect(near).toContain('C4');
      // Flying over the hazard costs nothing extra.
      expect(near).toContain('C5');
    }
  });

  it('Hazard Chart, Bog: a non-flying non-native may not enter a Bog', () => {
    const l = land({ C4: { hazard: 'Bog' } });
    const centaur = legalMoves(position(l, [['Centaur', 'attacker', 'C3']]), 'C3');
    expect(centaur).not.toContain('C4');
    expect(centaur).toContain('C5');
  });

  it('Hazard Chart, Bog: a native walker (Ogre) enters it unslowed', () => {
    const l = land({ C4: { hazard: 'Bog' } });
    expect(legalMoves(position(l, [['Ogre', 'attacker', 'C3']]), 'C3')).toContain('C5');
  });

  it('Hazard Chart, Bog: a non-native flier may fly over but not land in a Bog; a native flier (Wyvern) may land', () => {
    const l = land({ B4: { hazard: 'Bog' }, B3: { hazard: 'Bog' } });
    const gargoyle = legalMoves(position(l, [['Gargoyle', 'attacker', 'A3']]), 'A3');
    expect(gargoyle).not.toContain('B4');
    expect(gargoyle).toContain('C4');
    expect(legalMoves(position(l, [['Wyvern', 'attacker', 'A3']]), 'A3')).toContain('B4');
  });

  it('Hazard Chart, Tree: a non-flier may not enter a Tree hex', () => {
    const l = land({ B4: { hazard: 'Tree', elevation: 1 }, B3: { hazard: 'Tree', elevation: 1 } });
    const ogre = legalMoves(position(l, [['Ogre', 'attacker', 'A3']]), 'A3');
    expect(ogre).toEqual(['A1', 'A2', 'B2']);
  });

  it('Hazard Chart, Tree: a flier may fly over a Tree but not land on it', () => {
    const l = land({ B4: { hazard: 'Tree', elevation: 1 }, B3: { hazard: 'Tree', elevation: 1 } });
    const gargoyle = legalMoves(position(l, [['Gargoyle', 'attacker', 'A3']]), 'A3');
    expect(gargoyle).not.toContain('B4');
    expect(gargoyle).not.toContain('B3');
    expect(gargoyle).toContain('C4');
  });

  it('Hazard Chart, Volcano: no one but a Dragon may enter or fly over the Volcano', () => {
    const l = land({ B4: { hazard: 'Volcano', elevation: 2 }, B3: { hazard: 'Volcano', elevation: 2 } });
    const gargoyle = legalMoves(position(l, [['Gargoyle', 'attacker', 'A3']]), 'A3');
    expect(gargoyle).not.toContain('B4');
    expect(gargoyle).not.toContain('C4');
    const dragon = legalMoves(position(l, [['Dragon', 'attacker', 'A3']]), 'A3');
    expect(dragon).toContain('B4');
    expect(dragon).toContain('C4');
    const ogre = legalMoves(position(l, [['Ogre', 'attacker', 'A3']]), 'A3');
    expect(ogre).not.toContain('B3');
  });
});

describe('Hazard Chart movement: hexsides', () => {
  // C4 is a hill over C3: the Slope/Wall/Cliff is recorded on C4's side 3.
  const hill = (side: 'Slope' | 'Wall' | 'Cliff') => land({ C4: { elevation: 1, sides: { 3: side } } });

  it('Hazard Chart, Slope: a non-flying non-native is slowed moving up across a Slope', () => {
    const troll = legalMoves(position(hill('Slope'), [['Troll', 'attacker', 'C3']]), 'C3');
    expect(troll).toContain('C4');
    expect(troll).not.toContain('C5');
  });

  it('Hazard Chart, Slope: a native (Ogre) is not slowed, nor is anyone moving down', () => {
    expect(legalMoves(position(hill('Slope'), [['Ogre', 'attacker', 'C3']]), 'C3')).toContain('C5');
    expect(legalMoves(position(hill('Slope'), [['Troll', 'attacker', 'C4']]), 'C4')).toContain('C2');
  });

  it('Hazard Chart, Slope: a flier is not slowed by a Slope', () => {
    expect(legalMoves(position(hill('Slope'), [['Gargoyle', 'attacker', 'C2']]), 'C2')).toContain('C4');
  });

  it('Hazard Chart, Wall: every non-flier is slowed moving up across a Wall, natives of Slopes included', () => {
    const ogre = legalMoves(position(hill('Wall'), [['Ogre', 'attacker', 'C3']]), 'C3');
    expect(ogre).toContain('C4');
    expect(ogre).not.toContain('C5');
    expect(legalMoves(position(hill('Wall'), [['Ogre', 'attacker', 'C4']]), 'C4')).toContain('C2');
    expect(legalMoves(position(hill('Wall'), [['Gargoyle', 'attacker', 'C2']]), 'C2')).toContain('C4');
  });

  it('Hazard Chart, Cliff: a non-flier may not cross a Cliff either way; a flier may', () => {
    const mesa = land({ C4: { elevation: 1, sides: { 0: 'Cliff', 1: 'Cliff', 2: 'Cliff', 3: 'Cliff', 4: 'Cliff', 5: 'Cliff' } } });
    const up = legalMoves(position(mesa, [['Centaur', 'attacker', 'C3']]), 'C3');
    expect(up).not.toContain('C4');
    expect(up).toContain('C5');
    expect(legalMoves(position(mesa, [['Ogre', 'attacker', 'C4']]), 'C4')).toEqual([]);
    expect(legalMoves(position(mesa, [['Gargoyle', 'attacker', 'C3']]), 'C3')).toContain('C4');
    expect(legalMoves(position(mesa, [['Gargoyle', 'attacker', 'C4']]), 'C4')).toContain('C3');
  });
});

describe('§10.1 / §11.1 entering the battleland', () => {
  it('§10.1: the attacker enters along its 4-hex edge, the defender along the opposite 3-hex edge', () => {
    const left = position(PLAIN, [], { entry: 'Left' });
    expect(entryHexes(left, 'attacker')).toEqual(['A3', 'B4', 'C5', 'D6']);
    expect(entryHexes(left, 'defender')).toEqual(['D1', 'E1', 'F1']);
    const right = position(PLAIN, [], { entry: 'Right' });
    expect(entryHexes(right, 'attacker')).toEqual(['F1', 'F2', 'F3', 'F4']);
    expect(entryHexes(right, 'defender')).toEqual(['A1', 'A2', 'A3']);
    const bottom = position(PLAIN, [], { entry: 'Bottom' });
    expect(entryHexes(bottom, 'attacker')).toEqual(['A1', 'B1', 'C1', 'D1']);
    expect(entryHexes(bottom, 'defender')).toEqual(['D6', 'E5', 'F4']);
  });

  it('§11.1: the first hex entered lies on the entry edge and counts against the allowance', () => {
    const pos = position(PLAIN, [['Ogre', 'attacker', null]], { entry: 'Left', round: 1 });
    expect(legalMoves(pos, 'off0')).toEqual(['A2', 'A3', 'B3', 'B4', 'C4', 'C5', 'D5', 'D6', 'E5']);
  });

  it('§11.1: a slowing hazard on the entry hex costs 2 there', () => {
    const thorns = land({ A3: { hazard: 'Brambles' }, B4: { hazard: 'Brambles' }, C5: { hazard: 'Brambles' }, D6: { hazard: 'Brambles' } });
    const pos = position(thorns, [['Ogre', 'attacker', null]], { entry: 'Left', round: 1 });
    expect(legalMoves(pos, 'off0')).toEqual(['A3', 'B4', 'C5', 'D6']);
    const native = position(thorns, [['Cyclops', 'attacker', null]], { entry: 'Left', round: 1 });
    expect(legalMoves(native, 'off0')).toContain('B3');
  });

  it('§11.5: an entering non-flier may not use an occupied entry hex; a flier may fly over it', () => {
    const pieces = [['Ogre', 'attacker', 'A1'], ['Ogre', 'attacker', 'B1'], ['Ogre', 'attacker', 'C1'], ['Ogre', 'attacker', 'D1']] as const;
    const walker = position(PLAIN, [...pieces, ['Troll', 'attacker', null]], { round: 1 });
    expect(legalMoves(walker, 'off4')).toEqual([]);
    const flier = position(PLAIN, [...pieces, ['Gargoyle', 'attacker', null]], { round: 1 });
    // The Gargoyle (skill 3) counts the occupied edge hex it flies over as its first hex.
    expect(legalMoves(flier, 'off4')).toEqual(['A2', 'A3', 'B2', 'B3', 'C2', 'C3', 'D2', 'D3', 'E1', 'E2', 'F1']);
  });

  it('§10.2: in a Tower the attacker always enters from the Bottom edge and a later defender from TopDefense', () => {
    const pos = position('Tower', [], { entry: 'Left' });
    expect(entryHexes(pos, 'attacker')).toEqual(['A1', 'B1', 'C1', 'D1']);
    expect(entryHexes(pos, 'defender')).toEqual(['D6', 'E5', 'F4']);
  });

  it('§10.2: a Tower defender deploys in round 1 on any free hex inside the walls', () => {
    const pos = position('Tower', [['Ogre', 'defender', 'D4'], ['Troll', 'defender', null]], { active: 'defender', round: 1 });
    expect(legalMoves(pos, 'off1')).toEqual(['C3', 'C4', 'D3', 'D5', 'E3', 'E4']);
  });

  it('§10.2: after round 1 a Tower defender off the board enters from the TopDefense edge (the Walls slow it)', () => {
    const pos = position('Tower', [['Ogre', 'defender', null]], { active: 'defender', round: 4 });
    expect(legalMoves(pos, 'off0')).toEqual(['C5', 'D6', 'E5', 'F3', 'F4']);
  });
});
