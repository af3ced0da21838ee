// Where the lesson card sits (renderer/lib/lesson-place.ts): bottom right while that hides nothing the step points at,
// else somewhere covering none of it (a 1024×700 page, the card 300×180), and a board's boxes moved onto the page.
import { describe, expect, it } from 'vitest';
import { overlap } from '../../renderer/board/placement.js';
import { onPage, placeLessonCard } from '../../renderer/lib/lesson-place.js';

const card = { width: 300, height: 180 };
const page = { width: 1024, height: 700 };

describe('the lesson card placement', () => {
  it('sits bottom right when that hides nothing the step points at', () => {
    expect(placeLessonCard(card, page, [])).toEqual({ x: 716, y: 512 });
    expect(placeLessonCard(card, page, [{ x: 10, y: 10, width: 40, height: 40 }])).toEqual({ x: 716, y: 512 });
  });

  it('moves off a pointed control in the bottom right corner, covering none of it', () => {
    const done = { x: 900, y: 640, width: 100, height: 40 };
    const at = placeLessonCard(card, page, [done]);
    expect(at).not.toEqual({ x: 716, y: 512 });
    expect(overlap({ ...at, ...card }, done)).toBe(0);
  });

  it('keeps clear of several pointed boxes where the page has room', () => {
    const pointed = [{ x: 950, y: 600, width: 60, height: 60 }, { x: 20, y: 600, width: 60, height: 60 }];
    const at = placeLessonCard(card, page, pointed);
    expect(pointed.map((r) => overlap({ ...at, ...card }, r))).toEqual([0, 0]);
  });

  it("moves a board's canvas boxes onto the page", () => {
    expect(onPage([{ x: 5, y: 6, width: 7, height: 8 }], { x: 100, y: 50 })).toEqual([{ x: 105, y: 56, width: 7, height: 8 }]);
  });
});
