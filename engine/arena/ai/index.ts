// The Arena's AI levels behind one signature: (view, legal actions, PRNG) → (action, PRNG). Pure and view-only.
import type { RngState } from '../../platform/rng.js';
import type { ArenaAction } from '../actions.js';
import type { ArenaView } from '../view.js';
import { easyAgent } from './easy.js';
import { hardAgent } from './hard.js';
import { normalAgent } from './normal.js';
import { randomAgent } from './random.js';

/** An AI player: sees only its view and the legal actions. */
export type ArenaAgent = (view: ArenaView, legal: ArenaAction[], rng: RngState) => { action: ArenaAction; rng: RngState };

/** The levels a seat can be given. */
export type ArenaLevel = 'easy' | 'normal' | 'hard' | 'random';

/** Every level by name. */
export const arenaAgents: Record<ArenaLevel, ArenaAgent> = {
  easy: easyAgent,
  normal: normalAgent,
  hard: (view, legal, rng) => hardAgent(view, legal, rng),
  random: (_view, legal, rng) => randomAgent(legal, rng),
};
