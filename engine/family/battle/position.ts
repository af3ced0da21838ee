// The input of the pure battle rules: a battleland, the pieces on it and whose phase it is. Both the battle reducer
// (from BattleState) and the `query` oracle (from a scenario) build one of these.
import type { BattlelandDef, CreatureDef, EntrySide } from '../types.js';
import type { HexLabel } from './grid.js';
import type { HazardTable } from './hazard-table.js';

/** A character as the battle rules see it. */
export interface PieceLike {
  readonly id: string;
  readonly creature: string;
  readonly side: 'attacker' | 'defender';
  /** null = not yet entered. */
  readonly hex: HexLabel | null;
  readonly hits: number;
  /** Current power (a Titan's depends on its owner's score, §19.1). */
  readonly power: number;
  /** Slain this strike phase but still on the battleland until the phase ends (§13.6). */
  readonly slain?: boolean;
  /** Already moved in this maneuver phase. */
  readonly moved?: boolean;
  /** Already struck in this strike phase. */
  readonly struck?: boolean;
}

/** Hexes a piece may move in one maneuver and how many slowed steps it may take at the cost of one (the default:
 * its skill, none). */
export interface MoveAllowance {
  readonly hexes: number;
  readonly spare: number;
}

/**
 * Rules a game other than TITAN changes in the shared battle rules (Gods of Titan §12–§14); each is optional and
 * its absence keeps TITAN's rule.
 */
export interface BattleHooks {
  /** The piece's movement allowance (TITAN §11: its skill). */
  readonly allowance?: (pos: BattlePosition, piece: PieceLike, c: CreatureDef) => MoveAllowance;
  /** Whether a piece in contact may still move (TITAN §11.3: never). */
  readonly neverLocked?: (pos: BattlePosition, piece: PieceLike, c: CreatureDef) => boolean;
  /** Whether a target is immune to this striker's rangestrikes (TITAN §12.6: Lords, except to magic missiles). */
  readonly rangestrikeImmune?: (striker: CreatureDef, target: CreatureDef) => boolean;
  /** Skill a rangestriker loses at range 4 (TITAN §12.5: 1, none for magic missiles). */
  readonly longRangePenalty?: (striker: CreatureDef) => number;
  /** Hexes more that flying into or over hex index h costs this character (TITAN: none). */
  readonly flightCost?: (pos: BattlePosition, c: CreatureDef, h: number) => number;
  /** Whether walking into hex index h ends this character's move (TITAN: never). */
  readonly stopsWalker?: (pos: BattlePosition, c: CreatureDef, h: number) => boolean;
  /** Whether a rangestrike path that the terrain and the characters leave open (intervening hex indexes `mids`,
   * target hex index `to`) is still closed to this striker (TITAN: never). */
  readonly sightClosed?: (pos: BattlePosition, striker: CreatureDef, mids: Int8Array, to: number) => boolean;
  /** The strike number from the two skills and the hazard modifier (TITAN: the Strike Chart). */
  readonly strikeNumber?: (strikerSkill: number, targetSkill: number, modifier: number) => number;
}

/** A battle position. */
export interface BattlePosition {
  readonly land: BattlelandDef;
  /** The variant's Hazard Chart: what the land's hazards do. */
  readonly hazards: HazardTable;
  readonly creatures: Readonly<Record<string, CreatureDef>>;
  readonly pieces: readonly PieceLike[];
  /** The side whose maneuver or strike phase it is. */
  readonly active: 'attacker' | 'defender';
  readonly attackerEntry: EntrySide;
  /** Battle round 1–7; on round 1 pieces with hex null enter, a Tower defender deploys inside the walls. */
  readonly round: number;
  /** The game's changes to the battle rules (none for TITAN). */
  readonly hooks?: BattleHooks;
}
