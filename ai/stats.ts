// Small statistics for tournament reports.

/** Wilson score interval (95% by default) for `wins` successes in `n` trials, as [low, high]. */
export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Median and 95th percentile of a sample (0 for an empty one). */
export function percentiles(sample: readonly number[]): { median: number; p95: number } {
  if (sample.length === 0) return { median: 0, p95: 0 };
  const s = [...sample].sort((a, b) => a - b);
  const at = (q: number): number => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: at(0.5), p95: at(0.95) };
}
