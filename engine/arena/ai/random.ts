// The random-legal agent: a uniform pick among the legal actions (the baseline of the tournament line).
import { nextInt } from '../../platform/rng.js';
import type { RngState } from '../../platform/rng.js';
import type { ArenaAction } from '../actions.js';

/** Picks one legal action uniformly at random. */
export function randomAgent(legal: readonly ArenaAction[], rng: RngState): { action: ArenaAction; rng: RngState } {
  const [i, next] = nextInt(rng, legal.length);
  return { action: legal[i]!, rng: next };
}
