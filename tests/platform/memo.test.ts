// engine/platform/memo.ts: the memo of what an immutable state gives, kept for the few latest states asked about, so a
// listing and the apply that follows share their work even when something else (a computer player's own questions)
// was asked about in between.
import { describe, expect, it } from 'vitest';
import { LastObjectMemo } from '../../engine/platform/memo.js';

describe('LastObjectMemo: the values of the few latest key objects', () => {
  it('keeps a state\'s values while up to three other states are asked about, and forgets the oldest past that', () => {
    const memo = new LastObjectMemo<object, string, number>();
    const states = [{}, {}, {}, {}, {}];
    let made = 0;
    const ask = (s: object): number => memo.made(s, 'moves', () => ++made);
    expect(ask(states[0]!)).toBe(1);
    expect(ask(states[1]!)).toBe(2); // another state asked about in between
    expect(ask(states[0]!)).toBe(1); // the first state's value is still there: not made again
    expect(ask(states[2]!)).toBe(3);
    expect(ask(states[3]!)).toBe(4);
    expect(ask(states[4]!)).toBe(5); // a fifth state takes the place of the oldest one asked about first
    expect(memo.get(states[0]!, 'moves')).toBeUndefined();
    expect(memo.get(states[4]!, 'moves')).toBe(5);
    expect(memo.get(states[1]!, 'moves')).toBe(2);
  });

  it('keeps the values of one state apart by their second key, and a value only for the very object it was made for', () => {
    const memo = new LastObjectMemo<object, string, string>();
    const s = { stateId: 1 };
    memo.set(s, 'red', 'r');
    memo.set(s, 'blue', 'b');
    expect(memo.get(s, 'red')).toBe('r');
    expect(memo.get(s, 'blue')).toBe('b');
    expect(memo.get({ stateId: 1 }, 'red')).toBeUndefined(); // an equal object is another state
  });
});
