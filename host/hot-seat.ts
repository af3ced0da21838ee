// Hot-seat privacy shared by every game's session: which seat the screen shows after a change, and the events
// waiting to be shown — to the screen's seat with its board, or only the public ones behind a hand-off.
import { sees, type ModuleEvent } from '../engine/platform/module.js';

/** Where the screen stands: the seat it shows, or the human it is being handed to. */
export interface ScreenSeat {
  readonly screenSeat: string | null;
  readonly handoff: string | null;
}

/** Decides which seat the screen shows after a change: the one human; with several humans, the human who must act,
 * behind a hand-off whenever the screen passes from one human to another; no seat in an all-AI game. */
export function nextScreen(humans: readonly string[], humansToAct: readonly string[], now: ScreenSeat, initial: boolean): ScreenSeat {
  if (humans.length <= 1) return { screenSeat: humans[0] ?? null, handoff: null };
  if (initial) return { screenSeat: null, handoff: humansToAct[0] ?? humans[0] };
  if (humansToAct.length === 0) return now;
  if (now.screenSeat !== null && humansToAct.includes(now.screenSeat)) return now;
  if (now.handoff !== null && humansToAct.includes(now.handoff)) return now;
  return { screenSeat: null, handoff: humansToAct[0] };
}


/** The events not yet shown on the screen. */
export class PendingEvents<E extends ModuleEvent> {
  private pending: E[] = [];
  /** How many of `pending` the hand-off screen already showed. */
  private handoffShown = 0;

  /** Queues the events of an applied action. */
  add(events: readonly E[]): void {
    this.pending.push(...events);
  }

  /** The events the screen's seat may see; `consume` marks everything as shown. */
  forView(seat: string | null, consume: boolean): E[] {
    if (!consume) return [];
    const out = this.pending.filter((e) => sees(seat, e));
    this.pending = [];
    this.handoffShown = 0;
    return out;
  }

  /** The public events not yet shown behind the hand-off screen; `consume` marks them as shown there. */
  forHandoff(consume: boolean): E[] {
    if (!consume) return [];
    const fresh = this.pending.slice(this.handoffShown);
    this.handoffShown = this.pending.length;
    return fresh.filter((e) => e.audience === undefined);
  }
}
