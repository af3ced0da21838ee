// §21 clocks in the host (the engine keeps no time, engine/platform/module.ts ModuleClocks): a game's time counted
// while it is open and the turn clock of the human seat whose Movement Phase or maneuver runs, kept in the save
// (inside the format's open meta, beside the game id) so that a game saved mid-clock goes on where it stopped. A turn
// clock does not run for computer seats, nor while the screen is being handed to the next human.
import { z } from 'zod';
import type { ModuleAction, ModuleClocks, RunningClock } from '../engine/platform/module.js';

/** What a save keeps of a game's clocks. */
export const ClockMetaSchema = z.strictObject({
  /** Ms of play counted so far. */
  usedMs: z.number().int().min(0).max(1e12),
  /** The turn clock that was running and its ms used (null: none was). */
  turn: z.strictObject({ key: z.string().min(1).max(200), usedMs: z.number().int().min(0).max(1e12) }).nullable(),
});

/** A game's clocks as saved. */
export type ClockMeta = z.infer<typeof ClockMetaSchema>;

/** The clocks a save's meta holds, or undefined when it holds none (or a damaged entry: the clocks start afresh). */
export function readClockMeta(meta: Record<string, unknown>): ClockMeta | undefined {
  const parsed = ClockMetaSchema.safeParse(meta.clock);
  return parsed.success ? parsed.data : undefined;
}

/** What a screen is told of the clocks (ms left when the push was made; the page counts down from there). */
export interface ClockStatus {
  /** Ms left of the game's time limit (null: none). */
  readonly gameLeftMs: number | null;
  /** The running turn clock: whose, and ms left (null: none runs). */
  readonly turn: { readonly seat: string; readonly leftMs: number } | null;
}

/** One game's clocks: the time used, counted at every change against the clock that ran until then. */
export class SessionClock {
  private usedMs: number;
  private turn: { key: string; usedMs: number } | null;
  private last: number;

  constructor(
    private readonly clocks: ModuleClocks<unknown, ModuleAction>,
    saved: ClockMeta | undefined,
    private readonly now: () => number,
  ) {
    this.usedMs = saved?.usedMs ?? 0;
    this.turn = saved?.turn ? { ...saved.turn } : null;
    this.last = now();
  }

  /** Counts the time since the last count (against `running`, the turn clock of the state until now; `counting`
   * false: it was held, as during a hand-off), then follows the clock of the state from now on: a new key starts it
   * afresh, none stops it. */
  count(running: RunningClock | null, counting: boolean): void {
    const t = this.now();
    const dt = Math.max(0, Math.round(t - this.last));
    this.last = t;
    this.usedMs += dt;
    if (this.turn && running && this.turn.key === running.key) {
      if (counting) this.turn.usedMs += dt;
    } else this.turn = running ? { key: running.key, usedMs: 0 } : null;
  }

  /** The clocks now, for a state whose turn clock (a human's) is `running`, held while not `counting`: a held turn
   * clock is not shown (it cannot run out). */
  status(state: unknown, running: RunningClock | null, counting: boolean): ClockStatus | null {
    const limit = this.clocks.gameLimit(state);
    const shown = counting ? running : null;
    if (limit === null && shown === null) return null;
    const dt = Math.max(0, this.now() - this.last);
    const turnUsed = this.turn && shown && this.turn.key === shown.key ? this.turn.usedMs + dt : 0;
    return {
      gameLeftMs: limit === null ? null : Math.max(0, Math.round(limit - this.usedMs - dt)),
      turn: shown ? { seat: shown.seat, leftMs: Math.max(0, Math.round(shown.ms - turnUsed)) } : null,
    };
  }

  /** What the save keeps. */
  saved(): ClockMeta {
    return { usedMs: this.usedMs, turn: this.turn ? { ...this.turn } : null };
  }
}
