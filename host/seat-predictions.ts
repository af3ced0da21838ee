// What the screens are shown of a game module's prediction (TITAN's split prediction): per seat, the memory folded
// over the events of the game's log that seat may see, caught up with the log before each of its boards.
import { sees, type AnyGameModule, type ModuleEvent } from '../engine/platform/module.js';

/** The prediction memories of a session's seats. */
export class SeatPredictions {
  private readonly bySeat = new Map<string, { readonly memory: unknown; readonly read: number }>();

  constructor(private readonly module: AnyGameModule) {}

  /** The log gained events before those read (an opened game's history): every memory starts over. */
  reset(): void {
    this.bySeat.clear();
  }

  /** What `seat`'s board shows of the prediction after the events of `log` (undefined: the game has none, or a
   * spectator's board). */
  show(seat: string | null, view: unknown, log: readonly ModuleEvent[]): unknown {
    const prediction = this.module.prediction;
    if (!prediction || seat === null) return undefined;
    let known = this.bySeat.get(seat) ?? { memory: prediction.start(view), read: 0 };
    if (known.read < log.length) {
      known = { memory: prediction.observe(known.memory, log.slice(known.read).filter((e) => sees(seat, e))), read: log.length };
    }
    this.bySeat.set(seat, known);
    return prediction.show(known.memory, view);
  }
}
