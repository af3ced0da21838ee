// Seeded PRNG kept in the game state (sfc32). The engine never calls Math.random or Date.now: the same seed and
// actions always give the same dice.
/** Seeded PRNG state (sfc32: four 32-bit words), kept in every game's state. */
export type RngState = [number, number, number, number];

/** Expands a 32-bit seed into a PRNG state (splitmix32 warm-up so nearby seeds diverge). */
export function seedRng(seed: number): RngState {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let state: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

/** One sfc32 step: a uniform 32-bit integer and the following state. */
export function nextUint32(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t, [a >>> 0, b, c, d]];
}

/** An unbiased integer in [0, n) (rejection sampling). */
export function nextInt(state: RngState, n: number): [number, RngState] {
  const limit = Math.floor(0x100000000 / n) * n;
  let s = state;
  for (;;) {
    const [x, s2] = nextUint32(s);
    s = s2;
    if (x < limit) return [x % n, s];
  }
}

/** Rolls `count` six-sided dice. */
export function rollDice(state: RngState, count: number): [number[], RngState] {
  const dice: number[] = [];
  let s = state;
  for (let i = 0; i < count; i++) {
    const [v, s2] = nextInt(s, 6);
    dice.push(v + 1);
    s = s2;
  }
  return [dice, s];
}
