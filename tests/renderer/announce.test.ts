// What the screen reader hears (renderer/lib/announce.ts): each state's events once, who the game waits for when that
// changes, and "your turn" — the one urgent message — once when the seat comes to act.
import { describe, expect, it } from 'vitest';
import { Announcer } from '../../renderer/lib/announce.js';

const words = { yourTurn: 'Your turn', toAct: (names: string) => `${names} to act` };

describe('announcements', () => {
  it('says each state\'s events once, the player the game waits for, and the seat\'s turn urgently once', () => {
    const a = new Announcer();
    expect(a.next({ stateId: 1, seat: 'Red', mine: false, toAct: ['Bob'] }, ['Ann moves Rd01 from 100 to 104.'], words))
      .toEqual({ polite: 'Ann moves Rd01 from 100 to 104. Bob to act', urgent: null });
    // the same state pushed again (a call's answer and the push): nothing new
    expect(a.next({ stateId: 1, seat: 'Red', mine: false, toAct: ['Bob'] }, ['Ann moves Rd01 from 100 to 104.'], words)).toEqual({ polite: null, urgent: null });
    expect(a.next({ stateId: 2, seat: 'Red', mine: true, toAct: ['Ann'] }, ['Bob ends his turn.'], words)).toEqual({ polite: 'Bob ends his turn.', urgent: 'Your turn' });
    expect(a.next({ stateId: 3, seat: 'Red', mine: true, toAct: ['Ann'] }, ['Ann rolls a 4.'], words)).toEqual({ polite: 'Ann rolls a 4.', urgent: null });
  });

  it('says a long catch-up by its end only', () => {
    const lines = Array.from({ length: 20 }, (_, i) => `line ${i}.`);
    const said = new Announcer().next({ stateId: 9, seat: null, mine: false, toAct: [] }, lines, words).polite ?? '';
    expect(said).toContain('line 19.');
    expect(said).not.toContain('line 13.');
  });

  it('says the turn again when the screen passes to another seat (hot seat)', () => {
    const a = new Announcer();
    expect(a.next({ stateId: 5, seat: 'Red', mine: true, toAct: ['Ann'] }, [], words).urgent).toBe('Your turn');
    expect(a.next({ stateId: 6, seat: 'Blue', mine: false, toAct: ['Ann'] }, [], words).urgent).toBeNull();
    expect(a.next({ stateId: 7, seat: 'Blue', mine: true, toAct: ['Bob'] }, [], words).urgent).toBe('Your turn');
    // straight from one seat's turn to the next one's at the same screen
    expect(a.next({ stateId: 8, seat: 'Red', mine: true, toAct: ['Ann'] }, [], words).urgent).toBe('Your turn');
  });
});
