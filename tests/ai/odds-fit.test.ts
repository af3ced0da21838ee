// The odds fit (tools/ai/odds-fit.ts): its scores of predictions against outcomes, and its battles fought again alike
// from the same seed.
import { describe, expect, it } from 'vitest';
import { battleOdds } from '../../ai/strength.js';
import { getVariant } from '../../engine/titan/variants/index.js';
import { fitSamples, fitScore, type FitSample } from '../../tools/ai/odds-fit.js';

const sample = (predicted: number, won: number, battles: number): FitSample => ({ attacker: ['Ogre'], defender: ['Ogre'], terrain: 'Plains', predicted, won, battles });

describe('the odds fit', () => {
  it('scores a coin called even as log 2 and a quarter, binned at one half', () => {
    const s = fitScore([sample(0.5, 5, 10)]);
    expect(s.logLoss).toBeCloseTo(Math.log(2), 12);
    expect(s.brier).toBeCloseTo(0.25, 12);
    expect(s.bins).toEqual([{ from: 0.5, predicted: 0.5, won: 0.5, battles: 10 }]);
  });

  it('weighs every battle alike and scores a sharper right call better', () => {
    const sharp = fitScore([sample(0.9, 9, 10), sample(0.1, 1, 10)]);
    expect(sharp.battles).toBe(20);
    expect(sharp.brier).toBeCloseTo((9 * 0.01 + 0.81 + 0.81 + 9 * 0.01) / 20, 12);
    expect(sharp.logLoss).toBeLessThan(fitScore([sample(0.5, 9, 10), sample(0.5, 1, 10)]).logLoss);
    expect(sharp.bins.map((b) => [b.from, b.battles])).toEqual([[0.1, 10], [0.9, 10]]);
    expect(fitScore([])).toEqual({ battles: 0, logLoss: 0, brier: 0, bins: [] });
  });

  it('fights the same battles from the same seed, and predicts by battleOdds', () => {
    const a = fitSamples(2, 2, 7);
    expect(fitSamples(2, 2, 7)).toEqual(a);
    const v = getVariant('titan');
    for (const s of a) {
      expect(s.won).toBeGreaterThanOrEqual(0);
      expect(s.won).toBeLessThanOrEqual(2);
      expect(s.attacker.length).toBeGreaterThan(0);
      expect(s.predicted).toBe(battleOdds(v, { creatures: s.attacker, score: 0 }, { creatures: s.defender, score: 0 }, s.terrain).attackerWins);
    }
    expect(a).toHaveLength(2);
  });
});
