// The Gods of Titan Hazard Chart (rules 12.7) as data, in the shape of the classic chart (engine/titan/variants/hazards.ts):
// each classic field keeps its classic meaning, so a GodsHazardTable is also a HazardTable the shared battle code can
// compile, and the effects classic TITAN has none of are Gods-only fields (GodsHexEffects). Natives are listed on the
// characters (engine/gods/data/characters.ts), except the two hazards whose natives are a whole side (nativeSide).
// Readings of the chart's unclear rows (A8, A34 …) are in docs/gods-of-titan-battlelands.md, "Decisions".
import { NO_CHANGE, NO_HEX_EFFECT, type Affects, type HexHazardRule, type HexsideHazardRule } from '../../family/battle/hazard-table.js';
import { CLASSIC_HAZARDS } from '../../family/data/classic-hazards.js';
import type { GodsHexHazard, GodsHexsideHazard } from './hazard-names.js';

/**
 * How a hex hazard stops a non-magic rangestrike, by the rangestriker's nativeness (`who`): `through` = the path
 * may end in it but not pass it (Fog), `into` = the path may neither end in it nor pass it (Darkness).
 */
export interface SightStop {
  readonly who: Affects;
  readonly reach: 'through' | 'into';
}

/** The effects of Gods hex hazards that classic TITAN's chart has no field for; NO_GODS_EFFECT = none of them. */
export interface GodsHexEffects {
  /** Whose walking move ends as soon as it enters the hex (Fog: non-flying non-natives). */
  readonly stopsWalkers: Affects;
  /** Which fliers pay one more to fly into or over the hex (Cloud: flying non-natives are slowed entering). */
  readonly slowsFlight: Affects;
  /** Whether its natives "dive": move from one hex of this hazard to another as if flying (Water: 12.6 says the
   * characters with a wave symbol, the chart says its natives: the same characters, and the Pixie). */
  readonly nativesDive: boolean;
  /** Whether a native standing in it is never in contact with an enemy, so never locked in melee (Fog, 12.4). */
  readonly nativesNeverLocked: boolean;
  /** Dice a non-native loses when striking a native standing in it (Fog, Hedge). */
  readonly nativeDefenceDice: number;
  /** Whether a native standing in it may be the target of magic rangestrikes only (Beach, Water). */
  readonly nativesOnlyMagicTarget: boolean;
  /** Hits taken off every strike (melee or range) on a character standing in it (Darkness, A8: the DE reading). */
  readonly damageTakenLess: number;
  /** Whether hits may carry neither into nor out of a strike on a character standing in it (Darkness). */
  readonly noCarry: boolean;
  /** Factor on the melee dice of any character standing in it, rounded down (Cloud: 1.5, so Power 9 rolls 13). */
  readonly meleeDiceFactor: number;
  /** Which non-magic rangestrikes it stops, beyond the classic blocksSight (which stops every one passing it). */
  readonly sightStop: SightStop | null;
  /** Whether a character standing in it may start its rangestrike from another unoccupied hex of it (Cloud, 14). */
  readonly launchFromAlike: boolean;
  /** Extra strikes, and rangestrikes, a native standing in it makes in its own Strike Phase, not the strikeback
   * (Tree: the Pixie strikes twice). */
  readonly nativeExtraStrikes: number;
  /** Whether double-wave Sea-Creatures may stand in it (3.10: only Water and Beach). */
  readonly seaGround: boolean;
  /** A side every character of which is native here, besides the chart's natives (Darkness, Cloud); null = none. */
  readonly nativeSide: 'darklord' | 'titan-players' | null;
}

/** A Gods hex hazard: the classic effects plus the Gods-only ones. */
export type GodsHexHazardRule = HexHazardRule & GodsHexEffects;

/** The Gods Hazard Chart: every hex and hexside hazard of hazard-names.ts, and no other (a HazardTable too). */
export interface GodsHazardTable {
  readonly hexes: Readonly<Record<GodsHexHazard, GodsHexHazardRule>>;
  readonly hexsides: Readonly<Record<GodsHexsideHazard, HexsideHazardRule>>;
}

/** None of the Gods-only effects: the starting point of every Gods hex hazard. */
export const NO_GODS_EFFECT: GodsHexEffects = {
  stopsWalkers: 'none',
  slowsFlight: 'none',
  nativesDive: false,
  nativesNeverLocked: false,
  nativeDefenceDice: 0,
  nativesOnlyMagicTarget: false,
  damageTakenLess: 0,
  noCarry: false,
  meleeDiceFactor: 1,
  sightStop: null,
  launchFromAlike: false,
  nativeExtraStrikes: 0,
  seaGround: false,
  nativeSide: null,
};

const PLAIN: GodsHexHazardRule = { ...NO_HEX_EFFECT, ...NO_GODS_EFFECT };
const CLASSIC = CLASSIC_HAZARDS.hexes;

/** Rules 12.7, the Gods of Titan Hazard Chart (row by row in tests/gods/hazards.test.ts). */
export const GODS_HAZARDS: GodsHazardTable = {
  hexes: {
    Plain: PLAIN,
    // Classic bars everyone; now the Pixie (its native) may stand on a Tree and strikes twice there.
    Tree: { ...PLAIN, bars: 'non-natives', blocksSight: true, nativeExtraStrikes: 1 },
    Sand: { ...PLAIN, ...CLASSIC.Sand },
    Bog: { ...PLAIN, ...CLASSIC.Bog },
    Bramble: { ...PLAIN, ...CLASSIC.Brambles },
    Fog: {
      ...PLAIN,
      stopsWalkers: 'non-natives',
      nativeDefenceDice: 1,
      nativesNeverLocked: true,
      sightStop: { who: 'non-natives', reach: 'through' },
    },
    Hedge: {
      ...PLAIN,
      slowsWalkers: 'non-natives',
      meleeFrom: { natives: NO_CHANGE, nonNatives: { skill: 0, dice: -1 } },
      nativeDefenceDice: 1,
    },
    Drift: { ...PLAIN, ...CLASSIC.Drift },
    // +2 dice from the Volcano and +1 for the Slope below it: the chart's "3 dice, the Slope die included".
    Volcano: { ...PLAIN, ...CLASSIC.Volcano },
    Beach: {
      ...PLAIN,
      nativeDefence: { melee: 1, range: 0, onlyAgainstNonNatives: true },
      nativesOnlyMagicTarget: true,
      seaGround: true,
    },
    Water: {
      ...PLAIN,
      slowsWalkers: 'non-natives',
      slowsLanding: 'non-natives',
      nativesDive: true,
      nativeDefence: { melee: 1, range: 0, onlyAgainstNonNatives: true },
      nativesOnlyMagicTarget: true,
      seaGround: true,
    },
    Darkness: {
      ...PLAIN,
      bars: 'non-natives',
      damageTakenLess: 1,
      noCarry: true,
      sightStop: { who: 'non-natives', reach: 'into' },
      nativeSide: 'darklord',
    },
    Cloud: {
      ...PLAIN,
      bars: 'non-natives',
      slowsFlight: 'non-natives',
      meleeDiceFactor: 1.5,
      launchFromAlike: true,
      nativeSide: 'titan-players',
    },
  },
  hexsides: {
    Dune: CLASSIC_HAZARDS.hexsides.Dune!,
    Cliff: CLASSIC_HAZARDS.hexsides.Cliff!,
    // A34: one or two Slopes need the striker or the target atop one, three need both (EN, DE and classic agree).
    Slope: CLASSIC_HAZARDS.hexsides.Slope!,
    // The classic limits on how many Walls a rangestrike may cross are gone; each crossed going up costs 1 skill.
    Wall: { ...CLASSIC_HAZARDS.hexsides.Wall!, sight: 'none' },
  },
};
