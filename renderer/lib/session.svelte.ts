// The app's connection to the host: which screen shows, the app's info and settings, the recent files and autosaves,
// the native menu's commands, the app's errors and notices, and the table of the one open game (its client). Every
// push about the open game goes to that client, found by the push's game id; the rest is the app's.
import { HostCaller } from './host-call.svelte.js';
import type { Reopen } from './code-reload.js';
import { isRemotePage } from './lan.svelte.js';
import { forgetOldTurnNotice, oldTurnNotice, type OldChoiceStore } from './old-turn-notice.js';
import { trailLines } from './trail.js';
import type { AnyGameClient, Table } from './table.js';
import type { ReviewKit, ReviewSource } from './review-kit.js';
import type { AllStats } from '../../engine/platform/all-stats.js';
import type {
  AppInfo, AutosaveInfo, GameInfo, MenuPush, ProblemReport, Push, RecentEntry, ResponseOf, Result, SaveSource, Settings, SettingsPatch, TitanApi,
} from '../../host/contract.js';

/** Methods that take no payload. */
type EmptyMethod = 'appInfo' | 'getSettings' | 'listRecent' | 'listAutosaves' | 'continueLatest' | 'allStats';

/** Calls a method without a payload (sent as {}), whichever way the contract types its empty parameter list. */
function callEmpty<M extends EmptyMethod>(api: TitanApi, method: M): Promise<Result<ResponseOf<M>>> {
  const fn = api[method] as unknown as (request: object) => Promise<Result<ResponseOf<M>>>;
  return fn.call(api, {});
}

/** Which screen is showing: one of the app's own, or the open table (its lobby, or its game once one is open). */
export type Screen = 'start' | 'settings' | 'help' | 'about' | 'table';

/** Reactive app state shared by every screen, and the table of the open game. */
export class Session extends HostCaller {
  screen = $state<Screen>('start');
  info = $state<AppInfo | null>(null);
  settings = $state<Settings | null>(null);
  recent = $state<readonly RecentEntry[]>([]);
  autosaves = $state<readonly AutosaveInfo[]>([]);
  /** The Open… dialog is showing (from a button, Ctrl+O or the native menu). */
  opening = $state(false);
  /** The Report a problem dialog is showing (from the Help screen or the native Help menu). */
  reporting = $state(false);
  /** The version of an update the desktop app fetched (it installs on quit): a quiet notice until closed. */
  update = $state<string | null>(null);
  /** A save file the OS handed the app while a game is in progress: the player is asked before it is opened. */
  document = $state<string | null>(null);
  /** The table showing (its lobby or its game), if any. */
  table = $state.raw<Table | null>(null);
  /** The shown table's client. */
  client = $state.raw<AnyGameClient | null>(null);
  /** Native-menu commands about the open game are forwarded here (the game screen's File menu handles them). */
  menuHandler: ((push: MenuPush) => void) | null = null;
  /** Notices about games no table shows, by game id: one may come before the call that opened its game has answered
   * (Continue from a damaged resume file); it is shown when that game is entered, the rest are forgotten then. */
  private readonly early = new Map<string, string>();

  constructor(
    api: TitanApi,
    /** The tables of the games this renderer shows (renderer/tables.ts). */
    readonly tables: readonly Table[],
  ) {
    super(api);
    api.onPush((p) => this.onPush(p));
  }

  /** The page's data-screen: the app's screen, or the shown table's lobby or game screen. */
  get shown(): string {
    if (this.screen !== 'table' || !this.table) return this.screen;
    return this.client?.game ? this.table.screens.game : this.table.screens.lobby;
  }

  /** Loads app info, settings and the recent/autosave lists; `store`: the page's localStorage (an older build's
   * turn-notice choice). */
  async init(store: OldChoiceStore | undefined): Promise<void> {
    this.info = await this.call(callEmpty(this.api, 'appInfo'));
    this.settings = await this.call(callEmpty(this.api, 'getSettings'));
    await this.adoptOldTurnNotice(store);
    await this.refreshLists();
  }

  /** Moves the turn-notice choice an older build kept in the page's localStorage into the host's settings, once:
   * forgotten by the page as soon as the host keeps it (a remote page has no settings of the host and leaves it). */
  private async adoptOldTurnNotice(store: OldChoiceStore | undefined): Promise<void> {
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

  /** What a reload of the page is to reopen (lib/code-reload.ts): the Help screen, or the lobby showing (a game
   * comes back from the host by itself; the other screens have no code of their own to fetch). */
  reopenable(): Reopen | null {
    if (this.screen === 'help') return { kind: 'help' };
    if (this.screen === 'table' && this.table && !this.client?.game) return { kind: 'lobby', module: this.table.module };
    return null;
  }

  /** Reopens what a reload for failed code asked for, unless the page already shows something else than the start
   * screen (the game the host has open came back first). */
  reopen(back: Reopen | null): void {
    if (!back || this.screen !== 'start') return;
    if (back.kind === 'help') this.screen = 'help';
    else {
      const table = this.tables.find((t) => t.module === back.module);
      if (table) this.showLobby(table);
    }
  }

  /** Shows a table's lobby (its new-game screen) with a fresh client. */
  showLobby(table: Table): void {
    this.seat(table);
    this.screen = 'table';
  }

  /** Shows a game the host opened, at its game's table. */
  async enter(info: GameInfo | null): Promise<void> {
    if (!info) return;
    const table = this.tables.find((t) => t.module === info.game);
    if (!table) {
      this.error = { code: 'unknown-module', message: info.game };
      return;
    }
    const client = this.table === table && this.client ? this.client : this.seat(table);
    const notice = this.early.get(info.gameId);
    this.early.clear();
    if (notice !== undefined) client.message = notice;
    this.screen = 'table';
    await client.enter(info);
  }

  /** Starts a table's guided first game; the start screen offers no lesson of its own accord any more. */
  async startLesson(table: Table): Promise<void> {
    if (!table.lesson) return;
    if (this.settings && !this.settings.welcomed) void this.updateSettings({ welcomed: true });
    await this.enter(await this.call(this.api.startLesson({ game: table.module, lesson: table.lesson.id })));
  }

  /** Resumes the latest game. */
  async continueLatest(): Promise<void> {
    await this.enter(await this.call(callEmpty(this.api, 'continueLatest')));
  }

  /** The statistics of every finished game on this machine (null when the host refused: its error is shown). */
  async allStats(): Promise<AllStats | null> {
    return this.call(callEmpty(this.api, 'allStats'));
  }

  /** "Open game record…": the record's text read back by the host, with what the review window shows it by (null when
   * the host refused — a broken or edited record — its error shown; nothing else changes). */
  async openRecord(text: string): Promise<{ readonly source: ReviewSource; readonly kit: ReviewKit } | null> {
    const r = await this.call(this.api.openRecord({ text }));
    const table = r ? this.tables.find((t) => t.module === r.game) : undefined;
    if (!r || !table) return null;
    const gameId = r.recordId;
    return {
      kit: await table.review(),
      source: {
        review: () => this.call(this.api.reviewGame({ gameId })),
        reviewBoard: (index, seat) => this.call(this.api.reviewBoard({ gameId, index, ...(seat === undefined ? {} : { seat }) })),
        seatIds: () => r.seats.map((s) => s.id),
        nameOf: (seat) => r.seats.find((s) => s.id === seat)?.name ?? seat,
      },
    };
  }

  /** Opens a save file. */
  async open(source: SaveSource): Promise<void> {
    await this.enter(await this.call(this.api.openSave({ source })));
  }

  /** A save file the OS handed the app (double-click, a launch): opened at once, or after the player agrees to leave
   * the game in progress (it stays in its autosave: Continue brings it back). */
  openDocument(path: string): void {
    const game = this.client?.game;
    const finished = game?.phase === 'over' || (game?.winner ?? null) !== null;
    if (game && !finished) this.document = path;
    else void this.open({ kind: 'path', path });
  }

  /** The player's answer about the document waiting: open it, or stay in the game. */
  async answerDocument(open: boolean): Promise<void> {
    const path = this.document;
    this.document = null;
    if (open && path) await this.open({ kind: 'path', path });
  }

  /** Opens an autosave (also the recovery offered for a broken file). */
  async openAutosave(path: string): Promise<void> {
    this.error = null;
    await this.open({ kind: 'path', path });
  }

  /** Writes a problem report with the page's trail and, only when `includeSave`, the open game's save (null when the
   * host refused: its error is shown). */
  async problemReport(includeSave: boolean): Promise<ProblemReport | null> {
    return this.call(this.api.problemReport({ includeSave, gameId: this.client?.game?.gameId ?? null, trail: [...trailLines()] }));
  }

  /** Changes settings. */
  async updateSettings(patch: SettingsPatch): Promise<void> {
    const s = await this.call(this.api.setSettings({ patch }));
    if (s) this.settings = s;
  }

  /** Back to the screen a game was left for (Settings, Help): its table, else the start screen. */
  back(): void {
    this.screen = this.client?.game ? 'table' : 'start';
  }

  /** A new client at `table`, which returns the app to the start screen when its game ends or its lobby is left. */
  private seat(table: Table): AnyGameClient {
    const onexit = (): void => {
      if (this.client !== client) return;
      this.table = null;
      this.client = null;
      this.screen = 'start';
      void this.refreshLists();
    };
    const client = table.client(this.api, { module: table.module, logLimit: table.logLimit, onexit });
    this.table = table;
    this.client = client;
    return client;
  }

  /** A push: the open game's go to its client; an error of no game and a fetched update are the app's; an error of a
   * game no table shows (an agent of a game left open) is nobody's. */
  private onPush(p: Push): void {
    if (p.kind === 'menu') this.onMenu(p);
    else if (p.kind === 'update') this.update = p.version;
    else if (this.client?.receive(p)) return;
    else if (p.kind === 'error' && p.gameId === null) this.error = p.error;
    else if (p.kind === 'notice') this.early.set(p.gameId, p.message);
  }

  /** A native-menu command: game commands go to the File menu of the game screen, the rest are handled here. */
  private onMenu(p: MenuPush): void {
    const first = this.tables[0];
    if (p.command === 'newGame' && first) this.showLobby(first);
    else if (p.command === 'settings') this.screen = 'settings';
    else if (p.command === 'open') this.opening = true;
    else if (p.command === 'continue') void this.continueLatest();
    else if (p.command === 'openRecent' && p.path) void this.open({ kind: 'path', path: p.path });
    else if (p.command === 'openDocument' && p.path) this.openDocument(p.path);
    else if (p.command === 'reportProblem') this.reporting = true;
    else this.menuHandler?.(p);
  }
}
