// Gods of Titan movement across states (rules 8.1, 6.2, 8.2, 8.3, 11.2, 4.4, 4.5): a legion's search is reused from state to
// state while what it reads stays the same (engine/gods/movement/paths.ts, search.ts reread, replay), and its splits while
// their marker is (movement/split.ts) — so a legion that stays where it was, the same object in the next state, must
// still see every legion that moved onto or off its paths, and the markers another split took.
import { describe, expect, it } from 'vitest';
import { draftOf, legionOf, stateOf, touchLegion, type GodsState } from '../../engine/gods/state.js';
import { act, clearBoard, destinations, edit, legal, place, started } from './game-helpers.js';

/** Round 11 (the treaty over), red to move, nobody's legions but the Towers and those a test places. */
const board = (): GodsState => edit(clearBoard(started(3)), (d) => {
  d.round = 11;
});

/** `s` with one legion put on `land` and nothing else touched: every other legion stays the same object. */
function moveOnly(s: GodsState, marker: string, land: number): GodsState {
  const d = draftOf(s);
  const legion = touchLegion(d, marker);
  if (!legion) throw new Error(`no legion ${marker}`);
  legion.land = land;
  return stateOf(s, d);
}

describe('rules 8.1 own legions: a legion listed again after another of its seat moved onto its path no longer ends there', () => {
  it('each move of the other legion onto a land it could end on takes that end away, the listed legion unchanged', () => {
    const a = place(board(), 'red', 135, ['Titan', 'Centaur']);
    const b = place(a.state, 'red', 140, ['Ogre', 'Gargoyle']);
    const before = destinations(b.state, 'red', a.marker); // listed: the search is kept for the legion
    const onto = legal(b.state, 'red').flatMap((m) => (m.type === 'move' && m.legion === b.marker && before.has(m.to) ? [m] : []));
    expect(onto.length).toBeGreaterThanOrEqual(3);
    for (const move of onto) {
      const after = act(b.state, 'red', move);
      expect(legionOf(after, a.marker)).toBe(legionOf(b.state, a.marker)); // the same legion object: its search may be reused
      expect(destinations(after, 'red', a.marker).has(move.to)).toBe(false);
    }
  });
});

describe('rules 6.2, 8.2 enemy legions: a legion listed again after an enemy legion came onto its path stops there', () => {
  it('it may end on the enemy legion but no longer pass through it; when the enemy leaves, the way is open again', () => {
    const a = place(board(), 'red', 135, ['Titan', 'Centaur']);
    const g = place(a.state, 'green', 180, ['Ogre', 'Gargoyle']);
    const open = destinations(g.state, 'red', a.marker);
    expect(open.get(137)).toEqual([2]);
    const blocked = moveOnly(g.state, g.marker, 136);
    expect(legionOf(blocked, a.marker)).toBe(legionOf(g.state, a.marker));
    const ends = destinations(blocked, 'red', a.marker);
    expect(ends.get(136)).toEqual([1]);
    expect(ends.has(137)).toBe(false);
    const reopened = moveOnly(blocked, g.marker, 180);
    expect(destinations(reopened, 'red', a.marker)).toEqual(open);
  });
});

describe('rules 8.3, 11.2 Sea legions: a Sea legion listed again after another seat\'s Sea legion came onto its path names its sides there', () => {
  it('the two may share the land, so its standing is the same, but a move ending there now names the side it comes in by', () => {
    const red = place(board(), 'red', 155, ['Aquarian', 'Dolphin']);
    const green = place(red.state, 'green', 180, ['Aquarian', 'Dolphin']);
    const movesTo = (s: GodsState, land: number) => legal(s, 'red').filter((m) => m.type === 'move' && m.legion === red.marker && m.to === land);
    expect(movesTo(green.state, 154)).toEqual([{ type: 'move', legion: red.marker, to: 154, steps: 1, exit: null, teleport: null }]);
    const shared = moveOnly(green.state, green.marker, 154);
    expect(legionOf(shared, red.marker)).toBe(legionOf(green.state, red.marker));
    const fresh = edit(shared, () => undefined); // every legion a new object: nothing of an earlier search is reused
    expect(movesTo(shared, 154)).toEqual(movesTo(fresh, 154));
    expect(movesTo(shared, 154)).toEqual([{ type: 'move', legion: red.marker, to: 154, steps: 1, exit: null, teleport: null, entrySide: 'Bottom' }]);
  });
});

describe('rules 4.4, 4.5 a legion listed again after another legion of its seat split offers its splits under the next free marker', () => {
  it('the marker the other split took is no longer offered, the listed legion unchanged', () => {
    const a = place(board(), 'red', 135, ['Titan', 'Centaur', 'Ogre', 'Gargoyle']);
    const b = place(a.state, 'red', 140, ['Ogre', 'Gargoyle', 'Centaur', 'Cyclops']);
    const splitsOf = (s: GodsState, marker: string) => legal(s, 'red').flatMap((m) => (m.type === 'split' && m.legion === marker ? [m] : []));
    const before = splitsOf(b.state, a.marker);
    const taken = before[0]?.markers[0];
    const bSplit = splitsOf(b.state, b.marker)[0];
    if (taken === undefined || bSplit === undefined) throw new Error('no split listed');
    expect(bSplit.markers).toEqual([taken]); // both offered the seat's first free marker
    const after = act(b.state, 'red', bSplit);
    expect(legionOf(after, a.marker)).toBe(legionOf(b.state, a.marker));
    const again = splitsOf(after, a.marker);
    expect(again.length).toBe(before.length);
    expect(again.every((m) => m.markers[0] !== taken && after.players.find((p) => p.id === 'red')?.markers.includes(m.markers[0] ?? ''))).toBe(true);
  });
});

describe('rules 26.2, 26.5 a Titan legion listed again after its Titan was uncovered moves with its Movement plus', () => {
  it('moves of 7 and 8 lands are offered once the Titan shows, the listed legion unchanged', () => {
    const a = place(board(), 'red', 135, ['Titan', 'Centaur']);
    const s = edit(a.state, (d) => {
      const red = d.players.find((p) => p.id === 'red');
      if (red) red.ep = 30; // 26.5: Movement plus from 30 EP, while the Titan is uncovered
    });
    const longest = (x: GodsState): number => Math.max(...[...destinations(x, 'red', a.marker).values()].flat());
    expect(longest(s)).toBe(6); // listed: its search is kept for the legion
    const after = act(s, 'red', { type: 'uncoverTitan' });
    expect(legionOf(after, a.marker)).toBe(legionOf(s, a.marker)); // the same legion object
    expect(longest(after)).toBe(8);
  });
});

describe('rules 8.1, 8.2, 11.2 a legion listed again after others of its seat moved lists what a fresh search lists', () => {
  it('after a legion of its seat left its path and ended on it, it lists the same moves in the same order as with no search kept', () => {
    const a = place(board(), 'red', 135, ['Titan', 'Centaur']);
    const b = place(a.state, 'red', 140, ['Ogre', 'Gargoyle']);
    const c = place(b.state, 'red', 137, ['Centaur', 'Cyclops']); // on the listed legion's way to 138
    const g = place(c.state, 'green', 139, ['Ogre', 'Gargoyle']); // an enemy within its reach: a move onto it names its side
    const movesOf = (s: GodsState, marker: string) => legal(s, 'red').filter((m) => m.type === 'move' && m.legion === marker);
    const before = movesOf(g.state, a.marker); // listed: its search is kept
    expect(before.some((m) => m.type === 'move' && m.to === 121)).toBe(true);
    expect(before.some((m) => m.type === 'move' && m.to === 137)).toBe(false);
    const moved = act(g.state, 'red', { type: 'move', legion: c.marker, to: 121, steps: 2, exit: null, teleport: null });
    expect(legionOf(moved, a.marker)).toBe(legionOf(g.state, a.marker)); // the same object: its kept search is asked first
    const after = movesOf(moved, a.marker);
    expect(after).toEqual(movesOf(edit(moved, () => undefined), a.marker)); // every legion a new object: a fresh search
    expect(after.some((m) => m.type === 'move' && m.to === 137)).toBe(true); // 8.1: the land left may now be ended on
    expect(after.some((m) => m.type === 'move' && m.to === 121)).toBe(false); // the land ended on no longer
    expect(after.filter((m) => m.type === 'move' && m.to === 139)).toEqual([{ type: 'move', legion: a.marker, to: 139, steps: 4, exit: null, teleport: null, entrySide: 'Bottom' }]);
  });
});
