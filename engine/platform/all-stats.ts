// The statistics across all the finished games on a machine (issue 23): each game's figures (stats.ts) added up per
// player NAME — the same name in two games is the same player, whatever seat or colour he had — with the games he
// played and won, overall and per kind of game. Luck adds up as the hits less the hits expected; its spread is the
// square root of the summed variances (the games' dice are independent). Pure arithmetic, no game named.
import { withLuck, type GameStats, type SeatStats } from './stats.js';

/** One finished game as the sum counts it: its kind for people, each seat's player name and the winning seat. */
export interface FinishedGame {
  readonly kind: string;
  readonly names: Readonly<Record<string, string>>;
  readonly winner: string | null;
  readonly stats: GameStats;
}

/** Games played and won of one kind. */
export interface KindCount {
  readonly kind: string;
  readonly games: number;
  readonly won: number;
}

/** One player's figures over every game he played (the numbers of SeatStats, summed). */
export type PlayerTotals = Omit<SeatStats, 'seat'> & {
  /** The name as it was written in his most recent game. */
  readonly name: string;
  readonly games: number;
  readonly won: number;
  readonly kinds: readonly KindCount[];
};

/** The statistics across all games: how many were counted and how many files were skipped (damaged or foreign), the
 * games per kind, and every player (most games first). */
export interface AllStats {
  readonly games: number;
  readonly skipped: number;
  readonly kinds: readonly KindCount[];
  readonly players: readonly PlayerTotals[];
}

/** How names are matched across games: spaces trimmed and runs of them made one, letters compared without case. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

type Sums = { -readonly [K in Exclude<keyof PlayerTotals, 'name' | 'kinds' | 'luck' | 'spread'>]: number };

const zero = (): Sums => ({ games: 0, won: 0, strikes: 0, dice: 0, hits: 0, expectedHits: 0, variance: 0, battles: 0, battlesWon: 0, mustered: 0, slew: 0, lost: 0 });

/** Counts `kind` into a kind tally. */
function countKind(tally: Map<string, { games: number; won: number }>, kind: string, won: boolean): void {
  const k = tally.get(kind) ?? { games: 0, won: 0 };
  k.games++;
  if (won) k.won++;
  tally.set(kind, k);
}

/** The statistics of `games` (given newest first: a player's name is shown as he last wrote it); `skipped` files
 * could not be read. */
export function allStats(games: readonly FinishedGame[], skipped: number): AllStats {
  const players = new Map<string, { name: string; sums: Sums; kinds: Map<string, { games: number; won: number }> }>();
  const kinds = new Map<string, { games: number; won: number }>();
  for (const g of games) {
    countKind(kinds, g.kind, false);
    for (const s of g.stats.seats) {
      const name = g.names[s.seat] ?? s.seat;
      const key = nameKey(name);
      const p = players.get(key) ?? { name, sums: zero(), kinds: new Map() };
      players.set(key, p);
      const won = g.winner === s.seat;
      p.sums.games++;
      if (won) p.sums.won++;
      countKind(p.kinds, g.kind, won);
      for (const f of ['strikes', 'dice', 'hits', 'expectedHits', 'variance', 'battles', 'battlesWon', 'mustered', 'slew', 'lost'] as const) p.sums[f] += s[f];
    }
  }
  const list = (tally: Map<string, { games: number; won: number }>): KindCount[] => [...tally].map(([kind, c]) => ({ kind, ...c })).sort((a, b) => b.games - a.games || a.kind.localeCompare(b.kind));
  return {
    games: games.length,
    skipped,
    kinds: list(kinds),
    players: [...players.values()]
      .map(({ name, sums, kinds: k }) => ({ name, ...withLuck(sums), kinds: list(k) }))
      .sort((a, b) => b.games - a.games || a.name.localeCompare(b.name)),
  };
}
