// The strike odds the screen shows and the AI weighs (engine/titan/preview/odds.ts).
import { describe, expect, it } from 'vitest';
import { chanceAtLeast, hitChance, hitDistribution } from '../../engine/titan/preview/odds.js';

describe('strike odds', () => {
  it('computes binomial chances', () => {
    expect(chanceAtLeast(1, 4, 1)).toBeCloseTo(0.5);
    expect(chanceAtLeast(2, 4, 2)).toBeCloseTo(0.25);
    expect(chanceAtLeast(3, 6, 0)).toBe(1);
    expect(chanceAtLeast(2, 2, 3)).toBe(0);
    expect([...hitDistribution(2, 4)].map((p) => p.toFixed(2))).toEqual(['0.25', '0.50', '0.25']);
  });

  it('Strike Chart: a strike number of 1 hits with every die, a 6 with one in six', () => {
    expect(chanceAtLeast(3, 1, 3)).toBe(1);
    expect(hitChance(1)).toBe(1);
    expect(hitChance(6)).toBeCloseTo(1 / 6);
  });
});
