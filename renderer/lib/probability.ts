// Presentation helper for the strike dialog: the chance that a strike kills its target (binomial over the dice).

/** Probability that `dice` dice, each hitting on `strikeNumber` or more, score at least `needed` hits. */
export function chanceAtLeast(dice: number, strikeNumber: number, needed: number): number {
  if (needed <= 0) return 1;
  if (needed > dice) return 0;
  const p = Math.max(0, Math.min(6, 7 - strikeNumber)) / 6;
  let sum = 0;
  for (let k = needed; k <= dice; k++) sum += binomial(dice, k) * p ** k * (1 - p) ** (dice - k);
  return Math.min(1, sum);
}

/** Expected hits of a strike. */
export function expectedHits(dice: number, strikeNumber: number): number {
  return (dice * Math.max(0, Math.min(6, 7 - strikeNumber))) / 6;
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** A probability as a whole percentage string, e.g. "42%". */
export function percent(p: number): string {
  return `${Math.round(p * 100)}%`;
}
