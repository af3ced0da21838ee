// Gods of Titan's non-aggression treaty (rules 8.3, 10.1, 27.1, A5): no engagement through the end of round 10; enemy
// legions pass through and share lands meanwhile; a shared land is an engagement of the Mover once it ends.
import { describe, expect, it } from 'vitest';
import { TREATY_ROUNDS } from '../../engine/gods/state.js';
import { act, clearBoard, destinations, edit, legal, place, started } from './game-helpers.js';

const at = (round: number) => edit(clearBoard(started(3)), (d) => {
  d.round = round;
});

describe('rules 8.3 the non-aggression treaty', () => {
  it('A5: it lasts through the end of the 10th round (DE "bis Ende der 10. Spielrunde")', () => {
    expect(TREATY_ROUNDS).toBe(10);
  });
  it('in round 10 enemy legions are passed through and a legion may stop on their land; no engagement follows', () => {
    const red = place(at(10), 'red', 135, ['Titan', 'Centaur']);
    const green = place(red.state, 'green', 136, ['Ogre', 'Gargoyle']);
    const ends = destinations(green.state, 'red', red.marker);
    expect(ends.get(136)).toEqual([1]);
    expect(ends.get(137)).toEqual([2]);
    const s = act(act(green.state, 'red', { type: 'move', legion: red.marker, to: 136, steps: 1, exit: null, teleport: null }), 'red', { type: 'endMovement' });
    expect(legal(s, 'red')).toEqual([{ type: 'endEngagements' }]);
  });
  it('in round 11 the same move engages, and the engagement must be resolved before the phase ends (6.3)', () => {
    const red = place(at(11), 'red', 135, ['Titan', 'Centaur']);
    const green = place(red.state, 'green', 136, ['Ogre', 'Gargoyle']);
    expect(destinations(green.state, 'red', red.marker).has(137)).toBe(false);
    const s = act(act(green.state, 'red', { type: 'move', legion: red.marker, to: 136, steps: 1, exit: null, teleport: null }), 'red', { type: 'endMovement' });
    expect(legal(s, 'red')).toEqual([{ type: 'engage', attacker: red.marker, defender: green.marker }]);
  });
  it('A5: legions still sharing a land when the treaty ends are engaged in the Mover\'s Engagement Phase', () => {
    const red = place(at(11), 'red', 137, ['Titan', 'Centaur']);
    const green = place(red.state, 'green', 135, ['Ogre', 'Gargoyle']);
    const moved = act(green.state, 'red', { type: 'move', legion: red.marker, to: 136, steps: 1, exit: null, teleport: null });
    // green came onto red's land during the treaty; red's own legion there cannot stay (8.4) but a second one can share
    const shared = place(moved, 'red', 135, ['Ogre', 'Gargoyle']);
    const s = act(edit(shared.state, (d) => {
      const l = d.legions.find((x) => x.marker === shared.marker);
      if (l) l.moved = { from: 134, steps: 1, exit: null, teleport: null };
    }), 'red', { type: 'endMovement' });
    expect(legal(s, 'red')).toContainEqual({ type: 'engage', attacker: shared.marker, defender: green.marker });
  });
  it('Neutral Tower legions are not attacked during the treaty either (A5)', () => {
    const strong = ['Titan', 'Cyclops', 'Cyclops', 'Behemoth', 'Lion', 'Ogre'];
    const during = place(at(10), 'red', 143, strong);
    const after = place(at(11), 'red', 143, strong);
    expect(destinations(during.state, 'red', during.marker).has(144)).toBe(false);
    expect(destinations(after.state, 'red', after.marker).has(144)).toBe(true);
  });
});
