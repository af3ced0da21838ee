// The battle grid's labels (reference §2.1): every hex's index read off its label, and nothing else taken for a hex.
import { describe, expect, it } from 'vitest';
import { HEX_COUNT, HEX_LABELS, hexIndex, isHexLabel } from '../../engine/family/battle/grid.js';

describe('§2.1 the battle hexes A1…F4', () => {
  it('each label gives its hex index; other strings, and other values a hostile save might hold, give -1', () => {
    expect(HEX_LABELS.length).toBe(HEX_COUNT);
    HEX_LABELS.forEach((label, i) => expect(hexIndex(label)).toBe(i));
    expect(hexIndex(`${'D'}${6}`)).toBe(HEX_LABELS.indexOf('D6')); // a label built at run time, not the literal
    const others: unknown[] = ['A4', 'A0', 'F5', 'G1', 'Z9', 'a1', 'A', '', 'A1 ', ' A1', 'AA', '11', 'D10', null, undefined, 7, {}];
    for (const other of others) {
      expect(hexIndex(other as string)).toBe(-1);
      if (typeof other === 'string') expect(isHexLabel(other)).toBe(false);
    }
  });
});
