// Command-line parsing for `titan`: turns argv into one typed command or a usage error (no exceptions, no exits),
// so that main.ts stays a thin dispatcher and the parsing is unit-tested.
import { parseTournament, type TournamentCommand } from '../tournament/args.js';
import { int, levelList, readGameRunOption, readOptions, refuse, valued, type GameRunOptions, type Mutable, type OptionReader, type Refusal } from './options.js';

/** `titan simulate …` */
export interface SimulateCommand extends GameRunOptions {
  readonly kind: 'simulate';
  /** Seat counts, used in turn: one value for `--players 4`, several for `--players 2-6`. */
  readonly players: readonly number[];
  /** Player level by seat, repeated over the seats when shorter (default: all random): random or a game's AI level. */
  readonly agents: readonly string[];
  /** Actions without progress (phase, turn or battle step) before a game counts as stuck. */
  readonly stallLimit: number;
  /** Directory to write one save file per game into, or null. */
  readonly saveDir: string | null;
}

/** `titan replay|validate|query|export|import FILE` */
export interface FileCommand {
  readonly kind: 'replay' | 'validate' | 'query' | 'export' | 'import';
  readonly file: string;
}

/** `titan battle-bench …`: TITAN's battle-only AI benchmark, a script of its own run with these arguments. */
export interface BattleBenchCommand {
  readonly kind: 'battle-bench';
  readonly args: readonly string[];
}

/** Any parsed command. */
export type Command = SimulateCommand | TournamentCommand | FileCommand | BattleBenchCommand | { readonly kind: 'help' };

/** Parsing outcome. */
export type ParseResult = { readonly ok: true; readonly command: Command } | { readonly ok: false; readonly error: string };

/** Shown by `titan help` and after a usage error. */
export const USAGE = `usage: npm run titan -- <command>
  simulate [--players N|A-B] [--games N] [--seed S] [--json] [--game titan|arena|gods-of-titan] [--variant titan|titan-variant]
           [--turn-limit R] [--point-target P] [--max-actions N] [--stall-limit N]
           [--agents random|easy|normal|hard[,...]] [--save-dir DIR]
      complete games between random-legal (or AI) players; checks the rules' invariants after every action
  replay FILE      replay a save; print its final state hash and a summary
  validate FILE    check a save (exit 0 if it loads, 1 with the typed error otherwise)
  query FILE       answer a rules-oracle scenario (or a JSON array of them) as JSON
  export FILE      print a save's game as a readable record (docs/notation.md)
  import FILE      read a record back and replay it; print its final state hash and a summary
  tournament --game titan|arena --seats hard,normal[,...] [--games N] [--seed S] [--json] [--variant V]
             [--turn-limit R] [--point-target P] [--budget MS] [--workers W] [--max-actions N]
      a game's AI levels (and random) against each other, seats rotated game by game (game i: seed S+i); win
      rates with 95% intervals, mean scores, the game's own counts and decision latency (docs/ai.md)
  battle-bench --levels A,B [--repeats N] [--seed S] [--json]
      TITAN battles only: mirrored 7-v-7 legions on every battleland, both sides swapped`;

const SIM_DEFAULTS = {
  game: 'titan',
  variant: null,
  players: [4],
  games: 1,
  seed: 1,
  agents: ['random'],
  json: false,
  turnLimit: null,
  pointTarget: null,
  maxActions: 300_000,
  stallLimit: 20_000,
  saveDir: null,
} as const satisfies Omit<SimulateCommand, 'kind'>;

function playerCounts(text: string | undefined): readonly number[] | Refusal {
  const m = /^([1-9])(?:(?:-|\.\.)([1-9]))?$/.exec(text ?? '');
  if (!m) return refuse('--players takes a count such as 4 or a range such as 2-6');
  const lo = Number(m[1]);
  const hi = m[2] === undefined ? lo : Number(m[2]);
  if (hi < lo) return refuse('--players range must go upwards');
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

/** Reads the options only `simulate` takes. */
const readSimulateOption: OptionReader<SimulateCommand> = (args, i, c) => {
  const flag = args[i];
  switch (flag) {
    case '--players':
      return valued(args, i, playerCounts, (v) => (c.players = v));
    case '--stall-limit':
      return valued(args, i, (t) => int(t, flag, 1, 100_000_000), (v) => (c.stallLimit = v));
    case '--agents':
      return valued(args, i, (t) => levelList(t, flag), (v) => (c.agents = v));
    case '--save-dir':
      return valued(args, i, (t) => t || refuse('--save-dir needs a directory'), (v) => (c.saveDir = v));
    default:
      return 0;
  }
};

function parseSimulate(args: readonly string[]): ParseResult {
  const c: Mutable<SimulateCommand> = { kind: 'simulate', ...SIM_DEFAULTS };
  const error = readOptions(args, c, [readGameRunOption, readSimulateOption]);
  return error === null ? { ok: true, command: c } : { ok: false, error };
}

/** Parses `process.argv.slice(2)`. */
export function parseArgs(argv: readonly string[]): ParseResult {
  const [name, ...rest] = argv;
  switch (name) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { ok: true, command: { kind: 'help' } };
    case 'simulate':
      return parseSimulate(rest);
    case 'tournament':
      return parseTournament(rest);
    case 'battle-bench':
      return { ok: true, command: { kind: name, args: rest } };
    case 'replay':
    case 'validate':
    case 'query':
    case 'export':
    case 'import':
      if (rest.length !== 1 || rest[0].startsWith('--')) return { ok: false, error: `${name} takes exactly one FILE` };
      return { ok: true, command: { kind: name, file: rest[0] } };
    default:
      return { ok: false, error: `unknown command ${name}` };
  }
}
