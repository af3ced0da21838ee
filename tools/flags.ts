// Command-line flags of the project's scripts (the benches, the AI tools): `--name value` pairs and bare `--name`
// switches, read in one place with typed getters instead of a small parser in every script.

/** Reads `--name value` pairs and bare `--name` switches (value 'true'). */
function flags(args: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('--')) continue;
    const next = args[i + 1];
    if (next === undefined || next.startsWith('--')) out.set(a.slice(2), 'true');
    else {
      out.set(a.slice(2), next);
      i++;
    }
  }
  return out;
}

/** A script's flags, read. */
export interface Flags {
  /** The value after `--name`, or `fallback` when the flag is absent. */
  text(name: string, fallback: string): string;
  /** The value after `--name` as a whole number ≥ 0, or `fallback` when absent or not one. */
  count(name: string, fallback: number): number;
  /** Whether `--name` was given. */
  has(name: string): boolean;
}

/** The flags of this process's command line (or of `args`), read once. */
export function readFlags(args: readonly string[] = process.argv.slice(2)): Flags {
  const f = flags(args);
  return {
    text: (name, fallback) => f.get(name) ?? fallback,
    count: (name, fallback) => {
      const v = Number(f.get(name));
      return Number.isInteger(v) && v >= 0 ? v : fallback;
    },
    has: (name) => f.has(name),
  };
}
