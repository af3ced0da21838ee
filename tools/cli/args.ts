// Command-line parsing for `titan`: turns argv into one typed command or a usage error (no exceptions, no exits),
// so that main.ts stays a thin dispatcher and the parsing is unit-tested.


/** `titan simulate …` */
export interface SimulateCommand {
  readonly kind: 'simulate';
  /** A game module id (checked against the registry when the command runs). */
  readonly game: string;
  /** One of the game's variants; null: its first. */
  readonly variant: string | null;
  /** Seat counts, used in turn: one value for `--players 4`, several for `--players 2-6`. */
  readonly players: readonly number[];
  readonly games: number;
  readonly seed: number;
  /** Player level by seat, repeated over the seats when shorter (default: all random): random or a game's AI level. */
  readonly agents: readonly string[];
  readonly json: boolean;
  readonly turnLimit: number | null;
  readonly pointTarget: number | null;
  /** Hard cap of actions per game. */
  readonly maxActions: number;
  /** Actions without progress (phase, turn or battle step) before a game counts as stuck. */
  readonly stallLimit: number;
  /** Directory to write one save file per game into, or null. */
  readonly saveDir: string | null;
}

/** `titan replay|validate|query FILE` */
export interface FileCommand {
  readonly kind: 'replay' | 'validate' | 'query';
  readonly file: string;
}

/** Any parsed command. */
export type Command = SimulateCommand | FileCommand | { readonly kind: 'help' };

/** Parsing outcome. */
export type ParseResult = { readonly ok: true; readonly command: Command } | { readonly ok: false; readonly error: string };

/** Shown by `titan help` and after a usage error. */
export const USAGE = `usage: npm run titan -- <command>
  simulate [--players N|A-B] [--games N] [--seed S] [--json] [--game titan|arena] [--variant titan|titan-variant]
           [--turn-limit R] [--point-target P] [--max-actions N] [--stall-limit N]
           [--agents random|easy|normal|hard[,...]] [--save-dir DIR]
      complete games between random-legal (or AI) players; checks the rules' invariants after every action
  replay FILE      replay a save; print its final state hash and a summary
  validate FILE    check a save (exit 0 if it loads, 1 with the typed error otherwise)
  query FILE       answer a rules-oracle scenario (or a JSON array of them) as JSON
  tournament --seats hard,normal[,...] --games N --seed S [--json] [--turn-limit R] [--point-target P] [--workers W]
      AI levels (and random) against each other, seats rotated; win rates with 95% intervals (docs/ai.md)
  tournament --game arena --games N --seed S [--players N] [--opponent random|normal]
      the Arena's Hard AI against random-legal or Normal players
  battle-bench --levels A,B [--repeats N] [--seed S] [--json]
      battles only: mirrored 7-v-7 legions on every battleland, both sides swapped`;

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

function int(text: string | undefined, flag: string, min: number, max: number): number | string {
  if (text === undefined || !/^-?\d+$/.test(text)) return `${flag} needs an integer`;
  const n = Number(text);
  if (n < min || n > max) return `${flag} must be between ${min} and ${max}`;
  return n;
}

function playerCounts(text: string | undefined): readonly number[] | string {
  const m = /^([1-9])(?:(?:-|\.\.)([1-9]))?$/.exec(text ?? '');
  if (!m) return '--players takes a count such as 4 or a range such as 2-6';
  const lo = Number(m[1]);
  const hi = m[2] === undefined ? lo : Number(m[2]);
  if (hi < lo) return '--players range must go upwards';
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

function parseSimulate(args: readonly string[]): ParseResult {
  const c: { -readonly [K in keyof SimulateCommand]: SimulateCommand[K] } = { kind: 'simulate', ...SIM_DEFAULTS };
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    const value = args[i + 1];
    let v: number | string | readonly number[];
    switch (flag) {
      case '--json':
        c.json = true;
        continue;
      case '--players':
        v = playerCounts(value);
        if (typeof v === 'string') return { ok: false, error: v };
        c.players = v;
        break;
      case '--games':
        v = int(value, flag, 1, 1_000_000);
        if (typeof v === 'string') return { ok: false, error: v };
        c.games = v;
        break;
      case '--seed':
        v = int(value, flag, 0, 0xffffffff);
        if (typeof v === 'string') return { ok: false, error: v };
        c.seed = v;
        break;
      case '--turn-limit':
        v = int(value, flag, 1, 100_000);
        if (typeof v === 'string') return { ok: false, error: v };
        c.turnLimit = v;
        break;
      case '--point-target':
        v = int(value, flag, 1, 1_000_000);
        if (typeof v === 'string') return { ok: false, error: v };
        c.pointTarget = v;
        break;
      case '--max-actions':
        v = int(value, flag, 1, 100_000_000);
        if (typeof v === 'string') return { ok: false, error: v };
        c.maxActions = v;
        break;
      case '--stall-limit':
        v = int(value, flag, 1, 100_000_000);
        if (typeof v === 'string') return { ok: false, error: v };
        c.stallLimit = v;
        break;
      case '--variant':
        if (!value || !/^[a-z][a-z0-9-]{0,31}$/.test(value)) return { ok: false, error: '--variant needs a variant id such as titan-variant' };
        c.variant = value;
        break;
      case '--game':
        if (!value || !/^[a-z][a-z0-9-]{0,31}$/.test(value)) return { ok: false, error: '--game needs a game id such as titan or arena' };
        c.game = value;
        break;
      case '--agents': {
        const levels = (value ?? '').split(',');
        const bad = levels.find((l) => !/^[a-z][a-z0-9-]{0,15}$/.test(l));
        if (bad !== undefined) return { ok: false, error: `--agents takes levels such as random,easy,normal,hard (got "${bad}")` };
        c.agents = levels;
        break;
      }
      case '--save-dir':
        if (!value) return { ok: false, error: '--save-dir needs a directory' };
        c.saveDir = value;
        break;
      default:
        return { ok: false, error: `unknown option ${flag}` };
    }
    i++;
  }
  return { ok: true, command: c };
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
    case 'replay':
    case 'validate':
    case 'query':
      if (rest.length !== 1 || rest[0].startsWith('--')) return { ok: false, error: `${name} takes exactly one FILE` };
      return { ok: true, command: { kind: name, file: rest[0] } };
    default:
      return { ok: false, error: `unknown command ${name}` };
  }
}
