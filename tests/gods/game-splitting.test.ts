// Gods of Titan splitting (rules 4.5, 4.9, 6.2, 25.7, A45): from four characters, two or more in each part, three or
// four parts only from eight or nine, during the Movement Phase, valid only if the parts end it on different lands.
import { describe, expect, it } from 'vitest';
import { checkGodsInvariants } from '../../engine/gods/invariants.js';
import { legionOf, type GodsState } from '../../engine/gods/state.js';
import { act, clearBoard, destinations, edit, expectSound, legal, place, refusal, started, step, withoutElementals } from './game-helpers.js';

const board = () => edit(clearBoard(started(3)), (d) => {
  d.round = 11;
});
const idsOf = (s: ReturnType<typeof board>, marker: string): string[] => legionOf(s, marker)?.pieces.map((p) => p.id) ?? [];

describe('rules 4.5 splitting legions', () => {
  it('a legion of three cannot split (A45: the starting legions neither); one of four splits two and two', () => {
    const three = place(board(), 'red', 135, ['Titan', 'Centaur', 'Ogre']);
    expect(legal(three.state, 'red').some((m) => m.type === 'split')).toBe(false);
    const four = place(board(), 'red', 135, ['Titan', 'Centaur', 'Ogre', 'Gargoyle']);
    const splits = legal(four.state, 'red').filter((m) => m.type === 'split');
    expect(splits).toHaveLength(6); // each pair of the four may leave, under the first free marker
    for (const m of splits) if (m.type === 'split') expect(m.parts.map((p) => p.length)).toEqual([2]);
    const ids = idsOf(four.state, four.marker);
    expect(refusal(four.state, 'red', { type: 'split', legion: four.marker, parts: [ids.slice(0, 1)], markers: ['red-2'] })).toBe('illegal');
    expect(refusal(four.state, 'red', { type: 'split', legion: four.marker, parts: [ids.slice(0, 3)], markers: ['red-2'] })).toBe('illegal');
    expect(refusal(four.state, 'red', { type: 'split', legion: four.marker, parts: [ids.slice(0, 2)], markers: ['red-tower'] })).toBe('illegal');
    const { state, events } = step(four.state, 'red', { type: 'split', legion: four.marker, parts: [ids.slice(0, 2)], markers: ['red-2'] });
    expect(legionOf(state, 'red-2')?.pieces.map((p) => p.name)).toEqual(['Titan', 'Centaur']);
    expect(events.find((e) => e.type === 'split')).toMatchObject({ heights: [2, 2] });
    expectSound(state);
  });
  it('three or four parts only from a legion of eight or nine', () => {
    const seven = place(board(), 'red', 135, ['Titan', 'Centaur', 'Ogre', 'Gargoyle', 'Lion', 'Troll', 'Cyclops']);
    const ids7 = idsOf(seven.state, seven.marker);
    expect(refusal(seven.state, 'red', { type: 'split', legion: seven.marker, parts: [ids7.slice(0, 2), ids7.slice(2, 4)], markers: ['red-2', 'red-3'] })).toBe('illegal');
    const eight = place(board(), 'red', 135, ['Titan', 'Pegasus', 'Centaur', 'Ogre', 'Gargoyle', 'Lion', 'Troll', 'Cyclops'].filter((n) => n !== 'Pegasus').concat(['Warbear']));
    const ids8 = idsOf(eight.state, eight.marker);
    expect(ids8).toHaveLength(8);
    const free = eight.state.players[0]?.markers.filter((m) => /-\d+$/.test(m)).slice(0, 3) ?? [];
    const s = act(eight.state, 'red', { type: 'split', legion: eight.marker, parts: [ids8.slice(0, 2), ids8.slice(2, 4), ids8.slice(4, 6)], markers: free });
    expect(s.legions.filter((l) => l.owner === 'red' && l.land === 135).map((l) => l.pieces.length)).toEqual([2, 2, 2, 2]);
  });
  it('25.7: no split on a Tower land; none after the legion moved', () => {
    const tower = place(board(), 'red', 144, ['Titan', 'Centaur', 'Ogre', 'Gargoyle']);
    expect(legal(tower.state, 'red').some((m) => m.type === 'split')).toBe(false);
    const four = place(board(), 'red', 135, ['Titan', 'Centaur', 'Ogre', 'Gargoyle']);
    const moved = act(four.state, 'red', { type: 'move', legion: four.marker, to: 136, steps: 1, exit: null, teleport: null });
    expect(legal(moved, 'red').some((m) => m.type === 'split')).toBe(false);
  });
  it('the split stands when the parts end apart, and is void when they end on one land (here neither can move)', () => {
    const four = place(board(), 'red', 135, ['Titan', 'Centaur', 'Ogre', 'Gargoyle']);
    const ids = idsOf(four.state, four.marker);
    let s = act(four.state, 'red', { type: 'split', legion: four.marker, parts: [ids.slice(0, 2)], markers: ['red-2'] });
    expect(destinations(s, 'red', 'red-2').has(136)).toBe(true);
    s = act(s, 'red', { type: 'move', legion: 'red-2', to: 136, steps: 1, exit: null, teleport: null });
    s = act(s, 'red', { type: 'move', legion: four.marker, to: 137, steps: 2, exit: null, teleport: null });
    s = act(s, 'red', { type: 'endMovement' });
    expect(s.legions.filter((l) => l.owner === 'red' && !l.tower)).toHaveLength(2);

    // Parts that both stayed where they stood (as a black legion stopped short by a covered Titan does, 23.5).
    const fourPlayers = edit(clearBoard(started(4)), (d) => {
      d.round = 11;
      d.active = 3;
    });
    const black = place(fourPlayers, 'black', 154, ['Headcracker', 'Plaque', 'Lich', 'Wraith']);
    const bids = idsOf(black.state, black.marker);
    const marker = black.state.players[3]?.markers.find((m) => /-\d+$/.test(m)) ?? '';
    const split = edit(act(black.state, 'black', { type: 'split', legion: black.marker, parts: [bids.slice(2)], markers: [marker] }), (d) => {
      for (const l of d.legions) if (l.land === 154) l.moved = { from: 154, steps: 0, exit: null, teleport: null };
    });
    const { state, events } = step(split, 'black', { type: 'endMovement' });
    expect(events).toContainEqual({ type: 'splitVoid', seat: 'black', legion: black.marker, rejoined: [marker] });
    expect(legionOf(state, black.marker)?.pieces).toHaveLength(4);
    expect(state.players[3]?.markers).toContain(marker);
    expectSound(state);
  });
});

describe('rules 4.5 a split is void unless its parts end the Movement Phase apart', () => {
  it('two parts left together on the land the legion moved away from join each other again (8.1: never two legions on one land)', () => {
    // 23.5: each black part, moving onto a covered Titan's legion next door (red's on 136, green's on Coast 154) of a
    // player immune to spying (A49), stops short where it stood.
    let s = withoutElementals(edit(clearBoard(started(4)), (d) => {
      d.round = 11;
      d.active = 3;
    }), ['red', 'green']);
    s = place(s, 'red', 136, ['Titan', 'Centaur']).state;
    s = place(s, 'green', 154, ['Titan', 'Centaur']).state;
    const eight = place(s, 'black', 135, ['Headcracker', 'Headcracker', 'Plaque', 'Plaque', 'Shadow', 'Shadow', 'Wraith', 'Wraith']);
    const ids = idsOf(eight.state, eight.marker);
    const free = eight.state.players[3]?.markers.filter((m) => /-\d+$/.test(m)).slice(0, 2) ?? [];
    s = act(eight.state, 'black', { type: 'split', legion: eight.marker, parts: [ids.slice(0, 2), ids.slice(2, 4)], markers: free });
    s = act(s, 'black', { type: 'move', legion: eight.marker, to: 134, steps: 1, exit: null, teleport: null });
    free.forEach((part, i) => {
      s = act(s, 'black', { type: 'move', legion: part, to: i === 0 ? 136 : 154, steps: 1, exit: null, teleport: null });
    });
    expect(s.legions.filter((l) => l.owner === 'black' && l.land === 135)).toHaveLength(2);
    const { state, events } = step(s, 'black', { type: 'endMovement' });
    expect(state.legions.filter((l) => l.owner === 'black' && l.land === 135).map((l) => l.pieces.length)).toEqual([4]);
    expect(events.filter((e) => e.type === 'splitVoid')).toHaveLength(1);
    expectSound(state);
  });
});

describe('rules 4.5 one split across generations: a part split again counts with the legion it came from', () => {
  /** Red's free ordinary markers in a position. */
  const freeOf = (s: GodsState): string[] => s.players[0]?.markers.filter((m) => /-\d+$/.test(m)) ?? [];
  /** Red's legion of eight on Valley 135 (`root`); it splits four off as `child`, which splits two off as `grandchild`. */
  const twice = () => {
    const eight = place(board(), 'red', 135, ['Titan', 'Centaur', 'Ogre', 'Gargoyle', 'Lion', 'Troll', 'Cyclops', 'Warbear']);
    const ids = idsOf(eight.state, eight.marker);
    const [child = '', grandchild = ''] = freeOf(eight.state);
    let s = act(eight.state, 'red', { type: 'split', legion: eight.marker, parts: [ids.slice(4)], markers: [child] });
    s = act(s, 'red', { type: 'split', legion: child, parts: [ids.slice(6)], markers: [grandchild] });
    return { s, root: eight.marker, child, grandchild };
  };
  it('rules 4.5 a grandchild left on the land with the legion its parent left joins that legion when the phase ends', () => {
    const { s, root, child, grandchild } = twice();
    expect(legionOf(s, grandchild)?.splitFrom).toBe(child);
    // The child moves away; the first legion and red-3 both stay where they split (as legions that cannot move do).
    const apart = edit(act(s, 'red', { type: 'move', legion: child, to: 136, steps: 1, exit: null, teleport: null }), (d) => {
      for (const l of d.legions) if (l.land === 135) l.moved = { from: 135, steps: 0, exit: null, teleport: null };
    });
    const { state, events } = step(apart, 'red', { type: 'endMovement' });
    expect(events).toContainEqual({ type: 'splitVoid', seat: 'red', legion: root, rejoined: [grandchild] });
    expect(state.legions.filter((l) => l.owner === 'red' && l.land === 135).map((l) => [l.marker, l.pieces.length])).toEqual([[root, 6]]);
    expect(legionOf(state, child)?.pieces).toHaveLength(2);
    expect(state.players[0]?.markers).toContain(grandchild);
    expectSound(state);
  });
  it('rules 4.5 two parts of different generations left together without the first legion join into the older part', () => {
    const { s, root, child, grandchild } = twice();
    // The first legion moves away; the child and its own part stay together.
    const left = edit(act(s, 'red', { type: 'move', legion: root, to: 136, steps: 1, exit: null, teleport: null }), (d) => {
      for (const l of d.legions) if (l.land === 135) l.moved = { from: 135, steps: 0, exit: null, teleport: null };
    });
    const { state, events } = step(left, 'red', { type: 'endMovement' });
    expect(events).toContainEqual({ type: 'splitVoid', seat: 'red', legion: child, rejoined: [grandchild] });
    expect(state.legions.filter((l) => l.owner === 'red' && !l.tower).map((l) => [l.marker, l.land, l.pieces.length])).toEqual([[root, 136, 4], [child, 135, 4]]);
    expectSound(state);
  });
  it('rules 4.5 three or four parts only from eight or nine, the splits of one turn counted together', () => {
    // Seven: one split into two parts; neither part may split again this turn (it would make three from seven).
    const seven = place(board(), 'red', 135, ['Titan', 'Centaur', 'Ogre', 'Gargoyle', 'Lion', 'Troll', 'Cyclops']);
    const ids7 = idsOf(seven.state, seven.marker);
    const [part = '', another = ''] = freeOf(seven.state);
    const s7 = act(seven.state, 'red', { type: 'split', legion: seven.marker, parts: [ids7.slice(3)], markers: [part] });
    expect(legionOf(s7, part)?.pieces).toHaveLength(4);
    expect(legal(s7, 'red').filter((m) => m.type === 'split')).toEqual([]);
    expect(refusal(s7, 'red', { type: 'split', legion: part, parts: [ids7.slice(5)], markers: [another] })).toBe('illegal');
    // Eight: four legions at most, however they are split off; a fifth is refused.
    const { s, root } = twice();
    expect(legal(s, 'red').filter((m) => m.type === 'split' && m.legion === root).length).toBeGreaterThan(0);
    const third = act(s, 'red', { type: 'split', legion: root, parts: [idsOf(s, root).slice(2)], markers: [freeOf(s)[0] ?? ''] });
    expect(third.legions.filter((l) => l.owner === 'red' && l.land === 135)).toHaveLength(4);
  });
  it('rules 4.5 the invariants name a grandchild left on one land with the legion its parent left after the Movement Phase', () => {
    const { s, root, child, grandchild } = twice();
    const moved = act(s, 'red', { type: 'move', legion: child, to: 136, steps: 1, exit: null, teleport: null });
    const wrong = edit(moved, (d) => {
      d.phase = 'engagement'; // as if the phase had ended without judging the split
    });
    expect(checkGodsInvariants(moved, wrong)).toContain(`legions ${root} and ${grandchild}, parts of one split, on land 135 after the Movement Phase (4.5)`);
  });
});
