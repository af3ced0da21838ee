// The built-in variants: classic TITAN (Edition III) and the §21 "Titan Variant", which is classic with other
// mustering tables. Both share every engine module; they differ only in the data and rules written here.
import type { CreatureDef } from '../../family/types.js';
import type { RecruitEntry } from '../data/types.js';
import { BATTLELANDS } from '../../family/data/generated/battlelands.js';
import { CREATURES } from '../data/generated/creatures.js';
import { MASTERBOARD_LANDS } from '../data/generated/masterboard.js';
import { MUSTER_LISTS, STARTING_CREATURES } from '../data/generated/mustering.js';
import { MARKER_COLOURS } from '../data/generated/markers.js';
import { defineVariant } from './define.js';
import { CLASSIC_HAZARDS } from '../../family/data/classic-hazards.js';
import { CLASSIC_PHASES } from './phases.js';
import type { Variant, VariantRules } from './types.js';

const CLASSIC_RULES: VariantRules = {
  maxLegionSize: 7,
  titanPower: (score) => 6 + Math.floor(score / 100),
  titanTeleportScore: 400,
  towerTeleportRange: 6,
  battleRounds: 7,
  reinforcementRound: 4,
  firstMover: () => 'defender',
  players: { min: 2, max: 6 },
};

function byName(list: readonly CreatureDef[]): Record<string, CreatureDef> {
  return Object.fromEntries(list.map((c) => [c.name, c]));
}

/** Drops removed creatures from a recruit list; the next creature becomes the first of its chain (number 1). */
function withoutCreatures(list: readonly RecruitEntry[], removed: ReadonlySet<string>): RecruitEntry[] {
  const out: RecruitEntry[] = [];
  for (const e of list) {
    if (removed.has(e.entry)) continue;
    const regularFirst = out.length === 0 && e.number > 1;
    out.push(regularFirst ? { entry: e.entry, number: 1 } : e);
  }
  return out;
}

/** Classic TITAN: the generated component data, the Hazard Chart, six colours of twelve markers. */
export function makeClassic(): Variant {
  return {
    id: 'titan',
    name: 'Titan',
    creatures: byName(CREATURES),
    lands: Object.fromEntries(MASTERBOARD_LANDS.map((l) => [l.id, l])),
    landIds: MASTERBOARD_LANDS.map((l) => l.id),
    battlelands: BATTLELANDS,
    musterLists: MUSTER_LISTS,
    startingCreatures: STARTING_CREATURES,
    startingLeaders: ['Titan', 'Angel'],
    markersPerPlayer: 12,
    markerColours: MARKER_COLOURS.slice(0, 6),
    hazards: CLASSIC_HAZARDS,
    phases: CLASSIC_PHASES,
    rules: CLASSIC_RULES,
  };
}

/** §21 Titan Variant: no Centaurs, Gargoyles, Ogres; start with two Cyclopes, Lions, Trolls (the new Tower creatures); 8 markers. */
export function makeTitanVariant(classic: Variant): Variant {
  const removed = new Set(['Centaur', 'Gargoyle', 'Ogre']);
  const towerCreatures = ['Cyclops', 'Lion', 'Troll'];
  const musterLists: Record<string, RecruitEntry[]> = {};
  for (const [terrain, list] of Object.entries(classic.musterLists)) {
    if (terrain === 'Tower') {
      const anyRecruits = towerCreatures.flatMap((c) => [{ entry: 'Anything', number: 0 }, { entry: c, number: 0 }]);
      musterLists[terrain] = [...anyRecruits, ...list.filter((e) => !['Anything', 'Centaur', 'Gargoyle', 'Ogre'].includes(e.entry))];
    } else {
      musterLists[terrain] = withoutCreatures(list, removed);
    }
  }
  return defineVariant(classic, {
    id: 'titan-variant',
    name: 'Titan Variant (§21)',
    creatures: Object.fromEntries(Object.entries(classic.creatures).filter(([n]) => !removed.has(n))),
    musterLists,
    startingCreatures: towerCreatures.map((creature) => ({ creature, count: 2 })),
    markersPerPlayer: 8,
    markerColours: classic.markerColours.map((c) => ({ ...c, markers: c.markers.slice(0, 8) })),
  });
}
