// The battle step machine of the TITAN family as one object a game builds from its hooks: the steps of a battle
// (maneuver, strikes, strikeback, carries, the end of a phase, the round limit, the battle's end), the hits and the
// removals, and the questions the legal actions ask — written once here, each game's rules in its hooks.
import type { StrikeTarget } from '../strike.js';
import type { StrikeChoice } from '../strike-choices.js';
import { landHits, markHits, removePieces } from './hits.js';
import { advanceIfIdle, endManeuver, movePiece, startManeuver } from './phases.js';
import { anyStriker, carryTargets, decidingSide, flowOf, liveTargets, owedStrikes, pieceMoves, strikeChoices, strikingSide } from './queries.js';
import { carry, endStrikes, landStrike, strike } from './strikes.js';
import type { BattleFlowHooks, BattleSide, FlowBattle, FlowPiece, FlowRefusal, LossCause, RolledStrike, StrikeOrder } from './types.js';

/** One game's battle step machine. */
export interface BattleMachine<S, B extends FlowBattle<P>, P extends FlowPiece, E> {
  /** The side whose pieces strike now. */
  readonly strikingSide: (battle: B) => BattleSide;
  /** The side whose choice the battle waits for (null: the striker of a pending carry is gone). */
  readonly decidingSide: (battle: B) => BattleSide | null;
  /** The targets the hits of a pending carry may still go to ([] without one; dropping them is always open). */
  readonly carryTargets: (battle: B) => readonly string[];
  /** The hexes a piece may move to now. */
  readonly pieceMoves: (s: S, battle: B, piece: P) => readonly string[];
  /** The enemies a piece may strike now. */
  readonly liveTargets: (s: S, battle: B, piece: P) => readonly StrikeTarget[];
  /** Every way a piece may strike a target now. */
  readonly strikeChoices: (s: S, battle: B, striker: string, target: string) => readonly StrikeChoice[];
  /** Pieces that still owe a strike. */
  readonly owedStrikes: (s: S, battle: B) => P[];
  /** Whether any piece could still strike. */
  readonly anyStriker: (s: S, battle: B) => boolean;
  /** Begins the active side's maneuver (a battle's first one too). */
  readonly startManeuver: (s: S, events: E[]) => S;
  /** Moves a piece of the maneuvering side. */
  readonly move: (s: S, piece: string, to: string, events: E[]) => S | FlowRefusal;
  /** `done` in a maneuver. */
  readonly endManeuver: (s: S, events: E[]) => S | FlowRefusal;
  /** §21: the maneuver's clock ran out: it ends now, every piece still off the battleland left out. */
  readonly maneuverTimeUp: (s: S, events: E[]) => S | FlowRefusal;
  /** One strike. */
  readonly strike: (s: S, order: StrikeOrder, events: E[]) => S | FlowRefusal;
  /** Lands a strike a game held before it landed, then moves on if nobody can strike. */
  readonly landHeldStrike: (s: S, rolled: RolledStrike, events: E[]) => S;
  /** Carries the pending hits to a target, or drops them (null). */
  readonly carry: (s: S, target: string | null, events: E[]) => S | FlowRefusal;
  /** `done` in a strike step. */
  readonly endStrikes: (s: S, events: E[]) => S | FlowRefusal;
  /** Moves on from a strike step in which nobody can strike any more. */
  readonly advanceIfIdle: (s: S, events: E[]) => S;
  /** Marks hits on a piece (a game's spells and abilities deal them too). */
  readonly markHits: (s: S, id: string, hits: number, by: string | null, events: E[]) => S;
  /** Puts up to `hits` of a strike's hits on a target: the state and the hits it took. */
  readonly landHits: (s: S, target: string, hits: number, by: string, events: E[]) => [S, number];
  /** Takes pieces out of the battle for good (a concession's too). */
  readonly removePieces: (s: S, ids: readonly string[], cause: LossCause, events: E[]) => S;
}

/** Builds a game's battle step machine from its hooks (once per game: it remembers the latest battle's targets). */
export function createBattleMachine<S, B extends FlowBattle<P>, P extends FlowPiece, E>(hooks: BattleFlowHooks<S, B, P, E>): BattleMachine<S, B, P, E> {
  const f = flowOf(hooks);
  return {
    strikingSide,
    decidingSide,
    carryTargets,
    pieceMoves: (s, battle, piece) => pieceMoves(f, s, battle, piece),
    liveTargets: (s, battle, piece) => liveTargets(f, s, battle, piece),
    strikeChoices: (s, battle, striker, target) => strikeChoices(f, s, battle, striker, target),
    owedStrikes: (s, battle) => owedStrikes(f, s, battle),
    anyStriker: (s, battle) => anyStriker(f, s, battle),
    startManeuver: (s, events) => startManeuver(f, s, events),
    move: (s, piece, to, events) => movePiece(f, s, piece, to, events),
    endManeuver: (s, events) => endManeuver(f, s, events),
    maneuverTimeUp: (s, events) => endManeuver(f, s, events, true),
    strike: (s, order, events) => strike(f, s, order, events),
    landHeldStrike: (s, rolled, events) => advanceIfIdle(f, landStrike(f, s, rolled, events), events),
    carry: (s, target, events) => carry(f, s, target, events),
    endStrikes: (s, events) => endStrikes(f, s, events),
    advanceIfIdle: (s, events) => advanceIfIdle(f, s, events),
    markHits: (s, id, hits, by, events) => markHits(f, s, id, hits, by, events),
    landHits: (s, target, hits, by, events) => landHits(f, s, target, hits, by, events),
    removePieces: (s, ids, cause, events) => removePieces(f, s, ids, cause, events),
  };
}
