// What the host service is built from (HostDeps) and the steps of its own that its method modules work with
// (host/lesson-games.ts, host/lookback.ts, host/resume.ts): those modules take this core, never the service itself.
import type { CheckpointReason } from '../engine/platform/module.js';
import type { GameRegistry } from '../games/index.js';
import type { AtomicFs } from './atomic-write.js';
import { fail, type AppInfo, type GameInfo, type HostError, type Push, type ResponseMap, type ResponseOf, type Result } from './contract.js';
import type { EngineRunner } from './engine-runner.js';
import type { RecordShelf } from './records.js';
import type { LoadedGame } from './save-codec.js';
import type { FileDialogs, SaveFiles } from './save-files.js';
import type { SaveStore } from './save-store.js';
import type { GameSession } from './session.js';
import type { KeyValueStore, SettingsStore } from './settings.js';

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
  /** The seed of the first new game whose request names none (the next ones count up from it): a server run that
   * replays the same games (`serve --seed`, the e2e specs that play against computers); drawn at random when absent. */
  readonly firstSeed?: number;
  /** Whether the computers' decisions follow from their game's seed even without `firstSeed` (`serve
   * --replay-decisions`, each e2e worker's server): a game started from a named seed plays the same way in every run,
   * while new games that name none still draw their own. */
  readonly replayDecisions?: boolean;
}

/** The service's parts and steps its method modules use (built once by the service). */
export interface ServiceCore {
  readonly deps: HostDeps;
  readonly games: GameRegistry;
  readonly saves: SaveStore;
  readonly files: SaveFiles;
  readonly settings: SettingsStore;
  readonly records: RecordShelf;
  readonly now: () => Date;
  /** The open game `gameId`, if there is one. */
  session(gameId: string): GameSession | undefined;
  /** A game id no open or closing game has. */
  newId(): string;
  /** Registers a session, writes its first autosave, shows it and lets agents play. */
  open(s: GameSession, checkpoint: 'phase' | null): Promise<GameInfo>;
  /** A session for a game opened from its snapshot. */
  sessionFrom(loaded: LoadedGame, path: string | null): GameSession;
  /** Closes the open game `gameId`; resolves once its last writes are done. */
  retire(gameId: string): Promise<void>;
  /** The game changed: its autosaves catch up. */
  persist(s: GameSession, checkpoint: CheckpointReason | null): void;
  /** Pushes a message to every screen. */
  emit(push: Push): void;
  /** Lets the game's play aid or next agent act. */
  pump(s: GameSession): void;
  /** A game's save file name. */
  fileNameOf(s: GameSession): string;
  /** A game's save text now. */
  encode(s: GameSession): string;
}

/** The answer of a contract method. */
export type Reply<M extends keyof ResponseMap> = Promise<Result<ResponseOf<M>>>;

/** The refusal of a call naming no open game. */
export function unknownGame(gameId: string): { ok: false; error: HostError } {
  return fail('unknown-game', `no open game ${gameId}`);
}
