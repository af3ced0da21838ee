// `titan tournament`: checks the parsed command against the game's module, plays the games (in this thread or on
// worker threads) with the real clock, and returns the report.
import { GAMES, type GameRegistry } from '../../games/index.js';
import { gameProblem } from '../cli/game-check.js';
import type { TournamentCommand } from './args.js';
import type { MatchRecord } from './match.js';
import { summarize, type TournamentReport } from './report.js';
import { playGames, type TournamentOptions } from './tournament.js';
import { playInWorkers } from './workers.js';
import { loadReference, referenceLevel } from './reference.js';
import { worktreeOf } from '../git-worktree.js';
import { PROJECT_ROOT } from '../project-root.js';
import type { AnyGameModule } from '../../engine/platform/module.js';

/** Runs a tournament command with the modules of `games` (workers look modules up in GAMES): its report, or what is
 * wrong with the command (unknown game, variant or level, a seat count the game does not allow). */
export async function runTournamentCommand(
  c: TournamentCommand,
  onGame?: (record: MatchRecord, index: number) => void,
  games: GameRegistry = GAMES,
): Promise<TournamentReport | { readonly error: string }> {
  const module = games.byId(c.game);
  const own = c.seats.map((level) => (referenceLevel(level) === null ? level : 'random'));
  const refused = gameProblem({ ...c, players: [c.seats.length], agents: own }, games);
  if (refused !== null || !module) return { error: refused ?? 'no game' };
  if (c.reference === null) {
    const stray = c.seats.find((level) => referenceLevel(level) !== null);
    return stray === undefined ? play(c, module, null, onGame) : { error: `seat level ${stray} needs --reference REV` };
  }
  const tree = worktreeOf(c.reference, PROJECT_ROOT);
  try {
    const reference = await loadReference(tree.dir, c.game);
    const bad = c.seats.map(referenceLevel).find((level) => level !== null && level !== 'random' && !reference.ai.levels.includes(level));
    if (bad !== undefined && bad !== null) return { error: `the reference build's ${reference.name} has the players random, ${reference.ai.levels.join(', ')} (got "${bad}")` };
    return await play(c, module, { module: reference, root: tree.dir }, onGame);
  } finally {
    tree.remove();
  }
}

/** Plays the checked command's games (the reference build's module deciding for its seats, if any). */
async function play(c: TournamentCommand, module: AnyGameModule, reference: { module: AnyGameModule; root: string } | null, onGame?: (record: MatchRecord, index: number) => void): Promise<TournamentReport> {
  const o: TournamentOptions = {
    seats: c.seats,
    games: c.games,
    seed: c.seed,
    sim: { variant: c.variant, turnLimit: c.turnLimit, pointTarget: c.pointTarget },
    maxActions: c.maxActions,
    ...(c.budgetMs === null ? {} : { budgetMs: c.budgetMs }),
    clock: () => performance.now(),
    onGame,
    ...(reference ? { reference: reference.module } : {}),
  };
  const records = c.workers > 1 ? await playInWorkers(module, o, c.workers, reference?.root ?? null) : playGames(module, o);
  return summarize(module, o, records);
}
