// One game being played, whatever the game: the authoritative state of its module and the action log, the seats and
// who controls them, the save bookkeeping, the agent seats' events and memory, and the screen — which seat's view it
// shows. In hot-seat play the screen shows the human who must act; when it passes from one human to another a
// hand-off is pending and the screen shows no board until that human confirms.
import { nameOfGame, sees, type AnyGameModule, type CheckpointReason, type ModuleAction, type ModuleEvent, type RunningClock } from '../engine/platform/module.js';
import type { GameInfo, HandoffPush, HostError, SeatInfo, ViewPush } from './contract.js';
import type { Autosave } from './autosave.js';
import { SeatPredictions } from './seat-predictions.js';
import { nextScreen, PendingEvents } from './hot-seat.js';
import { encodeGame, type HostMeta } from './save-codec.js';
import { SeatMemory } from './seat-memory.js';
import { SessionClock, type ClockStatus } from './clocks.js';
import { lessonAfter, lessonBack, lessonCard, lessonEnded, lessonNext, lessonStart, type Lesson, type LessonCard, type LessonProgress } from '../engine/platform/lesson.js';

/** The outcome of applying an action to a session. */
export type SessionApply = { ok: true; checkpoint: CheckpointReason | null; events: readonly ModuleEvent[] } | { ok: false; error: HostError };

/** Where the replay of a game's log starts when not from its setup (after a history that no longer replays). */
export type ReplayBase = { readonly index: number; readonly state: unknown } | null;

/** The last screen revision handed out, across every session of this host, seeded with the clock when the host
 * starts: a game opened again under the same id (a save opened twice, a host restarted) always shows screens newer
 * than those of the game it replaced, which a page still showing that one might otherwise keep. */
let lastRevision = Date.now();

/** The next screen revision. */
function nextRevision(): number {
  return ++lastRevision;
}

/** Most events of a game's log sent to a screen that rebuilds its logs (the newest ones). */
export const LOG_SENT = 2000;

/** A game session owned by the host service. */
export class GameSession {
  /** Events not yet shown on the screen. */
  private readonly events = new PendingEvents<ModuleEvent>();
  /** Each agent seat's events since its last decision, and its AI memory. */
  readonly agentMemory: SeatMemory;
  /** Each seat's prediction memory (the module's), caught up with the log before each of its boards. */
  private readonly predictions: SeatPredictions;
  /** The seat the screen shows (null: hand-off pending, or spectator of an all-agent game). */
  screenSeat: string | null = null;
  /** The human the screen is being handed to. */
  handoff: string | null = null;
  /** Human seats played over the network (host/lan): never shown on this screen, never handed to here. */
  readonly remote = new Set<string>();
  /** The explicit save file (null until saved or when opened from an upload or autosave). */
  path: string | null;
  dirty = false;
  closed = false;
  /** The game's autosave writer (set by the host when it registers the session). */
  autosave: Autosave | null = null;
  /** Bumped on every change: what the resume file must catch up with. */
  version = 0;
  /** Bumped whenever what a screen shows may change, with or without a new state (an opened game's history learned,
   * a hand-off taken, a seat handed over): a page never takes a screen older than the one it shows. */
  private revision = nextRevision();
  /** The lesson this game teaches and how far its student is (null: a game of its own). Never saved. */
  lesson: { readonly def: Lesson<unknown, unknown, ModuleAction>; progress: LessonProgress } | null = null;
  /** The running agent turn, if any. */
  agentTurn: Promise<void> | null = null;
  /** Resolves once the agent seats know the game's events so far (at once for a new game; after the replay check of
   * an opened save). No agent decides before. */
  history: Promise<void>;
  private historyReady: () => void = () => {};
  /** Whether the log holds the game's history (false while an opened game's replay check runs). */
  private historyKnown = false;
  /** Where an opened game stood when it was opened (what its replay check must reach); null for a new game. */
  readonly opened: { readonly index: number; readonly state: unknown; readonly base: ReplayBase; readonly older: boolean; readonly app: string | null } | null;
  /** Every event of the game so far (an opened game's history is prepended once its replay check knows it). */
  private readonly log: ModuleEvent[] = [];
  /** The seats in setup order. */
  private readonly seatList: readonly { readonly id: string; readonly name: string }[];
  /** §21 clocks (host/clocks.ts), for a game whose module has them. */
  private readonly clock: SessionClock | null;

  constructor(
    readonly module: AnyGameModule,
    public meta: HostMeta,
    readonly setup: unknown,
    public state: unknown,
    readonly actions: unknown[],
    public base: ReplayBase,
    path: string | null,
    /** Every event of the game so far, or null when they come later from the replay check (`learnHistory`). */
    events: readonly ModuleEvent[] | null,
    /** For a game opened from a save: whether the save has older versions, and which app wrote it. */
    from?: { readonly older: boolean; readonly app: string | null },
    /** Milliseconds of a steady clock (the clocks count with it). */
    now: () => number = () => performance.now(),
  ) {
    this.path = path;
    this.opened = from ? { index: actions.length, state, base, ...from } : null;
    this.seatList = module.seatsOf(setup);
    this.clock = module.clocks ? new SessionClock(module.clocks, meta.clock, now) : null;
    const agentSeats = this.seatIds().filter((_, i) => meta.kinds[i] !== 'human').map((p) => p.id);
    this.agentMemory = new SeatMemory(agentSeats);
    this.predictions = new SeatPredictions(module);
    if (events) {
      this.log.push(...events);
      this.agentMemory.record(events);
      this.historyKnown = true;
      this.history = Promise.resolve();
    } else this.history = new Promise((resolve) => (this.historyReady = resolve));
    this.updateScreen(true);
  }

  private seatIds(): readonly { readonly id: string; readonly name: string }[] {
    return this.seatList;
  }

  /** The events of the game up to the opened position arrived (from the replay check), or never will (`null`). */
  learnHistory(events: readonly ModuleEvent[] | null): void {
    if (events) {
      this.log.unshift(...events);
      this.agentMemory.prepend(events);
      this.predictions.reset();
    }
    this.historyKnown = true;
    this.revision = nextRevision();
    this.historyReady();
  }

  /** The log before `index` no longer replays: later replays start from `state`, reached after `index` actions. */
  rebase(index: number, state: unknown): void {
    this.base = { index, state };
    this.version++;
  }

  /** The seats with their controllers. */
  seats(): SeatInfo[] {
    return this.seatIds().map((p, i) => ({ color: p.id, name: p.name, kind: this.meta.kinds[i] ?? 'human' }));
  }

  /** The controller of a seat (undefined for a seat not in the game). */
  kindOf(seat: string): string | undefined {
    const i = this.seatIds().findIndex((p) => p.id === seat);
    return i < 0 ? undefined : this.meta.kinds[i];
  }

  /** Gives a seat another controller (network play hands a remote seat to an AI level and back). */
  setKind(seat: string, kind: string): void {
    const i = this.seatIds().findIndex((p) => p.id === seat);
    if (i < 0) return;
    this.meta = { ...this.meta, kinds: this.meta.kinds.map((k, j) => (j === i ? kind : k)) };
    if (kind !== 'human') this.agentMemory.adopt(seat, this.log);
    this.counted(() => this.updateScreen(false));
    this.version++;
  }

  /** Sets the seats played over the network, and the host's screen follows. */
  setRemote(seats: readonly string[]): void {
    this.revision = nextRevision();
    this.remote.clear();
    for (const seat of seats) this.remote.add(seat);
    this.updateScreen(false);
  }

  /** Headline facts for lists and pushes. */
  info(): GameInfo {
    const s = this.module.summary(this.state);
    const variant = this.module.gameOf(this.setup);
    return {
      gameId: this.meta.gameId,
      game: this.module.id,
      variant,
      gameName: nameOfGame(this.module, variant),
      title: this.meta.title,
      seats: this.seats(),
      path: this.path,
      dirty: this.dirty,
      stateId: this.module.stateId(this.state),
      round: s.round,
      phase: s.phase,
      winner: s.winner,
      screenSeat: this.screenSeat,
      revision: this.revision,
      clock: this.clockStatus(),
    };
  }

  /** The clocks as the screens are told (null: the game has none running). */
  clockStatus(): ClockStatus | null {
    return this.clock?.status(this.state, this.runningClock(), this.handoff === null) ?? null;
  }

  /** Which clock has run out now, if any. */
  clockDue(): 'game' | 'turn' | null {
    const status = this.clockStatus();
    if (status?.gameLeftMs === 0) return 'game';
    return status?.turn?.leftMs === 0 ? 'turn' : null;
  }

  /** The turn clock of the state: a human's (at this screen or over the network); it is held, not counted, while a
   * hand-off is pending (`countClock`, `clockStatus`). */
  private runningClock(): RunningClock | null {
    const running = this.module.clocks?.turnClock(this.state) ?? null;
    return running && this.kindOf(running.seat) === 'human' ? running : null;
  }

  /** Counts the clocks up to now against the state's turn clock. */
  private countClock(): void {
    this.clock?.count(this.runningClock(), this.handoff === null);
  }

  /** Makes a change with the clocks counted up to it against what ran before, and following what runs after. */
  private counted<T>(change: () => T): T {
    this.revision = nextRevision();
    this.countClock();
    const r = change();
    this.countClock();
    return r;
  }

  /** The current stateId. */
  get stateId(): number {
    return this.module.stateId(this.state);
  }

  /** Applies an action already checked for seat and stateId; the state is untouched on refusal. */
  apply(action: ModuleAction): SessionApply {
    let r: ReturnType<AnyGameModule['apply']>;
    try {
      r = this.module.apply(this.state, action);
    } catch (e) {
      return { ok: false, error: { code: 'internal', message: `the ${this.module.name} engine failed on this action: ${e instanceof Error ? e.message : String(e)}` } };
    }
    if (!r.ok) return { ok: false, error: { code: r.error.code, message: r.error.message } };
    const checkpoint = this.module.checkpoint(this.state, r.state);
    const events = r.events as readonly ModuleEvent[];
    if (this.lesson) this.lesson.progress = lessonAfter(this.lesson.def, this.lesson.progress, this.state, action, r.state);
    this.counted(() => {
      this.state = r.state;
      this.updateScreen(false);
    });
    this.actions.push(action);
    this.events.add(events);
    this.log.push(...events);
    this.agentMemory.record(events);
    this.dirty = true;
    this.version++;
    return { ok: true, checkpoint, events };
  }

  /** Makes this game `def`'s lesson, its first step shown. */
  teach(def: Lesson<unknown, unknown, ModuleAction>): void {
    this.lesson = { def, progress: lessonStart() };
  }

  /** The lesson card's Next or Back; null when this game is no lesson. */
  turnLesson(move: 'next' | 'back'): LessonCard | null {
    if (!this.lesson) return null;
    const { def, progress } = this.lesson;
    this.lesson.progress = move === 'next' ? lessonNext(def, progress) : lessonBack(def, progress);
    this.revision = nextRevision();
    return lessonCard(def, this.lesson.progress, this.state);
  }

  /** Whether a lesson's end card waits for its student's choice: nothing moves on the board until then. */
  get lessonEnding(): boolean {
    return this.lesson !== null && lessonEnded(this.lesson.def, this.lesson.progress);
  }

  /** The student chose to play a finished lesson on: the game is a game of its own from here (its card gone). */
  playOn(): boolean {
    if (!this.lessonEnding) return false;
    this.lesson = null;
    this.revision = nextRevision();
    return true;
  }

  /** The first agent seat the game waits for. */
  agentToAct(): { seat: string; kind: string } | null {
    for (const seat of this.module.actors(this.state)) {
      const kind = this.kindOf(seat);
      if (kind !== undefined && kind !== 'human') return { seat, kind };
    }
    return null;
  }

  /** The human confirmed the hand-off: the screen now shows that seat. */
  acceptHandoff(seat: string): boolean {
    if (this.handoff !== seat) return false;
    this.counted(() => {
      this.handoff = null;
      this.screenSeat = seat;
    });
    return true;
  }

  /** What the screen shows; `consume` marks the pending events as shown (pushes do, a plain `view` call does not). */
  screen(consume: boolean): ViewPush | HandoffPush {
    return this.handoff !== null ? this.handoffPush(consume) : this.viewPush(consume);
  }

  /** The screen as `screen(false)` with the game's log the screen may keep: the events any human seat may see (the
   * public ones in an all-agent game), the newest LOG_SENT of them. Without a log while an opened game's replay check
   * runs: the check pushes the screen with it, and an empty log reaching the page after that push would replace it. */
  screenWithLog(): ViewPush | HandoffPush {
    if (!this.historyKnown) return this.screen(false);
    const humans = this.seats().filter((p) => p.kind === 'human').map((p) => p.color);
    const kept = this.log.filter((e) => (humans.length === 0 ? sees(null, e) : humans.some((h) => sees(h, e))));
    return { ...this.screen(false), log: kept.slice(-LOG_SENT) } as unknown as ViewPush | HandoffPush;
  }

  /** The screen seat's board (after a confirmed hand-off, or whenever no hand-off is pending). */
  viewPush(consume: boolean): ViewPush {
    return this.boardFor(this.screenSeat, this.events.forView(this.screenSeat, consume));
  }

  /** Any seat's board (null: the public view) with the given events: the screen's, or a remote page's (host/lan). */
  boardFor(seat: string | null, events: readonly ModuleEvent[]): ViewPush {
    const toAct = this.actorsSeenBy(seat);
    const view = this.module.view(this.state, seat);
    const legal = seat !== null && toAct.includes(seat) ? this.module.legalActions(this.state, seat) : [];
    const prediction = this.predictions.show(seat, view, this.log);
    const push = {
      kind: 'view',
      game: this.module.id,
      gameId: this.meta.gameId,
      seat,
      view,
      legal,
      hints: this.module.hints?.(view, legal) ?? null,
      ...(prediction === undefined ? {} : { prediction }),
      events,
      toAct,
      info: this.info(),
      ...(this.lesson && seat === this.lesson.def.seat ? { lesson: lessonCard(this.lesson.def, this.lesson.progress, this.state) } : {}),
    };
    // The module decides the view, action and event types that go with its id (ViewPush names this build's games).
    return push as unknown as ViewPush;
  }

  /** Whom `seat`'s screen shows as acting (null: every page may know it), never a seat whose acting is another's secret. */
  actorsSeenBy(seat: string | null): readonly string[] {
    return this.module.actorsSeen?.(this.state, seat) ?? this.module.actors(this.state);
  }

  /** The hand-off screen's content (only the public events). */
  private handoffPush(consume: boolean): HandoffPush {
    const seat = this.handoff as string;
    const push = {
      kind: 'handoff',
      game: this.module.id,
      gameId: this.meta.gameId,
      seat,
      name: this.seatIds().find((p) => p.id === seat)?.name ?? seat,
      events: this.events.forHandoff(consume),
      info: this.info(),
    };
    return push as unknown as HandoffPush;
  }

  /** The save-file text of this game now. */
  encode(updatedAt: string, app: string): string {
    this.countClock();
    const meta = this.clock ? { ...this.meta, clock: this.clock.saved() } : this.meta;
    return encodeGame(this.module, meta, { setup: this.setup, actions: this.actions, base: this.base, state: this.state, updatedAt, app });
  }

  /** Decides which seat the screen shows after a change (hot-seat privacy lives here). */
  private updateScreen(initial: boolean): void {
    const humans = this.seatIds().filter((p, i) => this.meta.kinds[i] === 'human' && !this.remote.has(p.id)).map((p) => p.id);
    const humansToAct = this.module.actors(this.state).filter((p) => humans.includes(p));
    const gone = (seat: string | null): boolean => seat !== null && !humans.includes(seat);
    const next = nextScreen(humans, humansToAct, this, initial || gone(this.screenSeat) || gone(this.handoff));
    this.screenSeat = next.screenSeat;
    this.handoff = next.handoff;
  }
}

/** Resolves when every autosave of the session asked for so far is on the disk. */
export function written(s: GameSession): Promise<void> {
  return s.autosave?.flushed() ?? Promise.resolve();
}
