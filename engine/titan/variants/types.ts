// The shape of a variant: the static tables a game of it reads (characters, board, battlelands, mustering, markers,
// the Hazard Chart, the order of play) and the rules it sets by value or by function. Classic TITAN and the §21
// Titan Variant are two values of this shape (engine/titan/variants/classic.ts); a later game adds its own.
import type { BattlelandDef, CreatureDef, LandDef } from '../../family/types.js';
import type { MarkerColourDef, RecruitEntry, StartingCreature } from '../data/types.js';
import type { VariantId } from '../state.js';
import type { HazardTable } from '../../family/battle/hazard-table.js';
import type { PhaseTable } from './phases.js';

/** Rules a variant sets: values, and hooks the engine calls where classic TITAN has a formula. */
export interface VariantRules {
  /** §4.1: characters a legion may hold. */
  readonly maxLegionSize: number;
  /** §19.1: the Titan's power for its owner's score (classic: 6 + ⌊score / 100⌋). */
  readonly titanPower: (score: number) => number;
  /** §8.2 / §19.2: the score from which the Titan may teleport. */
  readonly titanTeleportScore: number;
  /** §8.1: "any vacant land up to six lands distant". */
  readonly towerTeleportRange: number;
  /** §10.5: battle rounds; a battle not over after the last one is a time loss for the attacker. */
  readonly battleRounds: number;
  /** §14: the round in whose defender maneuver phase a reinforcement may enter. */
  readonly reinforcementRound: number;
  /** §10.3: the side that maneuvers first in a battle round (classic: always the defender, §10.2 Tower included). */
  readonly firstMover: (round: number, land: BattlelandDef) => 'attacker' | 'defender';
  /** §1.1: how many players a game seats. */
  readonly players: { readonly min: number; readonly max: number };
}

/** Everything static a game of one variant needs. */
export interface Variant {
  readonly id: VariantId;
  readonly name: string;
  /** The Character Chart by name; each character's `kind` is its role (titan = the master, lord, demilord, creature). */
  readonly creatures: Readonly<Record<string, CreatureDef>>;
  readonly lands: Readonly<Record<number, LandDef>>;
  readonly landIds: readonly number[];
  readonly battlelands: Readonly<Record<string, BattlelandDef>>;
  readonly musterLists: Readonly<Record<string, readonly RecruitEntry[]>>;
  /** The Tower creatures each player starts with two of (§5.2) and that any Tower legion may muster (§18.5). */
  readonly startingCreatures: readonly StartingCreature[];
  /** §5.2: the characters heading each player's two starting legions: his master (the Titan), then a lord (an Angel). */
  readonly startingLeaders: readonly [master: string, lord: string];
  readonly markersPerPlayer: number;
  readonly markerColours: readonly MarkerColourDef[];
  /** The Hazard Chart: what each hazard of the battlelands does. */
  readonly hazards: HazardTable;
  /** §5–§6: the phases, their actions and their order. */
  readonly phases: PhaseTable;
  readonly rules: VariantRules;
}
