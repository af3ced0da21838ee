// The host service: owns the game sessions and their authoritative states, saves, autosaves, recent files and
// settings, and answers every contract method with a typed Result. It imports no Electron: Electron's main process
// and the browser-mode server are thin adapters around it (host/dispatch.ts validates their raw payloads first).
import { randomBytes, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import type { AnyGameModule, CheckpointReason, ModuleAction, ModuleEvent } from '../engine/module.js';
import { GAMES, type GameRegistry } from '../games/index.js';
import type { LanControl, RemoteAccess } from './lan/control.js';
import type { AppInfo, GameInfo, HandoffPush, HostError, Push, RequestOf, ResponseMap, ResponseOf, Result, SaveSource, Settings, ViewPush } from './contract.js';
import { CONTRACT_VERSION, fail, ok } from './contract.js';
import type { EngineRunner } from './engine-runner.js';
import type { OpenReply } from './engine-work.js';
import { writeFileAtomic, type AtomicFs } from './atomic-write.js';
import { seatKinds, type LoadedGame } from './save-codec.js';
import { SAVE_EXTENSION, SaveStore, isInside, safeFileName, type SaveOpener } from './save-store.js';
import { AiPauses } from './ai-pause.js';
import { Autosave, MAX_RESUME_LAG } from './autosave.js';
import { GameSession, written, type SessionApply } from './session.js';
import { aidAction } from './play-aids.js';
import { SettingsStore, type KeyValueStore } from './settings.js';

/** Native file pickers (Electron's dialog); absent in browser mode. Both answer null when the user cancels. */
export interface FileDialogs {
  pickOpen(defaultDir: string | null): Promise<string | null>;
  pickSave(defaultDir: string | null, suggestedName: string): Promise<string | null>;
}

/** What the service is built from. */
export interface HostDeps {
  readonly dataDir: string;
  readonly store: KeyValueStore;
  /** Where agents decide and opened saves are replayed (a worker thread in the app). */
  readonly runner: EngineRunner;
  /** The games this host plays (this build's by default). */
  readonly games?: GameRegistry;
  /** The file system saves are written with (node's by default; tests slow it down or make it fail). */
  readonly fs?: AtomicFs;
  readonly dialogs: FileDialogs | null;
  readonly mode: AppInfo['mode'];
  readonly appVersion: string;
  readonly now?: () => Date;
}

type Reply<M extends keyof ResponseMap> = Promise<Result<ResponseOf<M>>>;

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The game host behind both transports. */
export class HostService {
  private readonly sessions = new Map<string, GameSession>();
  private readonly listeners = new Set<(push: Push) => void>();
  private readonly appliedListeners = new Set<(gameId: string, events: readonly ModuleEvent[]) => void>();
  /** Network play (host/lan), when this host may open games to the local network. */
  lan: LanControl | null = null;
  /** Sessions being closed whose last writes are still in flight. */
  private readonly closing = new Set<Promise<void>>();
  /** Cancels each session's running agent turn. */
  private readonly aborts = new Map<GameSession, AbortController>();
  /** Replay checks of opened games still running. */
  private readonly checks = new Set<Promise<void>>();
  private readonly settings: SettingsStore;
  /** Agents' pauses before their actions land (the AI delay). */
  private readonly pauses: AiPauses;
  /** The app data folder's saves (exposed for adapters and tests). */
  readonly saves: SaveStore;
  private readonly now: () => Date;
  private readonly games: GameRegistry;

  constructor(private readonly deps: HostDeps) {
    this.settings = new SettingsStore(deps.store);
    this.pauses = new AiPauses(() => this.settings.get().aiDelayMs);
    this.games = deps.games ?? GAMES;
    this.saves = new SaveStore(deps.dataDir, deps.store, this.games, deps.fs);
    this.now = deps.now ?? (() => new Date());
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
    await Promise.all([...[...this.sessions.values()].map(written), ...this.closing]);
  }

  /** Stops every agent and flushes every write (app quit). */
  async shutdown(): Promise<void> {
    for (const s of this.sessions.values()) this.cancelAgent(s);
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
    const parsed = module.setupSchema.safeParse({ ...req.setup, seed: req.seed ?? randomInt(0, 0x100000000) });
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
    const meta = { gameId: this.newId(), title: module.title(setup), kinds: req.kinds, createdAt: this.now().toISOString() };
    const session = new GameSession(module, meta, setup, created.state, [], null, null, created.events as readonly ModuleEvent[]);
    return ok(this.open(session, 'phase'));
  }

  /** The most recently played unfinished game: the one open in this host, else from its resume file — or, when that
   * file is damaged, from the same game's newest good checkpoint, and the player is told so. */
  async continueLatest(): Reply<'continueLatest'> {
    const resumes = (await this.saves.listAutosaves()).filter((a) => a.reason === 'resume');
    let firstError: HostError | null = null;
    for (const info of resumes) {
      const live = this.sessions.get(info.gameId);
      if (live) {
        if (live.module.summary(live.state).over) continue;
        this.emit(live.screen(false));
        return ok(live.info());
      }
      let text: string;
      try {
        text = await readFile(info.path, 'utf8');
      } catch (e) {
        text = '';
        const [code, message] = unreadable(e, info.title);
        firstError ??= { code, message };
      }
      const r = text === '' ? null : await this.openText(text, info.gameId);
      if (r?.ok) {
        if (r.loaded.save.module.summary(r.loaded.save.state).over) continue;
        return ok(this.open(this.sessionFrom(r.loaded, null), null));
      }
      if (r) firstError ??= { code: r.error.code, message: `${info.title}: ${r.error.message}` };
      const fallback = await this.saves.newestGood(this.opener, info.path, info.gameId);
      if (!fallback || fallback.game.save.module.summary(fallback.game.save.state).over) continue;
      const game = this.open(this.sessionFrom(fallback.game, null), null);
      const why = r && !r.ok ? r.error.message : 'it could not be read';
      this.emit({
        kind: 'notice',
        gameId: game.gameId,
        code: 'resume-damaged',
        message: `The latest autosave of "${info.title}" is damaged (${why}). The game continues from its autosave of ${fallback.info.savedAt} (round ${fallback.info.round}); the moves made after it are lost.`,
      });
      return ok(game);
    }
    if (firstError) return fail(firstError.code, firstError.message, (await this.saves.newestGood(this.opener))?.info ?? null);
    return fail('not-found', 'there is no unfinished game to continue');
  }

  async openSave({ source }: RequestOf<'openSave'>): Reply<'openSave'> {
    const read = await this.readSource(source);
    if (!read.ok) return read;
    const r = await this.openText(read.text, this.newId());
    if (!r.ok) {
      const recovery = (await this.saves.newestGood(this.opener, read.path ?? undefined))?.info ?? null;
      return fail(r.error.code, `${read.label}: ${r.error.message}`, recovery);
    }
    // An autosave opened by path stays an autosave: the game has no file of its own until Save As.
    const explicit = read.path !== null && !isInside(this.saves.autosaveDir, read.path) ? read.path : null;
    const session = this.sessionFrom(r.loaded, explicit);
    if (explicit) this.saves.addRecent(explicit, session.meta.title, r.loaded.updatedAt);
    return ok(this.open(session, null));
  }

  async save({ gameId }: RequestOf<'save'>): Reply<'save'> {
    const s = this.sessions.get(gameId);
    if (!s) return this.unknownGame(gameId);
    if (s.path === null) return fail('no-path', 'this game has no file yet: use Save As');
    return this.writeExplicit(s, s.path);
  }

  async saveAs({ gameId, target }: RequestOf<'saveAs'>): Reply<'saveAs'> {
    const s = this.sessions.get(gameId);
    if (!s) return this.unknownGame(gameId);
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
    if (!s) return this.unknownGame(gameId);
    // the download is named after the save's name once it has one, else after the game
    return ok({ fileName: s.path !== null ? basename(s.path) : safeFileName(s.meta.title) + SAVE_EXTENSION, text: this.encode(s) });
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
    if (!s) return Promise.resolve(this.unknownGame(gameId));
    return Promise.resolve(ok(s.screenWithLog()));
  }

  /** A human's intent: the game's own action schema, then the seat/stateId gate, then the rules. */
  async submit({ gameId, seat, action }: RequestOf<'submit'>): Reply<'submit'> {
    const s = this.sessions.get(gameId);
    if (!s) return this.unknownGame(gameId);
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
    if (!s) return this.unknownGame(gameId);
    if (!s.acceptHandoff(seat)) return fail('wrong-seat', s.handoff === null ? 'no hand-off is pending' : `the screen is being handed to ${s.handoff}, not ${seat}`);
    const screen = s.viewPush(true);
    this.emit(screen);
    this.pump(s);
    return ok(screen);
  }

  async quitGame({ gameId }: RequestOf<'quitGame'>): Reply<'quitGame'> {
    const s = this.sessions.get(gameId);
    if (!s) return this.unknownGame(gameId);
    this.cancelAgent(s);
    this.sessions.delete(gameId);
    const done = Promise.all([written(s), s.agentTurn]).then(() => written(s));
    this.closing.add(done);
    await done;
    this.closing.delete(done);
    this.emit({ kind: 'closed', gameId });
    return ok({ closed: true });
  }

  // -------------------------------------------------------------------------------------------------------------

  private newId(): string {
    let id: string;
    do id = randomBytes(6).toString('hex');
    while (this.sessions.has(id));
    return id;
  }

  private unknownGame(gameId: string): { ok: false; error: HostError } {
    return fail('unknown-game', `no open game ${gameId}`);
  }

  /** Opens save-file text in the engine worker (never parsed on this thread: a hostile file cannot freeze the host)
   * and finds its game module again in this host's registry. */
  private async openText(text: string, fallbackId: string): Promise<{ ok: true; loaded: LoadedGame } | { ok: false; error: HostError }> {
    let r: OpenReply;
    try {
      r = await this.deps.runner.run({ work: 'open', text, fallbackId } as const);
    } catch (e) {
      return fail('internal', `the save could not be opened: ${describe(e)}`);
    }
    if (!r.ok) return r;
    const module = this.games.byId(r.loaded.save.module);
    if (!module) return fail('save-foreign', `this host has no game "${r.loaded.save.module}"`);
    return { ok: true, loaded: { ...r.loaded, save: { ...r.loaded.save, module } } };
  }

  /** openText for the save store. */
  private readonly opener: SaveOpener = (text, fallbackId) => this.openText(text, fallbackId);

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
  private open(s: GameSession, checkpoint: 'phase' | null): GameInfo {
    this.sessions.set(s.meta.gameId, s);
    void this.saves.sweepTemp(s.meta.gameId);
    this.persist(s, checkpoint);
    this.emit(s.screen(true));
    if (s.opened) this.checkHistory(s, s.opened);
    this.pump(s);
    return s.info();
  }

  /**
   * The replay check of an opened game, off this thread: its log must lead to the position it was opened at. If it
   * does, the agent seats learn the game's events; if not, the game goes on from that position (the log before it
   * is kept as history) and the player is told why in words — an older save whose rules changed, or a log that does
   * not lead to its position although the file is intact.
   */
  private checkHistory(s: GameSession, opened: NonNullable<GameSession['opened']>): void {
    const gameId = s.meta.gameId;
    const check = this.deps.runner
      .run({ work: 'verify', game: s.module.id, setup: s.setup, base: opened.base, actions: s.actions.slice(0, opened.index), state: opened.state })
      .then(
        (r) => {
          if (r.ok) {
            s.learnHistory(r.events);
            if (!s.closed) this.emit(s.screenWithLog());
            return;
          }
          s.learnHistory(null);
          s.rebase(opened.index, opened.state);
          this.persist(s, null);
          const by = opened.app && opened.app !== 'unknown' ? `version ${opened.app}` : 'an earlier version of the game';
          const message = opened.older
            ? `This game was saved by ${by}. Its move history no longer replays exactly under today's rules (${r.error.message}), so the game continues from the saved position; the history is kept.`
            : `The move history of this save does not lead to its position (${r.error.message}). The game continues from the saved position; the history is kept.`;
          this.emit({ kind: 'notice', gameId, code: opened.older ? 'history-not-replayed' : 'history-unverified', message });
        },
        (e: unknown) => {
          s.learnHistory(null);
          if (!s.closed) this.emit({ kind: 'error', gameId, error: { code: 'internal', message: `the replay check failed: ${describe(e)}` } });
        },
      )
      .finally(() => this.checks.delete(check));
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
   * next agent turn if the game waits for an agent and none is running; the AI delay runs while it
   * thinks. An agent gets only its seat's view, legal actions and the events that seat may see since its last
   * decision, with its memory; the memory it returns is kept once its action is applied. */
  private pump(s: GameSession): void {
    if (s.closed || s.agentTurn !== null) return;
    const aided = aidAction(s, this.settings.get().aids);
    if (aided) {
      const r = this.step(s, () => s.apply(aided));
      if (!r.ok) this.emit({ kind: 'error', gameId: s.meta.gameId, error: r.error });
      return;
    }
    const next = s.agentToAct();
    if (!next) return;
    const stateId = s.stateId;
    const abort = new AbortController();
    this.aborts.set(s, abort);
    this.emit({ kind: 'thinking', gameId: s.meta.gameId, seat: next.seat });
    s.agentTurn = (async () => {
      await s.history;
      // An agent never runs away from the autosave: it waits until the resume file is at most a few actions behind.
      await s.autosave?.within(MAX_RESUME_LAG);
      const { seat, kind } = next;
      const recall = s.agentMemory.recall(seat);
      const input = { seat, view: s.module.view(s.state, seat), legal: s.module.legalActions(s.state, seat), events: recall.events, memory: recall.memory };
      let decision: Awaited<ReturnType<EngineRunner['run']>>;
      try {
        [decision] = await Promise.all([
          this.deps.runner.run({ work: 'decide', game: s.module.id, level: kind, input, seed: randomInt(0, 0x100000000) }, abort.signal),
          this.pauses.wait(abort.signal),
        ]);
      } catch (e) {
        if (abort.signal.aborted) return false;
        this.emit({ kind: 'error', gameId: s.meta.gameId, error: { code: 'internal', message: `the ${kind} agent of ${seat} failed: ${describe(e)}` } });
        return false;
      }
      if (s.closed || s.stateId !== stateId) return true;
      const action = 'action' in decision ? (decision.action as ModuleAction) : null;
      if (!action || action.player !== seat || action.stateId !== stateId) {
        this.emit({ kind: 'error', gameId: s.meta.gameId, error: { code: 'wrong-seat', message: `the ${kind} agent of ${seat} answered for another seat or state` } });
        return false;
      }
      const r = this.step(s, () => {
        const applied = s.apply(action);
        if (applied.ok && 'memory' in decision) s.agentMemory.commit(seat, recall.taken, decision.memory);
        return applied;
      });
      if (!r.ok) this.emit({ kind: 'error', gameId: s.meta.gameId, error: { code: r.error.code, message: `the ${kind} agent of ${seat}: ${r.error.message}` } });
      return r.ok;
    })().then((again) => {
      s.agentTurn = null;
      this.aborts.delete(s);
      if (again) this.pump(s);
    });
  }

  /** Cancels the agent turn of a session being closed. */
  private cancelAgent(s: GameSession): void {
    s.closed = true;
    this.aborts.get(s)?.abort();
  }

  private encode(s: GameSession): string {
    return s.encode(this.now().toISOString(), this.deps.appVersion);
  }

  /** The game changed: the resume autosave catches up with its newest state and, at a checkpoint, a rotating
   * autosave of this very state is written (host/autosave.ts). */
  private persist(s: GameSession, checkpoint: CheckpointReason | null): void {
    const gameId = s.meta.gameId;
    s.autosave ??= new Autosave(
      {
        checkpoint: (reason, text) => this.saves.writeCheckpoint(gameId, reason, text, this.settings.get().autosaveKeep, this.now()),
        resume: async (text) => void (await this.saves.writeResume(gameId, text)),
        current: () => ({ version: s.version, text: () => this.encode(s) }),
        saved: (path) => this.emit({ kind: 'saved', gameId, path, auto: true, savedAt: this.now().toISOString() }),
        failed: (e) => this.emit({ kind: 'error', gameId, error: { code: 'io', message: `autosave failed: ${describe(e)}` } }),
      },
      () => this.settings.get().autosaveKeep,
    );
    s.autosave.changed(checkpoint);
  }

  private async writeExplicit(s: GameSession, path: string): Reply<'save'> {
    const savedAt = this.now().toISOString();
    try {
      await writeFileAtomic(path, this.encode(s), this.deps.fs);
    } catch (e) {
      return fail('io', `could not write ${path}: ${describe(e)}`);
    }
    s.path = path;
    s.dirty = false;
    this.saves.addRecent(path, s.meta.title, savedAt);
    this.emit({ kind: 'saved', gameId: s.meta.gameId, path, auto: false, savedAt });
    return ok({ path, savedAt });
  }

  private async readSource(source: SaveSource): Promise<{ ok: true; text: string; path: string | null; label: string } | { ok: false; error: HostError }> {
    if (source.kind === 'text') return { ok: true, text: source.text, path: null, label: source.name || 'the uploaded file' };
    let path: string;
    if (source.kind === 'dialog') {
      if (!this.deps.dialogs) return fail('unsupported', 'there is no file dialog in browser mode: upload the file');
      const picked = await this.deps.dialogs.pickOpen(this.settings.get().lastFolder);
      if (picked === null) return fail('cancelled', 'no file was chosen');
      this.settings.update({ lastFolder: dirname(picked) });
      path = picked;
    } else {
      if (!this.saves.isKnownPath(source.path)) return fail('forbidden', 'only saves listed by the app (recent, autosaves, saves folder) can be opened by path');
      path = source.path;
    }
    try {
      return { ok: true, text: await readFile(path, 'utf8'), path, label: `"${this.saves.titleOf(path)}"` };
    } catch (e) {
      return fail(...unreadable(e, this.saves.titleOf(path)), (await this.saves.newestGood(this.opener))?.info ?? null);
    }
  }

  private emit(push: Push): void {
    for (const l of this.listeners) l(push);
  }
}

/** Why a save file could not be read, in words for the player: no errno text and no path on the host's disk. */
function unreadable(e: unknown, title: string): [HostError['code'], string] {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return ['not-found', `The save "${title}" is no longer there: it was moved or deleted.`];
  if (code === 'EACCES' || code === 'EPERM') return ['io', `The save "${title}" may not be read (its file is protected).`];
  return ['io', `The save "${title}" could not be read from the disk.`];
}

/** The seat/stateId gate every intent passes before its engine sees it: no hand-off pending, sent by the human the
 * screen shows, for himself, computed on the current state. Null when the intent may go on. */
function intentRefusal(s: GameSession, seat: string, action: ModuleAction): { ok: false; error: HostError } | null {
  if (s.handoff !== null) return fail('handoff-pending', `the screen is being handed to ${s.handoff}: confirm the hand-off first`);
  if (s.kindOf(seat) !== 'human') return fail('wrong-seat', `${seat} is not a human seat of this game`);
  if (seat !== s.screenSeat) return fail('wrong-seat', `the screen shows ${s.screenSeat ?? 'no seat'}, not ${seat}`);
  if (action.player !== seat) return fail('wrong-seat', `the action is for ${action.player} but was sent by ${seat}`);
  if (action.stateId !== s.stateId) return fail('stale', `the action was computed on state ${action.stateId}; the game is at ${s.stateId}`);
  return null;
}
