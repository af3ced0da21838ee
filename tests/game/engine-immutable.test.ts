// The TITAN reducer never changes a state it was given: it copies only the parts of a state an action changes and
// shares every other part with the next state, so a state once returned must stay as it is whatever is done with it
// or with the states after it. Every state of seeded random games is deep-frozen as soon as it is made (a write to
// it, or to a part it shares, throws in the engine's strict modules), and at each state a second legal action is
// applied too, to the same frozen state, before play goes on.
import { describe, expect, it } from 'vitest';
import { titanModule } from '../../games/titan.js';
import { playGame } from '../../tools/cli/simulate.js';

/** Freezes a value and everything it holds. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Plays a seeded random game with every state frozen and a second action tried on each: how many were tried. */
function playFrozen(players: number, seed: number): number {
  let branched = 0;
  let pick = seed;
  const played = playGame(titanModule, { players, seed, variant: null, turnLimit: null, pointTarget: null }, {
    maxActions: 6_000,
    stallLimit: 5_000,
    checkInvariants: false,
    onAction: (prev, action, next) => {
      deepFreeze(prev); // already frozen but for the first state
      deepFreeze(next);
      const legal = titanModule.legalActions(prev, action.player);
      const other = legal[(pick = (pick * 1103515245 + 12345) >>> 0) % legal.length];
      if (!other || JSON.stringify(other) === JSON.stringify(action)) return;
      const before = JSON.stringify(prev);
      const answer = titanModule.apply(prev, other); // the same frozen state, another action
      expect(answer.ok).toBe(true);
      expect(JSON.stringify(prev)).toBe(before);
      branched++;
    },
  });
  expect(played.violations).toEqual([]);
  return branched;
}

describe('the TITAN reducer never changes a state', () => {
  it('applies actions to deep-frozen states of seeded random games of 6, 4 and 2 players, and a second action to each, leaving them as they were', () => {
    let branched = 0;
    for (let seed = 21; seed < 27; seed++) branched += playFrozen(6 - 2 * (seed % 3), seed);
    expect(branched).toBeGreaterThan(1_000); // checked at least this many second actions on frozen states
  });
});
