// The host's timers of the §21 clocks (host/clocks.ts counts the time): one per open game, set to the end of the first
// clock running in it; when it fires the game's `timeUp` is applied through `step` as any action is. Kept apart from
// the service so that it holds the timers alone.
import type { HostError } from './contract.js';
import type { GameSession, SessionApply } from './session.js';

/** What the timers need of the host service. */
export interface ClockTimerDeps {
  /** Applies an action from the host (autosaved, pushed, agents go on). */
  readonly step: (s: GameSession, run: () => SessionApply) => { ok: true } | { ok: false; error: HostError };
  /** Tells the pages of a refusal. */
  readonly refused: (s: GameSession, error: HostError) => void;
}

/** The clock timers of the open games. */
export class ClockTimers {
  private readonly timers = new Map<GameSession, ReturnType<typeof setTimeout>>();

  constructor(private readonly deps: ClockTimerDeps) {}

  /** Sets the game's timer to the first running clock's end (none when no clock runs). */
  watch(s: GameSession): void {
    this.clear(s);
    const status = s.closed ? null : s.clockStatus();
    const left = Math.min(status?.gameLeftMs ?? Infinity, status?.turn?.leftMs ?? Infinity);
    if (Number.isFinite(left)) this.timers.set(s, setTimeout(() => this.ranOut(s), left));
  }

  /** A game being closed: its timer stops, and the time used so far goes to its resume file with its last writes. */
  stop(s: GameSession): void {
    this.clear(s);
    if (s.clockStatus() === null) return;
    s.version++;
    s.autosave?.changed(null);
  }

  private clear(s: GameSession): void {
    clearTimeout(this.timers.get(s));
    this.timers.delete(s);
  }

  /** §21: a clock ran out: the game's `timeUp` is applied. */
  private ranOut(s: GameSession): void {
    this.timers.delete(s);
    if (s.closed) return;
    const due = s.clockDue();
    const action = due ? s.module.clocks?.timeUp(s.state, due) : null;
    if (!action) return this.watch(s);
    const r = this.deps.step(s, () => s.apply(action));
    if (!r.ok) this.deps.refused(s, r.error);
  }
}
