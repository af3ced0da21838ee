// The report of a tournament of any game module: per seat level its wins with a Wilson 95% interval and its mean
// score, the module's own counters summed (totals, and per-seat ones by level), and AI decision latency.
import { percentiles, wilson } from '../../ai/stats.js';
import type { AnyGameModule, SimOptions } from '../../engine/platform/module.js';
import type { MatchRecord } from './match.js';

/** One seat level's results. */
export interface LevelResult {
  readonly level: string;
  /** Seats played: games × the seats the level holds. */
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
  readonly ci95: readonly [number, number];
  readonly meanScore: number;
  /** The module's per-seat counters, summed over this level's seats (TITAN: engagementsStarted, titanLostInFirstEngagement). */
  readonly bySeat: Readonly<Record<string, number>>;
}

/** Decision latency of one level in one phase, in ms. */
export interface LatencyRow {
  readonly level: string;
  readonly phase: string;
  readonly count: number;
  readonly median: number;
  readonly p95: number;
}

/** The report of a tournament (the `--json` object). */
export interface TournamentReport {
  /** The module id and the game's name. */
  readonly game: string;
  readonly name: string;
  readonly options: { readonly variant: string; readonly turnLimit: number | null; readonly pointTarget: number | null; readonly seed: number; readonly seats: readonly string[] };
  readonly games: number;
  readonly finished: number;
  /** Finished games without a winner. */
  readonly draws: number;
  readonly averageRounds: number;
  readonly levels: readonly LevelResult[];
  /** Games won by each table seat (its player id, whoever played it: a seat's own role shows here, as the Darklord,
   * the last seat of a 4-player Gods of Titan game, does), in table order. */
  readonly winsBySeat: Readonly<Record<string, number>>;
  /** The module's counters, summed over the games (TITAN: flees, concessions, agreements, timeLosses). */
  readonly counts: Readonly<Record<string, number>>;
  /** Empty unless the games were played with a clock. */
  readonly latency: readonly LatencyRow[];
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Summarises the records of a tournament between `seats` of `module`. */
export function summarize(module: AnyGameModule, o: { readonly seats: readonly string[]; readonly seed: number; readonly sim: SimOptions }, records: readonly MatchRecord[]): TournamentReport {
  const distinct = [...new Set(o.seats)];
  const seatKeys = [...new Set(records.flatMap((r) => Object.keys(r.tally.bySeat)))];
  const countKeys = [...new Set(records.flatMap((r) => Object.keys(r.tally.counts)))];
  const levels = distinct.map((level): LevelResult => {
    const seats = records.flatMap((r) => r.seats.map((s, i) => ({ r, i, level: s.level })).filter((s) => s.level === level));
    const wins = records.filter((r) => r.winnerLevel === level).length;
    return {
      level,
      games: seats.length,
      wins,
      winRate: seats.length ? wins / seats.length : 0,
      ci95: wilson(wins, seats.length),
      meanScore: seats.length ? sum(seats.map((s) => s.r.scores[s.i] ?? 0)) / seats.length : 0,
      bySeat: Object.fromEntries(seatKeys.map((k) => [k, sum(seats.map((s) => s.r.tally.bySeat[k]?.[s.i] ?? 0))])),
    };
  });
  const lat = new Map<string, { level: string; phase: string; ms: number[] }>();
  for (const l of records.flatMap((r) => r.latencies)) {
    const key = `${l.level}|${l.phase}`;
    const row = lat.get(key) ?? { level: l.level, phase: l.phase, ms: [] };
    row.ms.push(l.ms);
    lat.set(key, row);
  }
  const finished = records.filter((r) => r.finished);
  const winsBySeat: Record<string, number> = Object.fromEntries((records[0]?.seats ?? []).map((s) => [s.player, 0]));
  for (const r of finished) if (r.winner !== null) winsBySeat[r.winner] = (winsBySeat[r.winner] ?? 0) + 1;
  return {
    game: module.id,
    name: module.name,
    options: { variant: o.sim.variant ?? module.games[0] ?? module.id, turnLimit: o.sim.turnLimit, pointTarget: o.sim.pointTarget, seed: o.seed, seats: o.seats },
    games: records.length,
    finished: finished.length,
    draws: finished.filter((r) => r.winner === null).length,
    averageRounds: records.length ? sum(records.map((r) => r.rounds)) / records.length : 0,
    levels,
    winsBySeat,
    counts: Object.fromEntries(countKeys.map((k) => [k, sum(records.map((r) => r.tally.counts[k] ?? 0))])),
    latency: [...lat.values()]
      .sort((a, b) => distinct.indexOf(a.level) - distinct.indexOf(b.level) || a.phase.localeCompare(b.phase))
      .map(({ level, phase, ms }) => ({ level, phase, count: ms.length, ...percentiles(ms) })),
  };
}
