// The odds of a strike (§13.2: each die showing the strike number or more is a hit): the chance of one hit, the
// distribution of hits over the dice, and the chance that a strike slays its target. Shared by the strike previews
// the screen shows and by the AI's estimates.

/** The chance that one die hits on `strikeNumber` or more. */
export function hitChance(strikeNumber: number): number {
  return Math.max(0, Math.min(1, (7 - strikeNumber) / 6));
}

const DISTRIBUTIONS = new Map<string, Float64Array>();

/** P(exactly k hits) for `dice` dice hitting on `strikeNumber` or more, k = 0..dice (memoised). */
export function hitDistribution(dice: number, strikeNumber: number): Float64Array {
  const key = `${dice}/${strikeNumber}`;
  let d = DISTRIBUTIONS.get(key);
  if (d) return d;
  const p = hitChance(strikeNumber);
  d = new Float64Array(dice + 1);
  let c = 1;
  for (let k = 0; k <= dice; k++) {
    d[k] = c * p ** k * (1 - p) ** (dice - k);
    c = (c * (dice - k)) / (k + 1);
  }
  DISTRIBUTIONS.set(key, d);
  return d;
}

/** The chance that `dice` dice hitting on `strikeNumber` or more score at least `needed` hits. */
export function chanceAtLeast(dice: number, strikeNumber: number, needed: number): number {
  if (needed <= 0) return 1;
  const d = hitDistribution(dice, strikeNumber);
  let sum = 0;
  for (let k = needed; k <= dice; k++) sum += d[k] ?? 0;
  return Math.min(1, sum);
}
