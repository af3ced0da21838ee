// Tournaments between seat types, as functions the CLIs (tools/ai/tournament.ts, `titan tournament`) call: seats
// rotate over table positions (so over towers and turn order) game by game, and the report gives win rates with
// Wilson 95% intervals, average rounds, first-battle Titan deaths, concessions, agreements and time losses.
import { type MatchOptions, type MatchRecord, playMatch, type SeatType } from './match.js';
import { percentiles, wilson } from './stats.js';

/** A tournament request. */
export interface TournamentOptions extends MatchOptions {
  /** Seat types; a type listed twice plays two seats. */
  readonly seats: readonly SeatType[];
  readonly games: number;
  readonly seed: number;
  /** Called after every game (progress output). */
  readonly onGame?: (record: MatchRecord, index: number) => void;
}

/** One seat type's results. */
export interface SeatResult {
  readonly player: SeatType;
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
  readonly ci95: [number, number];
  /** Games in which this seat lost its Titan in its first engagement. */
  readonly titanDeathsFirstBattle: number;
}

/** The report of a tournament (the `--json` object). */
export interface TournamentReport {
  readonly seats: readonly SeatResult[];
  readonly games: number;
  readonly finished: number;
  readonly draws: number;
  readonly averageRounds: number;
  readonly titanDeathsFirstBattle: number;
  readonly concessions: number;
  readonly agreements: number;
  readonly timeLosses: number;
  readonly options: { readonly turnLimit: number | null; readonly pointTarget: number | null; readonly seed: number; readonly variant: string };
  /** Decision latency per level and phase, in ms (only with a clock). */
  readonly latency: readonly { readonly level: string; readonly phase: string; readonly count: number; readonly median: number; readonly p95: number }[];
}

/** Seat order of game `index`: the list rotated by the index, so every type sits at every table position. */
export function rotation(seats: readonly SeatType[], index: number): SeatType[] {
  const k = index % seats.length;
  return [...seats.slice(k), ...seats.slice(0, k)];
}

/** Summarises finished games. */
export function summarize(seats: readonly SeatType[], records: readonly MatchRecord[], o: TournamentOptions): TournamentReport {
  const distinct = [...new Set(seats)];
  const results: SeatResult[] = distinct.map((type) => {
    const copies = seats.filter((s) => s === type).length;
    const games = records.length * copies;
    const wins = records.filter((r) => r.winnerType === type).length;
    return {
      player: type,
      games,
      wins,
      winRate: games ? wins / games : 0,
      ci95: wilson(wins, games),
      titanDeathsFirstBattle: records.reduce((n, r) => n + r.titanDiedFirstBattle.filter((t) => t === type).length, 0),
    };
  });
  const lat = new Map<string, number[]>();
  for (const r of records) for (const l of r.latencies) {
    const key = `${l.level}|${l.phase}`;
    const list = lat.get(key) ?? [];
    list.push(l.ms);
    lat.set(key, list);
  }
  return {
    seats: results,
    games: records.length,
    finished: records.filter((r) => r.finished).length,
    draws: records.filter((r) => r.winnerType === null).length,
    averageRounds: records.length ? records.reduce((n, r) => n + r.rounds, 0) / records.length : 0,
    titanDeathsFirstBattle: records.reduce((n, r) => n + r.titanDiedFirstBattle.length, 0),
    concessions: records.reduce((n, r) => n + r.concessions, 0),
    agreements: records.reduce((n, r) => n + r.agreements, 0),
    timeLosses: records.reduce((n, r) => n + r.timeLosses, 0),
    options: { turnLimit: o.turnLimit, pointTarget: o.pointTarget, seed: o.seed, variant: o.variant },
    latency: [...lat].map(([key, ms]) => {
      const [level, phase] = key.split('|');
      return { level, phase, count: ms.length, ...percentiles(ms) };
    }),
  };
}

/** Plays a tournament: game i uses seed `seed + i` and the seats rotated by i. */
export function runTournament(o: TournamentOptions): TournamentReport {
  const records: MatchRecord[] = [];
  for (let i = 0; i < o.games; i++) {
    const r = playMatch(rotation(o.seats, i), (o.seed + i) >>> 0, o);
    records.push(r);
    o.onGame?.(r, i);
  }
  return summarize(o.seats, records, o);
}

/** A plain-text table of a report. */
export function formatReport(r: TournamentReport): string {
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  const lines = [
    `${r.games} games (${r.finished} finished, ${r.draws} without winner), turn limit ${r.options.turnLimit ?? 'none'}, point target ${r.options.pointTarget ?? 'none'}, seed ${r.options.seed}`,
    'seat      games  wins  win rate  95% CI            Titan lost in 1st battle',
    ...r.seats.map((s) => `${s.player.padEnd(9)} ${String(s.games).padStart(5)} ${String(s.wins).padStart(5)}  ${pct(s.winRate).padStart(7)}  [${pct(s.ci95[0])}, ${pct(s.ci95[1])}]`.padEnd(52) + `${s.titanDeathsFirstBattle}`),
    `average rounds ${r.averageRounds.toFixed(1)}; concessions ${r.concessions}; agreements ${r.agreements}; time losses ${r.timeLosses}; first-battle Titan deaths ${r.titanDeathsFirstBattle}`,
  ];
  return lines.join('\n');
}
