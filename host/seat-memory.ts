// What a session keeps for each agent seat between its turns, whatever the game: the events that seat may see since
// its last decision (events addressed to other seats never enter) and the plain-JSON memory its last decision
// returned (handed to the worker and back with every turn).
import { sees, type ModuleEvent } from '../engine/platform/module.js';

/** A seat's input for its next decision; `taken` is what `commit` needs once the decision was applied. */
export interface SeatRecall {
  readonly events: readonly ModuleEvent[];
  readonly memory: unknown;
  readonly taken: number;
}

/** The inboxes and memories of a game's agent seats. */
export class SeatMemory {
  private readonly inbox = new Map<string, ModuleEvent[]>();
  private readonly memory = new Map<string, unknown>();

  constructor(seats: readonly string[]) {
    for (const seat of seats) this.inbox.set(seat, []);
  }

  /** Files new events into the inbox of every seat that may see them. */
  record(events: readonly ModuleEvent[]): void {
    for (const [seat, box] of this.inbox) for (const e of events) if (sees(seat, e)) box.push(e);
  }

  /** A seat handed to an agent mid-game: unless it already has an inbox (an agent seat before), it starts with every
   * event of `log` (the game so far) it may see, as a resumed agent does. */
  adopt(seat: string, log: readonly ModuleEvent[]): void {
    if (!this.inbox.has(seat)) this.inbox.set(seat, log.filter((e) => sees(seat, e)));
  }

  /** Files events that happened before everything recorded so far (an opened game's history, once replayed). */
  prepend(events: readonly ModuleEvent[]): void {
    for (const [seat, box] of this.inbox) box.unshift(...events.filter((e) => sees(seat, e)));
  }

  /** The events and memory for `seat`'s next decision. */
  recall(seat: string): SeatRecall {
    const events = [...(this.inbox.get(seat) ?? [])];
    return { events, memory: this.memory.get(seat) ?? null, taken: events.length };
  }

  /** The decision made from `recall` was applied: its events are consumed and its memory kept. */
  commit(seat: string, taken: number, memory: unknown): void {
    this.inbox.get(seat)?.splice(0, taken);
    if (memory !== null && memory !== undefined) this.memory.set(seat, memory);
    else this.memory.delete(seat);
  }
}
