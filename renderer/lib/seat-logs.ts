// Hot-seat privacy of the event log, for every game's screen (renderer/lib/game-client.svelte.ts keeps the logs):
// each seat's log holds only the events that seat may see — an event with an `audience` only for the seats in it —
// and the log of nobody's seat ('', the hand-off and a spectator) only the public ones. No rules here: the audience is
// the engine's. Plain functions, so that tests/renderer/seat-logs.test.ts checks them on real games.

/** An event as the log sees it: its audience when it is not everyone's. */
export interface LogEvent {
  readonly audience?: readonly string[];
}

/** The per-seat logs, by seat ('' for nobody's seat). */
export type SeatLogs<E> = Record<string, E[]>;

/** Whether the log of `seat` may hold `e`. */
function mayHold(seat: string, e: LogEvent): boolean {
  return !e.audience || e.audience.includes(seat);
}

/** The logs rebuilt from the game's log the host sent (a reload, Continue or Open): each seat of `seats` keeps what it
 * may see, nobody's seat the public events, the newest `limit` of each. */
export function rebuiltLogs<E extends LogEvent>(log: readonly E[], seats: readonly string[], limit: number): SeatLogs<E> {
  const logs: SeatLogs<E> = {};
  for (const s of [...seats, '']) logs[s] = log.filter((e) => mayHold(s, e)).slice(-limit);
  return logs;
}

/** The logs with one push's events added: the host hands them to the screen's `seat`, and each also goes to every other
 * seat allowed to see it (the newest `limit` of each log kept). */
export function appendedLogs<E extends LogEvent>(logs: SeatLogs<E>, seat: string, seats: readonly string[], events: readonly E[], limit: number): SeatLogs<E> {
  const next = { ...logs };
  for (const s of new Set([seat, ...seats])) {
    const visible = events.filter((e) => mayHold(s, e));
    if (visible.length) next[s] = [...(next[s] ?? []), ...visible].slice(-limit);
  }
  return next;
}
