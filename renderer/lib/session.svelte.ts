// The renderer's one connection to the host: the open game, the pushed view of the seat at the screen, hand-offs,
// the per-seat event log, errors and notices. Components read its reactive fields and call its methods.
import type { Action } from '../../engine/titan/actions.js';
import type { GameEvent } from '../../engine/titan/events.js';
import { GameClient } from './game-client.svelte.js';
import { isRemotePage } from './lan.svelte.js';
import { forgetOldTurnNotice, oldTurnNotice, type OldChoiceStore } from './old-turn-notice.js';
import { saveName } from './save-name.js';
import type {
  AppInfo, AutosaveInfo, GameInfo, MenuPush, NewGameRequest, Push, RecentEntry, ResponseOf, Result, SaveSource, Settings,
  SettingsPatch, TitanApi, TitanHandoffPush, TitanViewPush,
} from '../../host/contract.js';

/** Methods that take no payload. */
type EmptyMethod = 'appInfo' | 'getSettings' | 'listRecent' | 'listAutosaves' | 'continueLatest';

/** Calls a method without a payload (sent as {}), whichever way the contract types its empty parameter list. */
function callEmpty<M extends EmptyMethod>(api: TitanApi, method: M): Promise<Result<ResponseOf<M>>> {
  const fn = api[method] as unknown as (request: object) => Promise<Result<ResponseOf<M>>>;
  return fn.call(api, {});
}

/** Which screen is showing. */
export type Screen = 'start' | 'newGame' | 'game' | 'settings' | 'help' | 'about' | 'arena' | 'gods';

/** Reactive session state shared by every screen, and the TITAN game's connection. */
export class Session extends GameClient<TitanViewPush, TitanHandoffPush, GameEvent> {
  screen = $state<Screen>('start');
  info = $state<AppInfo | null>(null);
  settings = $state<Settings | null>(null);
  recent = $state<readonly RecentEntry[]>([]);
  autosaves = $state<readonly AutosaveInfo[]>([]);
  /** The Open… dialog is showing (from a button, Ctrl+O or the native menu). */
  opening = $state(false);
  /** Native-menu commands about the open game are forwarded here (the game screen's File menu handles them). */
  menuHandler: ((push: MenuPush) => void) | null = null;

  constructor(api: TitanApi) {
    super(api, 400);
    api.onPush((p) => this.onPush(p));
  }

  /** Loads app info, settings and the recent/autosave lists. */
  async init(): Promise<void> {
    this.info = await this.call(callEmpty(this.api, 'appInfo'));
    this.settings = await this.call(callEmpty(this.api, 'getSettings'));
    await this.adoptOldTurnNotice(typeof localStorage === 'undefined' ? undefined : localStorage);
    await this.refreshLists();
  }

  /** Moves the turn-notice choice an older build kept in the page's localStorage into the host's settings, once:
   * forgotten by the page as soon as the host keeps it (a remote page has no settings of the host and leaves it). */
  async adoptOldTurnNotice(store: OldChoiceStore | undefined): Promise<void> {
    const old = oldTurnNotice(store);
    if (old === null || this.settings === null || isRemotePage(this.info)) return;
    if (this.settings.turnNotice !== old) await this.updateSettings({ turnNotice: old });
    if (this.settings.turnNotice === old) forgetOldTurnNotice(store);
  }

  /** Reloads the recent files and autosaves. */
  async refreshLists(): Promise<void> {
    this.recent = (await this.call(callEmpty(this.api, 'listRecent'))) ?? [];
    this.autosaves = (await this.call(callEmpty(this.api, 'listAutosaves'))) ?? [];
  }

  private onPush(p: Push): void {
    if (p.kind === 'menu') {
      this.onMenu(p);
      return;
    }
    // the Arena and Gods screens show their own game's saves, errors and thinking; this session would show them twice
    if ((this.screen === 'arena' || this.screen === 'gods') && (p.kind === 'saved' || p.kind === 'thinking' || p.kind === 'notice' || (p.kind === 'error' && p.gameId !== null))) return;
    if (p.kind === 'error') {
      this.error = p.error;
      return;
    }
    // A notice may come before the call that opened its game has answered (Continue from a damaged resume file).
    if (p.kind === 'notice') {
      this.message = p.message;
      return;
    }
    if (this.gamePush(p, (path) => `saved:${saveName(path)}`)) return;
    if ((p.kind === 'view' || p.kind === 'handoff') && p.game === 'titan' && p.gameId === this.game?.gameId) this.acceptScreen(p, p.kind === 'handoff');
  }

  /** A native-menu command: game commands go to the File menu of the game screen, the rest are handled here. */
  private onMenu(p: MenuPush): void {
    if (p.command === 'newGame') this.screen = 'newGame';
    else if (p.command === 'settings') this.screen = 'settings';
    else if (p.command === 'open') this.opening = true;
    else if (p.command === 'continue') void this.continueLatest();
    else if (p.command === 'openRecent' && p.path) void this.open({ kind: 'path', path: p.path });
    else this.menuHandler?.(p);
  }

  /** Starts showing a game the host opened. */
  async enter(info: GameInfo | null): Promise<void> {
    if (!info) return;
    this.resetTo(info);
    // an Arena or Gods of Titan game is shown by its own screen, which reads its view itself
    if (info.game === 'arena' || info.game === 'gods-of-titan') {
      this.screen = info.game === 'arena' ? 'arena' : 'gods';
      return;
    }
    this.screen = 'game';
    const v = await this.call(this.api.view({ gameId: info.gameId }));
    if (v?.game === 'titan') this.acceptScreen(v, v.kind === 'handoff');
  }

  /** Creates a game. */
  async newGame(req: NewGameRequest): Promise<void> {
    await this.enter(await this.call(this.api.newGame(req)));
  }

  /** Resumes the latest game. */
  async continueLatest(): Promise<void> {
    await this.enter(await this.call(callEmpty(this.api, 'continueLatest')));
  }

  /** Opens a save file. */
  async open(source: SaveSource): Promise<void> {
    await this.enter(await this.call(this.api.openSave({ source })));
  }

  /** Opens an autosave (also the recovery offered for a broken file). */
  async openAutosave(path: string): Promise<void> {
    this.error = null;
    await this.enter(await this.call(this.api.openSave({ source: { kind: 'path', path } })));
  }

  /** Sends an intent of the seat at the screen. */
  async submit(action: Action): Promise<void> {
    const g = this.game;
    const seat = this.push?.seat;
    if (!g || !seat) return;
    await this.call(this.api.submit({ gameId: g.gameId, seat, action }));
  }

  /** The next player confirms the hand-off. */
  async handoffReady(): Promise<void> {
    const g = this.game;
    const h = this.handoff;
    if (!g || !h) return;
    const r = await this.api.handoffReady({ gameId: g.gameId, seat: h.seat });
    // The game moved on while the player confirmed (a play aid or an agent acted): the host pushes the newer screen.
    if (!r.ok && r.error.code === 'wrong-seat') return;
    const v = await this.call(Promise.resolve(r));
    if (v?.game === 'titan') this.acceptScreen(v, false);
  }

  /** Save (Ctrl+S); returns false when the game has no file yet (the caller then asks for a name). */
  async save(): Promise<boolean> {
    const g = this.game;
    if (!g) return true;
    if (!g.path) return false;
    const r = await this.call(this.api.save({ gameId: g.gameId }));
    if (r) this.game = { ...g, dirty: false };
    return true;
  }

  /** Changes settings. */
  async updateSettings(patch: SettingsPatch): Promise<void> {
    const s = await this.call(this.api.setSettings({ patch }));
    if (s) this.settings = s;
  }

  /** Closes the game and returns to the start screen. */
  async quit(): Promise<void> {
    const g = this.game;
    if (g) await this.call(this.api.quitGame({ gameId: g.gameId }));
    this.left();
  }

  protected left(): void {
    this.clear();
    this.screen = 'start';
    void this.refreshLists();
  }
}
