// What a Gods of Titan tournament counts besides wins, read from a game's events alone: engagements and how they
// were resolved (fled, agreed, conceded, fought, lost on time), and per seat the engagements it started as the Mover
// (how readily it attacks), whether it was put out of the game, its own Master slain in its first engagement and the
// blunder detector's classes (games/gods-blunders.ts).
import type { GodsEvent } from '../engine/gods/events.js';
import type { GameTally } from '../engine/platform/module.js';
import { GodsBlunderWatch } from './gods-blunders.js';

/** Gods of Titan's counters of one game from all its events in order. */
export function godsTally(events: readonly GodsEvent[], seatOf: (player: string) => number): GameTally {
  const counts: Record<string, number> = { engagements: 0 };
  const started: number[] = [];
  const out: number[] = [];
  let mover: string | null = null;
  const bump = (list: number[], seat: string): void => {
    const i = seatOf(seat);
    if (i >= 0) list[i] = (list[i] ?? 0) + 1;
  };
  const blunders = new GodsBlunderWatch();
  for (const e of events) {
    blunders.see(e);
    if (e.type === 'gameStart') {
      started.push(...e.seats.map(() => 0));
      out.push(...e.seats.map(() => 0));
    } else if (e.type === 'phase') mover = e.seat;
    else if (e.type === 'engagement') {
      counts.engagements = (counts.engagements ?? 0) + 1;
      if (mover !== null) bump(started, mover);
    } else if (e.type === 'resolved') counts[`resolved by ${e.how}`] = (counts[`resolved by ${e.how}`] ?? 0) + 1;
    else if (e.type === 'playerOut') bump(out, e.seat);
  }
  return { counts, bySeat: { 'engagements started': started, 'put out': out, ...blunders.bySeat(started.length, seatOf) } };
}
