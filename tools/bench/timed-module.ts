// A game module wrapped with stopwatches around apply and legalActions, so the benchmark can split a game loop's
// time between the reducer, move generation and everything else without a second loop.
import type { GameModule, ModuleAction, ModuleEvent } from '../../engine/platform/module.js';

/** Accumulated calls and milliseconds per wrapped operation. */
export interface Stopwatches {
  applyCalls: number;
  applyMs: number;
  legalCalls: number;
  legalMs: number;
  /** legalActions calls and milliseconds by kind of position (e.g. game phase). */
  legalByKind: Record<string, { calls: number; ms: number; actions: number }>;
}

/** Fresh zeroed stopwatches. */
export function stopwatches(): Stopwatches {
  return { applyCalls: 0, applyMs: 0, legalCalls: 0, legalMs: 0, legalByKind: {} };
}

/** `module` with apply and legalActions timed into `w`; `kindOf` sorts positions for the legalActions breakdown. */
export function timedModule<S, St, A extends ModuleAction, E extends ModuleEvent, V>(module: GameModule<S, St, A, E, V>, w: Stopwatches, kindOf: (state: St) => string): GameModule<S, St, A, E, V> {
  return {
    ...module,
    apply(state, action) {
      const t = performance.now();
      const r = module.apply(state, action);
      w.applyMs += performance.now() - t;
      w.applyCalls++;
      return r;
    },
    legalActions(state, player) {
      const t = performance.now();
      const r = module.legalActions(state, player);
      const ms = performance.now() - t;
      w.legalMs += ms;
      w.legalCalls++;
      const k = (w.legalByKind[kindOf(state)] ??= { calls: 0, ms: 0, actions: 0 });
      k.calls++;
      k.ms += ms;
      k.actions += r.length;
      return r;
    },
  };
}
