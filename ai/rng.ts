// The AI's own seeded randomness (tie-breaks, Easy's mistakes, sampling hidden legions): the engine's sfc32, held in
// a small mutable wrapper so decision code can draw without threading states. Never Math.random.
import { nextInt, seedRng } from '../engine/platform/rng.js';
import type { RngState } from '../engine/platform/rng.js';

/** A mutable seeded random source. */
export class AiRng {
  private state: RngState;

  constructor(seed: number) {
    this.state = seedRng(seed >>> 0);
  }

  /** A uniform integer in [0, n). */
  int(n: number): number {
    if (n <= 1) return 0;
    const [v, s] = nextInt(this.state, n);
    this.state = s;
    return v;
  }

  /** A uniform float in [0, 1). */
  float(): number {
    return this.int(1 << 30) / (1 << 30);
  }

  /** A fresh 32-bit seed for a sub-search. */
  seed(): number {
    return this.int(0x7fffffff);
  }

  /** A shuffled copy. */
  shuffle<T>(list: readonly T[]): T[] {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
}
