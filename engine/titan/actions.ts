// Every change to a game is one of these actions, applied by the one reducer (engine/titan/reducer.ts). Each carries the
// player who sends it and the stateId it was computed on; stale or out-of-turn actions are refused.
import type { EntrySide } from '../family/types.js';
import type { HexLabel, LandId, MarkerId, PlayerId } from './state.js';

interface Base {
  readonly player: PlayerId;
  readonly stateId: number;
}

/** §5.2: the two starting legions, choosing markers and which Tower creatures go with the Titan. */
export interface InitialSplitAction extends Base {
  readonly type: 'initialSplit';
  readonly titanMarker: MarkerId;
  readonly angelMarker: MarkerId;
  /** The three creatures that join the Titan; the rest go with the Angel. */
  readonly titanCreatures: readonly string[];
}

/** §4.3: split creatures off a legion under a new marker. */
export interface SplitAction extends Base {
  readonly type: 'split';
  readonly marker: MarkerId;
  readonly newMarker: MarkerId;
  readonly creatures: readonly string[];
}

/** §6.2: roll the movement die (ends the split phase). */
export interface RollAction extends Base {
  readonly type: 'roll';
}

/** §7.6: re-roll the first movement roll. */
export interface MulliganAction extends Base {
  readonly type: 'mulligan';
}

/** §7/§8: move a legion; teleport when the move is a Tower or Titan teleport. */
export interface MoveAction extends Base {
  readonly type: 'move';
  readonly marker: MarkerId;
  readonly to: LandId;
  readonly teleport?: 'tower' | 'titan';
  /** For a tower teleport: the lord revealed (§8.1). */
  readonly lord?: string;
  /** Battle entry side when the move allows several (§10.1, §10.4). */
  readonly entrySide?: EntrySide;
}

/** End the Movement Phase (§6.2); split legions still sharing a land recombine (§4.3). */
export interface EndMovesAction extends Base {
  readonly type: 'endMoves';
}

/** §6.3/§9.1: the mover picks the next engagement to resolve. */
export interface EngageAction extends Base {
  readonly type: 'engage';
  readonly land: LandId;
}

/** §9.2: a lordless defender flees. */
export interface FleeAction extends Base {
  readonly type: 'flee';
}

/** §9.3: propose an agreement. */
export interface ProposeAction extends Base {
  readonly type: 'propose';
  readonly attackerLosses: readonly string[];
  readonly defenderLosses: readonly string[];
}

/** §9.3: accept the other side's proposal. */
export interface AcceptAction extends Base {
  readonly type: 'accept';
}

/** §9.3: demand that the battle be fought. */
export interface FightAction extends Base {
  readonly type: 'fight';
}

/** §9.4: concede the engagement. */
export interface ConcedeAction extends Base {
  readonly type: 'concede';
}

/** §11: move (or enter/deploy) one battle piece. */
export interface BattleMoveAction extends Base {
  readonly type: 'battleMove';
  readonly piece: string;
  readonly to: HexLabel;
}

/** §12–§13: strike or rangestrike; `strikeNumber` may announce a higher number for carries (§13.4). */
export interface StrikeAction extends Base {
  readonly type: 'strike';
  readonly piece: string;
  readonly target: string;
  readonly strikeNumber?: number;
  /** Fewer dice than normal, forgoing a hazard bonus (§13.5) so hits may carry; must match a strike option. */
  readonly dice?: number;
}

/** §13.4: apply carried-over hits to another target, or drop them. */
export interface CarryAction extends Base {
  readonly type: 'carry';
  readonly target: string | null;
}

/** §15: summon an Angel/Archangel from another legion into the battle or after winning. */
export interface SummonAction extends Base {
  readonly type: 'summon';
  readonly from: MarkerId;
  readonly creature: string;
}

/** §14: the defender musters a reinforcement (in battle: it must then enter). */
export interface ReinforceAction extends Base {
  readonly type: 'reinforce';
  readonly creature: string;
  readonly recruiters?: readonly string[];
}

/** §17: take an Angel or Archangel earned by the battle's points. */
export interface AcquireAction extends Base {
  readonly type: 'acquire';
  readonly creature: string;
}

/** End the current battle phase or decline the open aftermath options. */
export interface DoneAction extends Base {
  readonly type: 'done';
}

/** §18: muster a character into a legion that moved. */
export interface RecruitAction extends Base {
  readonly type: 'recruit';
  readonly marker: MarkerId;
  readonly creature: string;
  /** The characters revealed as qualifying (§18.4); the engine picks the least revealing if omitted. */
  readonly recruiters?: readonly string[];
}

/** §6.5: end the Game-Turn. */
export interface EndTurnAction extends Base {
  readonly type: 'endTurn';
}

/** Take back the last undoable action of this phase; `all` (battle maneuver only) takes back every move of it at once. */
export interface UndoAction extends Base {
  readonly type: 'undo';
  readonly all?: true;
}

/** §21 a clock ran out: the host's timer sends it, never a page (GameModule `clocks`). `player` is the seat whose
 * Movement Phase or maneuver ran out; for the game's time limit, the mover. */
export interface TimeUpAction extends Base {
  readonly type: 'timeUp';
  readonly clock: 'game' | 'movement' | 'maneuver';
}

/** Everything a player can do, and the clocks' `timeUp`. */
export type Action =
  | InitialSplitAction
  | SplitAction
  | RollAction
  | MulliganAction
  | MoveAction
  | EndMovesAction
  | EngageAction
  | FleeAction
  | ProposeAction
  | AcceptAction
  | FightAction
  | ConcedeAction
  | BattleMoveAction
  | StrikeAction
  | CarryAction
  | SummonAction
  | ReinforceAction
  | AcquireAction
  | DoneAction
  | RecruitAction
  | EndTurnAction
  | UndoAction
  | TimeUpAction;

/** The action type names. */
export type ActionType = Action['type'];

/** Actions that may be taken back with `undo` while nothing was rolled or revealed since (issue: undo rules). */
export const UNDOABLE: ReadonlySet<ActionType> = new Set<ActionType>(['split', 'move', 'battleMove', 'recruit']);
