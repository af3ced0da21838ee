// A game's statistics from the facts of its history (history.ts), the same for every game: per seat the dice of its
// strikes against the hits their strike numbers promised (its luck), the battles it fought and won, the characters it
// mustered, slew and lost; and the scores by round. Pure arithmetic, no game named.
import type { RoundScores } from './history.js';
import type { StatFact } from './module.js';

/** One seat's figures. `luck`: hits rolled less hits expected; `spread`: the standard deviation of its hits (a luck
 * within about one spread of 0 is ordinary). */
export interface SeatStats {
  readonly seat: string;
  readonly strikes: number;
  readonly dice: number;
  readonly hits: number;
  readonly expectedHits: number;
  readonly luck: number;
  readonly spread: number;
  /** The variance of its hits (spread²), kept so that the luck of several games adds up (the variances sum). */
  readonly variance: number;
  readonly battles: number;
  readonly battlesWon: number;
  readonly mustered: number;
  readonly slew: number;
  readonly lost: number;
}

/** A game's statistics: each seat's figures (in seat order) and the scores at the end of every round. */
export interface GameStats {
  readonly seats: readonly SeatStats[];
  readonly rounds: readonly RoundScores[];
}

/** The chance of one die to hit at `strikeNumber` (a die hits when it shows the strike number or more). */
export function hitChance(strikeNumber: number): number {
  return Math.min(1, Math.max(0, (7 - strikeNumber) / 6));
}

/** A luck figure from summed dice: the hits less the hits expected, and the spread of the hits (the square root of
 * their summed variances — dice of different strikes, and of different games, are independent). */
export function withLuck<T extends { readonly hits: number; readonly expectedHits: number; readonly variance: number }>(sums: T): T & { readonly luck: number; readonly spread: number } {
  return { ...sums, luck: sums.hits - sums.expectedHits, spread: Math.sqrt(sums.variance) };
}

/** The statistics of `seats` from the facts of a game's history and its scores by round. */
export function gameStats(seats: readonly string[], facts: readonly StatFact[], rounds: readonly RoundScores[]): GameStats {
  const out = new Map(seats.map((seat) => [seat, { seat, strikes: 0, dice: 0, hits: 0, expectedHits: 0, variance: 0, battles: 0, battlesWon: 0, mustered: 0, slew: 0, lost: 0 }]));
  for (const f of facts) {
    if (f.kind === 'strike') {
      const s = out.get(f.seat);
      if (!s) continue;
      const p = hitChance(f.strikeNumber);
      s.strikes++;
      s.dice += f.dice;
      s.hits += f.hits;
      s.expectedHits += f.dice * p;
      s.variance += f.dice * p * (1 - p);
    } else if (f.kind === 'battle') {
      for (const seat of new Set(f.seats)) {
        const s = out.get(seat);
        if (!s) continue;
        s.battles++;
        if (f.winner === seat) s.battlesWon++;
      }
    } else if (f.kind === 'muster') {
      const s = out.get(f.seat);
      if (s) s.mustered++;
    } else {
      const s = out.get(f.seat);
      if (s) s.lost++;
      const by = f.by === null ? undefined : out.get(f.by);
      if (by) by.slew++;
    }
  }
  return {
    seats: [...out.values()].map(withLuck),
    rounds,
  };
}
