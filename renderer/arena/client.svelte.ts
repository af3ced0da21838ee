// The Arena screen's connection to the host: the game it shows, the last Arena push (one seat's table or the
// hand-off), the seats' logs, who is thinking, errors and notices, and every call the screen makes. No rules here.
import type { ArenaAction, ArenaEvent } from '../../engine/arena/index.js';
import type { ArenaHandoffPush, ArenaNewGameRequest, ArenaScreenPush, ArenaViewPush, AutosaveInfo, GameInfo, HostError, Push, Result, TitanApi } from '../../host/contract.js';

/** Reactive state and actions of one Arena screen. */
export class ArenaClient {
  game = $state<GameInfo | null>(null);
  push = $state<ArenaViewPush | null>(null);
  handoff = $state<ArenaHandoffPush | null>(null);
  /** Per seat: the events that seat may see, oldest first. */
  logs = $state<Record<string, ArenaEvent[]>>({});
  thinking = $state<string | null>(null);
  error = $state<HostError | null>(null);
  notice = $state<string | null>(null);
  busy = $state(false);
  /** The newest unfinished Arena game's resume autosave (what "Continue" opens when the host has no such game open). */
  resumable = $state<AutosaveInfo | null>(null);
  /** An unfinished Arena game the host still has open (e.g. after a page reload): "Continue" returns to it. */
  openGame = $state<GameInfo | null>(null);
  /** True when saveAs may ask the platform for a file (Electron). */
  nativeDialogs = $state(false);
  private logged = -1;
  private readonly stop: () => void;

  constructor(private readonly api: TitanApi, private readonly onexit: () => void) {
    this.stop = api.onPush((p) => this.onPush(p));
  }

  /** Reads what the lobby offers: the resumable Arena game and the platform's dialogs. */
  async refresh(): Promise<void> {
    const info = await this.call(this.api.appInfo({}));
    if (info) this.nativeDialogs = info.nativeDialogs;
    const games = await this.call(this.api.listGames({}));
    this.openGame = games?.find((g) => g.game === 'arena' && g.phase !== 'over') ?? null;
    const autos = await this.call(this.api.listAutosaves({}));
    this.resumable = autos?.find((a) => a.game === 'arena' && a.reason === 'resume' && a.phase !== 'over') ?? null;
  }

  /** Continues the open Arena game, else the newest unfinished one from its resume autosave. */
  async continueLatest(): Promise<void> {
    if (this.openGame) await this.enter(this.openGame);
    else if (this.resumable) await this.openPath(this.resumable.path);
  }

  /** Stops listening (the screen was unmounted). */
  dispose(): void {
    this.stop();
  }

  /** Unwraps a result; a failure goes to the error dialog. */
  async call<T>(p: Promise<Result<T>>): Promise<T | null> {
    this.busy = true;
    try {
      const r = await p;
      if (r.ok) return r.value;
      this.error = r.error;
      return null;
    } finally {
      this.busy = false;
    }
  }

  /** Starts a new Arena game. */
  async newGame(req: ArenaNewGameRequest): Promise<void> {
    await this.enter(await this.call(this.api.newGame(req)));
  }

  /** Opens a game the host already has (e.g. after the app's Continue) or an Arena autosave / save by path. */
  async openPath(path: string): Promise<void> {
    await this.enter(await this.call(this.api.openSave({ source: { kind: 'path', path } })));
  }

  /** Shows a game the host opened. */
  async enter(info: GameInfo | null): Promise<void> {
    if (!info) return;
    this.game = info;
    this.push = null;
    this.handoff = null;
    this.logs = {};
    this.logged = -1;
    const screen = await this.call(this.api.arenaView({ gameId: info.gameId }));
    if (screen) this.accept(screen);
  }

  /** Sends one of the legal actions of the seat at the screen. */
  async submit(action: ArenaAction): Promise<void> {
    const g = this.game;
    const seat = this.push?.seat;
    if (!g || !seat || this.busy) return;
    await this.call(this.api.arenaSubmit({ gameId: g.gameId, seat, action }));
  }

  /** The next human confirms the hand-off. */
  async handoffReady(): Promise<void> {
    const g = this.game;
    const h = this.handoff;
    if (!g || !h) return;
    const v = await this.call(this.api.arenaHandoffReady({ gameId: g.gameId, seat: h.seat }));
    if (v) this.accept(v);
  }

  /** Saves to the game's file; false when it has none yet (then Save As asks for a name). */
  async save(): Promise<boolean> {
    const g = this.game;
    if (!g?.path) return false;
    await this.call(this.api.save({ gameId: g.gameId }));
    return true;
  }

  /** Save As: a name in the saves folder, or the native dialog when `name` is null. */
  async saveAs(name: string | null): Promise<void> {
    const g = this.game;
    if (!g) return;
    const target = name === null ? ({ kind: 'dialog' } as const) : ({ kind: 'name', name } as const);
    const r = await this.call(this.api.saveAs({ gameId: g.gameId, target }));
    if (r) this.game = { ...g, dirty: false, path: r.path };
  }

  /** The save file's text for a browser download. */
  async exportSave(): Promise<{ fileName: string; text: string } | null> {
    const g = this.game;
    return g ? this.call(this.api.exportSave({ gameId: g.gameId })) : null;
  }

  /** Closes the game and leaves the Arena screen. */
  async quit(): Promise<void> {
    const g = this.game;
    if (g) await this.call(this.api.quitGame({ gameId: g.gameId }));
    this.leave();
  }

  /** The name of a seat id. */
  nameOf(id: string): string {
    return this.game?.seats.find((s) => s.color === id)?.name ?? id;
  }

  private leave(): void {
    this.game = null;
    this.push = null;
    this.handoff = null;
    this.onexit();
  }

  private onPush(p: Push): void {
    if (p.kind === 'menu') return;
    if (p.kind === 'error') {
      if (p.gameId === null || p.gameId === this.game?.gameId) this.error = p.error;
      return;
    }
    if (!this.game || p.gameId !== this.game.gameId) return;
    if (p.kind === 'arena-view' || p.kind === 'arena-handoff') this.accept(p);
    else if (p.kind === 'thinking') this.thinking = p.seat;
    else if (p.kind === 'saved') {
      if (!p.auto) this.notice = p.path;
      this.game = { ...this.game, dirty: p.auto ? this.game.dirty : false, path: p.auto ? this.game.path : p.path };
    } else if (p.kind === 'closed') this.leave();
  }

  private accept(p: ArenaScreenPush): void {
    this.thinking = null;
    this.game = p.game;
    if (p.kind === 'arena-handoff') {
      this.handoff = p;
      this.push = null;
      return;
    }
    this.handoff = null;
    this.push = p;
    this.appendLog(p.seat ?? '', p.view.stateId, p.events);
  }

  /** Adds a push's events once to the log of every seat allowed to see them (the host filtered them for `seat`). */
  private appendLog(seat: string, stateId: number, events: readonly ArenaEvent[]): void {
    if (events.length === 0 || this.logged >= stateId) return;
    this.logged = stateId;
    const seats = new Set([seat, ...(this.game?.seats.map((s) => s.color) ?? [])]);
    const logs = { ...this.logs };
    for (const s of seats) {
      const visible = events.filter((e) => !e.audience || e.audience.includes(s));
      if (visible.length) logs[s] = [...(logs[s] ?? []), ...visible].slice(-300);
    }
    this.logs = logs;
  }
}
