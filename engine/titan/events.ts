// Public events emitted by the reducer: what happened, for logs, animation and the AI's belief updates. An event
// with an `audience` is seen only by those players (e.g. §9.1: engaged legions are shown to the two players only).
import type { StrikeEvent } from '../family/battle/flow/types.js';
import type { EntrySide } from '../family/types.js';
import type { HexLabel, LandId, MarkerId, PlayerId } from './state.js';

/** One thing that happened, as data. */
export type GameEvent = (
  | { type: 'towers'; rolls: readonly { player: PlayerId; rolls: readonly number[]; tower: LandId }[]; order: readonly PlayerId[] }
  | { type: 'initialSplit'; player: PlayerId; markers: readonly MarkerId[] }
  | { type: 'turnStart'; player: PlayerId; round: number }
  | { type: 'split'; player: PlayerId; marker: MarkerId; newMarker: MarkerId; count: number }
  | { type: 'roll'; player: PlayerId; roll: number; mulligan: boolean }
  | { type: 'move'; marker: MarkerId; from: LandId; to: LandId; teleport: 'tower' | 'titan' | null; revealed: readonly string[] }
  | { type: 'splitAborted'; marker: MarkerId; into: MarkerId }
  | { type: 'recombine'; marker: MarkerId; into: MarkerId }
  | { type: 'undo'; player: PlayerId; action: string }
  | { type: 'engage'; land: LandId; attacker: MarkerId; defender: MarkerId }
  | { type: 'reveal'; marker: MarkerId; creatures: readonly string[]; reason: string }
  | { type: 'flee'; marker: MarkerId }
  | { type: 'proposal'; from: PlayerId; attackerLosses: readonly string[]; defenderLosses: readonly string[] }
  | { type: 'agreement'; attackerLosses: readonly string[]; defenderLosses: readonly string[] }
  | { type: 'concede'; marker: MarkerId }
  | { type: 'battleStart'; land: LandId; terrain: string; attacker: MarkerId; defender: MarkerId; entry: EntrySide }
  | { type: 'battlePhase'; round: number; active: 'attacker' | 'defender'; phase: string }
  | { type: 'battleMove'; piece: string; creature: string; from: HexLabel | null; to: HexLabel }
  | StrikeEvent
  | { type: 'carry'; piece: string; target: string; hits: number }
  | { type: 'damage'; piece: string; hits: number; cause: 'drift' }
  | { type: 'slain'; piece: string; creature: string; side: 'attacker' | 'defender' }
  | { type: 'removed'; pieces: readonly string[] }
  /** §14: the defender's reinforcement could not enter: back to the caretaker, never a loss. */
  | { type: 'reinforcementReturned'; piece: string; creature: string }
  | { type: 'summon'; marker: MarkerId; from: MarkerId; creature: string }
  | { type: 'reinforce'; marker: MarkerId; creature: string; recruiters: readonly string[] }
  | { type: 'battleEnd'; winner: MarkerId | null; reason: 'elimination' | 'time-loss' | 'mutual' | 'titan' | 'concession' }
  | { type: 'engagementResolved'; land: LandId; winner: MarkerId | null; points: number; player: PlayerId | null }
  | { type: 'score'; player: PlayerId; points: number; total: number; half: boolean }
  | { type: 'acquire'; marker: MarkerId; creature: string }
  | { type: 'recruit'; marker: MarkerId; creature: string; recruiters: readonly string[] }
  | { type: 'legionEliminated'; marker: MarkerId; owner: PlayerId }
  | { type: 'titanSlain'; player: PlayerId; by: PlayerId | null }
  | { type: 'playerEliminated'; player: PlayerId; markersTo: PlayerId | null }
  | { type: 'trimmed'; marker: MarkerId; removed: readonly string[] }
  /** §21: a clock ran out (the game's time limit, or a seat's Movement Phase or maneuver). */
  | { type: 'timeUp'; player: PlayerId; clock: 'game' | 'movement' | 'maneuver' }
  | { type: 'gameOver'; winner: PlayerId | null; reason: string; totals: Readonly<Record<PlayerId, number>> }
) & { audience?: readonly PlayerId[] };

/** Event type names. */
export type GameEventType = GameEvent['type'];
