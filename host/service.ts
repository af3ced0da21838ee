// The host service: owns the game sessions and their authoritative states, saves, autosaves, recent files and
// settings, and answers every contract method with a typed Result. It imports no Electron: Electron's main process
// and the browser-mode server are thin adapters around it (host/dispatch.ts validates their raw payloads first).
import { randomBytes, randomInt } from 'node:crypto';
import { basename, dirname, extname, join } from 'node:path';
import type { AnyGameModule, CheckpointReason, ModuleAction, ModuleEvent } from '../engine/platform/module.js';
import { GAMES, type GameRegistry } from '../games/index.js';
import type { LanControl, RemoteAccess } from './lan/control.js';
import type { GameInfo, Push, RequestOf, Result, Settings } from './contract.js';
import { CONTRACT_VERSION, fail, ok } from './contract.js';
import { NO_DEADLINE } from './contract-deadline.js';
import { seatKinds, type LoadedGame } from './save-codec.js';
import { SAVE_EXTENSION, SaveStore, isInside, safeFileName } from './save-store.js';
import { AgentTurns } from './agent-turns.js';
import { AiPauses } from './ai-pause.js';
import { AllStatsGatherer } from './all-stats.js';
import { gameAutosave } from './autosave.js';
import { intentRefusal } from './intent-gate.js';
import { lessonPlayOn, lessonStep, startLesson } from './lesson-games.js';
import { exportRecord, gameStats, problemReport, reviewBoard, reviewGame } from './lookback.js';
import { aidAction } from './play-aids.js';
import { checkHistory } from './replay-check.js';
import { continueLatest, reopen } from './resume.js';
import type { ReviewPage } from './review.js';
import { RecordShelf } from './records.js';
import { describe, SaveFiles } from './save-files.js';
import { unknownGame, type HostDeps, type Reply, type ServiceCore } from './service-core.js';
import { GameSession, written, type SessionApply } from './session.js';
import { ClockTimers } from './clock-timers.js';
import { SettingsStore } from './settings.js';

export type { FileDialogs } from './save-files.js';
export type { HostDeps } from './service-core.js';

/** The game host behind both transports. */
export class HostService {
  private readonly sessions = new Map<string, GameSession>();
  private readonly listeners = new Set<(push: Push) => void>();
  private readonly appliedListeners = new Set<(gameId: string, events: readonly ModuleEvent[]) => void>();
  /** Network play (host/lan), when this host may open games to the local network. */
  lan: LanControl | null = null;
  /** Games being closed whose last writes are still in flight, by game id. */
  private readonly closing = new Map<string, Promise<void>>();
  /** The open games' §21 clock timers (host/clock-timers.ts). */
  private readonly clocks: ClockTimers;
  /** The agent seats' turns. */
  private readonly agents: AgentTurns;
  /** Reading, opening and writing save files. */
  private readonly files: SaveFiles;
  /** Replay checks of opened games still running. */
  private readonly checks = new Set<Promise<void>>();
  /** Opened games whose replay check is still running: a play aid waits for it, so that the log it sends is whole. */
  private readonly checking = new Set<GameSession>();
  private readonly settings: SettingsStore;
  /** Agents' pauses before their actions land (the AI delay). */
  private readonly pauses: AiPauses;
  /** The app data folder's saves (exposed for adapters and tests). */
  readonly saves: SaveStore;
  private readonly now: () => Date;
  private readonly games: GameRegistry;
  /** The seed of the next new game whose request names none, when the seeds are fixed (HostDeps.firstSeed). */
  private nextSeed: number | null;
  /** The statistics across the finished games on this machine, each file's result kept while it is unchanged. */
  private readonly allStatistics: AllStatsGatherer;
  /** The service's parts and steps its method modules work with (host/service-core.ts). */
  private readonly core: ServiceCore;

  constructor(private readonly deps: HostDeps) {
    this.settings = new SettingsStore(deps.store);
    this.pauses = new AiPauses(() => this.settings.get().aiDelayMs);
    this.games = deps.games ?? GAMES;
    this.nextSeed = deps.firstSeed ?? null;
    this.saves = new SaveStore(deps.dataDir, deps.store, this.games, deps.fs);
    this.now = deps.now ?? (() => new Date());
    this.files = new SaveFiles({ runner: deps.runner, games: this.games, saves: this.saves, settings: this.settings, dialogs: deps.dialogs, fs: deps.fs });
    this.allStatistics = new AllStatsGatherer({ saves: this.saves, files: this.files, runner: deps.runner });
    this.clocks = new ClockTimers({ step: (s, run) => this.step(s, run), refused: (s, error) => this.emit({ kind: 'error', gameId: s.meta.gameId, error }) });
    this.core = {
      deps, games: this.games, saves: this.saves, files: this.files, settings: this.settings, records: new RecordShelf(deps.runner, this.games), now: this.now,
      session: (id) => this.sessions.get(id), newId: () => this.newId(), open: (s, c) => this.open(s, c), sessionFrom: (l, p) => this.sessionFrom(l, p),
      retire: (id) => this.retire(id), persist: (s, c) => this.persist(s, c), emit: (p) => this.emit(p), pump: (s) => this.pump(s),
      fileNameOf: (s) => this.fileNameOf(s), encode: (s) => this.encode(s),
    };
    this.agents = new AgentTurns({ runner: deps.runner, pauses: this.pauses, fixedSeeds: deps.firstSeed !== undefined || deps.replayDecisions === true, emit: (p) => this.emit(p), step: (s, run) => this.step(s, run), next: (s) => this.pump(s) });
  }

  /** Subscribes a screen to pushes; returns the unsubscribe function. */
  onPush(listener: (push: Push) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Subscribes network play to every applied action's events (all of them: host/lan filters them per seat). */
  onApplied(listener: (gameId: string, events: readonly ModuleEvent[]) => void): () => void {
    this.appliedListeners.add(listener);
    return () => this.appliedListeners.delete(listener);
  }

  /** Network play's door into an open game: its session and the service's own apply-persist-push-play step. */
  remoteAccess(gameId: string): RemoteAccess | null {
    const s = this.sessions.get(gameId);
    if (!s) return null;
    return {
      session: s,
      step: (run) => this.step(s, run),
      changed: () => {
        s.version++;
        this.persist(s, null);
        this.emit(s.screen(true));
        this.pump(s);
      },
    };
  }

  /** Pushes a message of network play to the host's screens. */
  announce(push: Push): void {
    this.emit(push);
  }

  /** Resolves once no agent is thinking, every replay check is done and every queued write has reached the disk (an
   * all-agent game plays to its end first). */
  async settled(): Promise<void> {
    for (;;) {
      const turns = [...this.sessions.values()].flatMap((s) => (s.agentTurn ? [s.agentTurn] : []));
      if (turns.length === 0 && this.checks.size === 0) break;
      await Promise.all([...turns, ...this.checks]);
    }
    await Promise.all([...[...this.sessions.values()].map(written), ...this.closing.values()]);
  }

  /** Stops every agent and flushes every write (app quit). */
  async shutdown(): Promise<void> {
    for (const s of this.sessions.values()) {
      this.agents.cancel(s);
      this.clocks.stop(s);
    }
    await Promise.all([...this.sessions.values()].map(written));
    await this.deps.runner.dispose();
  }

  appInfo(): Reply<'appInfo'> {
    const dialogs = this.deps.dialogs !== null;
    return Promise.resolve(
      ok({ contractVersion: CONTRACT_VERSION, appVersion: this.deps.appVersion, mode: this.deps.mode, nativeDialogs: dialogs, nativeMenu: this.deps.mode === 'electron', lan: this.lan !== null }),
    );
  }

  listGames(): Reply<'listGames'> {
    return Promise.resolve(ok([...this.sessions.values()].map((s) => s.info())));
  }

  async newGame(req: RequestOf<'newGame'>): Reply<'newGame'> {
    const module = this.games.byId(req.game);
    if (!module) return fail('unknown-module', `this host has no game "${req.game}" (it has ${this.games.modules.map((m) => m.id).join(', ')})`);
    const drawn = req.seed === undefined ? this.nextSeed : null;
    const parsed = module.setupSchema.safeParse({ ...req.setup, seed: req.seed ?? drawn ?? randomInt(0, 0x100000000) });
    if (!parsed.success) {
      const i = parsed.error.issues[0];
      return fail('bad-setup', `${i ? `${i.path.join('.') || 'setup'}: ${i.message}` : 'the setup is invalid'}`);
    }
    const setup: unknown = parsed.data;
    const problem = module.setupError(setup);
    if (problem) return fail('bad-setup', problem);
    const seats = module.seatsOf(setup);
    if (req.kinds.length !== seats.length) return fail('bad-setup', `${seats.length} seats but ${req.kinds.length} seat kinds`);
    const allowed = seatKinds(module);
    const badKind = req.kinds.find((k) => !allowed.includes(k));
    if (badKind !== undefined) return fail('bad-setup', `${module.name} has no seat kind "${badKind}" (${allowed.join(', ')})`);
    let created: ReturnType<AnyGameModule['createGame']>;
    try {
      created = module.createGame(setup);
    } catch (e) {
      return fail('bad-setup', `the game cannot be created: ${describe(e)}`);
    }
    if (drawn !== null) this.nextSeed = (drawn + 1) % 0x100000000; // a fixed seed is used once the game exists
    const meta = { gameId: this.newId(), title: module.title(setup), kinds: req.kinds, createdAt: this.now().toISOString() };
    const session = new GameSession(module, meta, setup, created.state, [], null, null, created.events as readonly ModuleEvent[]);
    return ok(await this.open(session, 'phase'));
  }

  /** A guided first game (host/lesson-games.ts). */
  startLesson(req: RequestOf<'startLesson'>): Reply<'startLesson'> {
    return startLesson(this.core, req);
  }

  /** The lesson card's Next or Back. */
  lessonStep(req: RequestOf<'lessonStep'>): Reply<'lessonStep'> {
    return lessonStep(this.core, req);
  }

  /** A finished lesson played on as a normal game. */
  lessonPlayOn(req: RequestOf<'lessonPlayOn'>): Reply<'lessonPlayOn'> {
    return lessonPlayOn(this.core, req);
  }

  /** The most recently played unfinished game (host/resume.ts). */
  continueLatest(): Reply<'continueLatest'> {
    return continueLatest(this.core);
  }

  /** Opens the game `gameId` again from its autosaves, finished or not (host/always-on.ts after a restart). */
  reopen(gameId: string): Promise<Result<GameInfo>> {
    return reopen(this.core, gameId);
  }

  async openSave({ source }: RequestOf<'openSave'>): Reply<'openSave'> {
    const read = await this.files.readSource(source);
    if (!read.ok) return read;
    const r = await this.files.openText(read.text, this.newId());
    if (!r.ok) {
      const recovery = (await this.saves.newestGood(this.files.opener, read.path ?? undefined))?.info ?? null;
      return fail(r.error.code, `${read.label}: ${r.error.message}`, recovery);
    }
    // An autosave opened by path stays an autosave: the game has no file of its own until Save As.
    const explicit = read.path !== null && !isInside(this.saves.autosaveDir, read.path) ? read.path : null;
    const session = this.sessionFrom(r.loaded, explicit);
    if (explicit) this.saves.addRecent(explicit, session.meta.title, r.loaded.updatedAt);
    return ok(await this.open(session, null));
  }

  async save({ gameId }: RequestOf<'save'>): Reply<'save'> {
    const s = this.sessions.get(gameId);
    if (!s) return unknownGame(gameId);
    if (s.path === null) return fail('no-path', 'this game has no file yet: use Save As');
    return this.writeExplicit(s, s.path);
  }

  async saveAs({ gameId, target }: RequestOf<'saveAs'>): Reply<'saveAs'> {
    const s = this.sessions.get(gameId);
    if (!s) return unknownGame(gameId);
    if (target.kind === 'name') return this.writeExplicit(s, join(this.saves.savesDir, safeFileName(target.name) + SAVE_EXTENSION));
    if (!this.deps.dialogs) return fail('unsupported', 'there is no file dialog in browser mode: give a name');
    const settings = this.settings.get();
    const picked = await this.deps.dialogs.pickSave(settings.lastFolder, safeFileName(s.meta.title) + SAVE_EXTENSION);
    if (picked === null) return fail('cancelled', 'no file was chosen');
    const path = extname(picked) === '' ? picked + SAVE_EXTENSION : picked;
    this.settings.update({ lastFolder: dirname(path) });
    return this.writeExplicit(s, path);
  }

  async exportSave({ gameId }: RequestOf<'exportSave'>): Reply<'exportSave'> {
    const s = this.sessions.get(gameId);
    if (!s) return unknownGame(gameId);
    return ok({ fileName: this.fileNameOf(s), text: this.encode(s) });
  }

  /** "Report a problem" (host/lookback.ts). */
  problemReport(req: RequestOf<'problemReport'>): Reply<'problemReport'> {
    return problemReport(this.core, req);
  }

  /** A game's statistics (a game going on: their public part). */
  gameStats(req: RequestOf<'gameStats'>): Reply<'gameStats'> {
    return gameStats(this.core, req);
  }

  /** The game's review as `page` may see it (network play passes its page, dispatch the host's screen). */
  reviewGame(req: RequestOf<'reviewGame'>, page: ReviewPage = { remote: false }): Reply<'reviewGame'> {
    return reviewGame(this.core, req, page);
  }

  /** The review's board at a step as `page` may see it. */
  reviewBoard(req: RequestOf<'reviewBoard'>, page: ReviewPage = { remote: false }): Reply<'reviewBoard'> {
    return reviewBoard(this.core, req, page);
  }

  /** "Export game record…": the whole of a finished game, else only what `page`'s seat knew. */
  exportRecord(req: RequestOf<'exportRecord'>, page: ReviewPage = { remote: false }): Reply<'exportRecord'> {
    return exportRecord(this.core, req, page);
  }

  /** A game's turn deadline: only the always-on host keeps deadlines (host/always-on.ts answers its seats' pages), so
   * a game of this screen has none. */
  async seatDeadline(): Reply<'seatDeadline'> {
    return ok(NO_DEADLINE);
  }

  /** "Open game record…": a record's text read back and kept for review (host/records.ts). */
  async openRecord(req: RequestOf<'openRecord'>): Reply<'openRecord'> {
    return this.core.records.open(req);
  }

  /** The statistics of every finished game this host finds on the machine, added up per player name. */
  async allStats(): Reply<'allStats'> {
    return ok(await this.allStatistics.gather());
  }

  async listRecent(): Reply<'listRecent'> {
    return ok(await this.saves.listRecent());
  }

  async listAutosaves(): Reply<'listAutosaves'> {
    return ok(await this.saves.listAutosaves());
  }

  getSettings(): Reply<'getSettings'> {
    return Promise.resolve(ok(this.settings.get()));
  }

  setSettings({ patch }: RequestOf<'setSettings'>): Reply<'setSettings'> {
    const settings = this.settings.update(patch);
    if (patch.aiDelayMs !== undefined) this.pauses.changed();
    if (patch.aids) for (const s of this.sessions.values()) this.pump(s);
    return Promise.resolve(ok(settings));
  }

  /** The current settings, for the adapters (window bounds). */
  currentSettings(): Settings {
    return this.settings.get();
  }

  view({ gameId }: RequestOf<'view'>): Reply<'view'> {
    const s = this.sessions.get(gameId);
    if (!s) return Promise.resolve(unknownGame(gameId));
    return Promise.resolve(ok(s.screenWithLog()));
  }

  /** A human's intent: the game's own action schema, then the seat/stateId gate, then the rules. */
  async submit({ gameId, seat, action }: RequestOf<'submit'>): Reply<'submit'> {
    const s = this.sessions.get(gameId);
    if (!s) return unknownGame(gameId);
    const parsed = s.module.actionSchema.safeParse(action);
    if (!parsed.success) {
      const i = parsed.error.issues[0];
      return fail('malformed', `not a ${s.module.name} action: ${i ? `${i.path.join('.') || 'action'}: ${i.message}` : 'bad shape'}`);
    }
    const intent = parsed.data as ModuleAction;
    const refused = intentRefusal(s, seat, intent);
    if (refused) return refused;
    const r = this.step(s, () => s.apply(intent));
    return r.ok ? ok({ stateId: s.stateId }) : r;
  }

  /** The human at the screen confirmed the hand-off: that seat's board, pushed and returned. */
  async handoffReady({ gameId, seat }: RequestOf<'handoffReady'>): Reply<'handoffReady'> {
    const s = this.sessions.get(gameId);
    if (!s) return unknownGame(gameId);
    if (!s.acceptHandoff(seat)) return fail('wrong-seat', s.handoff === null ? 'no hand-off is pending' : `the screen is being handed to ${s.handoff}, not ${seat}`);
    const screen = s.viewPush(true);
    this.emit(screen);
    this.clocks.watch(s);
    return ok(screen);
  }

  async quitGame({ gameId }: RequestOf<'quitGame'>): Reply<'quitGame'> {
    if (!this.sessions.has(gameId)) return unknownGame(gameId);
    await this.retire(gameId);
    return ok({ closed: true });
  }

  /** Closes the open game `gameId` — its agents stopped, its last writes on disk, then every page told — and resolves
   * once it is closed (a game being closed already: once that is done). A save of it opened again meanwhile (Quit,
   * then Open of the same file) waits for this: the late "closed" of the old game would close the new one on every
   * page, and the old game's late writes would land over the new one's files. */
  private retire(gameId: string): Promise<void> {
    const s = this.sessions.get(gameId);
    if (s) {
      this.agents.cancel(s);
      this.sessions.delete(gameId);
      this.clocks.stop(s);
      const done = Promise.all([written(s), s.agentTurn])
        .then(() => written(s))
        .then(() => this.emit({ kind: 'closed', gameId }));
      this.closing.set(gameId, done);
      const forget = (): void => {
        if (this.closing.get(gameId) === done) this.closing.delete(gameId);
      };
      void done.then(forget, forget);
    }
    return this.closing.get(gameId) ?? Promise.resolve();
  }

  // -------------------------------------------------------------------------------------------------------------

  private newId(): string {
    let id: string;
    do id = randomBytes(6).toString('hex');
    while (this.sessions.has(id) || this.closing.has(id));
    return id;
  }

  /** A game's save file name: its file's once it has one, else the game's title. */
  private fileNameOf(s: GameSession): string {
    return s.path !== null ? basename(s.path) : safeFileName(s.meta.title) + SAVE_EXTENSION;
  }

  /** A session for a game opened from its snapshot; the replay check of its log starts once it is registered. */
  private sessionFrom(loaded: LoadedGame, path: string | null): GameSession {
    const { save } = loaded;
    const gameId = this.sessions.has(loaded.meta.gameId) ? this.newId() : loaded.meta.gameId;
    return new GameSession(save.module, { ...loaded.meta, gameId }, save.setup, save.state, [...save.actions], save.base, path, null, {
      older: save.older,
      app: save.written.app,
    });
  }

  /** Registers a session, writes its first autosave, shows it and lets agents play. */
  /** Opens a session; one of the same game still open (its save opened again) or being closed is closed first. */
  private async open(s: GameSession, checkpoint: 'phase' | null): Promise<GameInfo> {
    await this.retire(s.meta.gameId);
    this.sessions.set(s.meta.gameId, s);
    void this.saves.sweepTemp(s.meta.gameId);
    this.persist(s, checkpoint);
    this.emit(s.screen(true));
    if (s.opened) this.checkHistory(s, s.opened);
    this.pump(s);
    return s.info();
  }

  /** Starts the replay check of an opened game (host/replay-check.ts); settled() waits for it. */
  private checkHistory(s: GameSession, opened: NonNullable<GameSession['opened']>): void {
    this.checking.add(s);
    const check = checkHistory(s, opened, { runner: this.deps.runner, persist: (x) => this.persist(x, null), emit: (p) => this.emit(p) }).finally(() => {
      this.checks.delete(check);
      this.checking.delete(s);
      this.pump(s);
    });
    this.checks.add(check);
  }

  /** Applies an action from any seat (`run` applies it to the session), then autosaves, pushes the screen and lets agents play. */
  private step(s: GameSession, run: () => SessionApply): Result<null> {
    const r = run();
    if (!r.ok) return r;
    for (const l of this.appliedListeners) l(s.meta.gameId, r.events);
    this.persist(s, r.checkpoint);
    this.emit(s.screen(true));
    this.pump(s);
    return ok(null);
  }

  /** Takes the play aid's action when the screen's human has no real choice (host/play-aids.ts); else starts the
   * next agent turn (host/agent-turns.ts) if the game waits for an agent and none is running. */
  private pump(s: GameSession): void {
    this.clocks.watch(s);
    if (s.closed || s.agentTurn !== null || s.lessonEnding) return;
    const aided = this.checking.has(s) ? null : aidAction(s, this.settings.get().aids);
    if (aided) {
      const r = this.step(s, () => s.apply(aided));
      if (!r.ok) this.emit({ kind: 'error', gameId: s.meta.gameId, error: r.error });
      return;
    }
    this.agents.start(s);
  }

  private encode(s: GameSession): string {
    return s.encode(this.now().toISOString(), this.deps.appVersion);
  }

  /** The game changed: the resume autosave catches up with its newest state and, at a checkpoint, a rotating
   * autosave of this very state is written (host/autosave.ts). A lesson's game is never autosaved. */
  private persist(s: GameSession, checkpoint: CheckpointReason | null): void {
    if (s.lesson) return; // a lesson is played from its fixed position again, never resumed
    const keep = (): number => this.settings.get().autosaveKeep;
    s.autosave ??= gameAutosave(s.meta.gameId, { saves: this.saves, keep, now: this.now, current: () => ({ version: s.version, text: () => this.encode(s) }), emit: (p) => this.emit(p) });
    s.autosave.changed(checkpoint);
  }

  private async writeExplicit(s: GameSession, path: string): Reply<'save'> {
    const savedAt = this.now().toISOString();
    const failed = await this.files.write(path, this.encode(s));
    if (failed) return failed;
    s.path = path;
    s.dirty = false;
    this.saves.addRecent(path, s.meta.title, savedAt);
    this.emit({ kind: 'saved', gameId: s.meta.gameId, path, auto: false, savedAt });
    return ok({ path, savedAt });
  }

  private emit(push: Push): void {
    for (const l of this.listeners) l(push);
  }
}
