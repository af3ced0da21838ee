// The review window's stepping keys and the move list's headings (renderer/lib/review-steps.ts).
import { describe, expect, it } from 'vitest';
import type { ReviewEntry } from '../../engine/platform/review.js';
import { headingsOf, stepFor } from '../../renderer/lib/review-steps.js';

const entry = (index: number, round: number, turn: string | null, engagement: string | null = null, battle: string | null = null): ReviewEntry =>
  ({ index, round, phase: 'move', turn, engagement, battle, seat: turn, action: null, events: [] });

describe('the review window steps by the keys', () => {
  it('goes back and forth one step, to the start and to the end, and stops there', () => {
    expect(stepFor('ArrowRight', 2, 5)).toBe(3);
    expect(stepFor('ArrowDown', 4, 5)).toBe(4);
    expect(stepFor('ArrowLeft', 0, 5)).toBe(-1);
    expect(stepFor('ArrowUp', -1, 5)).toBe(-1);
    expect(stepFor('Home', 3, 5)).toBe(-1);
    expect(stepFor('End', -1, 5)).toBe(4);
    expect(stepFor('a', 1, 5)).toBeUndefined();
  });
});

describe("the review's move list is grouped by round, turn, engagement and battle", () => {
  const entries = [entry(0, 1, null), entry(1, 1, 'Red'), entry(3, 1, 'Red', '12'), entry(4, 1, 'Red', '12', '12'), entry(5, 1, 'Blue'), entry(6, 2, 'Blue')];

  it('opens a heading where its key changes, and all of them with a new round', () => {
    expect(headingsOf(entries, 0)).toEqual([{ level: 'round', key: '1' }]);
    expect(headingsOf(entries, 1)).toEqual([{ level: 'turn', key: 'Red' }]);
    expect(headingsOf(entries, 2)).toEqual([{ level: 'engagement', key: '12' }]);
    expect(headingsOf(entries, 3)).toEqual([{ level: 'battle', key: '12' }]);
    expect(headingsOf(entries, 4)).toEqual([{ level: 'turn', key: 'Blue' }]);
    expect(headingsOf(entries, 5)).toEqual([{ level: 'round', key: '2' }, { level: 'turn', key: 'Blue' }]);
    expect(headingsOf(entries, 6)).toEqual([]);
  });
});
