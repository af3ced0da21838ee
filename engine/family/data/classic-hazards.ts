// The Hazard Chart of TITAN Edition III as data, in the family's shape (../battle/hazard-table.ts): classic TITAN plays
// it as is, a variant of it changes rows (engine/titan/variants/define.ts), and Gods of Titan builds its own chart from
// these rows (engine/gods/data/hazards.ts).
import { NO_CHANGE, NO_HEX_EFFECT, NO_HEXSIDE_EFFECT, type ByNativeness, type HazardTable, type StrikeChange } from '../battle/hazard-table.js';

/** The same change for natives and non-natives. */
function everyone(change: StrikeChange): ByNativeness<StrikeChange> {
  return { natives: change, nonNatives: change };
}

/** The Hazard Chart of TITAN Edition III (readings in docs/rules-notes.md, "Battle rules"). */
export const CLASSIC_HAZARDS: HazardTable = {
  hexes: {
    Plains: NO_HEX_EFFECT,
    Tree: { ...NO_HEX_EFFECT, bars: 'all', blocksSight: true },
    Brambles: {
      ...NO_HEX_EFFECT,
      slowsWalkers: 'non-natives',
      slowsLanding: 'non-natives',
      meleeFrom: { natives: NO_CHANGE, nonNatives: { skill: -1, dice: 0 } },
      nativeDefence: { melee: 1, range: 1, onlyAgainstNonNatives: true },
      sightSkillLoss: 1,
    },
    Sand: { ...NO_HEX_EFFECT, slowsWalkers: 'non-natives' },
    Bog: { ...NO_HEX_EFFECT, bars: 'non-natives' },
    Drift: { ...NO_HEX_EFFECT, slowsWalkers: 'non-natives', slowsLanding: 'non-natives', damage: 1 },
    Volcano: {
      ...NO_HEX_EFFECT,
      bars: 'non-natives',
      barsFlight: 'non-natives',
      meleeFrom: { natives: { skill: 0, dice: 2 }, nonNatives: NO_CHANGE },
      rangeFrom: { natives: { skill: 0, dice: 2 }, nonNatives: NO_CHANGE },
      nativeDefence: { melee: 0, range: 1, onlyAgainstNonNatives: false },
    },
    Tower: NO_HEX_EFFECT,
  },
  hexsides: {
    Slope: {
      ...NO_HEXSIDE_EFFECT,
      slowsUp: 'non-natives',
      strikeUp: { natives: NO_CHANGE, nonNatives: { skill: -1, dice: 0 } },
      strikeDown: { natives: { skill: 0, dice: 1 }, nonNatives: NO_CHANGE },
      sight: 'slope-count',
    },
    Wall: {
      ...NO_HEXSIDE_EFFECT,
      slowsUp: 'all',
      strikeUp: everyone({ skill: -1, dice: 0 }),
      strikeDown: everyone({ skill: 1, dice: 0 }),
      sight: 'wall-count',
      sightSkillUp: 1,
    },
    Cliff: { ...NO_HEXSIDE_EFFECT, barsWalkers: true, breaksContact: true, sight: 'single-at-ends' },
    Dune: {
      ...NO_HEXSIDE_EFFECT,
      strikeUp: { natives: NO_CHANGE, nonNatives: { skill: 0, dice: -1 } },
      strikeDown: { natives: { skill: 0, dice: 2 }, nonNatives: NO_CHANGE },
      carryUpOnlyAcross: true,
      sight: 'at-ends',
    },
  },
};
