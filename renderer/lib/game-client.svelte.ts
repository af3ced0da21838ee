// The one connection of a game's screen to the host, for every game (TITAN, the Arena, Gods of Titan): the open game,
// the last pushed board or hand-off, the per-seat event logs, who is thinking, the game's errors and notices, and the
// calls — new, Continue and open from the table's lobby, enter, submit, hand-off, save, save as, quit — with the
// protections every game needs once: a click while another call is on its way is not lost, a double click goes once,
// an answer older than a push is not shown over it, a hand-off confirmed after the game moved on is no error. Typed
// by the game's pushed board, hand-off, event and action; a game's own client adds only what is its own. No rules here.
import type { LessonCard } from '../../engine/platform/lesson.js';
import type { AutosaveInfo, ExportedRecord, GameInfo, GameReview, GameStatsView, HandoffScreenPush, NewGameRequest, Push, ReviewBoardView, TitanApi } from '../../host/contract.js';
import { HostCaller } from './host-call.svelte.js';
import { isRemotePage } from './lan.svelte.js';
import { appendedLogs, rebuiltLogs, type LogEvent } from './seat-logs.js';
import { trail } from './trail.js';

/** A game's pushed board: its module id, the seat's view and the events that seat may see, the game the host has open. */
export interface BoardLike<E> {
  readonly kind: 'view';
  readonly game: string;
  readonly gameId: string;
  readonly seat: string | null;
  readonly view: { readonly stateId: number };
  /** The seat's legal actions now (empty: it need not act). */
  readonly legal: readonly unknown[];
  /** The seats the game waits for. */
  readonly toAct: readonly string[];
  readonly events: readonly E[];
  readonly log?: readonly E[];
  readonly info: GameInfo;
  /** The lesson card on the student's board of a guided first game. */
  readonly lesson?: LessonCard;
}

/** A game's hand-off push: the screen passes to the next human (the contract's, for any game). */
export type HandoffLike<E> = HandoffScreenPush<string, E>;

/** How a table's client is made: the module id the host knows the game by, its log size and where to go when it ends. */
export interface GameClientOptions {
  /** The game module's id (GameInfo.game): what the table's lobby asks the host for and the pushes it shows. */
  readonly module: string;
  /** Most events kept per seat's log. */
  readonly logLimit: number;
  /** Called when the shown game was closed or quit, and when its lobby is left. */
  readonly onexit: () => void;
}

/** Whether a screen's info is older than the shown one's: an earlier state, or the same state before a change of what
 * is shown (an opened game's history, which the split prediction reads, can arrive between a call and its answer). */
function older(info: GameInfo, shown: GameInfo): boolean {
  return info.stateId < shown.stateId || (info.stateId === shown.stateId && info.revision < shown.revision);
}

/** Reactive state and calls of one game table. */
export class GameClient<V extends BoardLike<E>, H extends HandoffLike<E>, E extends LogEvent, A> extends HostCaller {
  game = $state<GameInfo | null>(null);
  /** When the host's word on the clocks in `game` arrived (performance.now): the header counts down from there. */
  clockSince = $state(0);
  push = $state<V | null>(null);
  handoff = $state<H | null>(null);
  /** Events each seat has seen, by seat (hot-seat players never see each other's log). */
  logs = $state<Record<string, E[]>>({});
  thinking = $state<string | null>(null);
  /** The path of the file the game was just saved to (the screen's saved notice), until the screen clears it. */
  notice = $state<string | null>(null);
  /** Something about the game the player must read and acknowledge (e.g. an older save continued from its position). */
  message = $state<string | null>(null);
  /** The newest unfinished game's resume autosave of this table (what the lobby's "Continue" opens when the host has
   * no such game open). */
  resumable = $state<AutosaveInfo | null>(null);
  /** An unfinished game of this table the host still has open (e.g. after a page reload): "Continue" returns to it. */
  openGame = $state<GameInfo | null>(null);
  /** True when saveAs may ask the platform for a file (Electron). */
  nativeDialogs = $state(false);
  /** True on a remote player's or spectator's page: the host's file commands (and whatever else is the host's) are not offered. */
  remote = $state(false);
  /** The game module's id. */
  readonly module: string;
  /** The newest stateId whose events are in the logs. */
  private logged = -1;
  /** The state whose action is being sent (submit), if any. */
  private sendingFor: number | null = null;

  constructor(
    api: TitanApi,
    private readonly options: GameClientOptions,
  ) {
    super(api);
    this.module = options.module;
  }

  /** Reads what the table's lobby offers: its resumable game and the platform's dialogs. */
  async refresh(): Promise<void> {
    const info = await this.call(this.api.appInfo({}));
    if (info) this.nativeDialogs = info.nativeDialogs;
    this.remote = isRemotePage(info);
    const games = await this.call(this.api.listGames({}));
    const autos = await this.call(this.api.listAutosaves({}));
    this.resumable = autos?.find((a) => a.game === this.module && a.reason === 'resume' && a.phase !== 'over') ?? null;
    // the host may hold several (a page reloaded or opened anew leaves its game open there): the one played last —
    // the game of the newest resume file (the host lists them newest first), open or just quit; an open game only when
    // no resume file names one (none written yet): an older game left open is not the one played last
    const open = games?.filter((g) => g.game === this.module && g.phase !== 'over') ?? [];
    this.openGame = this.resumable ? (open.find((g) => g.gameId === this.resumable?.gameId) ?? null) : (open.at(-1) ?? null);
  }

  /** Continues the table's open game, else its newest unfinished one from its resume autosave. */
  async continueLatest(): Promise<void> {
    if (this.openGame) await this.enter(this.openGame);
    else if (this.resumable) await this.enter(await this.call(this.api.openSave({ source: { kind: 'path', path: this.resumable.path } })));
  }

  /** Starts a new game of this table. */
  async newGame(req: Omit<NewGameRequest, 'game'>): Promise<void> {
    await this.enter(await this.call(this.api.newGame({ ...req, game: this.module })));
  }

  /** Shows a game the host opened: nothing pushed or logged yet, then the screen the host shows for it. */
  async enter(info: GameInfo | null): Promise<void> {
    if (!info) return;
    trail(`enter ${info.game} ${info.gameId} state ${info.stateId} rev ${info.revision}`);
    this.game = info;
    this.push = null;
    this.handoff = null;
    this.logs = {};
    this.logged = -1;
    const screen = await this.call(this.api.view({ gameId: info.gameId }));
    if (screen) this.accept(screen);
  }

  /** Sends one of the legal actions of the seat at the screen. A click while another call is on its way (the
   * hand-off's confirmation, a save) waits for it instead of being lost, and goes only if the screen still shows the
   * state it was chosen on; a second action on a state whose action is being sent (a double click) is dropped. */
  async submit(action: A): Promise<void> {
    const g = this.game;
    const seat = this.push?.seat;
    const shown = this.push?.view.stateId;
    const type = (action as { readonly type?: unknown }).type;
    if (!g || !seat || shown === undefined || this.sendingFor === shown) {
      trail(`submit ${String(type)} dropped: ${this.sendingFor === shown ? 'one already sent on' : 'no board at'} state ${String(shown)}`);
      return;
    }
    this.sendingFor = shown;
    try {
      await this.idle();
      if (this.game?.gameId !== g.gameId || this.push?.seat !== seat || this.push.view.stateId !== shown) {
        trail(`submit ${String(type)} dropped: the screen moved on from state ${shown} while a call was on its way`);
        return;
      }
      trail(`submit ${String(type)} by ${seat} on state ${shown}`);
      const r = await this.call(this.api.submit({ gameId: g.gameId, seat, action: action as never }));
      trail(`submit ${String(type)} ${r === null ? `refused: ${this.error?.code ?? '?'}` : 'taken'}`);
    } finally {
      if (this.sendingFor === shown) this.sendingFor = null;
    }
  }

  /** The next human confirms the hand-off. When the game moved on meanwhile (a play aid or an agent acted), the host
   * refuses it as the wrong seat and pushes the newer screen: no error to show. */
  async handoffReady(): Promise<void> {
    const g = this.game;
    const h = this.handoff;
    if (!g || !h) return;
    trail(`handoff ready: ${h.seat}`);
    const v = await this.call(this.api.handoffReady({ gameId: g.gameId, seat: h.seat }), ['wrong-seat']);
    if (v) this.accept(v);
  }

  /** Saves to the game's file; false when it has none yet (then Save As asks for a name). */
  async save(): Promise<boolean> {
    const g = this.game;
    if (!g) return true;
    if (!g.path) return false;
    const r = await this.call(this.api.save({ gameId: g.gameId }));
    if (r && this.game?.gameId === g.gameId) this.game = { ...this.game, dirty: false };
    return true;
  }

  /** Save As: a name in the saves folder, or the native dialog when `name` is null. */
  async saveAs(name: string | null): Promise<void> {
    const g = this.game;
    if (!g) return;
    const target = name === null ? ({ kind: 'dialog' } as const) : ({ kind: 'name', name } as const);
    const r = await this.call(this.api.saveAs({ gameId: g.gameId, target }));
    if (r && this.game?.gameId === g.gameId) this.game = { ...this.game, dirty: false, path: r.path };
  }

  /** The game's statistics, counted by the host from its log (a game going on: their public part; null when it
   * refused: the error shows). */
  async stats(): Promise<GameStatsView | null> {
    const g = this.game;
    return g ? this.call(this.api.gameStats({ gameId: g.gameId })) : null;
  }

  /** The open game's review: its steps as this page may see them (null when the host refused: the error shows). */
  async review(): Promise<GameReview | null> {
    const g = this.game;
    return g ? this.call(this.api.reviewGame({ gameId: g.gameId })) : null;
  }

  /** The review's board after the step at log index `index` (null: the game's start), drawn as `seat` saw it (null: a
   * spectator; left out: the page's own seat — any other only once the game is over). */
  async reviewBoard(index: number | null, seat?: string | null): Promise<ReviewBoardView | null> {
    const g = this.game;
    return g ? this.call(this.api.reviewBoard({ gameId: g.gameId, index, ...(seat === undefined ? {} : { seat }) })) : null;
  }

  /** The game written as a record (the whole of a finished one, else this page's own view): to the file the player
   * picks, or its text for a browser download (null when the host refused: the error shows). */
  async exportRecord(): Promise<ExportedRecord | null> {
    const g = this.game;
    return g ? this.call(this.api.exportRecord({ gameId: g.gameId })) : null;
  }

  /** The save file's text for a browser download. */
  async exportSave(): Promise<{ fileName: string; text: string } | null> {
    const g = this.game;
    return g ? this.call(this.api.exportSave({ gameId: g.gameId })) : null;
  }

  /** The lesson card's Next or Back (the host pushes the board with the card it turned to). */
  async lessonStep(move: 'next' | 'back'): Promise<void> {
    const g = this.game;
    if (g) await this.call(this.api.lessonStep({ gameId: g.gameId, move }));
  }

  /** The finished lesson's "play on": the host makes it a game of its own (its board is pushed without the card). */
  async lessonPlayOn(): Promise<void> {
    const g = this.game;
    if (g) await this.call(this.api.lessonPlayOn({ gameId: g.gameId }));
  }

  /** Closes the game and leaves the table. */
  async quit(): Promise<void> {
    const g = this.game;
    if (g) await this.call(this.api.quitGame({ gameId: g.gameId }));
    this.left();
  }

  /** Leaves the table's lobby (no game shown). */
  back(): void {
    this.left();
  }

  /** The game's seat ids, in seat order. */
  seatIds(): readonly string[] {
    return this.game?.seats.map((s) => s.color) ?? [];
  }

  /** The name of a seat id. */
  nameOf(id: string): string {
    return this.game?.seats.find((s) => s.color === id)?.name ?? id;
  }

  /** Takes a push about the shown game (the app routes every push here first, by its gameId); false when it is not
   * about this game, or not one a table shows. */
  receive(p: Push): boolean {
    if (!this.game || !('gameId' in p) || p.gameId !== this.game.gameId) return false;
    if (p.kind === 'thinking') this.thinking = p.seat;
    else if (p.kind === 'saved') {
      if (!p.auto) this.notice = p.path;
      this.game = { ...this.game, dirty: p.auto ? this.game.dirty : false, path: p.auto ? this.game.path : p.path };
    } else if (p.kind === 'closed') this.left();
    else if (p.kind === 'notice') this.message = p.message;
    else if (p.kind === 'error') {
      trail(`error pushed: ${p.error.code}`);
      this.error = p.error;
    }
    else if (p.kind === 'view' || p.kind === 'handoff') this.accept(p);
    else return false;
    return true;
  }

  /** Forgets the game (it was closed) and leaves the table. */
  private left(): void {
    this.game = null;
    this.push = null;
    this.handoff = null;
    this.options.onexit();
  }

  /** Shows a seat's board, or hides it behind the hand-off screen (whose public events it shows itself): only a
   * screen of this table's game, and never one older than the state shown (a call's answer can arrive after the push
   * of a newer state: a play aid or an agent acted meanwhile). */
  private accept(p: { readonly game: string; readonly kind: 'view' | 'handoff'; readonly info: GameInfo }): void {
    if (p.game !== this.module || this.game?.gameId !== p.info.gameId || older(p.info, this.game)) {
      trail(`${p.kind} of state ${p.info.stateId} rev ${p.info.revision} passed over (showing ${this.game?.stateId ?? '-'} rev ${this.game?.revision ?? '-'})`);
      return;
    }
    trail(`${p.kind} of state ${p.info.stateId} rev ${p.info.revision}${p.kind === 'view' ? ` for ${String((p as V).seat)}, ${(p as V).legal.length} legal` : ''}`);
    const screen = p as V | H;
    this.thinking = null;
    this.clockSince = performance.now();
    this.game = screen.info;
    if (screen.log) this.rebuildLogs(screen.log, screen.info.stateId);
    if (screen.kind === 'handoff') {
      this.handoff = screen;
      this.push = null;
      return;
    }
    this.handoff = null;
    this.push = screen;
    this.appendLog(screen.seat ?? '', screen.view.stateId, screen.events);
  }

  /** Replaces the logs with the game's log the host sent (a reload, Continue or Open): each seat keeps what it may see. */
  private rebuildLogs(log: readonly E[], stateId: number): void {
    this.logs = rebuiltLogs(log, this.seatIds(), this.options.logLimit);
    this.logged = stateId;
  }

  /** Adds a push's events to the logs once (a call's answer and the push of one state carry the same events). */
  private appendLog(seat: string, stateId: number, events: readonly E[]): void {
    if (events.length === 0 || this.logged >= stateId) return;
    this.logged = stateId;
    this.logs = appendedLogs(this.logs, seat, this.seatIds(), events, this.options.logLimit);
  }
}
