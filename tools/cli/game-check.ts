// The run-time check of a command that plays games (simulate, tournament): whatever a game allows — its variants,
// seat counts, AI levels and option bounds — is its module's to say, so the parsers only check the shape of values.
import type { SimOptions } from '../../engine/platform/module.js';
import type { GameRegistry } from '../../games/index.js';
import { simSetup } from './simulate.js';

/** The part of a command that names a game, its seats and options: what `gameProblem` checks. */
export interface GameRequest extends SimOptions {
  /** A game module id. */
  readonly game: string;
  /** Seat counts to be played. */
  readonly players: readonly number[];
  /** Player levels: random or the game's AI levels. */
  readonly agents: readonly string[];
  readonly seed: number;
}

/** What is wrong with `c` for the games of `games` (unknown game, variant, seat count or level), or null. */
export function gameProblem(c: GameRequest, games: GameRegistry): string | null {
  const module = games.byId(c.game);
  if (!module) return `--game is one of ${games.modules.map((m) => m.id).join(', ')} (got "${c.game}")`;
  if (c.variant !== null && !module.games.includes(c.variant)) return `${module.name} has the variants ${module.games.join(', ')} (got "${c.variant}")`;
  const seats = module.seatRange(c.variant ?? module.games[0] ?? module.id);
  if (c.players.some((n) => n < seats.min || n > seats.max)) return `${module.name} is played by ${seats.min} to ${seats.max} players`;
  const bad = c.agents.find((l) => l !== 'random' && !module.ai.levels.includes(l));
  if (bad !== undefined) return `${module.name} has the players random, ${module.ai.levels.join(', ')} (got "${bad}")`;
  // The module's own setup schema bounds every option (so no game is played whose save its loader would refuse).
  for (const players of c.players) {
    const parsed = module.setupSchema.safeParse(simSetup(module, { players, seed: c.seed, variant: c.variant, turnLimit: c.turnLimit, pointTarget: c.pointTarget }));
    if (!parsed.success) return `not a valid ${module.name} game: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`;
    const refused = module.setupError(parsed.data);
    if (refused !== null) return `not a valid ${module.name} game: ${refused}`;
  }
  return null;
}
