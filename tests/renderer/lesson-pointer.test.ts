// Where a lesson card's pointer goes (renderer/lib/lesson-pointer.ts): a land, a legion's land as the board draws it,
// a battle hex or counter, a control by its test id — and nothing for a pointer of another kind or none.
import { describe, expect, it } from 'vitest';
import { pointedBattle, pointedControl, pointedLands } from '../../renderer/lib/lesson-pointer.js';

const markers = [
  { id: 'Rd01', land: 18 },
  { id: 'Bu04', land: 116 },
];

describe('lesson pointers', () => {
  it('rings a land, or the land the board draws a legion on', () => {
    expect(pointedLands({ kind: 'land', id: 116 }, markers)).toEqual([116]);
    expect(pointedLands({ kind: 'legion', id: 'Rd01' }, markers)).toEqual([18]);
    expect(pointedLands({ kind: 'legion', id: 'Rd09' }, markers)).toEqual([]);
    expect(pointedLands({ kind: 'piece', id: 'a1' }, markers)).toEqual([]);
    expect(pointedLands(null, markers)).toEqual([]);
  });

  it('rings a battle hex or a counter, and names a control by its test id', () => {
    expect(pointedBattle({ kind: 'hex', id: 'D2' })).toEqual({ hexes: ['D2'], pieces: [] });
    expect(pointedBattle({ kind: 'piece', id: 'a1' })).toEqual({ hexes: [], pieces: ['a1'] });
    expect(pointedBattle({ kind: 'land', id: 3 })).toEqual({ hexes: [], pieces: [] });
    expect(pointedControl({ kind: 'control', id: 'roll' })).toBe('roll');
    expect(pointedControl({ kind: 'legion', id: 'Rd01' })).toBeNull();
  });
});
