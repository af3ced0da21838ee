// The few operations the save format, the CLI simulator and the benchmark need from a game engine, so that TITAN
// and (later) Titan: The Arena share one save format and one command line.
import type { z } from 'zod';

/** A refusal from an engine, as plain data. */
export interface ModuleError {
  readonly code: string;
  readonly message: string;
}

/** Outcome of applying one action. */
export type ModuleApplyResult<State, Event> =
  | { readonly ok: true; readonly state: State; readonly events: readonly Event[] }
  | { readonly ok: false; readonly error: ModuleError };

/** A seat as a save's meta lists it. */
export interface SeatMeta {
  readonly color?: string;
  readonly id?: string;
  readonly name: string;
}

/** Headline facts of a game, written into a save's `meta` so that a save list can be shown without replaying. */
export interface GameSummary {
  readonly players: readonly { readonly id: string; readonly name: string }[];
  readonly round: number;
  readonly phase: string;
  readonly over: boolean;
  readonly winner: string | null;
  readonly scores: Readonly<Record<string, number>>;
}

/** One game engine as the save format, simulator and benchmark see it (methods, not function properties, on purpose). */
export interface GameModule<Setup = unknown, State = unknown, Action = unknown, Event = unknown, View = unknown> {
  /** Save-file `game` ids this module loads (e.g. "titan" and "titan-variant"). */
  readonly games: readonly string[];
  /** The save-file `game` id of a setup. */
  gameOf(setup: Setup): string;
  /** Validates a setup read from a file. */
  readonly setupSchema: z.ZodType<Setup>;
  /** Validates one logged action read from a file (the reducer still judges its legality on replay). */
  readonly actionSchema: z.ZodType<Action>;
  /** What the engine objects to in a schema-valid setup (unknown colour, …), or null. */
  setupError(setup: Setup): string | null;
  /** Creates a game from a setup that passed `setupSchema` and `setupError`. */
  createGame(setup: Setup): { readonly state: State; readonly events: readonly Event[] };
  apply(state: State, action: Action): ModuleApplyResult<State, Event>;
  legalActions(state: State, player: string): readonly Action[];
  /** Who may act now; empty when the game is over. */
  actors(state: State): readonly string[];
  /** What `player` may see (the input of a player agent). */
  view(state: State, player: string): View;
  /** Number of actions applied since creation (the save's snapshot check). */
  stateId(state: State): number;
  hash(state: State): string;
  summary(state: State): GameSummary;
  /** Options recorded in a save's meta. */
  options(setup: Setup): unknown;
  /** Seats recorded in a save's meta (TITAN: `{ color, name }`; the Arena: `{ id, name }`). */
  seats(setup: Setup): readonly SeatMeta[];
}

/** Any game module, whatever its types (what the loader and the CLI pick from; method parameters are bivariant). */
export type AnyGameModule = GameModule;
