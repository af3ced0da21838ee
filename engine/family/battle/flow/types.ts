// The shapes of the family's battle step machine (TITAN §10–§13, Gods of Titan 11–14): the fields every game's
// battle has (the round, the active side, the phase, the pieces, the pending carry), what the machine reports and
// refuses, and the hooks a game gives it for what its rules change. A game keeps its own battle state (any extra
// fields it needs) and its own events; the machine reads and writes them only through these shapes and hooks.
import type { RngState } from '../../../platform/rng.js';
import type { StrikeTarget } from '../strike.js';
import type { StrikeChoice } from '../strike-choices.js';

/** A battle side: the attacking legion or the defending one. */
export type BattleSide = 'attacker' | 'defender';

/** The steps of a half-round the machine drives: a side's maneuver, its strikes, the other side's strikeback. */
export type FlowPhase = 'maneuver' | 'strike' | 'strikeback';

/** A character on (or waiting to enter) the battleland, as the machine reads and writes it. */
export interface FlowPiece {
  readonly id: string;
  readonly side: BattleSide;
  /** null = off the battleland (not yet entered). */
  readonly hex: string | null;
  readonly hits: number;
  readonly power: number;
  /** Moved in this maneuver phase. */
  readonly moved: boolean;
  /** Struck in this strike phase. */
  readonly struck: boolean;
  /** In contact as this strike phase began: it must strike, and only it strikes back. */
  readonly mustStrike: boolean;
  /** Slain in this strike phase, still striking until the pieces slain leave. */
  readonly slain: boolean;
}

/** Hits of a strike beyond what slew its target, waiting for the striker's choice of a further target. */
export interface PendingCarry {
  readonly striker: string;
  readonly hits: number;
  readonly strikeNumber: number;
  readonly dice: number;
  /** Piece ids that may take the carried hits. */
  readonly targets: readonly string[];
}

/** A battle as the machine reads and writes it ('over' only in a game that keeps its finished battle). */
export interface FlowBattle<P extends FlowPiece> {
  readonly round: number;
  /** The side whose maneuver or strike phase it is. */
  readonly active: BattleSide;
  readonly phase: FlowPhase | 'over';
  readonly pieces: readonly P[];
  readonly carry: PendingCarry | null;
}

/** Why pieces leave the battle for good. */
export type LossCause = 'slain' | 'not-entered' | 'time-out' | 'concession';

/** How a battle the machine ends came to its end: fought out (a side gone, or a loss that ends it), or timed out. */
export type BattleEnding = 'fought' | 'time-out';

/** An action the machine refuses; the state is unchanged. */
export interface FlowRefusal {
  readonly code: 'wrong-phase' | 'illegal';
  readonly message: string;
}

/** A strike as a seat asks for it: the normal strike when it names neither strike number nor dice. */
export interface StrikeOrder {
  readonly piece: string;
  readonly target: string;
  readonly strikeNumber?: number;
  readonly dice?: number;
}

/** A rolled strike whose hits are still to land (a game may hold one before it lands). */
export interface RolledStrike {
  readonly striker: string;
  readonly target: string;
  readonly hits: number;
  readonly strikeNumber: number;
  readonly dice: number;
  /** Where the hits beyond the target's may go ([] for a rangestrike). */
  readonly carryTargets: readonly string[];
  readonly rangestrike: boolean;
}

/** A rolled strike as every game of the family reports it (TITAN and Gods of Titan alike): striker and target, the
 * dice, the strike number, the hits scored and whether it was a rangestrike — one shape, so one screen draws any
 * game's dice. */
export interface StrikeEvent {
  readonly type: 'strike';
  readonly piece: string;
  readonly target: string;
  readonly dice: readonly number[];
  readonly strikeNumber: number;
  readonly hits: number;
  readonly rangestrike: boolean;
}

/** The game's events for what the machine does, in the game's own words. */
export interface FlowEvents<P extends FlowPiece, E> {
  readonly phase: (round: number, active: BattleSide, phase: FlowPhase) => E;
  readonly move: (piece: P, to: string) => E;
  readonly strike: (striker: P, target: string, dice: readonly number[], strikeNumber: number, hits: number, rangestrike: boolean) => E;
  readonly carry: (striker: string, target: string, hits: number) => E;
  /** Hits a hazard deals as a strike phase begins. */
  readonly damage: (piece: P, hits: number) => E;
  /** `by`: the striker's id, null for a hazard. */
  readonly slain: (piece: P, by: string | null) => E;
  readonly removed: (pieces: readonly string[], cause: LossCause) => E;
}

/**
 * What a game gives the machine: where its battle lives in its state, its events, its position rules, and a hook for
 * each rule it changes. `S` is the game's state the machine is handed (the battle itself, or a game holding it).
 */
export interface BattleFlowHooks<S, B extends FlowBattle<P>, P extends FlowPiece, E> {
  /** The battle being fought, or null once it has ended. */
  readonly battle: (s: S) => B | null;
  readonly withBattle: (s: S, battle: B) => S;
  /** The dice of the game (the machine rolls its strikes from them). */
  readonly rng: (s: S) => RngState;
  readonly withRng: (s: S, rng: RngState) => S;
  readonly events: FlowEvents<P, E>;
  /** A piece's name in a refusal. */
  readonly nameOf: (piece: P) => string;

  // The position rules, read through the game's battle position (engine/family/battle/rules.ts and its hooks).
  /** The hexes a piece of the maneuvering side that has not moved may move (or enter, or deploy) to. */
  readonly moves: (s: S, battle: B, piece: P) => readonly string[];
  /** The enemies a piece of the striking side that has not struck may strike (none off the battleland). */
  readonly targets: (s: S, battle: B, piece: P) => readonly StrikeTarget[];
  /** Every way a piece may strike a target it may strike, the normal strike first. */
  readonly choices: (s: S, battle: B, striker: string, target: string) => readonly StrikeChoice[];
  /** Whether a piece is in contact as a strike phase begins (it must strike, and strikes back). */
  readonly inContact: (s: S, battle: B, piece: P) => boolean;
  /** The hits a hazard deals a piece as a strike phase begins (TITAN Hazard Chart: Drift). */
  readonly phaseDamage: (s: S, battle: B, piece: P) => number;

  // The order of a battle.
  /** The side that maneuvers first in a round (TITAN §10.3: the variant's; Gods 11.1: the defender). */
  readonly firstMover: (s: S, battle: B, round: number) => BattleSide;
  /** The last round; a battle not over after it is timed out (TITAN §10.5, Gods 11.8: the seventh). */
  readonly lastRound: (s: S, battle: B) => number;
  /** The pieces of the maneuvering side that must enter (or deploy) before its maneuver may end, and still can
   * (TITAN §10.2 a Tower defender, §14 and §15.1 arrivals; Gods 11.3 a Tower defender). */
  readonly mustEnter: (s: S, battle: B) => readonly P[];
  /** As a maneuver ends: the maneuvering side's pieces still off the battleland that are lost (TITAN §10.1, Gods
   * 11.6), after the game took back any that were never really taken (TITAN §14: a reinforcement unable to enter). */
  readonly leftOut: (s: S, battle: B, events: E[]) => { readonly state: S; readonly lost: readonly P[] };
  /** Besides a side's elimination, whether the battle ends now that these pieces left (TITAN §19.3: a Titan lost in
   * any way; Gods 24.7: a Master slain, after that strike phase). `cause` is 'not-entered' as a maneuver ends and
   * 'slain' as a strike phase ends. */
  readonly endsBattle: (s: S, lost: readonly P[], cause: 'slain' | 'not-entered') => boolean;
  /** Ends the battle at the game level (the winner, the outcome, what it is scored). */
  readonly end: (s: S, ending: BattleEnding, events: E[]) => S;
  /** What leaving the battle costs at the game level (the pieces are already off the battle's list). */
  readonly removed: (s: S, lost: readonly P[], cause: LossCause) => S;
  /** Whether a piece slain in the strikeback leaves at once (Gods 11.9) rather than as the strike phase ends (TITAN §13.6). */
  readonly strikebackSlainLeaveAtOnce: boolean;

  // Additions between the steps (summoning, reinforcement, spells, abilities) and extra damage; each optional.
  /** What else a piece takes up as its side's maneuver begins (TITAN: the hex it starts from). */
  readonly maneuverPiece?: (piece: P) => P;
  /** What opens or closes as a maneuver phase begins (the round and the active side already its own). */
  readonly maneuverBegins?: (s: S) => S;
  /** What the maneuvering side leaves untaken as it ends its maneuver (TITAN §14, §15: the windows close). */
  readonly maneuverEnds?: (s: S) => S;
  /** Before a piece of the maneuvering side moves: what its move closes (TITAN §14: the reinforcement window). */
  readonly moving?: (s: S, piece: P) => S;
  /** After a move: what it costs or commits (`piece` as it was before the move, `from` its hex then). */
  readonly moved?: (s: S, piece: P, from: string | null, events: E[]) => S;
  /** The hits a strike scores of those its dice rolled (Gods Hazard Chart: Darkness takes one off). */
  readonly scoredHits?: (s: S, battle: B, target: P, rolled: number) => number;
  /** A rolled strike held before it lands (Gods 16.5 Stone Cold), or null when it lands at once. */
  readonly holdStrike?: (s: S, strike: RolledStrike) => S | null;
  /** What follows a strike once its hits landed (`used`: the hits its target took), before its carry is offered. */
  readonly afterStrike?: (s: S, strike: RolledStrike, used: number, events: E[]) => S;
  /** The hits a piece takes of `hits` dealt to it (a protection lowers them, at most what slays it). */
  readonly damage?: (s: S, battle: B, piece: P, hits: number) => number;
  /** What a game notes as a piece is slain (`by`: the striker, null for a hazard). */
  readonly slain?: (s: S, piece: P, by: string | null) => S;
  /** Whether the striking side still has something other than a strike to do before its strikes end (Gods 15.2: a
   * spell in one's own strike phase). */
  readonly waits?: (s: S, battle: B) => boolean;
  /** The side whose legion a piece belongs to, when it fights for the other (Gods 15.6 Slavery): what a time-out
   * eliminates. */
  readonly legionOf?: (s: S, piece: P) => BattleSide;
}
