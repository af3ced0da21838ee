// The shape of a Hazard Chart, shared by every game of the TITAN family: what a hex hazard and a hexside hazard do to
// movement, strikes, rangestrike paths and damage. The battle rules (engine/family/battle/) never ask for a hazard by
// name: they read these effects (compiled per battleland into index tables by hazards.ts), and a hazard's natives are
// listed on the characters (CreatureDef.nativeHexes / nativeHexsides). Each game's chart is a value of this shape
// (TITAN's engine/titan/variants/hazards.ts, Gods of Titan's engine/gods/data/hazards.ts).

/** Which characters an effect concerns, by whether they are native to the hazard. */
export type Affects = 'all' | 'non-natives' | 'none';

/** A change to one strike: added to the striker's skill factor and to its dice (negative = a loss). A positive
 * change is a benefit the striker may forgo to carry hits (§13.5); a negative one is a penalty. */
export interface StrikeChange {
  readonly skill: number;
  readonly dice: number;
}

/** An effect for the natives of the hazard and one for everybody else. */
export interface ByNativeness<T> {
  readonly natives: T;
  readonly nonNatives: T;
}

/** The defence a native standing in a hazard gets: added to the strike number of strikes against it. */
export interface NativeDefence {
  /** Melee strikes. */
  readonly melee: number;
  /** Rangestrikes other than magic missiles (§12.6). */
  readonly range: number;
  /** Whether only a striker that is not native to the hazard suffers it. */
  readonly onlyAgainstNonNatives: boolean;
}

/** One hex hazard (Hazard Chart rows Tree, Brambles, Sand, Bog, Drift, Volcano, Tower, Plains). */
export interface HexHazardRule {
  /** Who may not end a move on it: a walker may not enter it, a flier may not land on it (§11.4). */
  readonly bars: Affects;
  /** Who may not fly over it either. */
  readonly barsFlight: Affects;
  /** Which walkers it slows: entering costs two hexes of movement. */
  readonly slowsWalkers: Affects;
  /** Which fliers it slows: landing on it costs one more hex. */
  readonly slowsLanding: Affects;
  /** Melee strikes made by a character standing in it. */
  readonly meleeFrom: ByNativeness<StrikeChange>;
  /** Rangestrikes made by a character standing in it (magic missiles too). */
  readonly rangeFrom: ByNativeness<StrikeChange>;
  /** What a native standing in it gains against strikes. */
  readonly nativeDefence: NativeDefence;
  /** A rangestrike path through it (not ending in it) is blocked, magic missiles aside. */
  readonly blocksSight: boolean;
  /** Skill a non-native rangestriker loses for each such hex between it and its target. */
  readonly sightSkillLoss: number;
  /** Hits a non-native standing in it takes as each strike phase begins. */
  readonly damage: number;
}

/**
 * How a hexside hazard limits a rangestrike's path (§12.4, Hazard Chart rangestriking rows); "atop" = the striker's
 * or the target's hex is the one recording the hexside.
 * - `none`: no limit.
 * - `at-ends`: every one crossed must be atop the striker or the target (Dune).
 * - `single-at-ends`: at most one may be crossed, atop the striker or the target; a character at its foot next to
 *   that end does not block; with one on the path the `slope-count` limits do not apply (Cliff).
 * - `wall-count`: one only atop the striker or the target; two only if one end is atop one of them and neither end
 *   lies directly beneath any such hexside of the land; three or more never (Wall).
 * - `slope-count`: one or two need the striker or the target atop one of them; three or more need both (Slope).
 */
export type SightRule = 'none' | 'at-ends' | 'single-at-ends' | 'wall-count' | 'slope-count';

/** One hexside hazard (Hazard Chart rows Slope, Wall, Cliff, Dune); "up" = towards the hex recording it. */
export interface HexsideHazardRule {
  /** Walkers may not cross it (fliers may). */
  readonly barsWalkers: boolean;
  /** Which walkers it slows when they cross it going up: the step costs two. */
  readonly slowsUp: Affects;
  /** Characters on its two sides are not in contact and may not strike each other. */
  readonly breaksContact: boolean;
  /** A melee strike up across it. */
  readonly strikeUp: ByNativeness<StrikeChange>;
  /** A melee strike down across it. */
  readonly strikeDown: ByNativeness<StrikeChange>;
  /** Hits may carry up across it only from a strike that crossed the same hazard (§13.4). */
  readonly carryUpOnlyAcross: boolean;
  /** How it limits rangestrike paths. */
  readonly sight: SightRule;
  /** Skill a rangestriker (magic aside) loses for each one crossed going up. */
  readonly sightSkillUp: number;
}

/** A variant's Hazard Chart: every hazard its battlelands use, by name. */
export interface HazardTable {
  readonly hexes: Readonly<Record<string, HexHazardRule>>;
  readonly hexsides: Readonly<Record<string, HexsideHazardRule>>;
}

/** No change to a strike. */
export const NO_CHANGE: StrikeChange = { skill: 0, dice: 0 };
const UNCHANGED: ByNativeness<StrikeChange> = { natives: NO_CHANGE, nonNatives: NO_CHANGE };

/** A hex hazard without any effect (Plains); new hazards of a variant start from it. */
export const NO_HEX_EFFECT: HexHazardRule = {
  bars: 'none',
  barsFlight: 'none',
  slowsWalkers: 'none',
  slowsLanding: 'none',
  meleeFrom: UNCHANGED,
  rangeFrom: UNCHANGED,
  nativeDefence: { melee: 0, range: 0, onlyAgainstNonNatives: false },
  blocksSight: false,
  sightSkillLoss: 0,
  damage: 0,
};

/** A hexside hazard without any effect; new hexside hazards of a variant start from it. */
export const NO_HEXSIDE_EFFECT: HexsideHazardRule = {
  barsWalkers: false,
  slowsUp: 'none',
  breaksContact: false,
  strikeUp: UNCHANGED,
  strikeDown: UNCHANGED,
  carryUpOnlyAcross: false,
  sight: 'none',
  sightSkillUp: 0,
};
