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
// returns the current screen again (e.g. after a reload). Native menu commands arrive as MenuPush.
import { z } from 'zod';
import type { Action } from '../engine/titan/actions.js';
import type { ArenaAction, ArenaEvent, ArenaView } from '../engine/arena/index.js';
import type { GameEvent } from '../engine/titan/events.js';
import type { ModuleAction, ModuleEvent, PlayAids } from '../engine/platform/module.js';
import type { TitanHints } from '../engine/titan/preview/index.js';
import type { SplitPrediction } from '../engine/titan/prediction/show.js';
import { MAX_SAVE_BYTES } from '../engine/platform/save/index.js';
import type { PlayerView } from '../engine/titan/view.js';
import type { GameStats } from '../engine/platform/stats.js';
import type { AllStats } from '../engine/platform/all-stats.js';
import type { ReviewEntry } from '../engine/platform/review.js';
import type { ClockStatus } from './clocks.js';
import { RECORDS_REQUEST_SCHEMAS, type RecordsResponseMap } from './contract-records.js';
export type { ExportedRecord, OpenedRecord } from './contract-records.js';
export type { ClockStatus };

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

/** Who plays a seat: a human at this screen, random legal moves, or one of the game module's AI levels. */
export type SeatKind = 'human' | 'random' | (string & {});
/** The seat kinds every game has; a module adds its AI levels (TITAN and the Arena: easy, normal, hard). */
export const BASIC_SEAT_KINDS = ['human', 'random'] as const;

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

/** User settings (persisted by the host; window bounds are used by Electron only). */
export interface Settings {
  readonly window: { readonly width: number; readonly height: number; readonly x: number | null; readonly y: number | null; readonly maximized: boolean };
  readonly lastFolder: string | null;
  /** Animation speed multiplier: 0 = no animation, 1 = normal. */
  readonly animationSpeed: number;
  /** Pause before an agent's action is applied, so humans can follow. */
  readonly aiDelayMs: number;
  readonly confirmations: { readonly endTurn: boolean; readonly concede: boolean; readonly flee: boolean; readonly quitGame: boolean };
  /** BCP 47 language tag of the UI. */
  readonly language: string;
  /** How many rotating autosaves are kept per game. */
  readonly autosaveKeep: number;
  /** Play aids the host carries out for this screen's humans (auto-strike, auto-carry); off by default. */
  readonly aids: PlayAids;
  /** The turn-start notice (window title and a tone when a human seat must act after computer seats); on by default. */
  readonly turnNotice: boolean;
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

/** Where a problem report went: the file the player chose (Electron), its bytes for the page to download (browser
 * mode), or nowhere (the player closed the file dialog: no error). */
export type ProblemReport =
  | { readonly kind: 'written'; readonly path: string }
  | { readonly kind: 'download'; readonly fileName: string; readonly base64: string }
  | { readonly kind: 'cancelled' };

/** Most lines of the page's trail a problem report takes (the page keeps no more), and most characters of a line. */
export const TRAIL_LINES = 300;
export const TRAIL_LINE_CHARS = 400;

/** One seat of a network game as the host panel shows it. */
export interface LanSeat {
  readonly seat: string;
  readonly name: string;
  /** The seat's invitation link (its per-seat secret inside). */
  readonly link: string;
  /** A remote page of this seat is connected now (false: away). */
  readonly connected: boolean;
  /** Who plays the seat now: 'human' (the remote player) or the AI level standing in for him. */
  readonly kind: SeatKind;
}

/** Network play of the host: which game is open to the local network, where, and its links. */
export interface LanStatus {
  /** The game open to the network (null: none). */
  readonly gameId: string | null;
  /** The address and port the network listener is bound to (null: not listening). */
  readonly address: string | null;
  readonly port: number | null;
  /** The public address links carry (https://name[:port]; null: the listener's own address), also before listening. */
  readonly publicUrl: string | null;
  readonly seats: readonly LanSeat[];
  /** The read-only link with the public view (null: none). */
  readonly spectator: string | null;
  /** Seats a reopened game was played over the network with (offered again by the host panel). */
  readonly offered: readonly string[];
}

/** A game's review as this page may see it (engine/platform/review.ts): `all` for a finished game (every event and
 * action), else what `seat` (null: a spectator) was shown; the steps that stand, in log order. */
export interface GameReview {
  readonly all: boolean;
  readonly seat: string | null;
  readonly entries: readonly ReviewEntry[];
}

/** The board of a review at a step (`index` null: the start): `seat`'s view then and the step's events it may see
 * (every event of a finished game). */
export interface ReviewBoardView {
  readonly all: boolean;
  readonly seat: string | null;
  readonly index: number | null;
  readonly view: unknown;
  readonly events: readonly ModuleEvent[];
}

// ---------------------------------------------------------------------------------------------------------------
// Request schemas: one per method. Every payload that crosses the boundary is parsed with these.

const gameId = z.string().min(1).max(64);
const seat = z.string().min(1).max(64);
const empty = z.strictObject({});

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

/** A partial settings update (nested objects may be partial too). */
export const SettingsPatchSchema = z.strictObject({
  window: z
    .strictObject({
      width: z.number().int().min(400).max(20_000),
      height: z.number().int().min(300).max(20_000),
      x: z.number().int().min(-100_000).max(100_000).nullable(),
      y: z.number().int().min(-100_000).max(100_000).nullable(),
      maximized: z.boolean(),
    })
    .partial()
    .optional(),
  lastFolder: z.string().max(4096).nullable().optional(),
  animationSpeed: z.number().min(0).max(10).optional(),
  aiDelayMs: z.number().int().min(0).max(60_000).optional(),
  confirmations: z.strictObject({ endTurn: z.boolean(), concede: z.boolean(), flee: z.boolean(), quitGame: z.boolean() }).partial().optional(),
  language: z.string().regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/).optional(),
  autosaveKeep: z.number().int().min(1).max(100).optional(),
  aids: z.strictObject({ autoStrike: z.boolean(), autoCarry: z.boolean() }).partial().optional(),
  turnNotice: z.boolean().optional(),
});

/** Request schema of every method, by method name. */
export const REQUEST_SCHEMAS = {
  appInfo: empty,
  listGames: empty,
  newGame: NewGameRequestSchema,
  continueLatest: empty,
  openSave: z.strictObject({ source: saveSource }),
  save: z.strictObject({ gameId }),
  saveAs: z.strictObject({ gameId, target: saveTarget }),
  exportSave: z.strictObject({ gameId }),
  gameStats: z.strictObject({ gameId }),
  allStats: empty,
  reviewGame: z.strictObject({ gameId }),
  // the seat whose view the board is drawn as: any seat (or null, a spectator's) once the game is over; else only the
  // page's own (left out: the page's own)
  reviewBoard: z.strictObject({ gameId, index: z.number().int().min(0).max(10_000_000).nullable(), seat: seat.nullable().optional() }),
  listRecent: empty,
  listAutosaves: empty,
  getSettings: empty,
  setSettings: z.strictObject({ patch: SettingsPatchSchema }),
  view: z.strictObject({ gameId }),
  submit: z.strictObject({ gameId, seat, action: moduleAction }),
  handoffReady: z.strictObject({ gameId, seat }),
  quitGame: z.strictObject({ gameId }),
  lanStatus: z.strictObject({ gameId: gameId.optional() }),
  // publicUrl: the address the internet reaches the host by ('' : none; left out: as before)
  lanStart: z.strictObject({ gameId, seats: z.array(seat).min(1).max(8), spectator: z.boolean(), publicUrl: z.string().max(300).optional() }),
  lanStop: empty,
  lanRevoke: z.strictObject({ gameId, seat: seat.nullable() }),
  lanHand: z.strictObject({ gameId, seat, kind: z.string().min(1).max(16) }),
  problemReport: z.strictObject({ includeSave: z.boolean(), gameId: gameId.nullable(), trail: z.array(z.string().max(TRAIL_LINE_CHARS)).max(TRAIL_LINES) }),
  ...RECORDS_REQUEST_SCHEMAS,
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
/** A settings update. */
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

/** The success value of every method (the record methods' in RecordsResponseMap). */
export interface ResponseMap extends RecordsResponseMap {
  appInfo: AppInfo;
  listGames: readonly GameInfo[];
  newGame: GameInfo;
  /** Resumes the most recently played game exactly where it was (its resume autosave). */
  continueLatest: GameInfo;
  openSave: GameInfo;
  save: SavedFile;
  saveAs: SavedFile;
  exportSave: ExportedSave;
  /** A finished game's statistics: luck, battles, musters and losses per seat, the scores by round. */
  gameStats: GameStats;
  /** The statistics across every finished game on this machine, per player name (host/all-stats.ts). */
  allStats: AllStats;
  /** The game's review: its steps as this page may see them (a remote page: its own seat's). */
  reviewGame: GameReview;
  /** The board of the review at a step. */
  reviewBoard: ReviewBoardView;
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
  /** Network play now; with a gameId, the seats that game was played over the network with before. */
  lanStatus: LanStatus;
  /** Opens `seats` of a game to the local network (each gets its link) and starts listening beyond loopback. */
  lanStart: LanStatus;
  /** Ends network play: the listener closes and the seats return to this screen. */
  lanStop: LanStatus;
  /** Replaces a seat's link (null: the spectator link) with a new one; the old one is refused from now on. */
  lanRevoke: LanStatus;
  /** Hands a remote seat to an AI level, or back to its remote player ('human'). */
  lanHand: LanStatus;
  /** "Report a problem": the logs, the app's facts, the page's trail and, only when asked, the open game's save, in a
   * zip for the player to keep or send himself (host/problem-report.ts). Nothing leaves the machine. */
  problemReport: ProblemReport;
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

/** Every message the host pushes to the screen. */
export type Push = ViewPush | HandoffPush | ThinkingPush | SavedPush | ClosedPush | MenuPush | ErrorPush | NoticePush | LanPush | ConnectionPush;

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
