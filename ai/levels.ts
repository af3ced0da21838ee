// The AI levels offered in the New game dialog, with the knobs each level turns. Every default lives here so that
// docs/ai.md, the tournament runner and the decision code read one table.

import type { BattleStyle } from './battle/maneuver.js';

/** An AI level id. */
export type AiLevel = 'easy' | 'normal' | 'hard';

/** Tuning of one level: how much it looks ahead, how careful it is and how much it errs on purpose. */
export interface LevelConfig {
  readonly id: AiLevel;
  /** Name shown in the New game dialog. */
  readonly name: string;
  /** One-line description shown in the New game dialog. */
  readonly description: string;
  /** Think budget per decision in ms when the caller does not give one; 0: none — the search runs its fixed number of
   * simulations, so the level plays the same on any machine and under any load (issue 22). */
  readonly budgetMs: number;
  /** Battle simulations per evaluated engagement in search (0 = analytic odds only). */
  readonly rollouts: number;
  /** Probability of replacing the chosen move by a random near-best one (Easy's mistakes). */
  readonly noise: number;
  /** How much the threat of enemy legions counts in movement (1 = fully). */
  readonly caution: number;
  /** Whether battle maneuvers count the enemy's strike-back and terrain (false = just close in and strike). */
  readonly tactical: boolean;
  /** Whether the level plans musters (future recruits) and splits with care. */
  readonly planning: boolean;
  /** Whether battle maneuvers compare a few complete plans (the rest of the pieces' moves) before moving. */
  readonly lookahead: boolean;
}

/** The three levels, weakest first (exported for the New game dialog). */
export const AI_LEVELS: readonly LevelConfig[] = [
  {
    id: 'easy',
    name: 'Easy',
    description: 'Recruits and attacks greedily, often misjudges danger, fights battles bluntly.',
    budgetMs: 0,
    rollouts: 0,
    noise: 0.3,
    caution: 0.3,
    tactical: false,
    planning: false,
    lookahead: false,
  },
  {
    id: 'normal',
    name: 'Normal',
    description: 'Solid heuristics: keeps its Titan safe, musters toward strong creatures, fights with terrain and strike-backs in mind.',
    budgetMs: 0,
    rollouts: 0,
    noise: 0,
    caution: 1,
    tactical: true,
    planning: true,
    lookahead: true,
  },
  {
    id: 'hard',
    name: 'Hard',
    description: 'Normal plus search: simulates battles on sampled guesses of hidden legions before attacking, fleeing or agreeing, and plays out its options in battle.',
    budgetMs: 0,
    rollouts: 16,
    noise: 0,
    caution: 1,
    tactical: true,
    planning: true,
    lookahead: true,
  },
];

/** The configuration of a level. */
export function levelConfig(level: AiLevel): LevelConfig {
  const c = AI_LEVELS.find((l) => l.id === level);
  if (!c) throw new Error(`unknown AI level ${String(level)}`);
  return c;
}

/** How a level fights a battle, for its real battles and for the simulated ones that must match them: every level
 * fights with care where its own Titan is at stake; a blunt level is blunt elsewhere only; a searching level screens
 * its Titan as Gods of Titan's Masters are screened (`guardTitan`). */
export function battleStyle(cfg: LevelConfig, ownTitan: boolean): BattleStyle {
  const tactical = cfg.tactical || ownTitan;
  return { tactical, caution: tactical ? 1 : 0.3, lookahead: cfg.lookahead, guardTitan: cfg.rollouts > 0 };
}
