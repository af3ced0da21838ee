// The draft's players copied one by one (engine/gods/state.ts touchPlayer): a muster's price or a goal's EP changes one
// player, so the draft copies that one alone and the next state shares the others with the state it came from — until
// the reducer reaches for the whole list, which then becomes a whole copy. The state a draft was made of never changes.
import { describe, expect, it } from 'vitest';
import { draftList, draftOf, stateOf, touchPlayer } from '../../engine/gods/state.js';
import { started } from './game-helpers.js';

describe('the draft copies a player the reducer changes, and only that one, until it reaches for the whole list', () => {
  it('a touched player is the draft\'s own copy; the others stay the state\'s objects, and the state is unchanged', () => {
    const s = started(4);
    const before = JSON.stringify(s);
    const d = draftOf(s);
    const [first, second] = s.players;
    const mine = touchPlayer(d, first!.id)!;
    expect(mine).not.toBe(first);
    expect(touchPlayer(d, first!.id)).toBe(mine); // a second touch finds the copy
    mine.lifegems += 100;
    mine.goals.push('touched');
    const list = draftList(d, 'players');
    expect(list[1]).toBe(second); // not copied: shared with the state
    const next = stateOf(s, d);
    expect(next.players[0]?.lifegems).toBe(first!.lifegems + 100);
    expect(next.players[1]).toBe(second);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('reaching for d.players after a touch copies the rest, keeping the touched copy and its changes', () => {
    const s = started(4);
    const before = JSON.stringify(s);
    const d = draftOf(s);
    const mine = touchPlayer(d, s.players[2]!.id)!;
    mine.lifegems = 7;
    const all = d.players;
    expect(all[2]).toBe(mine);
    for (let i = 0; i < s.players.length; i++) expect(all[i]).not.toBe(s.players[i]);
    all[0]!.lifegems = 99; // a write through the whole list reaches the draft alone
    expect(touchPlayer(d, s.players[0]!.id)).toBe(all[0]);
    const next = stateOf(s, d);
    expect([next.players[0]?.lifegems, next.players[2]?.lifegems]).toEqual([99, 7]);
    expect(JSON.stringify(s)).toBe(before);
    expect(touchPlayer(d, 'nobody')).toBeUndefined();
  });
});
