// The input of the pure battle rules: a battleland, the pieces on it and whose phase it is. Both the battle reducer
// (from BattleState) and the `query` oracle (from a scenario) build one of these.
import type { BattlelandDef, CreatureDef, EntrySide } from '../data/types.js';
import type { HexLabel } from '../state.js';
import type { HazardTable } from '../variants/hazards.js';

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
}
