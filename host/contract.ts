// THE contract between the renderer and the host: method names, request/response types, zod schemas for every
// request, push messages and typed errors. Main, preload, the browser client, the renderer and the tests all import
// this one file, so the Electron IPC path and the browser loopback path cannot drift apart. Plain JSON only.
//
// One method set serves every game (TITAN, Titan: The Arena, …): a game is a module (engine/platform/module.ts, games/), and
// every payload that depends on the game names it. The renderer subscribes with onPush, then newGame /
// continueLatest / openSave. The host decides what the screen shows and pushes it: a ViewPush (one seat's redacted
// view + that seat's legal actions + the game's previews of them + the events it may see) or, when the screen passes
// between two humans, a HandoffPush (no board) until handoffReady(gameId, seat). submit carries the screen seat and an
// action stamped with the view's stateId (checked by the game's own action schema); refusals are typed results. view
// returns the current screen again (e.g. after a reload). Native menu commands arrive as MenuPush. The lesson methods
// live in host/contract-lessons.ts, the look-back ones (review, statistics, problem report) in host/contract-lookback.ts,
// network play's in host/contract-lan.ts, the turn deadlines' in host/contract-deadline.ts, the records' in
// host/contract-records.ts, a remote seat's notice mail in host/contract-seat-mail.ts and the settings in
// host/contract-settings.ts: all composed in here.
import { z } from 'zod';
import type { Action } from '../engine/titan/actions.js';
import type { ArenaAction, ArenaEvent, ArenaView } from '../engine/arena/index.js';
import type { GameEvent } from '../engine/titan/events.js';
import type { ModuleAction } from '../engine/platform/module.js';
import type { TitanHints } from '../engine/titan/preview/index.js';
import type { SplitPrediction } from '../engine/titan/prediction/show.js';
import { MAX_SAVE_BYTES } from '../engine/platform/save/index.js';
import type { PlayerView } from '../engine/titan/view.js';
import type { LessonCard } from '../engine/platform/lesson.js';
import type { ClockStatus } from './clocks.js';
import { empty, gameId, seat, type SeatKind } from './contract-fields.js';
import { DEADLINE_REQUEST_SCHEMAS, type DeadlineResponseMap } from './contract-deadline.js';
import { LAN_REQUEST_SCHEMAS, type LanResponseMap, type LanStatus } from './contract-lan.js';
import { LESSON_REQUEST_SCHEMAS, type LessonsResponseMap } from './contract-lessons.js';
import { LOOKBACK_REQUEST_SCHEMAS, type LookbackResponseMap } from './contract-lookback.js';
import { SettingsPatchSchema, type Settings } from './contract-settings.js';
import { RECORDS_REQUEST_SCHEMAS, type RecordsResponseMap } from './contract-records.js';
import { SEAT_MAIL_REQUEST_SCHEMAS, type SeatMailResponseMap } from './contract-seat-mail.js';
export type { ExportedRecord, OpenedRecord } from './contract-records.js';
export type { ClockStatus };
export { BASIC_SEAT_KINDS, type SeatKind } from './contract-fields.js';
export type { LanSeat, LanStatus } from './contract-lan.js';
export type { MailLanguage, SeatMail } from './contract-seat-mail.js';
export { isMailAddress } from './contract-seat-mail.js';
export { MAX_DEADLINE_MINUTES } from './contract-deadline.js';
export type { GameReview, GameStatsView, ProblemReport, ReviewBoardView } from './contract-lookback.js';
export { TRAIL_LINE_CHARS, TRAIL_LINES } from './contract-lookback.js';
export type { Settings, SettingsPatch } from './contract-settings.js';
export { SettingsPatchSchema } from './contract-settings.js';

/** Bumped when a method or payload changes incompatibly; appInfo() reports the host's, so a renderer can check it. */
export const CONTRACT_VERSION = 2;

// ---------------------------------------------------------------------------------------------------------------
// Errors: results, never exceptions across the boundary.

/** Why a call was refused. Engine refusals keep the engine's codes (stale, not-your-turn, wrong-phase, illegal, game-over). */
export type HostErrorCode =
  | 'malformed' // the payload does not match the method's schema
  | 'unknown-method'
  | 'forbidden' // wrong sender frame / missing token
  | 'unknown-game'
  | 'wrong-seat' // the intent names a seat the screen is not showing
  | 'handoff-pending' // the board is hidden until the next player confirms the hand-off
  | 'stale' // the intent carries an old stateId
  | 'not-your-turn'
  | 'wrong-phase'
  | 'illegal'
  | 'game-over'
  | 'bad-setup' // newGame with an impossible setup
  | 'unknown-module' // newGame for a game this host does not have
  | 'no-path' // save() on a game that was never saved: use saveAs
  | 'unsupported' // e.g. a native file dialog in browser mode
  | 'cancelled' // the user closed a file dialog
  | 'not-found'
  | 'save-corrupt' // not JSON, wrong shape, or a log that does not replay to its snapshot
  | 'save-foreign' // not a Titan save at all
  | 'save-too-new' // written by a newer version of the game
  | 'save-too-large' // bigger than any save can be: refused before reading it
  | 'io' // the disk said no
  | 'record-invalid' // a game record that does not read or replay (the message names its line)
  | 'record-tampered' // a seat's own record edited after it was written
  | 'disconnected' // the browser client lost the loopback server
  | 'internal';

/** A typed error; `recovery` offers the newest good autosave when a save could not be opened. */
export interface HostError {
  readonly code: HostErrorCode;
  readonly message: string;
  readonly recovery?: AutosaveInfo | null;
}

/** Every call answers with one of these. */
export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: HostError };

// ---------------------------------------------------------------------------------------------------------------
// Shared shapes.

/** One seat of a game as the host knows it (`color` is the seat id: a TITAN colour, or an Arena player id). */
export interface SeatInfo {
  readonly color: string;
  readonly name: string;
  readonly kind: SeatKind;
}

/** The games this build hosts, by module id; a host may register more (they are then plain strings). */
export type GameKind = 'titan' | 'arena' | (string & {});

/** An open game session. */
export interface GameInfo {
  readonly gameId: string;
  /** The game module playing it ("titan", "arena", …). */
  readonly game: GameKind;
  /** The save-file game id (a variant such as "titan-variant"). */
  readonly variant: string;
  /** What people call it (the variant's name: e.g. the Titan Variant), which a remote seat's page shows. */
  readonly gameName: string;
  readonly title: string;
  readonly seats: readonly SeatInfo[];
  /** The file this game was last saved to or opened from (autosaves excluded); null if never saved. */
  readonly path: string | null;
  /** Actions applied since the last explicit save. */
  readonly dirty: boolean;
  readonly stateId: number;
  readonly round: number;
  readonly phase: string;
  readonly winner: string | null;
  /** The seat whose view the screen shows; null while a hand-off is pending or for an all-agent game. */
  readonly screenSeat: string | null;
  /** Grows whenever what a screen shows may change, with or without a new state, across every game of the host (a save
   * opened again under the same id goes on above the game it replaced; host/session.ts): of two screens of one state,
   * the page keeps the later. */
  readonly revision: number;
  /** §21 clocks when the game runs any: ms left when this was sent (the screen counts down from there). */
  readonly clock: ClockStatus | null;
}

/** An autosave on disk. */
export interface AutosaveInfo {
  readonly path: string;
  readonly gameId: string;
  readonly title: string;
  /** ISO time of writing. */
  readonly savedAt: string;
  readonly round: number;
  readonly phase: string;
  /** Which game the autosave holds (absent when the file cannot be read). */
  readonly game?: GameKind;
  /** Why it was written: 'phase' start, 'engagement' boundary, 'battle-round', or 'resume' (after every action). */
  readonly reason: AutosaveReason;
}

/** When autosaves are written. */
export type AutosaveReason = 'phase' | 'engagement' | 'battle-round' | 'resume';

/** A recently saved or opened file. */
export interface RecentEntry {
  readonly path: string;
  readonly title: string;
  readonly savedAt: string;
  readonly exists: boolean;
}

/** Where a save is written. `dialog` asks the platform (Electron only); `name` writes into the app's saves folder. */
export type SaveTarget = { readonly kind: 'dialog' } | { readonly kind: 'name'; readonly name: string };

/** Where a save is read from: a path the host listed (recent, autosave, saves folder), an upload, or a dialog. */
export type SaveSource =
  | { readonly kind: 'path'; readonly path: string }
  | { readonly kind: 'text'; readonly name: string; readonly text: string }
  | { readonly kind: 'dialog' };

/** Where the saved file went. */
export interface SavedFile {
  readonly path: string;
  readonly savedAt: string;
}

/** A save's content for a browser download. */
export interface ExportedSave {
  readonly fileName: string;
  readonly text: string;
}

/** Facts about the host the renderer adapts to. */
export interface AppInfo {
  readonly contractVersion: number;
  readonly appVersion: string;
  readonly mode: 'electron' | 'browser';
  /** True when saveAs/openSave accept `{ kind: 'dialog' }`. */
  readonly nativeDialogs: boolean;
  /** True when the File menu is native (Electron): the renderer then shows no in-app File menu. */
  readonly nativeMenu: boolean;
  /** True when this host may open a game to the local network (lanStart). */
  readonly lan: boolean;
  /** The seat this page plays over the network (a remote player's page); null: the host's own screen, or a spectator
   * when `spectator` is true. A remote page has no files and no settings of the host. */
  readonly remoteSeat?: string | null;
  /** True for a spectator's page over the network (the public view only). */
  readonly spectator?: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Request schemas: one per method. Every payload that crosses the boundary is parsed with these.


/** A JSON object (not an array): a payload whose shape the game module checks with its own schema. */
const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A game's setup, checked by the module's setup schema. */
const moduleSetup = z.custom<object>(isObject, 'a setup object');
/** A game's action, checked by the module's action schema. */
const moduleAction = z.custom<ModuleAction>(isObject, 'an action object');

/** A new game: the game module, its setup in the module's own schema without the seed (the host picks one if none is
 * given), and who plays each seat, in the setup's seat order. */
export const NewGameRequestSchema = z.strictObject({
  game: z.string().min(1).max(32),
  setup: moduleSetup,
  kinds: z.array(z.string().min(1).max(16)).min(1).max(8),
  seed: z.number().int().min(0).max(0xffffffff).optional(),
});

const saveTarget = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('dialog') }),
  z.strictObject({ kind: z.literal('name'), name: z.string().trim().min(1).max(80) }),
]);

const saveSource = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('path'), path: z.string().min(1).max(4096) }),
  z.strictObject({ kind: z.literal('text'), name: z.string().max(255), text: z.string().max(MAX_SAVE_BYTES) }),
  z.strictObject({ kind: z.literal('dialog') }),
]);

/** Request schema of every method, by method name. */
export const REQUEST_SCHEMAS = {
  appInfo: empty,
  listGames: empty,
  newGame: NewGameRequestSchema,
  ...LESSON_REQUEST_SCHEMAS,
  continueLatest: empty,
  openSave: z.strictObject({ source: saveSource }),
  save: z.strictObject({ gameId }),
  saveAs: z.strictObject({ gameId, target: saveTarget }),
  exportSave: z.strictObject({ gameId }),
  listRecent: empty,
  listAutosaves: empty,
  getSettings: empty,
  setSettings: z.strictObject({ patch: SettingsPatchSchema }),
  view: z.strictObject({ gameId }),
  submit: z.strictObject({ gameId, seat, action: moduleAction }),
  handoffReady: z.strictObject({ gameId, seat }),
  quitGame: z.strictObject({ gameId }),
  ...LAN_REQUEST_SCHEMAS,
  ...DEADLINE_REQUEST_SCHEMAS,
  ...LOOKBACK_REQUEST_SCHEMAS,
  ...RECORDS_REQUEST_SCHEMAS,
  ...SEAT_MAIL_REQUEST_SCHEMAS,
} as const;

/** Every method of the contract. */
export type MethodName = keyof typeof REQUEST_SCHEMAS;
/** The method names, for adapters that register one handler per method. */
export const METHOD_NAMES = Object.keys(REQUEST_SCHEMAS) as MethodName[];

/** The methods of network play, answered by host/lan when the host offers it ('unsupported' otherwise). */
export const LAN_METHODS = ['lanStatus', 'lanStart', 'lanStop', 'lanRevoke', 'lanHand'] as const satisfies readonly MethodName[];
/** A method of network play. */
export type LanMethod = (typeof LAN_METHODS)[number];

/** The request type of a method. */
export type RequestOf<M extends MethodName> = z.infer<(typeof REQUEST_SCHEMAS)[M]>;
/** A new game as sent by the renderer. */
export type NewGameRequest = z.infer<typeof NewGameRequestSchema>;

/** The success value of every method (the lesson, network-play, look-back and record methods' in their own maps). */
export interface ResponseMap extends LessonsResponseMap<GameInfo>, LanResponseMap, DeadlineResponseMap, LookbackResponseMap, RecordsResponseMap, SeatMailResponseMap {
  appInfo: AppInfo;
  listGames: readonly GameInfo[];
  newGame: GameInfo;
  /** Resumes the most recently played game exactly where it was (its resume autosave). */
  continueLatest: GameInfo;
  openSave: GameInfo;
  save: SavedFile;
  saveAs: SavedFile;
  exportSave: ExportedSave;
  listRecent: readonly RecentEntry[];
  listAutosaves: readonly AutosaveInfo[];
  getSettings: Settings;
  setSettings: Settings;
  /** What the screen shows now: the screen seat's view, or the hand-off screen. */
  view: ScreenPush;
  /** The stateId after the action. */
  submit: { readonly stateId: number };
  handoffReady: ViewPush;
  quitGame: { readonly closed: true };
}

/** The response type of a method. */
export type ResponseOf<M extends MethodName> = ResponseMap[M];

// ---------------------------------------------------------------------------------------------------------------
// Pushes: host → screen.

/** One seat's board of game `G`: only that seat's redacted view, the actions it may take, what the game previews of
 * them, and what it may see happen. */
export interface BoardPush<G extends string, V, A, E, H, P = never> {
  readonly kind: 'view';
  /** The game module, which decides the types of `view`, `legal` and `events`. */
  readonly game: G;
  readonly gameId: string;
  /** The seat whose view this is (null: spectator view of an all-agent game). */
  readonly seat: string | null;
  readonly view: V;
  /** Legal actions of `seat` now (empty when it need not act). */
  readonly legal: readonly A[];
  /** The game module's previews of the view and the legal actions (odds, what a muster reveals, rule numbers the
   * screen shows); null for a game without them. All the screen knows of the rules. */
  readonly hints: H;
  /** What the seat concludes of hidden contents from everything it was shown (the module's prediction: TITAN's split
   * prediction); absent for a game without one and on a spectator's board. */
  readonly prediction?: P;
  /** Events since the previous push, filtered to those this seat may see. */
  readonly events: readonly E[];
  /** The game's log so far as the screen may keep it (what its human seats may see), on answers to `view` and when an
   * opened game's history is known: the screen rebuilds its logs from it (after a reload, Continue or Open). */
  readonly log?: readonly E[];
  /** Seats the game waits for. */
  readonly toAct: readonly string[];
  readonly info: GameInfo;
  /** The lesson card, on the student's board of a lesson's game (engine/platform/lesson.ts). */
  readonly lesson?: LessonCard;
}

/** The screen of game `G` passes to another human: hide the board until that human confirms. */
export interface HandoffScreenPush<G extends string, E> {
  readonly kind: 'handoff';
  readonly game: G;
  readonly gameId: string;
  readonly seat: string;
  readonly name: string;
  /** Public events (no audience) since the last push, e.g. the dice just rolled: safe for anyone to see. */
  readonly events: readonly E[];
  /** As BoardPush.log: the log the screen keeps for its seats, while the board stays hidden. */
  readonly log?: readonly E[];
  readonly info: GameInfo;
}

/** A TITAN seat's board. */
export type TitanViewPush = BoardPush<'titan', PlayerView, Action, GameEvent, TitanHints, SplitPrediction | null>;
/** An Arena seat's table. */
export type ArenaViewPush = BoardPush<'arena', ArenaView, ArenaAction, ArenaEvent, null>;
/** What the screen shows for a seat, by game (a module the host registers beyond these pushes the same shape). */
export type ViewPush = TitanViewPush | ArenaViewPush;
/** The TITAN screen passes to another human. */
export type TitanHandoffPush = HandoffScreenPush<'titan', GameEvent>;
/** The Arena screen passes to another human. */
export type ArenaHandoffPush = HandoffScreenPush<'arena', ArenaEvent>;
/** The hand-off screen of any game. */
export type HandoffPush = TitanHandoffPush | ArenaHandoffPush;

/** What a screen can show for a game: one seat's board, or the hand-off screen. */
export type ScreenPush = ViewPush | HandoffPush;

/** An agent seat is choosing its action. */
export interface ThinkingPush {
  readonly kind: 'thinking';
  readonly gameId: string;
  readonly seat: string;
}

/** A save or autosave was written. */
export interface SavedPush {
  readonly kind: 'saved';
  readonly gameId: string;
  readonly path: string;
  readonly auto: boolean;
  readonly savedAt: string;
}

/** A game session was closed. */
export interface ClosedPush {
  readonly kind: 'closed';
  readonly gameId: string;
}

/** Commands of the native File and Help menus (Electron) that the renderer carries out like its in-app menu. */
export type MenuCommand =
  | 'newGame' | 'continue' | 'open' | 'openRecent' | 'openDocument' | 'save' | 'saveAs' | 'quitGame' | 'settings' | 'hostNetwork' | 'reportProblem';

/** The native menu was used. */
export interface MenuPush {
  readonly kind: 'menu';
  readonly command: MenuCommand;
  /** For openRecent: the file chosen; for openDocument: the save file the OS handed the app (double-click, a launch). */
  readonly path?: string;
}

/** Something failed outside a call (an autosave write, an agent). */
export interface ErrorPush {
  readonly kind: 'error';
  readonly gameId: string | null;
  readonly error: HostError;
}

/** Something the player should be told about a game that is not an error (e.g. an older save continued from its
 * saved position because its history no longer replays, or a damaged resume file replaced by the game's newest good
 * checkpoint). */
export interface NoticePush {
  readonly kind: 'notice';
  readonly gameId: string;
  readonly code: 'history-not-replayed' | 'history-unverified' | 'resume-damaged';
  readonly message: string;
}

/** Network play changed (a remote seat came or went, a link was revoked, a seat was handed to an AI). */
export interface LanPush {
  readonly kind: 'lan';
  readonly status: LanStatus;
}

/** The browser transport's own word on its connection (never sent by the host): the server is away and being
 * retried ('lost'), reachable again ('back'), or refuses this page for good ('gone': a revoked link, a new token). */
export interface ConnectionPush {
  readonly kind: 'connection';
  readonly state: 'lost' | 'back' | 'gone';
}

/** The desktop app fetched an update of itself (electron/updates.ts): it installs when the app quits. */
export interface UpdatePush {
  readonly kind: 'update';
  readonly version: string;
}

/** Every message the host pushes to the screen. */
export type Push = ViewPush | HandoffPush | ThinkingPush | SavedPush | ClosedPush | MenuPush | ErrorPush | NoticePush | LanPush | ConnectionPush | UpdatePush;

// ---------------------------------------------------------------------------------------------------------------
// The client-side API: what `window.titan` is (preload) and what host/browser-client.ts returns.

type Method<M extends MethodName> = {} extends RequestOf<M>
  ? (request?: RequestOf<M>) => Promise<Result<ResponseOf<M>>>
  : (request: RequestOf<M>) => Promise<Result<ResponseOf<M>>>;

/** The renderer's only door to the host; the IPC preload and the loopback client both implement it. */
export type TitanApi = { readonly [M in MethodName]: Method<M> } & {
  /** Subscribes to pushes; returns the unsubscribe function. */
  readonly onPush: (listener: (push: Push) => void) => () => void;
};

/** IPC channel of a method (Electron). */
export function ipcChannel(method: MethodName): string {
  return `titan:${method}`;
}

/** IPC channel of pushes (Electron). */
export const PUSH_CHANNEL = 'titan:push';

/** Builds an error result. */
export function fail(code: HostErrorCode, message: string, recovery?: AutosaveInfo | null): { ok: false; error: HostError } {
  return recovery === undefined ? { ok: false, error: { code, message } } : { ok: false, error: { code, message, recovery } };
}

/** Builds a success result. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}
