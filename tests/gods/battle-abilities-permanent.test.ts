// Rules 16.3–16.5, 12.7 Tree and 14: the permanent abilities in battle, always in force — PF for the battle (Knight,
// Jabberwok, Guardian, Necromancer), the Human legion dice (Priest, Priestess), the Chimera's mirrored skill, the God
// who never strikes, the Pixie striking twice from a Tree, the Dragon's Volcano rangestrike; positions as data.
import { describe, expect, it } from 'vitest';
import { godsBattleLegalActions, pieceMoves, strikeChoices, targetsOf } from '../../engine/gods/battle/index.js';
import type { GodsBattleAction, GodsBattleState, GodsOwner } from '../../engine/gods/battle/index.js';
import { A, at, done, input, land, play, start, type PieceSpec } from './battle-helpers.js';

/** The attacker's Strike Phase of round 2 with the pieces placed. */
function striking(pieces: readonly PieceSpec[], opts: Parameters<typeof at>[1] = {}): GodsBattleState {
  return play(at(pieces, { active: 'attacker', ...opts }), done('attacker')).state;
}

/** The PF a piece fights with in a fresh battle. */
function powerIn(attacker: readonly string[], defender: readonly string[], id: string, owners: [GodsOwner, GodsOwner] = ['red', 'green']): number {
  return start(input(attacker, defender, { attackerOwner: owners[0], defenderOwner: owners[1] })).pieces.find((p) => p.id === id)!.power;
}

/** The normal strike of a piece on a target: [strike number, dice]. */
function normal(state: GodsBattleState, striker: string, target: string): [number, number] {
  const c = strikeChoices(state, striker, target)[0]!;
  return [c.strikeNumber, c.dice];
}

describe('rules 16.5: PF for the battle', () => {
  it('rules 16.5 Knight: +2 PF against the Darklord\'s or a Neutral legion, not against a Titan-player\'s', () => {
    expect(powerIn(['Knight'], ['Ogre'], 'a1')).toBe(6);
    expect(powerIn(['Knight'], ['Ogre'], 'a1', ['red', 'black'])).toBe(8);
    expect(powerIn(['Knight'], ['Ogre'], 'a1', ['red', 'neutral'])).toBe(8);
  });

  it('rules 16.5 Jabberwok: PF 8 against a legion holding an Elemental', () => {
    expect(powerIn(['Ogre'], ['Jabberwok'], 'd1', ['red', 'black'])).toBe(4);
    expect(powerIn(['Ogre', 'Golem'], ['Jabberwok'], 'd1', ['red', 'black'])).toBe(8);
  });

  it('rules 16.5 Guardian (A40): + the best class among the others of its legion at the battle\'s start, itself not counted', () => {
    expect(powerIn(['Guardian'], ['Ogre'], 'a1')).toBe(10);
    expect(powerIn(['Guardian', 'Ogre'], ['Ogre'], 'a1')).toBe(10);
    expect(powerIn(['Guardian', 'Priest'], ['Ogre'], 'a1')).toBe(11);
    expect(powerIn(['Guardian', 'Priest', 'Pegasus'], ['Ogre'], 'a1')).toBe(12);
    expect(powerIn(['Guardian', 'Golem', 'Priest'], ['Ogre'], 'a1')).toBe(13);
    expect(powerIn(['Guardian', 'Angel', 'Golem'], ['Ogre'], 'a1')).toBe(14);
    expect(powerIn(['Guardian', 'Titan', 'Angel'], ['Ogre'], 'a1')).toBe(15);
  });

  it('rules 16.5 Necromancer: PF 6 at every battle\'s start, whatever it grew to before', () => {
    const i = input(['Necromancer'], ['Ogre']);
    const grown = { ...i, attacker: { ...i.attacker, pieces: [{ id: 'a1', name: 'Necromancer', hits: 0, power: 9 }] } };
    expect(start(grown).pieces.find((p) => p.id === 'a1')!.power).toBe(6);
  });
});

describe('rules 16.4: the Human legion effects', () => {
  it('rules 16.5 Priest: every Creature of his legion +1 die in melee; not the Priest, not the enemy', () => {
    const without = striking([['Ogre', 'attacker', 'C3'], ['Troll', 'defender', 'C4']]);
    const withPriest = striking([['Ogre', 'attacker', 'C3'], ['Priest', 'attacker', 'D4'], ['Troll', 'defender', 'C4']]);
    expect(normal(without, 'a1', 'd1')).toEqual([4, 6]);
    expect(normal(withPriest, 'a1', 'd1')).toEqual([4, 7]);
    expect(normal(withPriest, 'a2', 'd1')).toEqual([2, 7]);
  });

  it('rules 16.5 Priestess: every Creature of her legion +1 die when rangestriking', () => {
    const without = striking([['Giant', 'attacker', 'C3'], ['Troll', 'defender', 'C5']]);
    const withPriestess = striking([['Giant', 'attacker', 'C3'], ['Priestess', 'attacker', 'A1'], ['Troll', 'defender', 'C5']]);
    expect(targetsOf(without, without.pieces[0]!)).toEqual([{ target: 'd1', rangestrike: true }]);
    expect(normal(without, 'a1', 'd1')[1]).toBe(3);
    expect(normal(withPriestess, 'a1', 'd1')[1]).toBe(4);
  });
});

describe('rules 16.5 Chimera (A39)', () => {
  it('rules 16.5: it strikes with its target\'s skill (strike number 4) and is struck at skill 3', () => {
    const s = striking([['Chimera', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Warlord', 'defender', 'D4']]);
    // A skill-3 striker would need 3 against the Troll (skill 2) and 6 against the Warlord (skill 5).
    expect(normal(s, 'a1', 'd1')[0]).toBe(4);
    expect(normal(s, 'a1', 'd2')[0]).toBe(4);
    const back = play(s, { type: 'strike', player: A, piece: 'a1', target: 'd1', strikeNumber: 4, dice: 10 }).state;
    if (back.phase === 'strike') expect.fail('the Chimera should have been the only striker');
    // The Warlord (skill 5) strikes the Chimera at skill 3: 4 + 3 − 5 = 2.
    expect(normal(back, 'd2', 'a1')[0]).toBe(2);
  });

  it('rules 16.5: hazards after the mirror: striking a native in Bramble it needs 5', () => {
    const s = striking([['Chimera', 'attacker', 'C3'], ['Cyclops', 'defender', 'C4']], { land: land({ C4: { hazard: 'Bramble' } }) });
    expect(normal(s, 'a1', 'd1')[0]).toBe(5);
  });
});

describe('rules 16.5 God, 27.5', () => {
  it('rules 16.5: the God has no skill: it never strikes, and every die against it hits', () => {
    // The God's own Strike Phase passes at once to the Ogre's strikeback.
    const own = play(at([['Ogre', 'attacker', 'C3'], ['God', 'defender', 'C4']], { active: 'defender' }), done('defender')).state;
    expect(own.phase).toBe('strikeback');
    const mine = striking([['Ogre', 'attacker', 'C3'], ['God', 'defender', 'C4']]);
    expect(normal(mine, 'a1', 'd1')).toEqual([1, 6]);
    // In contact, it still does not strike back: the Ogre's strike ends the Strike Phase.
    const after = play(mine, { type: 'strike', player: A, piece: 'a1', target: 'd1', strikeNumber: 1, dice: 6 }).state;
    expect(targetsOf(after, after.pieces.find((p) => p.id === 'd1')!)).toEqual([]);
    expect(after.phase).toBe('maneuver');
  });
});

describe('rules 12.7 Tree, 16.5 Pixie', () => {
  const tree = land({ C3: { hazard: 'Tree' } });

  it('rules 12.7: a Pixie on a Tree strikes twice in its own Strike Phase, and must', () => {
    const s = striking([['Pixie', 'attacker', 'C3'], ['Colossus', 'defender', 'C4']], { land: tree });
    const [n, d] = normal(s, 'a1', 'd1');
    const once = play(s, { type: 'strike', player: A, piece: 'a1', target: 'd1', strikeNumber: n, dice: d }).state;
    expect(once.phase).toBe('strike');
    expect(godsBattleLegalActions(once, A).some((a) => a.type === 'done')).toBe(false);
    const twice = play(once, { type: 'strike', player: A, piece: 'a1', target: 'd1', strikeNumber: n, dice: d }).state;
    expect(twice.phase).not.toBe('strike');
  });

  it('rules 12.7: once in the strikeback, and once off a Tree', () => {
    const plain = striking([['Pixie', 'attacker', 'C3'], ['Colossus', 'defender', 'C4']]);
    const [n, d] = normal(plain, 'a1', 'd1');
    expect(play(plain, { type: 'strike', player: A, piece: 'a1', target: 'd1', strikeNumber: n, dice: d }).state.phase).not.toBe('strike');
    const back = play(at([['Colossus', 'attacker', 'C4'], ['Pixie', 'defender', 'C3']], { land: tree, active: 'attacker' }), done('attacker')).state;
    const [cn, cd] = normal(back, 'a1', 'd1');
    const r = play(back, { type: 'strike', player: A, piece: 'a1', target: 'd1', strikeNumber: cn, dice: cd }).state;
    expect(r.phase).toBe('strikeback');
    const [pn, pd] = normal(r, 'd1', 'a1');
    const after = play(r, { type: 'strike', player: 'green', piece: 'd1', target: 'a1', strikeNumber: pn, dice: pd }).state;
    expect(after.phase).toBe('maneuver');
  });
});

describe('rules 14: extra rangestrike dice', () => {
  it('rules 14: a Dragon in the Volcano rangestrikes with 2 dice more (its native Volcano, Hazard Chart)', () => {
    const volcano = land({ C3: { hazard: 'Volcano', elevation: 2 } });
    const s = striking([['Dragon', 'attacker', 'C3'], ['Troll', 'defender', 'C5']], { land: volcano });
    const off = striking([['Dragon', 'attacker', 'C3'], ['Troll', 'defender', 'C5']]);
    expect(normal(off, 'a1', 'd1')[1]).toBe(4);
    expect(normal(s, 'a1', 'd1')[1]).toBe(6);
  });
});

describe('rules 14, Hazard Chart Cloud: rangestriking from another Cloud', () => {
  const clouds = land({ A1: { hazard: 'Cloud' }, E3: { hazard: 'Cloud' }, B1: { hazard: 'Cloud' } });

  it('rules 14: from a Cloud a character may start its rangestrike from another empty Cloud hex, out of its own reach', () => {
    // The Troll on F4 is at range 6 from A1, 3 from E3; B1's Cloud is taken by the Ogre, so only E3 launches.
    const s = striking([['Giant', 'attacker', 'A1'], ['Ogre', 'attacker', 'B1'], ['Troll', 'defender', 'F4']], { land: clouds });
    expect(targetsOf(s, s.pieces[0]!)).toEqual([{ target: 'd1', rangestrike: true }]);
    // Range 3 from E3: skill 4 against skill 2 needs 2; ⌊7/2⌋ = 3 dice.
    expect(strikeChoices(s, 'a1', 'd1')).toEqual([{ dice: 3, strikeNumber: 2, carryTargets: [] }]);
    const r = play(s, { type: 'strike', player: A, piece: 'a1', target: 'd1', strikeNumber: 2, dice: 3 });
    expect(r.events.some((e) => e.type === 'strike' && e.rangestrike && e.piece === 'a1')).toBe(true);
  });

  it('rules 14: not from a Plain hex, and not from a Cloud whose other Clouds are taken', () => {
    const plain = striking([['Giant', 'attacker', 'A1'], ['Troll', 'defender', 'F4']]);
    expect(targetsOf(plain, plain.pieces[0]!)).toEqual([]);
    const taken = striking([['Giant', 'attacker', 'A1'], ['Ogre', 'attacker', 'B1'], ['Lion', 'attacker', 'E3'], ['Troll', 'defender', 'F4']], { land: clouds });
    expect(targetsOf(taken, taken.pieces[0]!)).toEqual([]);
  });
});

describe('rules 16.5 Pegasus (A41): the rider', () => {
  const mount = (rider: string, pegasus: string): GodsBattleAction => ({ type: 'mount', player: A, rider, pegasus });
  const mounts = (state: GodsBattleState): GodsBattleAction[] => godsBattleLegalActions(state, A).filter((a) => a.type === 'mount');

  it('rules 16.5: a non-Creature next to its side\'s Pegasus mounts it; mounted, it moves with the Pegasus and nothing else', () => {
    const s = at([['Pegasus', 'attacker', 'C3'], ['Warlord', 'attacker', 'B2'], ['Ogre', 'attacker', 'B3'], ['Troll', 'defender', 'F4']]);
    expect(mounts(s)).toEqual([mount('a2', 'a1')]);
    const r = play(s, mount('a2', 'a1'));
    expect(r.events).toContainEqual({ type: 'ability', piece: 'a1', name: 'Pegasus', ability: 'mount', effect: 'mount', targets: ['a2'], amount: 0 });
    expect(r.state.pieces.find((p) => p.id === 'a2')!.hex).toBeNull();
    expect(pieceMoves(r.state, 'a2')).toEqual([]);
    expect(mounts(r.state)).toEqual([]);
    const flown = play(r.state, { type: 'move', player: A, piece: 'a1', to: 'E4' }, done('attacker')).state;
    // Next to the Troll on F4 the rider strikes with its own factors from the Pegasus's hex, and must.
    expect(targetsOf(flown, flown.pieces.find((p) => p.id === 'a2')!)).toEqual([{ target: 'd1', rangestrike: false }]);
    expect(normal(flown, 'a2', 'd1')).toEqual([1, 6]);
    expect(flown.pieces.find((p) => p.id === 'a2')!.mustStrike).toBe(true);
  });

  it('rules 16.5: in round 1 a rider mounts as it enters and is not slain for not entering (11.6)', () => {
    const s = start(input(['Pegasus', 'Titan'], ['Troll']));
    const entered = play({ ...s, active: 'attacker' as const }, { type: 'move', player: A, piece: 'a1', to: pieceMoves({ ...s, active: 'attacker' as const }, 'a1')[0]! }).state;
    expect(mounts(entered)).toEqual([mount('a2', 'a1')]);
    const r = play(entered, mount('a2', 'a1'), done('attacker'));
    expect(r.state.pieces.map((p) => p.id)).toContain('a2');
    expect(r.state.slain).toEqual([]);
  });

  it('rules 16.5: the rider is struck only once the Pegasus is slain: then it stands on the Pegasus\'s hex', () => {
    let slain = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const s = play(at([['Pegasus', 'attacker', 'E4', 3], ['Priest', 'attacker', 'E3'], ['Troll', 'defender', 'F4']], { seed }), mount('a2', 'a1'), done('attacker')).state;
      const troll = s.pieces.find((p) => p.id === 'd1')!;
      const pegasus = s.pieces.find((p) => p.id === 'a1')!;
      const [n, d] = normal(s, 'a2', 'd1');
      const back = play(s, { type: 'strike', player: A, piece: 'a2', target: 'd1', strikeNumber: n, dice: d }).state;
      const [pn, pd] = normal(back, 'a1', 'd1');
      let t = play(back, { type: 'strike', player: A, piece: 'a1', target: 'd1', strikeNumber: pn, dice: pd }).state;
      if (t.phase !== 'strikeback') continue;
      // The Troll may strike the Pegasus only.
      expect(targetsOf(t, troll).map((x) => x.target)).toEqual(['a1']);
      const [tn, td] = normal(t, 'd1', 'a1');
      t = play(t, { type: 'strike', player: 'green', piece: 'd1', target: 'a1', strikeNumber: tn, dice: td }).state;
      if (t.pieces.some((p) => p.id === 'a1')) continue;
      slain++;
      expect(t.pieces.find((p) => p.id === 'a2')!.hex).toBe(pegasus.hex);
    }
    expect(slain).toBeGreaterThanOrEqual(2);
  });
});
