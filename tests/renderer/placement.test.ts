// A hover card goes where it covers the fewest pieces: the first free corner, else the edge that covers least.
import { describe, expect, it } from 'vitest';
import { placeCard } from '../../renderer/board/placement.js';

const area = { width: 800, height: 600 };
const card = { width: 300, height: 100 };

describe('hover card placement', () => {
  it('takes the bottom left corner when nothing is there', () => {
    expect(placeCard(card, area, [])).toEqual({ x: 8, y: 492 });
  });

  it('moves away from a marker in the bottom left corner', () => {
    expect(placeCard(card, area, [{ x: 20, y: 520, width: 40, height: 40 }])).toEqual({ x: 492, y: 492 });
  });

  it('picks the placement covering least when every corner holds pieces', () => {
    const corners = [
      { x: 20, y: 520, width: 40, height: 40 },
      { x: 700, y: 520, width: 40, height: 40 },
      { x: 20, y: 20, width: 40, height: 40 },
      { x: 700, y: 20, width: 40, height: 40 },
      { x: 400, y: 10, width: 20, height: 20 },
    ];
    expect(placeCard(card, area, corners)).toEqual({ x: 250, y: 492 });
  });

  it('never goes under the lesson card when another place is free of it, even one that covers pieces', () => {
    // the lesson card over the bottom left and the bottom's middle; a marker in the bottom right corner
    const lesson = [{ x: 0, y: 450, width: 520, height: 150 }];
    const marker = [{ x: 700, y: 520, width: 40, height: 40 }];
    expect(placeCard(card, area, marker)).toEqual({ x: 8, y: 492 });
    expect(placeCard(card, area, marker, 8, lesson)).toEqual({ x: 8, y: 8 });
    // a lesson card over the whole board: the least hidden place, then the least covering
    const everywhere = [{ x: 0, y: 0, width: 800, height: 600 }];
    expect(placeCard(card, area, marker, 8, everywhere)).toEqual(placeCard(card, area, marker));
  });
});
