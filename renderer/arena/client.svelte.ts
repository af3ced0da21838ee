// The Arena screen's connection to the host: the game it shows, the last Arena push (one seat's table or the
// hand-off), the seats' logs, who is thinking, errors and notices, and every call the screen makes. No rules here.
import type { ArenaAction, ArenaEvent, ArenaView } from '../../engine/arena/index.js';
import type { ArenaHandoffPush, ArenaViewPush, AutosaveInfo, GameInfo, NewGameRequest, Push, TitanApi } from '../../host/contract.js';
import { GameClient } from '../lib/game-client.svelte.js';
import { isRemotePage } from '../lib/lan.svelte.js';

/** Reactive state and actions of one Arena screen. */
export class ArenaClient extends GameClient<ArenaViewPush, ArenaHandoffPush, ArenaEvent> {
  /** The newest unfinished Arena game's resume autosave (what "Continue" opens when the host has no such game open). */
  resumable = $state<AutosaveInfo | null>(null);
  /** An unfinished Arena game the host still has open (e.g. after a page reload): "Continue" returns to it. */
  openGame = $state<GameInfo | null>(null);
  /** True when saveAs may ask the platform for a file (Electron). */
  nativeDialogs = $state(false);
  /** True on a remote player's or spectator's page: the host's file commands, Play again and Quit are not offered. */
  remote = $state(false);
  private readonly stop: () => void;

  constructor(api: TitanApi, private readonly onexit: () => void) {
    super(api, 300);
    this.stop = api.onPush((p) => this.onPush(p));
  }

  /** Reads what the lobby offers: the resumable Arena game and the platform's dialogs. */
  async refresh(): Promise<void> {
    const info = await this.call(this.api.appInfo({}));
    if (info) this.nativeDialogs = info.nativeDialogs;
    this.remote = isRemotePage(info);
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

  /** Starts a new Arena game. */
  async newGame(req: NewGameRequest): Promise<void> {
    await this.enter(await this.call(this.api.newGame(req)));
  }

  /** Opens a game the host already has (e.g. after the app's Continue) or an Arena autosave / save by path. */
  async openPath(path: string): Promise<void> {
    await this.enter(await this.call(this.api.openSave({ source: { kind: 'path', path } })));
  }

  /** Shows a game the host opened. */
  async enter(info: GameInfo | null): Promise<void> {
    if (!info) return;
    this.resetTo(info);
    const screen = await this.call(this.api.view({ gameId: info.gameId }));
    if (screen?.game === 'arena') this.accept(screen);
  }

  /** Sends one of the legal actions of the seat at the screen. */
  async submit(action: ArenaAction): Promise<void> {
    const g = this.game;
    const seat = this.push?.seat;
    if (!g || !seat || this.busy) return;
    await this.call(this.api.submit({ gameId: g.gameId, seat, action }));
  }

  /** The next human confirms the hand-off. */
  async handoffReady(): Promise<void> {
    const g = this.game;
    const h = this.handoff;
    if (!g || !h) return;
    const v = await this.call(this.api.handoffReady({ gameId: g.gameId, seat: h.seat }));
    if (v?.game === 'arena') this.accept(v);
  }

  /** Saves to the game's file; false when it has none yet (then Save As asks for a name). */
  async save(): Promise<boolean> {
    const g = this.game;
    if (!g?.path) return false;
    await this.call(this.api.save({ gameId: g.gameId }));
    return true;
  }

  /** Closes the game and leaves the Arena screen. */
  async quit(): Promise<void> {
    const g = this.game;
    if (g) await this.call(this.api.quitGame({ gameId: g.gameId }));
    this.left();
  }

  /** Starts a new game with the same players, seat kinds and options as the finished one ("Play again"); the finished
   * game is left as it is (closing it would take the app's screen back to the main menu). */
  async playAgain(view: ArenaView): Promise<void> {
    const g = this.game;
    if (!g) return;
    const setup = { players: view.players.map((p) => ({ id: p.id, name: p.name })), options: { tournament: view.tournament !== null } };
    await this.newGame({ game: 'arena', setup, kinds: g.seats.map((s) => s.kind) });
  }

  /** The name of a seat id. */
  nameOf(id: string): string {
    return this.game?.seats.find((s) => s.color === id)?.name ?? id;
  }

  protected left(): void {
    this.clear();
    this.onexit();
  }

  private onPush(p: Push): void {
    if (p.kind === 'menu') return;
    if (p.kind === 'error') {
      if (p.gameId === null || p.gameId === this.game?.gameId) this.error = p.error;
      return;
    }
    if (this.gamePush(p, (path) => path)) return;
    if ((p.kind === 'view' || p.kind === 'handoff') && p.game === 'arena' && p.gameId === this.game?.gameId) this.accept(p);
  }

  private accept(p: ArenaViewPush | ArenaHandoffPush): void {
    this.acceptScreen(p, p.kind === 'handoff');
  }
}
