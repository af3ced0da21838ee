// The turn deadlines of the always-on host's games (issue 25 item 3), on the host's clock: one timer per game, set by
// the pure timing (host/deadlines.ts) to the next reminder or deadline of the remote seats it waits for; the notices
// (host/seat-notices.ts); and what a passed deadline does — 'wait': nothing (the seat shows as overdue), an AI level:
// the computer plays that seat's turn, 'skip': the game's pass hook does the least the rules allow through that turn
// (where the rules require an action, the weakest AI level takes just that step). A seat's turn ends the first time it
// is no longer among the game's actors after such a step; the seat then goes back to its player (docs/deadlines.md).
import type { DeadlineRule, DeadlineWait, SeatDeadlines } from './contract-deadline.js';
import { dueAt, dueNow, nextWake } from './deadlines.js';
import type { LanHub } from './lan/hub.js';
import type { SeatNotice, SeatNoticeSink } from './seat-notices.js';
import type { HostService } from './service.js';
import type { GameSession } from './session.js';

/** The longest a timer is set for (setTimeout's limit is under 25 days; a deadline may be four weeks): it then looks
 * again. */
const MAX_TIMER_MS = 24 * 3600_000;

/** A seat a passed deadline handed over: to an AI level for its turn, or to 'skip'; `step`: the weakest AI level is
 * taking one step the rules require of a skipped seat. */
export interface StandIn {
  readonly seat: string;
  readonly kind: string;
  step: boolean;
}

/** A hosted game's wait and deadline as the keeper reads and updates them (the always-on host's list entry). */
export interface DeadlineEntry {
  readonly gameId: string;
  since: string;
  deadline?: DeadlineRule | undefined;
  reminded?: boolean | undefined;
  passed?: boolean | undefined;
  standIns?: StandIn[] | undefined;
}

/** A timer the keeper sets (tests inject a fake one with their fake clock). */
export interface DeadlineTimer {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** The host's own timer: one that does not keep the process alive by itself. */
export const HOST_TIMER: DeadlineTimer = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** What the keeper is built from. */
export interface DeadlineKeeperDeps {
  readonly service: HostService;
  readonly hub: LanHub;
  readonly now: () => Date;
  readonly timer: DeadlineTimer;
  readonly notices: SeatNoticeSink | undefined;
  /** The entry of a hosted game (undefined: not hosted). */
  entry(gameId: string): DeadlineEntry | undefined;
  /** The entries changed: write the list of hosted games. */
  save(): void;
}

/** The deadlines of the hosted games. */
export class DeadlineKeeper {
  private readonly timers = new Map<string, unknown>();

  constructor(private readonly deps: DeadlineKeeperDeps) {}

  /** A game was created: its remote seats to act hear it is their turn; its timer is set. */
  created(e: DeadlineEntry): void {
    this.tell(e, this.waitingSeats(e));
    this.arm(e);
  }

  /** A hosted game is open again after a restart: the stand-ins go on and its timer is set (a deadline that passed
   * while the host was down falls due at once). */
  restored(e: DeadlineEntry): void {
    this.afterStep(e);
    this.arm(e);
  }

  /** An action was applied; `before`: the seats that were to act. When the seats to act changed (`fresh`), a new wait
   * begins: its marks are cleared and the remote seats that came to act hear it is their turn. */
  moved(e: DeadlineEntry, before: readonly string[], fresh: boolean): void {
    this.afterStep(e);
    if (fresh) {
      e.reminded = false;
      e.passed = false;
      this.tell(e, this.waitingSeats(e).filter((seat) => !before.includes(seat)));
    }
    this.arm(e);
  }

  /** The owner set a game's deadline (null: none): the wait so far is measured by the new rule. */
  changed(e: DeadlineEntry, rule: DeadlineRule | null): void {
    if (rule === null) delete e.deadline;
    else e.deadline = rule;
    e.reminded = false;
    e.passed = false;
    this.arm(e);
  }

  /** The owner handed a seat to someone: a stand-in of a deadline for it ends. */
  handed(e: DeadlineEntry, seat: string): void {
    e.standIns = e.standIns?.filter((x) => x.seat !== seat);
    this.arm(e);
  }

  /** A game is no longer hosted, or the host stops: its timer goes. */
  forget(gameId: string): void {
    this.deps.timer.clear(this.timers.get(gameId));
    this.timers.delete(gameId);
  }

  /** Every timer goes (the host stops). */
  close(): void {
    for (const gameId of [...this.timers.keys()]) this.forget(gameId);
  }

  /** The remote seats the game waits for, each with its deadline (none without a rule). */
  waits(e: DeadlineEntry): DeadlineWait[] {
    const rule = e.deadline;
    if (!rule) return [];
    const due = dueAt(e.since, rule);
    const overdue = this.deps.now().getTime() >= due;
    return this.waitingSeats(e).map((seat) => ({ seat, since: e.since, due: new Date(due).toISOString(), overdue }));
  }

  /** What `seat`'s page is shown: the rule, and the waiting seats that page may know are to act. */
  seatView(e: DeadlineEntry, seat: string | null): SeatDeadlines {
    const s = this.session(e.gameId);
    const seen = s ? s.actorsSeenBy(seat) : [];
    return { rule: e.deadline ?? null, waiting: this.waits(e).filter((w) => seen.includes(w.seat)) };
  }

  // -------------------------------------------------------------------------------------------------------------

  private session(gameId: string): GameSession | null {
    return this.deps.service.remoteAccess(gameId)?.session ?? null;
  }

  /** The seats to act played from a link by their player now (not handed to a computer or a deadline's stand-in). */
  private waitingSeats(e: DeadlineEntry): string[] {
    const s = this.session(e.gameId);
    if (!s || s.closed) return [];
    const linked = s.meta.lan?.seats.map((x) => x.seat) ?? [];
    const standing = e.standIns?.map((x) => x.seat) ?? [];
    return s.module.actors(s.state).filter((seat) => linked.includes(seat) && s.kindOf(seat) === 'human' && !standing.includes(seat));
  }

  private tell(e: DeadlineEntry, seats: readonly string[]): void {
    const deadline = e.deadline ? new Date(dueAt(e.since, e.deadline)).toISOString() : null;
    for (const seat of seats) this.notify({ kind: 'your-turn', gameId: e.gameId, seat, deadline });
  }

  private notify(n: SeatNotice): void {
    this.deps.notices?.notice(n);
  }

  /** Sets the game's timer to the next reminder or deadline of its wait (none: no rule, nobody waiting). */
  private arm(e: DeadlineEntry): void {
    this.forget(e.gameId);
    const rule = e.deadline;
    if (!rule || this.waitingSeats(e).length === 0) return;
    const wake = nextWake(e.since, rule, { reminded: e.reminded === true, passed: e.passed === true });
    if (wake === null) return;
    const ms = Math.min(MAX_TIMER_MS, Math.max(0, wake - this.deps.now().getTime()));
    this.timers.set(e.gameId, this.deps.timer.set(() => this.fire(e.gameId), ms));
  }

  /** The game's timer went off: what is due now is done, and the timer is set again. */
  private fire(gameId: string): void {
    this.timers.delete(gameId);
    const e = this.deps.entry(gameId);
    const rule = e?.deadline;
    if (!e || !rule) return;
    const seats = this.waitingSeats(e);
    const due = dueNow(e.since, rule, { reminded: e.reminded === true, passed: e.passed === true }, this.deps.now().getTime());
    if (due === 'remind') {
      e.reminded = true;
      for (const seat of seats) this.notify({ kind: 'reminder', gameId, seat, deadline: new Date(dueAt(e.since, rule)).toISOString() });
    } else if (due === 'pass') {
      e.reminded = true;
      e.passed = true;
      for (const seat of seats) {
        this.notify({ kind: 'deadline-passed', gameId, seat, then: rule.then });
        if (rule.then !== 'wait') this.standIn(e, seat, rule.then);
      }
    }
    this.deps.save();
    this.arm(e);
  }

  /** A passed deadline hands `seat` to `kind` (an AI level, or 'skip') for its turn. */
  private standIn(e: DeadlineEntry, seat: string, kind: string): void {
    e.standIns = [...(e.standIns ?? []), { seat, kind, step: false }];
    if (kind === 'skip') this.later(e.gameId);
    else void this.deps.hub.lanHand({ gameId: e.gameId, seat, kind });
  }

  /** After a step of the game: a stand-in whose seat is no longer to act gives the seat back; a skipped seat's required
   * step taken by the AI gives it back too, and the skip goes on. */
  private afterStep(e: DeadlineEntry): void {
    const s = this.session(e.gameId);
    if (!s || !e.standIns || e.standIns.length === 0) return;
    const actors = s.module.actors(s.state);
    for (const x of [...e.standIns]) {
      const skip = x.kind === 'skip';
      if (!skip || x.step) {
        if (!actors.includes(x.seat) || skip) void this.deps.hub.lanHand({ gameId: e.gameId, seat: x.seat, kind: 'human' });
        x.step = false;
      }
      if (!actors.includes(x.seat)) e.standIns = e.standIns.filter((y) => y !== x);
      else if (skip) this.later(e.gameId);
    }
    this.deps.save();
  }

  /** Runs the skipped seats' next steps after the current one has been applied (never inside the host's step). */
  private later(gameId: string): void {
    void Promise.resolve().then(() => this.skipOn(gameId));
  }

  /** A skipped seat still to act: the least the rules allow, or the weakest AI level for a step they require. */
  private skipOn(gameId: string): void {
    const e = this.deps.entry(gameId);
    const access = this.deps.service.remoteAccess(gameId);
    if (!e || !access || access.session.closed) return;
    const s = access.session;
    for (const x of e.standIns ?? []) {
      if (x.kind !== 'skip' || x.step || s.kindOf(x.seat) !== 'human' || !s.module.actors(s.state).includes(x.seat)) continue;
      const pass = s.module.pass?.(s.state, x.seat) ?? null;
      if (pass !== null && access.step(() => s.apply(pass)).ok) return;
      x.step = true;
      this.deps.save();
      void this.deps.hub.lanHand({ gameId, seat: x.seat, kind: s.module.ai.levels[0] ?? 'random' });
      return;
    }
  }
}
