// Types of TITAN's own static component data (mustering lists, starting creatures, legion markers); the board,
// battleland and character types every game of the family shares are in engine/family/types.ts.

/** One entry of a terrain's recruit list, in the reference's form (keywords Anything / AnyNonLord / Titan). */
export interface RecruitEntry {
  readonly entry: string;
  readonly number: number;
}

/** Creatures each player starts with besides the lords (§5.2). */
export interface StartingCreature {
  readonly creature: string;
  readonly count: number;
}

/** A colour's set of legion markers. */
export interface MarkerColourDef {
  readonly color: string;
  readonly prefix: string;
  readonly markers: readonly { readonly id: string; readonly name: string }[];
}
