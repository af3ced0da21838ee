// Variants are data plus named rule parameters, not forks: the classic game and the §21 "Titan Variant" share every
// module and differ only in these tables. Later variants (Gods of Titan) add terrains, hazards and hooks here.
import type { BattlelandDef, CreatureDef, LandDef, MarkerColourDef, RecruitEntry, StartingCreature } from '../data/types.js';
import { BATTLELANDS } from '../data/generated/battlelands.js';
import { CREATURES } from '../data/generated/creatures.js';
import { MASTERBOARD_LANDS } from '../data/generated/masterboard.js';
import { MUSTER_LISTS, STARTING_CREATURES } from '../data/generated/mustering.js';
import { MARKER_COLOURS } from '../data/generated/markers.js';
import type { VariantId } from '../state.js';
import { validateVariant } from './lookup.js';

/** Numeric rule parameters a variant may change. */
export interface RuleParameters {
  /** §4.1 */
  readonly maxLegionSize: number;
  /** §19.1: Titan power = base + floor(score / pointsPerPower). */
  readonly titanBasePower: number;
  readonly pointsPerTitanPower: number;
  /** §8.2 / §19.2 */
  readonly titanTeleportScore: number;
  /** §10.5 */
  readonly battleRounds: number;
  /** §14: the defender's maneuver phase in which a reinforcement may enter. */
  readonly reinforcementRound: number;
  /** §8.1: "any vacant land up to six lands distant". */
  readonly towerTeleportRange: number;
}

/** Everything static a game of one variant needs. */
export interface Variant {
  readonly id: VariantId;
  readonly name: string;
  readonly creatures: Readonly<Record<string, CreatureDef>>;
  readonly lands: Readonly<Record<number, LandDef>>;
  readonly landIds: readonly number[];
  readonly battlelands: Readonly<Record<string, BattlelandDef>>;
  readonly musterLists: Readonly<Record<string, readonly RecruitEntry[]>>;
  /** The Tower creatures each player starts with two of (§5.2) and that any Tower legion may muster (§18.5). */
  readonly startingCreatures: readonly StartingCreature[];
  readonly markersPerPlayer: number;
  readonly markerColours: readonly MarkerColourDef[];
  readonly rules: RuleParameters;
}

const CLASSIC_RULES: RuleParameters = {
  maxLegionSize: 7,
  titanBasePower: 6,
  pointsPerTitanPower: 100,
  titanTeleportScore: 400,
  battleRounds: 7,
  reinforcementRound: 4,
  towerTeleportRange: 6,
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

function makeClassic(): Variant {
  return {
    id: 'titan',
    name: 'Titan',
    creatures: byName(CREATURES),
    lands: Object.fromEntries(MASTERBOARD_LANDS.map((l) => [l.id, l])),
    landIds: MASTERBOARD_LANDS.map((l) => l.id),
    battlelands: BATTLELANDS,
    musterLists: MUSTER_LISTS,
    startingCreatures: STARTING_CREATURES,
    markersPerPlayer: 12,
    markerColours: MARKER_COLOURS.slice(0, 6),
    rules: CLASSIC_RULES,
  };
}

/** §21 Titan Variant: no Centaurs, Gargoyles, Ogres; start with two Cyclopes, Lions, Trolls (the new Tower creatures); 8 markers. */
function makeTitanVariant(classic: Variant): Variant {
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
  const creatures = Object.fromEntries(Object.entries(classic.creatures).filter(([n]) => !removed.has(n)));
  return {
    ...classic,
    id: 'titan-variant',
    name: 'Titan Variant (§21)',
    creatures,
    musterLists,
    startingCreatures: towerCreatures.map((creature) => ({ creature, count: 2 })),
    markersPerPlayer: 8,
    markerColours: classic.markerColours.map((c) => ({ ...c, markers: c.markers.slice(0, 8) })),
  };
}

const CLASSIC = makeClassic();
const VARIANTS: Readonly<Record<VariantId, Variant>> = { titan: CLASSIC, 'titan-variant': makeTitanVariant(CLASSIC) };
for (const variant of Object.values(VARIANTS)) {
  const problems = validateVariant(variant);
  if (problems.length > 0) throw new Error(`variant ${variant.id}: ${problems.join('; ')}`);
}

/** Looks up a variant's static tables (shared by every game of that variant, never copied into state). */
export function getVariant(id: VariantId): Variant {
  return VARIANTS[id];
}

/** Ids of every playable variant. */
export const VARIANT_IDS: readonly VariantId[] = ['titan', 'titan-variant'];
