// Every character of every game draws with its own picture on the boards' counters and markers (renderer/lib/icons.ts,
// copied by tools/copy-icons.ts): none falls back to the "unknown" icon — Gods of Titan's own characters included.
import { describe, expect, it } from 'vitest';
import { GODS_CHARACTER_NAMES } from '../../engine/gods/data/characters.js';
import { getVariant } from '../../engine/titan/variants/index.js';
import { iconPath } from '../../renderer/lib/icons.js';

describe('character icons', () => {
  const unknown = iconPath('ui_unknown');
  for (const [game, names] of [
    ['TITAN and the Titan Variant', [...new Set([...Object.keys(getVariant('titan').creatures), ...Object.keys(getVariant('titan-variant').creatures)])]],
    ['Gods of Titan', [...GODS_CHARACTER_NAMES]],
  ] as const) {
    it(`every character of ${game} has its picture`, () => {
      expect(names.length).toBeGreaterThan(20);
      expect(names.filter((n) => iconPath(n) === unknown)).toEqual([]);
    });
  }
});
