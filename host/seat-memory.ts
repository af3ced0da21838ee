// What a TITAN session keeps for each agent seat between its turns: the events that seat may see since its last
// decision (events addressed to other seats never enter) and the AI memory its last decision returned (plain JSON,
// handed to the worker and back with every turn).
import type { AiMemory } from '../ai/index.js';
import type { Action } from '../engine/actions.js';
import type { GameEvent } from '../engine/events.js';
import { apply, createGame } from '../engine/index.js';
import type { GameSetup, PlayerId } from '../engine/state.js';
import { sees } from './hot-seat.js';

/** Every event of a game so far, by replaying its setup and actions (the log of an opened save has none). */
export function replayEvents(setup: GameSetup, actions: readonly Action[]): GameEvent[] {
  const created = createGame(setup);
  const events = [...created.events];
  let state = created.state;
  for (const a of actions) {
    const r = apply(state, a);
    if (!r.ok) throw new Error(`the action log does not replay: ${r.error.message}`);
    events.push(...r.events);
    state = r.state;
  }
  return events;
}

/** A seat's input for its next decision; `taken` is what `commit` needs once the decision was applied. */
export interface SeatRecall {
  readonly events: readonly GameEvent[];
  readonly memory: AiMemory | null;
  readonly taken: number;
}

/** The inboxes and memories of a game's agent seats. */
export class SeatMemory {
  private readonly inbox = new Map<PlayerId, GameEvent[]>();
  private readonly memory = new Map<PlayerId, AiMemory>();

  /** `history`: every event so far (each seat's first decision learns from all it could see). */
  constructor(seats: readonly PlayerId[], history: readonly GameEvent[]) {
    for (const seat of seats) this.inbox.set(seat, history.filter((e) => sees(seat, e)));
  }

  /** Files new events into the inbox of every seat that may see them. */
  record(events: readonly GameEvent[]): void {
    for (const [seat, box] of this.inbox) box.push(...events.filter((e) => sees(seat, e)));
  }

  /** The events and memory for `seat`'s next decision. */
  recall(seat: PlayerId): SeatRecall {
    const events = [...(this.inbox.get(seat) ?? [])];
    return { events, memory: this.memory.get(seat) ?? null, taken: events.length };
  }

  /** The decision made from `recall` was applied: its events are consumed and its memory kept. */
  commit(seat: PlayerId, taken: number, memory: AiMemory | null): void {
    this.inbox.get(seat)?.splice(0, taken);
    if (memory) this.memory.set(seat, memory);
    else this.memory.delete(seat);
  }
}
