// THE game module interface: everything the host, the save format, the command line (simulate, replay, validate,
// tournament, bench) and the AI runner need from one game. TITAN (with its Titan Variant), Titan: The Arena and any
// later game are each one object of this shape (games/); nothing outside a module asks which game it is.
import type { z } from 'zod';
import type { Lesson } from './lesson.js';

/** An action as every module shapes it: a type, the seat that sends it and the state it was computed on. */
export interface ModuleAction {
  readonly type: string;
  readonly player: string;
  readonly stateId: number;
}

/** An event as every module shapes it: one with an `audience` is seen only by those seats. */
export interface ModuleEvent {
  readonly type: string;
  readonly audience?: readonly string[];
}

/** A refusal from an engine, as plain data (codes such as stale, not-your-turn, wrong-phase, illegal, game-over). */
export interface ModuleError {
  readonly code: 'malformed' | 'stale' | 'not-your-turn' | 'wrong-phase' | 'illegal' | 'game-over';
  readonly message: string;
}

/** Outcome of applying one action. */
export type ModuleApplyResult<State, Event> =
  | { readonly ok: true; readonly state: State; readonly events: readonly Event[] }
  | { readonly ok: false; readonly error: ModuleError };

/** One seat of a game: its id (a TITAN colour, an Arena player id) and its player's name. */
export interface SeatDef {
  readonly id: string;
  readonly name: string;
}

/** A seat as a save's meta lists it (TITAN writes `color`, the Arena `id`). */
export interface SeatMeta {
  readonly color?: string;
  readonly id?: string;
  readonly name: string;
}

/** Headline facts of a game, written into a save's `meta` so that a save list can be shown without loading it. */
export interface GameSummary {
  readonly players: readonly SeatDef[];
  readonly round: number;
  readonly phase: string;
  readonly over: boolean;
  readonly winner: string | null;
  readonly scores: Readonly<Record<string, number>>;
}

/** When the host writes a rotating autosave besides the resume file. */
export type CheckpointReason = 'phase' | 'engagement' | 'battle-round';

/** One step of a module's state schema: turns data of version `to - 1` into version `to` (saves migrate step by step). */
export interface StateMigration {
  /** The state schema version this step produces. */
  readonly to: number;
  /** What changed, in words (shown nowhere; read by developers). */
  readonly why: string;
  /** Migrates one state (a snapshot, an undo entry, a replay base). */
  state(old: unknown): unknown;
  /** Migrates the setup, when its shape changed in this step. */
  setup?(old: unknown): unknown;
  /** Migrates one logged action, when action shapes changed in this step. */
  action?(old: unknown): unknown;
}

/** A state read from a file, checked: the state, or what is wrong with it (paths and sentences). */
export type StateCheck<State> = { readonly ok: true; readonly state: State } | { readonly ok: false; readonly problems: readonly string[] };

/** What an AI seat is given: only its seat's view and legal actions, the events it may see since its last decision,
 * and the plain-JSON memory its last decision returned. */
export interface AgentInput<View, Action, Event> {
  readonly seat: string;
  readonly view: View;
  readonly legal: readonly Action[];
  readonly events: readonly Event[];
  readonly memory: unknown;
}

/** How an AI decision may think: a seed for its own PRNG, and a budget with the clock to measure it (if any). */
export interface AgentContext {
  readonly seed: number;
  readonly budgetMs?: number;
  readonly clock?: () => number;
}

/** An AI decision: the action and the memory to hand back with the seat's next decision. */
export interface AgentDecision<Action> {
  readonly action: Action;
  readonly memory: unknown;
}

/** A module's AI players: its levels (besides `random`, which every game has) and the pure decision function. */
export interface ModuleAi<View, Action, Event> {
  /** AI levels from weakest to strongest, e.g. easy, normal, hard. */
  readonly levels: readonly string[];
  /** One decision of `level` for `input.seat`. Pure for a given input unless `ctx.clock` is given. */
  decide(level: string, input: AgentInput<View, Action, Event>, ctx: AgentContext): AgentDecision<Action>;
}

/** What a seat concludes of other seats' hidden contents from everything it was shown (TITAN's split prediction): a
 * plain-JSON memory folded over the events that seat may see, and what its screen is shown of it beside its view.
 * The host keeps one memory per seat it pushes boards to; never saved (the log rebuilds it). */
export interface ModulePrediction<View, Event> {
  /** The memory of the seat whose view is `view`, before it saw anything. */
  start(view: View): unknown;
  /** The memory after the seat saw `events` (those it may see; a module skips any other itself). */
  observe(memory: unknown, events: readonly Event[]): unknown;
  /** What the seat's screen shows of the memory beside `view` (null: nothing in this game's options). */
  show(memory: unknown, view: View): unknown;
}

/** Options the simulator may pass to a module's default setup (each module takes those it has, ignores the rest). */
export interface SimOptions {
  /** A variant id among the module's `games` (null: the module's first). */
  readonly variant: string | null;
  readonly turnLimit: number | null;
  readonly pointTarget: number | null;
}

/** The whole numbers from `min` to `max` a setup takes for one of `SimOptions`' endings. */
export interface SimBounds {
  readonly min: number;
  readonly max: number;
}

/** Which of `SimOptions`' shortened endings (TITAN §21) a module's default setup honours, each with the bounds its
 * setup takes; null: the game has no such ending (its default setup ignores the option). The always-on host offers
 * these and refuses the others (host/always-on.ts). */
export interface SimEndings {
  readonly turnLimit: SimBounds | null;
  readonly pointTarget: SimBounds | null;
}

/** Game-specific counters of one game: totals by name, and per seat index (e.g. TITAN's concessions, Titans lost). */
export interface GameTally {
  readonly counts: Readonly<Record<string, number>>;
  readonly bySeat: Readonly<Record<string, readonly number[]>>;
}

/** What the simulator, the CI games, the tournament and the benchmark need beyond the rules. */
export interface ModuleSim<Setup, State, Event> {
  /** A default game with `players` seats named after their index. */
  defaultSetup(players: number, seed: number, options: SimOptions): Setup;
  /** The endings `defaultSetup` honours, with their bounds. */
  readonly endings: SimEndings;
  /** Broken rules in `state` (given the state before the action, or null at creation). */
  invariants(prev: State | null, state: State): string[];
  /** Changes whenever the game moves on (turn, phase, engagement or battle step): stuck detection. */
  progressKey(state: State): string;
  /** Whether an event starts a battle (counted in reports). */
  isBattle(event: Event): boolean;
  /** Game-specific counters of one finished game from all its events in order (tournament reports sum them). */
  tally?(events: readonly Event[], seatOf: (player: string) => number): GameTally;
  /** The phase a decision is filed under in latency reports (default: `summary(state).phase`). */
  phaseLabel?(state: State): string;
  /** The actions the random seat of simulated games never picks while it has another (default: taking back a whole
   * battle maneuver at once, tools/cli/agents.ts): so that simulated games play as they did before a take-back aid. */
  randomAvoids?(action: unknown): boolean;
}

/** One thing a game's statistics count, read from one step of its history: a strike's dice (whose luck is measured
 * against its strike number), a battle and who won it, a character mustered, a character slain (its owner's loss). */
export type StatFact =
  | { readonly kind: 'strike'; readonly seat: string; readonly dice: number; readonly hits: number; readonly strikeNumber: number }
  | { readonly kind: 'battle'; readonly seats: readonly string[]; readonly winner: string | null }
  | { readonly kind: 'muster'; readonly seat: string }
  | { readonly kind: 'slain'; readonly seat: string; readonly by: string | null };

/** Where a state stands, for grouping a review's entries (engine/platform/review.ts): the seat whose turn it is, and keys
 * of the engagement and the battle under way (null: none). Public facts only; a new group starts wherever a key
 * differs from the entry before. */
export interface ReviewPlace {
  readonly turn: string | null;
  readonly engagement: string | null;
  readonly battle: string | null;
}

/** What a game's look back (review and statistics, engine/platform/history.ts, review.ts) reads from a replay of its log. */
export interface ModuleReview<State, Action, Event> {
  /** How many actions the state's take-back stack holds (0 for a game without take-backs). */
  takeBacks(state: State): number;
  /** The facts the statistics count in one step: the action applied to `before`, its events, the state `after`; left
   * out: the game keeps no statistics. */
  facts?(before: State, action: Action, events: readonly Event[], after: State): readonly StatFact[];
  /** Where the state stands (its turn, engagement and battle); left out: the review groups by round alone. */
  place?(state: State): ReviewPlace;
}

/** A game's readable record (engine/platform/notation.ts, docs/notation.md): one line per action, naming the seat, the
 * verb and the things by their public names, read back exactly against the state it was taken in. */
export interface ModuleNotation<State, Action> {
  /** The action taken in `before` as one line. */
  write(action: Action, before: State): string;
  /** The action a line written in `before` names (its `stateId` that of `before`), or why it names none. */
  read(line: string, before: State): Action | { readonly error: string };
}

/** Save-format facts of a module: versions, migrations and the checks a state read from a file must pass. */
export interface ModuleSaves<State> {
  /** Version of the state (and setup) schema; a save records it; migrations lead from every older one to this. */
  readonly stateVersion: number;
  /** Version of the rules: when two builds share it, the same setup and log give the same states. */
  readonly rulesVersion: number;
  /** One step per version after the first, ordered by `to` (2, 3, …, stateVersion). */
  readonly migrations: readonly StateMigration[];
  /** Validates a state read from a file: structure, references into the game's data and the rules' invariants. */
  checkState(value: unknown): StateCheck<State>;
  /** The part of a state a replay must reproduce exactly (TITAN leaves out its undo history). */
  position(state: State): unknown;
}

/** The play aids of the host's Settings a module may act on (each off by default). */
export interface PlayAids {
  /** Strike at once when a seat must strike and only one strike is possible. */
  readonly autoStrike: boolean;
  /** Carry the hits at once when only one piece may take them. */
  readonly autoCarry: boolean;
}

/** The turn clock running in a state: whose it is, a key naming the clocked period (a new key starts a fresh clock),
 * and how long it is. */
export interface RunningClock {
  readonly seat: string;
  readonly key: string;
  readonly ms: number;
}

/** §21 clocks as the host sees them: the engine keeps no time, it says which clock runs and what running out does. */
export interface ModuleClocks<State, Action> {
  /** The game's time limit in ms (counted while the game is open), null when it has none. */
  gameLimit(state: State): number | null;
  /** The turn clock running now, null when none does (the host runs it for human seats only). */
  turnClock(state: State): RunningClock | null;
  /** The action that ends the game on time (`'game'`) or the running turn clock's period (`'turn'`). */
  timeUp(state: State, clock: 'game' | 'turn'): Action | null;
  /** Whether an action is a clock's own: the host applies it, a page may never send it. */
  isTimeUp(action: Action): boolean;
}

/** One game, whole: setup, rules, views, saves, AI and simulation. */
export interface GameModule<
  Setup = unknown,
  State = unknown,
  Action extends ModuleAction = ModuleAction,
  Event extends ModuleEvent = ModuleEvent,
  View = unknown,
  Hints = unknown,
> {
  /** Module id, e.g. "titan", "arena": what a new-game request and every push name. */
  readonly id: string;
  /** The game's name for people. */
  readonly name: string;
  /** Save-file `game` ids this module plays (a game and its variants, e.g. "titan", "titan-variant"). */
  readonly games: readonly string[];
  /** The save-file `game` id of a setup. */
  gameOf(setup: Setup): string;
  /** What people call a game of `game` (one of `games`: e.g. the Titan Variant); left out: the module's `name`. */
  gameName?(game: string): string;
  /** How many seats a game of `game` (one of `games`) takes. */
  seatRange(game: string): { readonly min: number; readonly max: number };
  /** Validates a setup (the seed included): new-game requests and saves use this one schema. */
  readonly setupSchema: z.ZodType<Setup>;
  /** What the rules object to in a schema-valid setup (an unknown colour, …), or null. */
  setupError(setup: Setup): string | null;
  /** The seats of a setup, in seat order. */
  seatsOf(setup: Setup): readonly SeatDef[];
  /** Seats as a save's meta records them. */
  seatMeta(setup: Setup): readonly SeatMeta[];
  /** Options recorded in a save's meta. */
  options(setup: Setup): unknown;
  /** What save lists and the window call a new game of this setup (e.g. its players' names). */
  title(setup: Setup): string;
  /** Creates a game from a setup that passed `setupSchema` and `setupError`. */
  createGame(setup: Setup): { readonly state: State; readonly events: readonly Event[] };
  /** Validates one action sent by a seat or read from a log (the reducer still judges its legality). */
  readonly actionSchema: z.ZodType<Action>;
  /** The one reducer: the next state and its events, or a typed refusal; never throws for bad input. Its action has
   * passed `actionSchema` (the host, the network listener and the save replay parse untrusted actions first) or comes
   * from the game's own legal actions: the reducer does not parse it again. */
  apply(state: State, action: Action): ModuleApplyResult<State, Event>;
  /** Every legal action of `player` now. */
  legalActions(state: State, player: string): readonly Action[];
  /** Who the game asks now (agents are asked, hot-seat screens follow them); empty when the game is over. */
  actors(state: State): readonly string[];
  /** Whom `seat`'s screen shows as acting (null: a spectator), itself included whenever it may act now: the actors
   * less those whose acting only some seats may know (a secret offer's receiver), plus `seat`'s own option the game
   * does not wait for (a choice whose mere existence is hidden). Left out: everyone sees `actors`. */
  actorsSeen?(state: State, seat: string | null): readonly string[];
  /** What `seat` may see (null: a spectator who sees nothing hidden); never hidden contents or the PRNG. */
  view(state: State, seat: string | null): View;
  /** What a seat's screen is shown beside its view and legal actions (previews, odds, rule numbers), computed from
   * those two alone so that it cannot leak what the view hides; sent with every board push, never saved. */
  hints?(view: View, legal: readonly Action[]): Hints;
  /** What a seat concludes of hidden contents from all it was shown, pushed beside its view; left out: none. */
  readonly prediction?: ModulePrediction<View, Event>;
  /** The action a play aid the player switched on takes for a seat with no real choice (e.g. TITAN's one possible
   * strike), chosen from its legal actions; null when the seat has a choice. Modules without aids leave it out. */
  aid?(legal: readonly Action[], aids: PlayAids): Action | null;
  /** A turn deadline's `skip` (the always-on host, issue 25): the action with which `seat` does the least the rules
   * allow at this step (ends its splitting, its moves, its mustering; declines an optional step), chosen from its legal
   * actions; null where the rules require a real action of it now (a battle, a required move: the host then has the
   * weakest AI level take just that step). Left out: the game has no such action (the AI takes every step). */
  pass?(state: State, seat: string): Action | null;
  /** Number of actions applied since creation. */
  stateId(state: State): number;
  summary(state: State): GameSummary;
  /** The autosave checkpoint, if any, that the step from `prev` to `next` reaches. */
  checkpoint(prev: State, next: State): CheckpointReason | null;
  readonly saves: ModuleSaves<State>;
  readonly ai: ModuleAi<View, Action, Event>;
  readonly sim: ModuleSim<Setup, State, Event>;
  /** The game's look back: statistics and the review's grouping from its log; a game without it has neither (its review
   * lists the log's steps by round, none taken back). */
  readonly review?: ModuleReview<State, Action, Event>;
  /** §21 clocks the host runs for this game (a game without them has none). */
  readonly clocks?: ModuleClocks<State, Action>;
  /** The game's record lines (docs/notation.md); a game without it cannot be exported as a record. */
  readonly notation?: ModuleNotation<State, Action>;
  /** The game's guided first games (issue 24, `engine/platform/lesson.ts`); a game without them offers none. */
  readonly lessons?: readonly Lesson<Setup, State, Action>[];
}

/** Any game module, whatever its types (what the host, the loader and the CLI pick from; methods are bivariant). */
export type AnyGameModule = GameModule;

/** True when `seat` may see `event`. */
export function sees(seat: string | null, event: ModuleEvent): boolean {
  return event.audience === undefined || (seat !== null && event.audience.includes(seat));
}

/** What people call a game of `game` (one of the module's `games`): its `gameName`, or the module's name. */
export function nameOfGame(module: Pick<AnyGameModule, 'name' | 'gameName'>, game: string): string {
  return module.gameName?.(game) ?? module.name;
}
