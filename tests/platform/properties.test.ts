import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/titan/actions.js';
import type { GameState, VariantId } from '../../engine/titan/state.js';
import { titanModule as titanSim } from '../../games/index.js';
import { playGame, type Violation } from '../../tools/cli/simulate.js';

interface Options {
  readonly variant?: VariantId;
  readonly pointTarget?: number | null;
  readonly turnLimit?: number | null;
  readonly onAction?: (prev: GameState, action: Action, next: GameState) => void;
}

function play(seed: number, players: number, o: Options = {}) {
  return playGame(
    titanSim,
    { players, seed, variant: o.variant ?? 'titan', turnLimit: o.turnLimit ?? null, pointTarget: o.pointTarget ?? null },
    { maxActions: 300_000, stallLimit: 20_000, ...(o.onAction ? { onAction: o.onAction } : {}) },
  );
}

const seeds = fc.integer({ min: 0, max: 0xffffffff });
const seats = fc.integer({ min: 2, max: 6 });
const RUNS = { numRuns: 12 };
const POINT_TARGET_RUNS = { numRuns: 30 };

/** The violations of one family (by message), with the seed to replay them. */
function family(violations: readonly Violation[], re: RegExp): string[] {
  return violations.filter((v) => re.test(v.message)).map((v) => `seed ${v.seed} state ${v.stateId}: ${v.message}`);
}

describe('properties of random legal games (fast-check over seeds and player counts)', () => {
  it('§4.1 no legion ever holds more than seven characters, §4.4 none is left empty', () => {
    fc.assert(
      fc.property(seeds, seats, (seed, n) => {
        let max = 0;
        const g = play(seed, n, { onAction: (_p, _a, s) => { for (const l of Object.values(s.legions)) max = Math.max(max, l.creatures.length); } });
        expect(family(g.violations, /above|empty/)).toEqual([]);
        expect(max).toBeLessThanOrEqual(7);
      }),
      RUNS,
    );
  });

  it('§3.2/§3.3 every counter is conserved: caretaker + legions + graveyard (+ lords slain in a live battle, §13.6)', () => {
    fc.assert(fc.property(seeds, seats, (seed, n) => {
      expect(family(play(seed, n).violations, /counters accounted|caretaker holds|graveyard holds|differ from legion/)).toEqual([]);
    }), RUNS);
  });

  it('§16.2 scores never decrease', () => {
    fc.assert(
      fc.property(seeds, seats, (seed, n) => {
        const falls: string[] = [];
        play(seed, n, {
          onAction: (p, _a, s) => s.players.forEach((pl, i) => { if (pl.score < (p.players.find((q) => q.id === pl.id)?.score ?? 0)) falls.push(`${pl.id} at ${i}`); }),
        });
        expect(falls).toEqual([]);
      }),
      RUNS,
    );
  });

  it('§4.3/§7.1 no two legions share a land once the Movement Phase is over, except engaged pairs (§6.3)', () => {
    fc.assert(fc.property(seeds, seats, (seed, n) => {
      expect(family(play(seed, n).violations, /land \d+ holds|engagement land/)).toEqual([]);
    }), RUNS);
  });

  it('§1.1 every game ends, with at most one Titan left or a draw, and no rule broken on the way', () => {
    fc.assert(
      fc.property(seeds, seats, fc.constantFrom<VariantId>('titan', 'titan-variant'), (seed, n, variant) => {
        const g = play(seed, n, { variant });
        expect(g.violations).toEqual([]);
        expect(g.report.completed).toBe(true);
        const s = g.state!;
        expect(s.phase).toBe('over');
        expect(s.players.filter((p) => p.alive).length).toBeLessThanOrEqual(1);
        expect(s.endReason === 'last-titan' || s.endReason === 'draw').toBe(true);
      }),
      RUNS,
    );
  });

  it('§21 point-target games end when a living player reaches the target at the end of a turn; the highest score wins', () => {
    let reached = 0;
    fc.assert(
      fc.property(seeds, seats, fc.integer({ min: 50, max: 200 }), (seed, n, target) => {
        const wrongEnds: string[] = [];
        const g = play(seed, n, {
          pointTarget: target,
          onAction: (p, a, s) => {
            if (a.type !== 'endTurn') return;
            const due = p.players.some((pl) => pl.alive && pl.score >= target);
            if (due !== (s.phase === 'over')) wrongEnds.push(`state ${p.stateId}: target ${due ? 'reached' : 'not reached'}, phase ${s.phase}`);
          },
        });
        expect(g.violations).toEqual([]);
        expect(wrongEnds).toEqual([]);
        const s = g.state!;
        expect(s.phase).toBe('over');
        if (s.endReason === 'point-target') {
          reached++;
          const best = Math.max(...s.players.filter((p) => p.alive).map((p) => p.score));
          expect(best).toBeGreaterThanOrEqual(target);
          expect(s.players.find((p) => p.id === s.winner)?.score).toBe(best);
        }
      }),
      POINT_TARGET_RUNS,
    );
    // About 60% of random games reach the target before the last Titan falls: fewer than 5 of 30 has odds below 1e-6.
    expect(reached).toBeGreaterThanOrEqual(5);
  });

  it('§21 turn-limit games stop after the last allowed round at the latest', () => {
    fc.assert(
      fc.property(seeds, seats, fc.integer({ min: 1, max: 6 }), (seed, n, limit) => {
        const g = play(seed, n, { turnLimit: limit });
        expect(g.violations).toEqual([]);
        const s = g.state!;
        expect(s.phase).toBe('over');
        expect(s.round).toBeLessThanOrEqual(limit);
      }),
      RUNS,
    );
  });
});
