import { describe, expect, it } from 'vitest';
import type { VariantId } from '../../engine/titan/state.js';
import { arenaModule as arenaSim, titanModule as titanSim } from '../../games/index.js';
import { playGame } from '../../tools/cli/simulate.js';

// The CI-scale simulation: 200 complete random-legal classic games cycling through 2–6 players and 25 games of the
// §21 Titan Variant, plus 40 games of Titan: The Arena, every action checked against the rules' invariants. Each
// game is one test, named by its seed so that a failure can be replayed with
// `npm run titan -- simulate [--game arena] [--variant titan-variant] --players N --seed S`.
const CLASSIC = Array.from({ length: 200 }, (_, i) => ({ seed: 10_000 + i, players: 2 + (i % 5), variant: 'titan' as VariantId }));
const VARIANT = Array.from({ length: 25 }, (_, i) => ({ seed: 20_000 + i, players: 2 + (i % 5), variant: 'titan-variant' as VariantId }));

describe('CI simulation: complete random games end without breaking a rule', () => {
  it.each([...CLASSIC, ...VARIANT])('$variant game seed $seed with $players players ends cleanly', ({ seed, players, variant }) => {
    const g = playGame(titanSim, { players, seed, variant, turnLimit: null, pointTarget: null }, { maxActions: 300_000, stallLimit: 20_000 });
    expect(g.violations).toEqual([]);
    expect(g.report.completed).toBe(true);
  });
});

describe('CI simulation: complete random games of Titan: The Arena end without breaking a rule', () => {
  it.each(Array.from({ length: 40 }, (_, i) => ({ seed: 30_000 + i, players: 2 + (i % 4) })))(
    'arena game seed $seed with $players players ends cleanly, every card accounted for',
    ({ seed, players }) => {
      const g = playGame(arenaSim, { players, seed, variant: 'titan', turnLimit: null, pointTarget: null }, { maxActions: 100_000, stallLimit: 10_000 });
      expect(g.violations).toEqual([]);
      expect(g.report.completed).toBe(true);
    },
  );
});
