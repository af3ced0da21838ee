// The Gods of Titan masterboard's data shape: the classic LandDef, extended only where this board needs more.
// - kind: terrain alone cannot tell a Citytower from a player's Tower (both fight on the Tower battleland), a Whirl
//   from the Sea, or the Dungeon from a Darkland (the Dungeon's battleland is the Darkland, rules 10.2).
// - ring: the ring round the centre the land lies in (1 = the City and Dungeon … 6 = the Sea and Coast), which the
//   rules lean on (27.4: Sea legions are bound to the outer ring).
// - labelled: rules 22.1 lets Creatures be mustered only on a labelled land; the Coasts are not labelled (22.2).
// - parts (and an exit's part): the City and the Dungeon are each three board spaces combined into one land (8.6).
import type { ExitDef, LandDef } from '../family/types.js';

/** What a land is, beyond its terrain (its battleland). */
export type GodsLandKind =
  | 'city'
  | 'dungeon'
  | 'tower'
  | 'citytower'
  | 'darktower'
  | 'ruin'
  | 'fort'
  | 'land'
  | 'darkland'
  | 'wasteland'
  | 'coast'
  | 'sea'
  | 'whirl';

/** One board space of a land combined from several (grid cell, orientation and drawing anchor, as on LandDef). */
export interface LandPart {
  readonly x: number;
  readonly y: number;
  readonly inverted: boolean;
  readonly anchorX: number;
  readonly anchorY: number;
}

/** An exit sign; `part` says which space of a combined land (City, Dungeon) the sign's side belongs to. */
export interface GodsExitDef extends ExitDef {
  readonly part?: number;
}

/** A land of the Gods of Titan masterboard. */
export interface GodsLandDef extends LandDef {
  readonly kind: GodsLandKind;
  readonly ring: number;
  readonly labelled: boolean;
  readonly exits: readonly GodsExitDef[];
  /** The spaces of a combined land, the first being (x, y); absent for a land of one space. */
  readonly parts?: readonly LandPart[];
}
