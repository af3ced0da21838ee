// The §21 clocks of a TITAN-family game for the host (engine/platform/module.ts ModuleClocks), built once from what
// each game says of its states: its time limit, whether it is over, its mover, the turn clock running and which
// phase's it is, and how it writes `timeUp` (games/titan-clocks.ts, games/gods-clocks.ts).
import type { ModuleClocks, RunningClock } from '../engine/platform/module.js';

/** A running turn clock and the phase it limits. */
export interface PhaseClock extends RunningClock {
  readonly phase: 'movement' | 'maneuver';
}

/** What a family game says of a state for its clocks. */
export interface FamilyClockFacts<S, A> {
  /** The game's time limit in seconds (undefined: none). */
  readonly timeLimit: (state: S) => number | undefined;
  readonly over: (state: S) => boolean;
  /** The seat a game-wide `timeUp` is sent as (the mover). */
  readonly mover: (state: S) => string | undefined;
  readonly turnClock: (state: S) => PhaseClock | null;
  /** The game's `timeUp` action of a clock, for a seat, on a state. */
  readonly timeUp: (state: S, clock: 'game' | PhaseClock['phase'], seat: string) => A;
}

/** The host's view of a family game's clocks. */
export function familyClocks<S, A extends { readonly type: string }>(f: FamilyClockFacts<S, A>): ModuleClocks<S, A> {
  return {
    gameLimit(state) {
      const limit = f.timeLimit(state);
      return limit === undefined || f.over(state) ? null : limit * 1000;
    },
    turnClock: f.turnClock,
    timeUp(state, clock) {
      if (clock === 'turn') {
        const running = f.turnClock(state);
        return running ? f.timeUp(state, running.phase, running.seat) : null;
      }
      const mover = f.mover(state);
      return f.timeLimit(state) === undefined || mover === undefined ? null : f.timeUp(state, 'game', mover);
    },
    isTimeUp: (action) => action.type === 'timeUp',
  };
}
