// `titan tournament`: checks the parsed command against the game's module, plays the games (in this thread or on
// worker threads) with the real clock, and returns the report.
import { GAMES, type GameRegistry } from '../../games/index.js';
import { gameProblem } from '../cli/game-check.js';
import type { TournamentCommand } from './args.js';
import type { MatchRecord } from './match.js';
import { summarize, type TournamentReport } from './report.js';
import { playGames, type TournamentOptions } from './tournament.js';
import { playInWorkers } from './workers.js';

/** Runs a tournament command with the modules of `games` (workers look modules up in GAMES): its report, or what is
 * wrong with the command (unknown game, variant or level, a seat count the game does not allow). */
export async function runTournamentCommand(
  c: TournamentCommand,
  onGame?: (record: MatchRecord, index: number) => void,
  games: GameRegistry = GAMES,
): Promise<TournamentReport | { readonly error: string }> {
  const module = games.byId(c.game);
  const refused = gameProblem({ ...c, players: [c.seats.length], agents: c.seats }, games);
  if (refused !== null || !module) return { error: refused ?? 'no game' };
  const o: TournamentOptions = {
    seats: c.seats,
    games: c.games,
    seed: c.seed,
    sim: { variant: c.variant, turnLimit: c.turnLimit, pointTarget: c.pointTarget },
    maxActions: c.maxActions,
    ...(c.budgetMs === null ? {} : { budgetMs: c.budgetMs }),
    clock: () => performance.now(),
    onGame,
  };
  const records = c.workers > 1 ? await playInWorkers(module, o, c.workers) : playGames(module, o);
  return summarize(module, o, records);
}
