// Argument reading of the AI scripts (battle bench, bench, simulate): `--flag value` pairs and bare switches.

/** Reads `--flag value` pairs and bare `--flag` switches. */
export function flags(args: readonly string[]): Map<string, string> {
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
