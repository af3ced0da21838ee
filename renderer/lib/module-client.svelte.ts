// What the screens of the game modules beside TITAN (the Arena, Gods of Titan) share in their connection to the host:
// the lobby's Continue, new and opened games, the seat's actions, the hand-off, Save and Quit, and the pushes of their
// own game. Each module's client adds only what is its own. No rules here.
import type { AutosaveInfo, GameInfo, NewGameRequest, Push, TitanApi } from '../../host/contract.js';
import { GameClient } from './game-client.svelte.js';
import { isRemotePage } from './lan.svelte.js';

/** A module's pushed board: its game id, the seat's view and events, and the game the host has open. */
type ModuleBoard<E> = { readonly game: string; readonly seat: string | null; readonly view: { readonly stateId: number }; readonly events: readonly E[]; readonly log?: readonly E[]; readonly info: GameInfo; readonly kind: 'view' };
/** A module's hand-off push: the screen passes to the next human. */
type ModuleHandoff<E> = { readonly game: string; readonly seat: string; readonly info: GameInfo; readonly log?: readonly E[]; readonly kind: 'handoff' };

/** Reactive state and actions of one game module's screen; `gameName` is the module id the host knows it by. */
export abstract class ModuleClient<V extends ModuleBoard<E>, H extends ModuleHandoff<E>, E extends { readonly audience?: readonly string[] }, A> extends GameClient<V, H, E> {
  /** The newest unfinished game's resume autosave (what "Continue" opens when the host has no such game open). */
  resumable = $state<AutosaveInfo | null>(null);
  /** An unfinished game of this module the host still has open (e.g. after a page reload): "Continue" returns to it. */
  openGame = $state<GameInfo | null>(null);
  /** True when saveAs may ask the platform for a file (Electron). */
  nativeDialogs = $state(false);
  /** True on a remote player's or spectator's page: the host's file commands (and whatever else is the host's) are not offered. */
  remote = $state(false);
  private readonly stop: () => void;
  /** The state whose action is being sent (submit), if any. */
  private sendingFor: number | null = null;

  constructor(
    api: TitanApi,
    /** The module id the host knows this game by. */
    private readonly gameName: string,
    private readonly onexit: () => void,
  ) {
    super(api, 300);
    this.stop = api.onPush((p) => this.onPush(p));
  }

  /** Reads what the lobby offers: the resumable game of this module and the platform's dialogs. */
  async refresh(): Promise<void> {
    const info = await this.call(this.api.appInfo({}));
    if (info) this.nativeDialogs = info.nativeDialogs;
    this.remote = isRemotePage(info);
    const games = await this.call(this.api.listGames({}));
    this.openGame = games?.find((g) => g.game === this.gameName && g.phase !== 'over') ?? null;
    const autos = await this.call(this.api.listAutosaves({}));
    this.resumable = autos?.find((a) => a.game === this.gameName && a.reason === 'resume' && a.phase !== 'over') ?? null;
  }

  /** Continues the open game, else the newest unfinished one from its resume autosave. */
  async continueLatest(): Promise<void> {
    if (this.openGame) await this.enter(this.openGame);
    else if (this.resumable) await this.openPath(this.resumable.path);
  }

  /** Stops listening (the screen was unmounted). */
  dispose(): void {
    this.stop();
  }

  /** Starts a new game. */
  async newGame(req: NewGameRequest): Promise<void> {
    await this.enter(await this.call(this.api.newGame(req)));
  }

  /** Opens an autosave or save by path. */
  async openPath(path: string): Promise<void> {
    await this.enter(await this.call(this.api.openSave({ source: { kind: 'path', path } })));
  }

  /** Shows a game the host opened. */
  async enter(info: GameInfo | null): Promise<void> {
    if (!info) return;
    this.resetTo(info);
    const screen = await this.call(this.api.view({ gameId: info.gameId }));
    if ((screen?.game as string | undefined) === this.gameName) this.accept(screen as unknown as V | H);
  }

  /** Sends one of the legal actions of the seat at the screen. A click while another call is on its way (the
   * hand-off's confirmation, a refresh) waits for it instead of being lost, and goes only if the screen still shows
   * the state it was chosen on; a second action on a state whose action is being sent (a double click) is dropped. */
  async submit(action: A): Promise<void> {
    const g = this.game;
    const seat = this.push?.seat;
    const shown = this.push?.view.stateId;
    if (!g || !seat || shown === undefined || this.sendingFor === shown) return;
    this.sendingFor = shown;
    try {
      await this.idle();
      if (this.game?.gameId !== g.gameId || this.push?.seat !== seat || this.push.view.stateId !== shown) return;
      await this.call(this.api.submit({ gameId: g.gameId, seat, action: action as never }));
    } finally {
      if (this.sendingFor === shown) this.sendingFor = null;
    }
  }

  /** The next human confirms the hand-off. */
  async handoffReady(): Promise<void> {
    const g = this.game;
    const h = this.handoff;
    if (!g || !h) return;
    const v = await this.call(this.api.handoffReady({ gameId: g.gameId, seat: h.seat }));
    if ((v?.game as string | undefined) === this.gameName) this.accept(v as unknown as V | H);
  }

  /** Saves to the game's file; false when it has none yet (then Save As asks for a name). */
  async save(): Promise<boolean> {
    const g = this.game;
    if (!g?.path) return false;
    await this.call(this.api.save({ gameId: g.gameId }));
    return true;
  }

  /** Closes the game and leaves the module's screen. */
  async quit(): Promise<void> {
    const g = this.game;
    if (g) await this.call(this.api.quitGame({ gameId: g.gameId }));
    this.left();
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
    if ((p.kind === 'view' || p.kind === 'handoff') && (p.game as string) === this.gameName && p.gameId === this.game?.gameId) this.accept(p as unknown as V | H);
  }

  private accept(p: V | H): void {
    this.acceptScreen(p, p.kind === 'handoff');
  }
}

/** The words the modules' shared screen pieces ask for (file bar, hand-off, error and saved notices). */
export type ModuleWordKey = 'save' | 'saveAs' | 'download' | 'quit' | 'saveName' | 'error' | 'close' | 'saved' | 'handoff' | 'handoffHint' | 'ready';
/** A module's translator for those words, filling {placeholders}: each module says them in its own words. */
export type ModuleWords = (key: ModuleWordKey, params?: Readonly<Record<string, string | number>>) => string;
