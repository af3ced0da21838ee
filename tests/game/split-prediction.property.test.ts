// Split prediction never wrong (issue 23): over 200 random TITAN games, after every action and for every seat, each
// creature the prediction calls certain is really in that legion, certain and unknown add up to its height, and the
// unknown ones are within the "may hold" bounds — compared with the full state the seats never see.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine/titan/index.js';
import { observePrediction, startPrediction, type Prediction } from '../../engine/titan/prediction/observe.js';
import { showPrediction } from '../../engine/titan/prediction/show.js';
import type { GameState } from '../../engine/titan/state.js';
import { playRandom } from './random-play.js';

/** What the prediction of `seat` says wrongly of `state` (empty when nothing). */
function wrongs(p: Prediction, state: GameState): string[] {
  const shown = showPrediction(p, viewFor(state, p.seat));
  const out: string[] = [];
  for (const [marker, guess] of Object.entries(shown ?? {})) {
    const truth = new Map<string, number>();
    for (const c of state.legions[marker]?.creatures ?? []) truth.set(c, (truth.get(c) ?? 0) + 1);
    const height = state.legions[marker]?.creatures.length ?? 0;
    let certain = 0;
    for (const { creature, count } of guess.certain) {
      certain += count;
      const have = truth.get(creature) ?? 0;
      if (have < count) out.push(`${p.seat} thinks ${marker} certainly holds ${count} ${creature}, it holds ${have}`);
      truth.set(creature, have - count);
    }
    if (certain + guess.unknown !== height) out.push(`${p.seat}: ${marker} certain ${certain} + unknown ${guess.unknown} ≠ height ${height}`);
    if (guess.maybe === null) continue;
    const most = new Map(guess.maybe.map((m) => [m.creature, m.count]));
    for (const [c, n] of truth) if (n > (most.get(c) ?? 0)) out.push(`${p.seat}: ${marker} may hold at most ${most.get(c) ?? 0} more ${c}, holds ${n}`);
  }
  return out;
}

describe('split prediction over simulated games', () => {
  it('200 random games (40 of the Titan Variant): every certain creature is there, counts add up, the unknown ones stay within the bounds', () => {
    let checked = 0;
    let certainSeen = 0;
    let maybeBounded = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const players = 2 + (seed % 3);
      // every fifth game in the §21 Titan Variant (its own starting characters)
      const variant = seed % 5 === 0 ? 'titan-variant' : 'titan';
      const seats = ['Red', 'Blue', 'Green', 'Black', 'Brown', 'Gold'].slice(0, players);
      let predictions: Prediction[] = seats.map((s) => startPrediction(s, variant));
      const problems: string[] = [];
      playRandom({ seed, players, variant }, (step) => {
        predictions = predictions.map((p) => observePrediction(p, step.events));
        if (step.state.phase === 'over') return;
        for (const p of predictions) {
          problems.push(...wrongs(p, step.state));
          const shown = showPrediction(p, viewFor(step.state, p.seat)) ?? {};
          for (const g of Object.values(shown)) {
            if (g.unknown > 0 && g.certain.length > 0) certainSeen++;
            if (g.unknown > 0 && g.maybe !== null) maybeBounded++;
          }
          checked++;
        }
      }, 400);
      expect(problems.slice(0, 5), `seed ${seed}`).toEqual([]);
    }
    expect(checked).toBeGreaterThan(100_000);
    expect(certainSeen).toBeGreaterThan(1000);
    expect(maybeBounded).toBeGreaterThan(1000);
  });
});
