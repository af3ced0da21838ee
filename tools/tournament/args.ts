// Parsing of `titan tournament …`: a typed command or a usage error. Only the shape of values is checked here; which
// games, variants, levels and seat counts exist is the game module's to say when the command runs (run.ts).
import { int, levelList, readGameRunOption, readOptions, refuse, valued, type GameRunOptions, type Mutable, type OptionReader } from '../cli/options.js';

/** `titan tournament …` */
export interface TournamentCommand extends GameRunOptions {
  readonly kind: 'tournament';
  /** Player level per seat (random or one of the game's AI levels); a level listed twice plays two seats. */
  readonly seats: readonly string[];
  /** Think budget per AI decision in ms (levels that have one); null: each level's default. */
  readonly budgetMs: number | null;
  /** Worker threads playing games at the same time. */
  readonly workers: number;
  /** A git revision whose AI levels play the seats named `ref-<level>` (a frozen opponent); null: none. */
  readonly reference: string | null;
}

const DEFAULTS = {
  game: 'titan',
  variant: null,
  seats: [],
  games: 10,
  seed: 1,
  json: false,
  turnLimit: null,
  pointTarget: null,
  maxActions: 60_000,
  budgetMs: null,
  workers: 1,
  reference: null,
} as const satisfies Omit<TournamentCommand, 'kind'>;

/** Reads the options only `tournament` takes. */
const readTournamentOption: OptionReader<TournamentCommand> = (args, i, c) => {
  const flag = args[i];
  switch (flag) {
    case '--seats':
      return valued(args, i, (t) => levelList(t, flag), (v) => (c.seats = v));
    case '--budget':
      return valued(args, i, (t) => int(t, flag, 0, 600_000), (v) => (c.budgetMs = v));
    case '--workers':
      return valued(args, i, (t) => int(t, flag, 1, 64), (v) => (c.workers = v));
    case '--reference':
      return valued(args, i, (t) => (t && /^[\w./~^-]{1,80}$/.test(t) ? t : refuse(`${flag} takes a git revision (got "${t ?? ''}")`)), (v) => (c.reference = v));
    default:
      return 0;
  }
};

/** Parses the arguments after `tournament`. */
export function parseTournament(args: readonly string[]): { readonly ok: true; readonly command: TournamentCommand } | { readonly ok: false; readonly error: string } {
  const c: Mutable<TournamentCommand> = { kind: 'tournament', ...DEFAULTS };
  const error = readOptions(args, c, [readGameRunOption, readTournamentOption]);
  if (error !== null) return { ok: false, error };
  if (c.seats.length === 0) return { ok: false, error: '--seats is required: one player level per seat, e.g. --seats hard,normal' };
  return { ok: true, command: c };
}
