// The immutability check every game's reducer passes (tests/game, tests/gods engine-immutable): a reducer that copies
// only what an action changes must never change a state it was given. Every state of a seeded random game is
// deep-frozen as soon as it is made (a write to it, or to a part it shares, throws in the engine's strict modules),
// and at each state a second legal action is applied too, to the same frozen state, before play goes on.
import { expect } from 'vitest';
import type { GameModule, ModuleAction, ModuleEvent } from '../engine/platform/module.js';
import { playGame, type SimSetupParams } from '../tools/cli/simulate.js';

/** Freezes a value and everything it holds. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Plays a seeded random game of `module` with every state frozen and a second action tried on each, asserting each
 * frozen state is left as it was; returns how many second actions were tried. */
export function playFrozen<Setup, State, Act extends ModuleAction, Event extends ModuleEvent, View>(
  module: GameModule<Setup, State, Act, Event, View>,
  params: SimSetupParams,
): number {
  let branched = 0;
  let pick = params.seed;
  const played = playGame(module, params, {
    maxActions: 6_000,
    stallLimit: 5_000,
    checkInvariants: false,
    onAction: (prev, action, next) => {
      deepFreeze(prev); // already frozen but for the first state
      deepFreeze(next);
      const legal = module.legalActions(prev, action.player);
      const other = legal[(pick = (pick * 1103515245 + 12345) >>> 0) % legal.length];
      if (!other || JSON.stringify(other) === JSON.stringify(action)) return;
      const before = JSON.stringify(prev);
      const answer = module.apply(prev, other); // the same frozen state, another action
      expect(answer.ok).toBe(true);
      expect(JSON.stringify(prev)).toBe(before);
      branched++;
    },
  });
  expect(played.violations).toEqual([]);
  return branched;
}
