// A tournament of any game module: game i is played with seed S+i and the seats rotated by i, so every level sits at
// every table position (turn order, towers, hands) equally often; the report is summarize()'s.
import type { AnyGameModule } from '../../engine/platform/module.js';
import { gameSeed } from '../cli/run-simulation.js';
import { playMatch, type MatchOptions, type MatchRecord } from './match.js';
import { summarize, type TournamentReport } from './report.js';

/** A tournament request. */
export interface TournamentOptions extends MatchOptions {
  /** Player level per seat (random or the module's AI levels); a level listed twice plays two seats. */
  readonly seats: readonly string[];
  readonly games: number;
  readonly seed: number;
  /** Called after every game (progress output). */
  readonly onGame?: (record: MatchRecord, index: number) => void;
}

/** Seat order of game `index`: the list rotated by the index, so every level sits at every table position. */
export function rotation<T>(seats: readonly T[], index: number): T[] {
  const k = index % seats.length;
  return [...seats.slice(k), ...seats.slice(0, k)];
}

/** Game `index` of a tournament: the same game whichever thread plays it. */
export function playNth(module: AnyGameModule, o: TournamentOptions, index: number): MatchRecord {
  return playMatch(module, rotation(o.seats, index), gameSeed(o.seed, index), o);
}

/** Plays every game of a tournament in this thread, in order. */
export function playGames(module: AnyGameModule, o: TournamentOptions): MatchRecord[] {
  return Array.from({ length: o.games }, (_, i) => {
    const record = playNth(module, o, i);
    o.onGame?.(record, i);
    return record;
  });
}

/** Plays a tournament in this thread and summarises it. */
export function runTournament(module: AnyGameModule, o: TournamentOptions): TournamentReport {
  return summarize(module, o, playGames(module, o));
}
