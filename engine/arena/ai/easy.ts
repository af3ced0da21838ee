// The Easy level: half the time the Normal choice, half the time any legal action (a forgiving opponent).
import { nextInt } from '../../platform/rng.js';
import type { RngState } from '../../platform/rng.js';
import type { ArenaAction } from '../actions.js';
import type { ArenaView } from '../view.js';
import { normalAgent } from './normal.js';
import { randomAgent } from './random.js';

/** The Easy agent (pure). */
export function easyAgent(view: ArenaView, legal: readonly ArenaAction[], rng: RngState): { action: ArenaAction; rng: RngState } {
  const [coin, next] = nextInt(rng, 2);
  const safe = legal.filter((a) => a.type !== 'offerStalemate');
  return coin === 0 ? normalAgent(view, legal, next) : randomAgent(safe.length ? safe : legal, next);
}
