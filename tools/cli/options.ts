// The option reading that the commands which play games (simulate, tournament) share: one reader per option kind,
// one loop over argv, and the options both commands take (game, variant, limits, games, seed, output).

/** A command under construction (its members are filled in option by option). */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Reads the option at `args[i]` into `c`: how many arguments it took, 0 when it is not this reader's, or a usage error. */
export type OptionReader<C> = (args: readonly string[], i: number, c: Mutable<C>) => number | string;

/** The options of every command that plays games of one module. */
export interface GameRunOptions {
  /** A game module id (checked against the registry when the command runs). */
  readonly game: string;
  /** One of the game's variants; null: its first. */
  readonly variant: string | null;
  readonly games: number;
  readonly seed: number;
  readonly json: boolean;
  readonly turnLimit: number | null;
  readonly pointTarget: number | null;
  /** Hard cap of actions per game. */
  readonly maxActions: number;
}

/** An option value refused, with its usage error. */
export interface Refusal {
  readonly refused: string;
}

/** Refuses an option value with a usage error. */
export const refuse = (message: string): Refusal => ({ refused: message });

/** An integer option value within bounds, or its refusal. */
export function int(text: string | undefined, flag: string, min: number, max: number): number | Refusal {
  if (text === undefined || !/^-?\d+$/.test(text)) return refuse(`${flag} needs an integer`);
  const n = Number(text);
  if (n < min || n > max) return refuse(`${flag} must be between ${min} and ${max}`);
  return n;
}

/** A comma-separated list of player levels (random or a game's AI levels, checked when the command runs), or its refusal. */
export function levelList(text: string | undefined, flag: string): readonly string[] | Refusal {
  const levels = (text ?? '').split(',');
  const bad = levels.find((l) => !/^[a-z][a-z0-9-]{0,15}$/.test(l));
  return bad === undefined ? levels : refuse(`${flag} takes levels such as random,easy,normal,hard (got "${bad}")`);
}

/** An id such as a game's or a variant's, or its refusal. */
function id(text: string | undefined, error: string): string | Refusal {
  return text !== undefined && /^[a-z][a-z0-9-]{0,31}$/.test(text) ? text : refuse(error);
}

/** Reads `args[i + 1]` with `read` into `set`: 2 arguments taken, or the usage error. */
export function valued<T>(args: readonly string[], i: number, read: (text: string | undefined) => T | Refusal, set: (value: T) => void): number | string {
  const v = read(args[i + 1]);
  if (typeof v === 'object' && v !== null && 'refused' in v) return v.refused;
  set(v);
  return 2;
}

/** Reads one of the options in `GameRunOptions`. */
export const readGameRunOption: OptionReader<GameRunOptions> = (args, i, c) => {
  const flag = args[i];
  switch (flag) {
    case '--json':
      c.json = true;
      return 1;
    case '--games':
      return valued(args, i, (t) => int(t, flag, 1, 1_000_000), (v) => (c.games = v));
    case '--seed':
      return valued(args, i, (t) => int(t, flag, 0, 0xffffffff), (v) => (c.seed = v));
    case '--turn-limit':
      return valued(args, i, (t) => int(t, flag, 1, 100_000), (v) => (c.turnLimit = v));
    case '--point-target':
      return valued(args, i, (t) => int(t, flag, 1, 1_000_000), (v) => (c.pointTarget = v));
    case '--max-actions':
      return valued(args, i, (t) => int(t, flag, 1, 100_000_000), (v) => (c.maxActions = v));
    case '--variant':
      return valued(args, i, (t) => id(t, '--variant needs a variant id such as titan-variant'), (v) => (c.variant = v));
    case '--game':
      return valued(args, i, (t) => id(t, '--game needs a game id such as titan or arena'), (v) => (c.game = v));
    default:
      return 0;
  }
};

/** Reads every option of `args` into `c` with the first of `readers` that knows it: null, or the first usage error. */
export function readOptions<C>(args: readonly string[], c: Mutable<C>, readers: readonly OptionReader<C>[]): string | null {
  for (let i = 0; i < args.length; ) {
    let used: number | string = 0;
    for (const read of readers) {
      used = read(args, i, c);
      if (used !== 0) break;
    }
    if (typeof used === 'string') return used;
    if (used === 0) return `unknown option ${args[i]}`;
    i += used;
  }
  return null;
}
