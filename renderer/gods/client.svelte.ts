// The Gods of Titan screen's connection to the host: the game it shows, the last Gods push (one seat's board or the
// hand-off), the seats' logs, who is thinking, errors and notices, and every call the screen makes. No rules here.
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import type { AutosaveInfo, GameInfo, NewGameRequest, Push, TitanApi } from '../../host/contract.js';
import { GameClient } from '../lib/game-client.svelte.js';
import { isRemotePage } from '../lib/lan.svelte.js';
import { GODS_GAME, type GodsHandoffPush, type GodsViewPush } from './pushes.js';

/** Reactive state and actions of one Gods of Titan screen. */
export class GodsClient extends GameClient<GodsViewPush, GodsHandoffPush, GodsEvent> {
  /** The newest unfinished Gods game's resume autosave (what "Continue" opens when the host has none open). */
  resumable = $state<AutosaveInfo | null>(null);
  /** An unfinished Gods game the host still has open (e.g. after a page reload). */
  openGame = $state<GameInfo | null>(null);
  /** True when saveAs may ask the platform for a file (Electron). */
  nativeDialogs = $state(false);
  /** True on a remote player's or spectator's page: the host's file commands are not offered. */
  remote = $state(false);
  private readonly stop: () => void;

  constructor(api: TitanApi, private readonly onexit: () => void) {
    super(api, 300);
    this.stop = api.onPush((p) => this.onPush(p));
  }

  /** Reads what the lobby offers: the resumable Gods game and the platform's dialogs. */
  async refresh(): Promise<void> {
    const info = await this.call(this.api.appInfo({}));
    if (info) this.nativeDialogs = info.nativeDialogs;
    this.remote = isRemotePage(info);
    const games = await this.call(this.api.listGames({}));
    this.openGame = games?.find((g) => g.game === GODS_GAME && g.phase !== 'over') ?? null;
    const autos = await this.call(this.api.listAutosaves({}));
    this.resumable = autos?.find((a) => a.game === GODS_GAME && a.reason === 'resume' && a.phase !== 'over') ?? null;
  }

  /** Continues the open Gods game, else the newest unfinished one from its resume autosave. */
  async continueLatest(): Promise<void> {
    if (this.openGame) await this.enter(this.openGame);
    else if (this.resumable) await this.enter(await this.call(this.api.openSave({ source: { kind: 'path', path: this.resumable.path } })));
  }

  /** Stops listening (the screen was unmounted). */
  dispose(): void {
    this.stop();
  }

  /** Starts a new Gods game. */
  async newGame(req: NewGameRequest): Promise<void> {
    await this.enter(await this.call(this.api.newGame(req)));
  }

  /** Shows a game the host opened. */
  async enter(info: GameInfo | null): Promise<void> {
    if (!info) return;
    this.resetTo(info);
    const screen = await this.call(this.api.view({ gameId: info.gameId }));
    if ((screen?.game as string | undefined) === GODS_GAME) this.accept(screen as unknown as GodsViewPush | GodsHandoffPush);
  }

  /** Sends one of the legal actions of the seat at the screen. */
  async submit(action: GodsAction): Promise<void> {
    const g = this.game;
    const seat = this.push?.seat;
    if (!g || !seat || this.busy) return;
    await this.call(this.api.submit({ gameId: g.gameId, seat, action: action as never }));
  }

  /** The next human confirms the hand-off. */
  async handoffReady(): Promise<void> {
    const g = this.game;
    const h = this.handoff;
    if (!g || !h) return;
    const v = await this.call(this.api.handoffReady({ gameId: g.gameId, seat: h.seat }));
    if ((v?.game as string | undefined) === GODS_GAME) this.accept(v as unknown as GodsViewPush | GodsHandoffPush);
  }

  /** Saves to the game's file; false when it has none yet (then Save As asks for a name). */
  async save(): Promise<boolean> {
    const g = this.game;
    if (!g?.path) return false;
    await this.call(this.api.save({ gameId: g.gameId }));
    return true;
  }

  /** Closes the game and leaves the Gods screen. */
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
    if ((p.kind === 'view' || p.kind === 'handoff') && (p.game as string) === GODS_GAME && p.gameId === this.game?.gameId) this.accept(p as unknown as GodsViewPush | GodsHandoffPush);
  }

  private accept(p: GodsViewPush | GodsHandoffPush): void {
    this.acceptScreen(p, p.kind === 'handoff');
  }
}
