// Small shared helpers of TITAN's battle: whose piece is whose, who owns a side, a new battle in the state without
// deep copies, and the pure-rules position built straight from the BattleState.
import type { RuleError } from '../result.js';
import { legionOf } from '../game/context.js';
import type { Variant } from '../variants/index.js';
import { getVariant } from '../variants/index.js';
import { battlelandDef } from '../variants/lookup.js';
import type { BattlePiece, BattleState, GameState, MarkerId, PlayerId } from '../state.js';
import type { BattlePosition } from '../../family/battle/position.js';
import type { BattleSide } from '../../family/battle/flow/types.js';
import { characterPower } from '../values.js';

/** A battle side (the family's). */
export type Side = BattleSide;

/** The variant tables of a game (static, shared, never copied). */
export function variantOf(state: GameState): Variant {
  return getVariant(state.variant);
}

/** The battle in progress; the flow is only ever called while one exists. */
export function battleOf(state: GameState): BattleState {
  if (!state.battle) throw new Error('battle flow called without a battle');
  return state.battle;
}

/** Marker of the legion fighting on `side`. */
export function markerOf(battle: BattleState, side: Side): MarkerId {
  return side === 'attacker' ? battle.attacker : battle.defender;
}

/** Player owning the legion fighting on `side`. */
export function ownerOf(state: GameState, battle: BattleState, side: Side): PlayerId {
  return legionOf(state, markerOf(battle, side)).owner;
}

/** The position of the latest battle object asked about (battles are immutable, so it never goes stale). */
let lastBattle: BattleState | null = null;
let lastPosition: BattlePosition | null = null;

/** The pure-rules position of a battle of a variant: the BattleState's pieces are PieceLike already, so nothing is copied. */
export function battlePosition(variant: Variant, battle: BattleState): BattlePosition {
  return {
    land: battlelandDef(variant, battle.terrain),
    hazards: variant.hazards,
    creatures: variant.creatures,
    pieces: battle.pieces,
    active: battle.active,
    attackerEntry: battle.attackerEntry,
    round: battle.round,
  };
}

/** The pure-rules view of a game's battle (the latest one asked about is kept). */
export function positionOf(state: GameState, battle: BattleState): BattlePosition {
  const variant = variantOf(state);
  if (battle === lastBattle && lastPosition && lastPosition.creatures === variant.creatures && lastPosition.hazards === variant.hazards) return lastPosition;
  const pos = battlePosition(variant, battle);
  lastBattle = battle;
  lastPosition = pos;
  return pos;
}

/** A piece by id, or undefined. */
export function findPiece(battle: BattleState, id: string): BattlePiece | undefined {
  return battle.pieces.find((p) => p.id === id);
}

/** The state with a new battle (and nothing else changed). */
export function withBattle(state: GameState, battle: BattleState): GameState {
  return { ...state, battle };
}

/** A refusal as the flow returns it. */
export function ruleError(code: RuleError['code'], message: string): RuleError {
  return { code, message };
}

/** The id of a side's `n`-th piece of a battle (a legion's characters are its first pieces, in the legion's order:
 * split prediction follows a battle's losses by it). */
export function pieceId(side: Side, n: number): string {
  return `${side === 'attacker' ? 'a' : 'd'}${n}`;
}

/** The side whose piece `id` is. */
export function pieceSide(id: string): Side {
  return id.startsWith('a') ? 'attacker' : 'defender';
}

/** A character waiting to enter the battleland; a Titan's power is fixed from its owner's score (§19.1). */
export function waitingPiece(state: GameState, owner: PlayerId, creature: string, side: Side, n: number): BattlePiece {
  const score = state.players.find((p) => p.id === owner)?.score ?? 0;
  return {
    id: pieceId(side, n),
    creature,
    side,
    hex: null,
    hits: 0,
    moved: false,
    startHex: null,
    struck: false,
    mustStrike: false,
    slain: false,
    power: characterPower(variantOf(state), creature, score),
  };
}
