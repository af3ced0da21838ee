// Rules 10.6, 20.4, 24.4–24.8: the screen's hint of what a concession gives away (engine/gods/preview/concession.ts),
// read off the seat's view and legal actions — checked against what the reducer then does: the characters lost, the
// other side's points and Lifegems, a draw when the other side conceded first, and whether the seat's Master goes
// with no way back (the seat out of the game).
import { describe, expect, it } from 'vitest';
import { godsHints } from '../../engine/gods/hints.js';
import { godsLegalActions } from '../../engine/gods/legal.js';
import type { GodsSeat, GodsState } from '../../engine/gods/state.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { stepPast } from './game-battle-helpers.js';
import { act } from './game-helpers.js';
import { fight } from './slaying.js';

const hintsOf = (s: GodsState, seat: GodsSeat) => godsHints(godsViewFor(s, seat), godsLegalActions(s, seat)).concessions;
const seatOf = (s: GodsState, seat: GodsSeat) => s.players.find((p) => p.id === seat);

describe('rules 10.6 what a concession gives away, said before it is sent', () => {
  it('rules 10.6, 20.4: conceding the engagement loses the whole legion, and the other side scores what the reducer pays', () => {
    const s = fight(['Lion', 'Lion'], ['Ogre', 'Troll'], [], 3, false);
    const [hint, ...more] = hintsOf(s, 'green');
    expect(more).toEqual([]);
    expect(hint).toMatchObject({ kind: 'engagement', lost: ['Ogre', 'Troll'], to: 'red', draw: false, master: null, out: false });
    expect(hint?.legion).toBe(s.engagement?.defender);
    const done = stepPast(s, 'green', { type: 'concede' }).state;
    expect(hint?.points).toBeGreaterThan(0);
    expect((seatOf(done, 'red')?.score ?? 0) - (seatOf(s, 'red')?.score ?? 0)).toBe(hint?.points);
    expect((seatOf(done, 'red')?.lifegems ?? 0) - (seatOf(s, 'red')?.lifegems ?? 0)).toBe(hint?.lifegems);
    expect(hintsOf(s, 'blue')).toEqual([]); // not a side: nothing to concede
  });

  it('rules 24.4–24.8: a Titan conceded with no land legion left for the Phantom takes its seat out; with one left it comes back', () => {
    const alone = fight(['Lion', 'Lion'], ['Titan', 'Colossus'], [], 3, false);
    expect(hintsOf(alone, 'green')[0]).toMatchObject({ master: 'Titan', out: true });
    expect(seatOf(stepPast(alone, 'green', { type: 'concede' }).state, 'green')?.out).toBe(true);
    const hosted = fight(['Lion', 'Lion'], ['Titan', 'Colossus'], [[150, ['Ogre', 'Troll']]], 3, false);
    expect(hintsOf(hosted, 'green')[0]).toMatchObject({ master: 'Titan', out: false });
    expect(seatOf(stepPast(hosted, 'green', { type: 'concede' }).state, 'green')?.out).toBe(false);
  });

  it('rules 10.6: in the battle, conceding after the other side conceded is a draw that pays nobody', () => {
    const s = fight(['Lion', 'Lion'], ['Ogre', 'Troll']);
    expect(hintsOf(s, 'green')[0]).toMatchObject({ kind: 'battle', draw: false, to: 'red' });
    const conceded = act(s, 'red', { type: 'battle', move: { type: 'concede' } });
    const hint = hintsOf(conceded, 'green')[0];
    expect(hint).toMatchObject({ kind: 'battle', draw: true, points: 0, lifegems: 0, lost: ['Ogre', 'Troll'] });
    const done = stepPast(conceded, 'green', { type: 'battle', move: { type: 'concede' } }).state;
    expect(seatOf(done, 'red')?.score).toBe(seatOf(conceded, 'red')?.score);
    expect(done.legions.filter((l) => l.land === conceded.engagement?.land)).toEqual([]);
  });
});
