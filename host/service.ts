// The host service: owns the game sessions and their authoritative states, saves, autosaves, recent files and
// settings, and answers every contract method with a typed Result. It imports no Electron: Electron's main process
// and the browser-mode server are thin adapters around it (host/dispatch.ts validates their raw payloads first).
import { randomBytes, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { dirname, extname, join } from 'node:path';
import { arenaGame, type ArenaSetup } from '../engine/arena/index.js';
import { checkSetup, createGame, legalActions, viewFor } from '../engine/index.js';
import type { GameSetup } from '../engine/state.js';
import type { AppInfo, ArenaNewGameRequest, GameInfo, HostError, Push, RequestOf, ResponseMap, ResponseOf, Result, SaveSource, Settings } from './contract.js';
import { CONTRACT_VERSION, fail, ok } from './contract.js';
import type { AgentChoice, AgentRunner } from './agents.js';
import { writeFileAtomic } from './atomic-write.js';
import { arenaTitle } from './arena-codec.js';
import { ArenaSession } from './arena-session.js';
import { decodeAnyGame, defaultTitle, type LoadedAny } from './save-codec.js';
import { SAVE_EXTENSION, SaveStore, isInside, safeFileName } from './save-store.js';
import type { SessionApply } from './base-session.js';
import { GameSession } from './session.js';
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
  readonly agents: AgentRunner;
  readonly dialogs: FileDialogs | null;
  readonly mode: AppInfo['mode'];
  readonly appVersion: string;
  readonly now?: () => Date;
}

type Reply<M extends keyof ResponseMap> = Promise<Result<ResponseOf<M>>>;

/** A session of either game. */
type AnySession = GameSession | ArenaSession;

/** An agent's chosen action: who it is for, the state it was computed on, and how to apply it to its session. */
interface AgentAnswer {
  readonly player: string;
  readonly stateId: number;
  readonly run: () => SessionApply;
}

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The game host behind both transports. */
export class HostService {
  private readonly sessions = new Map<string, AnySession>();
  private readonly listeners = new Set<(push: Push) => void>();
  /** Sessions being closed whose last writes are still in flight. */
  private readonly closing = new Set<Promise<void>>();
  /** Cancels each session's running agent turn. */
  private readonly aborts = new Map<AnySession, AbortController>();
  private readonly settings: SettingsStore;
  /** The app data folder's saves (exposed for adapters and tests). */
  readonly saves: SaveStore;
  private readonly now: () => Date;

  constructor(private readonly deps: HostDeps) {
    this.settings = new SettingsStore(deps.store);
    this.saves = new SaveStore(deps.dataDir, deps.store);
    this.now = deps.now ?? (() => new Date());
  }

  /** Subscribes a screen to pushes; returns the unsubscribe function. */
  onPush(listener: (push: Push) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once no agent is thinking and every queued write has reached the disk (an all-agent game plays to its end first). */
  async settled(): Promise<void> {
    for (;;) {
      const turns = [...this.sessions.values()].flatMap((s) => (s.agentTurn ? [s.agentTurn] : []));
      if (turns.length === 0) break;
      await Promise.all(turns);
    }
    await Promise.all([...[...this.sessions.values()].map((s) => s.writes), ...this.closing]);
  }

  /** Stops every agent and flushes every write (app quit). */
  async shutdown(): Promise<void> {
    for (const s of this.sessions.values()) this.cancelAgent(s);
    await Promise.all([...this.sessions.values()].map((s) => s.writes));
    await this.deps.agents.dispose();
  }

  appInfo(): Reply<'appInfo'> {
    const dialogs = this.deps.dialogs !== null;
    return Promise.resolve(
      ok({ contractVersion: CONTRACT_VERSION, appVersion: this.deps.appVersion, mode: this.deps.mode, nativeDialogs: dialogs, nativeMenu: this.deps.mode === 'electron' }),
    );
  }

  listGames(): Reply<'listGames'> {
    return Promise.resolve(ok([...this.sessions.values()].map((s) => s.info())));
  }

  async newGame(req: RequestOf<'newGame'>): Reply<'newGame'> {
    if ('game' in req) return this.newArena(req);
    const kinds = req.players.map((p) => p.kind);
    const setup: GameSetup = {
      variant: req.variant,
      players: req.players.map((p) => ({ color: p.color, name: p.name })),
      options: req.options,
      seed: req.seed ?? randomInt(0, 0x100000000),
    };
    const problem = checkSetup(setup);
    if (problem) return fail('bad-setup', problem.message);
    let created: ReturnType<typeof createGame>;
    try {
      created = createGame(setup);
    } catch (e) {
      return fail('bad-setup', `the game cannot be created: ${describe(e)}`);
    }
    const meta = { gameId: this.newId(), title: defaultTitle(setup), kinds, createdAt: this.now().toISOString() };
    const session = new GameSession(meta, setup, created.state, [], null);
    return ok(this.open(session, 'phase'));
  }

  async continueLatest(): Reply<'continueLatest'> {
    const all = await this.saves.listAutosaves();
    const resumes = all.filter((a) => a.reason === 'resume');
    const open = resumes.map((a) => this.sessions.get(a.gameId)).find((s) => s !== undefined);
    if (open) {
      this.emit(open.screen(false));
      return ok(open.info());
    }
    let firstError: HostError | null = null;
    for (const info of resumes) {
      let text: string;
      try {
        text = await readFile(info.path, 'utf8');
      } catch (e) {
        firstError ??= { code: 'io', message: `${info.title}: could not read ${info.path}: ${describe(e)}` };
        continue;
      }
      const r = decodeAnyGame(text, info.gameId);
      if (!r.ok) {
        firstError ??= { code: r.error.code, message: `${info.title}: ${r.error.message}` };
        continue;
      }
      if (r.loaded.game.state.phase === 'over') continue;
      return ok(this.open(this.sessionFrom(r.loaded, null), null));
    }
    if (firstError) return fail(firstError.code, firstError.message, (await this.saves.newestGood())?.info ?? null);
    return fail('not-found', 'there is no unfinished game to continue');
  }

  async openSave({ source }: RequestOf<'openSave'>): Reply<'openSave'> {
    const read = await this.readSource(source);
    if (!read.ok) return read;
    const r = decodeAnyGame(read.text, this.newId());
    if (!r.ok) {
      const recovery = (await this.saves.newestGood(read.path ?? undefined))?.info ?? null;
      return fail(r.error.code, `${read.label}: ${r.error.message}`, recovery);
    }
    // An autosave opened by path stays an autosave: the game has no file of its own until Save As.
    const explicit = read.path !== null && !isInside(this.saves.autosaveDir, read.path) ? read.path : null;
    const session = this.sessionFrom(r.loaded, explicit);
    if (explicit) this.saves.addRecent(explicit, session.meta.title, r.loaded.game.updatedAt);
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
    return ok({ fileName: safeFileName(s.meta.title) + SAVE_EXTENSION, text: this.encode(s) });
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
    return Promise.resolve(ok(this.settings.update(patch)));
  }

  /** The current settings, for the adapters (window bounds). */
  currentSettings(): Settings {
    return this.settings.get();
  }

  getView({ gameId }: RequestOf<'getView'>): Reply<'getView'> {
    const s = this.sessions.get(gameId);
    if (!s) return Promise.resolve(this.unknownGame(gameId));
    if (s.kind === 'arena') return Promise.resolve(this.wrongGame(gameId, 'arenaView'));
    return Promise.resolve(ok(s.screen(false)));
  }

  async submitAction({ gameId, seat, action }: RequestOf<'submitAction'>): Reply<'submitAction'> {
    const s = this.sessions.get(gameId);
    if (!s) return this.unknownGame(gameId);
    if (s.kind === 'arena') return this.wrongGame(gameId, 'arenaSubmit');
    return this.submitIntent(s, seat, action, () => s.apply(action));
  }

  async handoffReady({ gameId, seat }: RequestOf<'handoffReady'>): Reply<'handoffReady'> {
    const s = this.sessions.get(gameId);
    if (!s) return this.unknownGame(gameId);
    if (s.kind === 'arena') return this.wrongGame(gameId, 'arenaHandoffReady');
    return this.handedOff(s, seat);
  }

  arenaView({ gameId }: RequestOf<'arenaView'>): Reply<'arenaView'> {
    const s = this.sessions.get(gameId);
    if (!s) return Promise.resolve(this.unknownGame(gameId));
    if (s.kind !== 'arena') return Promise.resolve(this.wrongGame(gameId, 'getView'));
    return Promise.resolve(ok(s.screen(false)));
  }

  async arenaSubmit({ gameId, seat, action }: RequestOf<'arenaSubmit'>): Reply<'arenaSubmit'> {
    const s = this.sessions.get(gameId);
    if (!s) return this.unknownGame(gameId);
    if (s.kind !== 'arena') return this.wrongGame(gameId, 'submitAction');
    return this.submitIntent(s, seat, action, () => s.apply(action));
  }

  async arenaHandoffReady({ gameId, seat }: RequestOf<'arenaHandoffReady'>): Reply<'arenaHandoffReady'> {
    const s = this.sessions.get(gameId);
    if (!s) return this.unknownGame(gameId);
    if (s.kind !== 'arena') return this.wrongGame(gameId, 'handoffReady');
    return this.handedOff(s, seat);
  }

  /** A human's intent in either game: the shared gate (hand-off, seat, stateId), then the action. */
  private submitIntent(s: AnySession, seat: string, action: { readonly player: string; readonly stateId: number }, run: () => SessionApply): Result<{ stateId: number }> {
    const refused = intentRefusal(s, seat, action);
    if (refused) return refused;
    const r = this.step(s, run);
    return r.ok ? ok({ stateId: s.state.stateId }) : r;
  }

  /** The human at the screen confirmed the hand-off: that seat's board, pushed and returned. */
  private handedOff<P extends Push>(s: { acceptHandoff(seat: string): boolean; readonly handoff: string | null; viewPush(consume: boolean): P }, seat: string): Result<P> {
    if (!s.acceptHandoff(seat)) return fail('wrong-seat', s.handoff === null ? 'no hand-off is pending' : `the screen is being handed to ${s.handoff}, not ${seat}`);
    const screen = s.viewPush(true);
    this.emit(screen);
    return ok(screen);
  }

  async quitGame({ gameId }: RequestOf<'quitGame'>): Reply<'quitGame'> {
    const s = this.sessions.get(gameId);
    if (!s) return this.unknownGame(gameId);
    this.cancelAgent(s);
    this.sessions.delete(gameId);
    const done = Promise.all([s.writes, s.agentTurn]).then(() => undefined);
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

  private wrongGame(gameId: string, method: string): { ok: false; error: HostError } {
    return fail('wrong-game', `game ${gameId} is ${this.sessions.get(gameId)?.kind === 'arena' ? 'an Arena game' : 'a TITAN game'}: use ${method}`);
  }

  /** Creates an Arena game: seats get the ids p1…p5 in the order given. */
  private newArena(req: ArenaNewGameRequest): Reply<'newGame'> {
    const setup: ArenaSetup = {
      players: req.players.map((p, i) => ({ id: `p${i + 1}`, name: p.name })),
      seed: req.seed ?? randomInt(0, 0x100000000),
      options: req.options,
    };
    const parsed = arenaGame.setupSchema.safeParse(setup);
    if (!parsed.success) return Promise.resolve(fail('bad-setup', parsed.error.issues[0]?.message ?? 'the Arena setup is invalid'));
    let created: ReturnType<typeof arenaGame.createGame>;
    try {
      created = arenaGame.createGame(setup);
    } catch (e) {
      return Promise.resolve(fail('bad-setup', `the game cannot be created: ${describe(e)}`));
    }
    const meta = { gameId: this.newId(), title: arenaTitle(setup), kinds: req.players.map((p) => p.kind), createdAt: this.now().toISOString() };
    return Promise.resolve(ok(this.open(new ArenaSession(meta, setup, created.state, [], null), 'phase')));
  }

  private sessionFrom(loaded: LoadedAny, path: string | null): AnySession {
    const game = loaded.game;
    const gameId = this.sessions.has(game.meta.gameId) ? this.newId() : game.meta.gameId;
    if (loaded.kind === 'arena') return new ArenaSession({ ...loaded.game.meta, gameId }, loaded.game.setup, loaded.game.state, [...loaded.game.actions], path);
    return new GameSession({ ...loaded.game.meta, gameId }, loaded.game.setup, loaded.game.state, [...loaded.game.actions], path);
  }

  /** Registers a session, writes its first autosave, shows it and lets agents play. */
  private open(s: AnySession, checkpoint: 'phase' | null): GameInfo {
    this.sessions.set(s.meta.gameId, s);
    this.persist(s, checkpoint);
    this.emit(s.screen(true));
    this.pump(s);
    return s.info();
  }

  /** Applies an action from any seat (`run` applies it to the session), then autosaves, pushes the screen and lets agents play. */
  private step(s: AnySession, run: () => SessionApply): Result<null> {
    const r = run();
    if (!r.ok) return r;
    this.persist(s, r.checkpoint);
    this.emit(s.screen(true));
    this.pump(s);
    return ok(null);
  }

  /** Starts the next agent turn if the game waits for an agent and none is running; the AI delay runs while it thinks. */
  private pump(s: AnySession): void {
    if (s.closed || s.agentTurn !== null) return;
    const next = this.agentTurnOf(s);
    if (!next) return;
    const stateId = s.state.stateId;
    const abort = new AbortController();
    this.aborts.set(s, abort);
    this.emit({ kind: 'thinking', gameId: s.meta.gameId, seat: next.seat });
    const delay = this.settings.get().aiDelayMs;
    s.agentTurn = (async () => {
      let action: AgentAnswer;
      try {
        [action] = await Promise.all([next.choose(abort.signal), delay > 0 ? sleep(delay, undefined, { signal: abort.signal }) : null]);
      } catch (e) {
        if (abort.signal.aborted) return false;
        this.emit({ kind: 'error', gameId: s.meta.gameId, error: { code: 'internal', message: `the ${next.kind} agent of ${next.seat} failed: ${describe(e)}` } });
        return false;
      }
      if (s.closed || s.state.stateId !== stateId) return true;
      if (action.player !== next.seat || action.stateId !== stateId) {
        this.emit({ kind: 'error', gameId: s.meta.gameId, error: { code: 'wrong-seat', message: `the ${next.kind} agent of ${next.seat} answered for another seat or state` } });
        return false;
      }
      const r = this.step(s, action.run);
      if (!r.ok) this.emit({ kind: 'error', gameId: s.meta.gameId, error: { code: r.error.code, message: `the ${next.kind} agent of ${next.seat}: ${r.error.message}` } });
      return r.ok;
    })().then((again) => {
      s.agentTurn = null;
      this.aborts.delete(s);
      if (again) this.pump(s);
    });
  }

  /** Cancels the agent turn of a session being closed. */
  private cancelAgent(s: AnySession): void {
    s.closed = true;
    this.aborts.get(s)?.abort();
  }

  /**
   * The agent seat the game waits for, and how to ask its agent and apply the answer. A TITAN agent gets only its
   * seat's view, legal actions and the events that seat may see since its last decision, with its memory; the
   * memory it returns is kept once its action is applied.
   */
  private agentTurnOf(s: AnySession): { seat: string; kind: string; choose: (signal: AbortSignal) => Promise<AgentAnswer> } | null {
    if (s.kind === 'arena') {
      const next = s.agentToAct();
      if (!next) return null;
      const input = s.agentInput(next.seat);
      return { ...next, choose: (signal) => this.deps.agents.chooseArena(next.kind, input, signal).then((a) => ({ player: a.player, stateId: a.stateId, run: () => s.apply(a) })) };
    }
    const next = s.agentToAct();
    if (!next) return null;
    const { seat } = next;
    const recall = s.agentMemory.recall(seat);
    const input = { seat, view: viewFor(s.state, seat), legal: legalActions(s.state, seat), events: recall.events, memory: recall.memory };
    const run = (c: AgentChoice) => (): SessionApply => {
      const r = s.apply(c.action);
      if (r.ok) s.agentMemory.commit(seat, recall.taken, c.memory);
      return r;
    };
    return { ...next, choose: (signal) => this.deps.agents.decide(next.kind, input, signal).then((c) => ({ player: c.action.player, stateId: c.action.stateId, run: run(c) })) };
  }

  private encode(s: AnySession): string {
    return s.encode(this.now().toISOString());
  }

  /** Queues the resume autosave (newest state wins) and, at a checkpoint, a rotating autosave of this very state. */
  private persist(s: AnySession, checkpoint: 'phase' | 'engagement' | 'battle-round' | null): void {
    const version = s.version;
    const checkpointText = checkpoint ? this.encode(s) : null;
    const keep = this.settings.get().autosaveKeep;
    const gameId = s.meta.gameId;
    s.writes = s.writes.then(async () => {
      try {
        if (checkpoint && checkpointText) {
          const path = await this.saves.writeCheckpoint(gameId, checkpoint, checkpointText, keep, this.now());
          this.emit({ kind: 'saved', gameId, path, auto: true, savedAt: this.now().toISOString() });
        }
        if (s.version === version) await this.saves.writeResume(gameId, this.encode(s));
      } catch (e) {
        this.emit({ kind: 'error', gameId, error: { code: 'io', message: `autosave failed: ${describe(e)}` } });
      }
    });
  }

  private async writeExplicit(s: AnySession, path: string): Reply<'save'> {
    const savedAt = this.now().toISOString();
    try {
      await writeFileAtomic(path, this.encode(s));
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
      return { ok: true, text: await readFile(path, 'utf8'), path, label: path };
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'not-found' : 'io';
      return fail(code, `could not read ${path}: ${describe(e)}`, (await this.saves.newestGood())?.info ?? null);
    }
  }

  private emit(push: Push): void {
    for (const l of this.listeners) l(push);
  }
}

/** The seat/stateId gate every intent passes before its engine sees it: no hand-off pending, sent by the human the
 * screen shows, for himself, computed on the current state. Null when the intent may go on. */
function intentRefusal(
  s: { readonly handoff: string | null; readonly screenSeat: string | null; kindOf(seat: string): string | undefined; readonly state: { readonly stateId: number } },
  seat: string,
  action: { readonly player: string; readonly stateId: number },
): { ok: false; error: HostError } | null {
  if (s.handoff !== null) return fail('handoff-pending', `the screen is being handed to ${s.handoff}: confirm the hand-off first`);
  if (s.kindOf(seat) !== 'human') return fail('wrong-seat', `${seat} is not a human seat of this game`);
  if (seat !== s.screenSeat) return fail('wrong-seat', `the screen shows ${s.screenSeat ?? 'no seat'}, not ${seat}`);
  if (action.player !== seat) return fail('wrong-seat', `the action is for ${action.player} but was sent by ${seat}`);
  if (action.stateId !== s.state.stateId) return fail('stale', `the action was computed on state ${action.stateId}; the game is at ${s.state.stateId}`);
  return null;
}
