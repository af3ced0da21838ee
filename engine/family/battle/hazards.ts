// A battleland's hazards in index form: the variant's Hazard Chart (engine/titan/variants/hazards.ts) applied to each hex
// and hexside of one battleland — the rule by hex index and by hexside slot, elevations, which hex is atop each
// hexside, and the movement and contact effects packed into small integer tables for the maneuver searches.
// Built once per (hazard table, battleland) and cached; nothing here knows a hazard by name.
import type { BattlelandDef, CreatureDef, HexHazard, HexsideHazard } from '../types.js';
import type { HazardTable, HexHazardRule, HexsideHazardRule, StrikeChange } from './hazard-table.js';
import { VariantDataError } from '../data-error.js';
import { HEX_COUNT, HEX_LABELS, NEIGHBOURS } from './grid.js';
import type { BattlePosition } from './position.js';

/** LandInfo.hexMove bit: the hex bars everyone (walkers may not enter, fliers may not land). */
export const BAR_ALL = 1;
/** LandInfo.hexMove bit: the hex bars its non-natives. */
export const BAR_NON_NATIVE = 2;
/** LandInfo.hexMove bit: nobody may fly over the hex. */
export const NO_FLIGHT_ALL = 4;
/** LandInfo.hexMove bit: non-natives may not fly over the hex. */
export const NO_FLIGHT_NON_NATIVE = 8;
/** LandInfo.hexMove bit: walking in costs everyone two. */
export const SLOW_WALK_ALL = 16;
/** LandInfo.hexMove bit: walking in costs non-natives two. */
export const SLOW_WALK_NON_NATIVE = 32;
/** LandInfo.hexMove bit: landing on the hex costs every flier one more. */
export const SLOW_LANDING_ALL = 64;
/** LandInfo.hexMove bit: landing on the hex costs non-native fliers one more. */
export const SLOW_LANDING_NON_NATIVE = 128;
/** LandInfo.sideMove bit: walkers may not cross the hexside. */
export const SIDE_BARS_WALKERS = 1;
/** LandInfo.sideMove bit: crossing the hexside going up costs every walker two. */
export const SIDE_SLOWS_UP_ALL = 2;
/** LandInfo.sideMove bit: crossing the hexside going up costs non-native walkers two. */
export const SIDE_SLOWS_UP_NON_NATIVE = 4;

/** A battleland in index form under one hazard table. */
export interface LandInfo {
  /** The hazard table it was built with. */
  readonly table: HazardTable;
  /** Hex hazard name by hex index ('Plains' when the land does not list the hex): what natives are native to. */
  readonly hazard: readonly HexHazard[];
  /** The hazard's rule by hex index. */
  readonly hex: readonly HexHazardRule[];
  readonly elevation: Int8Array;
  /** Hexside hazard name on side s of hex i at [i * 6 + s], read from either hex that records it; null = none. */
  readonly sideHazard: readonly (HexsideHazard | null)[];
  /** Its rule at the same slot; null = none. */
  readonly side: readonly (HexsideHazardRule | null)[];
  /** The hex that records the hexside hazard at [i * 6 + s] (the high side, "atop"); -1 when there is none. */
  readonly sideTop: Int8Array;
  /** 1 where the hexside at [i * 6 + s] keeps the two hexes out of contact. */
  readonly noContact: Uint8Array;
  /** Whether hex i lies directly beneath a `wall-count` hexside (a neighbour records one on their shared side). */
  readonly beneathWall: Uint8Array;
  /** Movement bits by hex index (BAR_*, NO_FLIGHT_*, SLOW_*). */
  readonly hexMove: Uint8Array;
  /** Movement bits by hexside slot (SIDE_*). */
  readonly sideMove: Uint8Array;
  /** 1 where the hex's hazard changes strikes made from it (so the strike rules skip the lookup elsewhere). */
  readonly strikesFrom: Uint8Array;
}

/** The bits of one effect: everyone, non-natives, or nobody. */
function bits(affects: HexHazardRule['bars'], all: number, nonNative: number): number {
  return affects === 'all' ? all : affects === 'non-natives' ? nonNative : 0;
}

function hexRule(table: HazardTable, name: HexHazard): HexHazardRule {
  const rule = table.hexes[name];
  if (!rule) throw new VariantDataError('hazards', name);
  return rule;
}

function sideRule(table: HazardTable, name: HexsideHazard): HexsideHazardRule {
  const rule = table.hexsides[name];
  if (!rule) throw new VariantDataError('hazards', name);
  return rule;
}

function buildLandInfo(table: HazardTable, land: BattlelandDef): LandInfo {
  const hazard: HexHazard[] = [];
  const hex: HexHazardRule[] = [];
  const elevation = new Int8Array(HEX_COUNT);
  const hexMove = new Uint8Array(HEX_COUNT);
  const sideHazard: (HexsideHazard | null)[] = new Array<HexsideHazard | null>(HEX_COUNT * 6).fill(null);
  const side: (HexsideHazardRule | null)[] = new Array<HexsideHazardRule | null>(HEX_COUNT * 6).fill(null);
  const sideTop = new Int8Array(HEX_COUNT * 6).fill(-1);
  const noContact = new Uint8Array(HEX_COUNT * 6);
  const sideMove = new Uint8Array(HEX_COUNT * 6);
  const beneathWall = new Uint8Array(HEX_COUNT);
  const strikesFrom = new Uint8Array(HEX_COUNT);
  const changes = (c: StrikeChange): boolean => c.skill !== 0 || c.dice !== 0;
  for (const [i, label] of HEX_LABELS.entries()) {
    const def = land.hexes[label];
    const name = def?.hazard ?? 'Plains';
    const rule = hexRule(table, name);
    hazard.push(name);
    hex.push(rule);
    elevation[i] = def?.elevation ?? 0;
    const { meleeFrom, rangeFrom } = rule;
    strikesFrom[i] = [meleeFrom.natives, meleeFrom.nonNatives, rangeFrom.natives, rangeFrom.nonNatives].some(changes) ? 1 : 0;
    hexMove[i] = bits(rule.bars, BAR_ALL, BAR_NON_NATIVE) | bits(rule.barsFlight, NO_FLIGHT_ALL, NO_FLIGHT_NON_NATIVE) |
      bits(rule.slowsWalkers, SLOW_WALK_ALL, SLOW_WALK_NON_NATIVE) | bits(rule.slowsLanding, SLOW_LANDING_ALL, SLOW_LANDING_NON_NATIVE);
  }
  for (const [i, label] of HEX_LABELS.entries()) {
    const def = land.hexes[label];
    if (!def) continue;
    for (let s = 0; s < 6; s++) {
      const h = def.hexsides[s];
      const j = NEIGHBOURS[i * 6 + s]!;
      if (!h || j < 0) continue;
      const rule = sideRule(table, h);
      const move = (rule.barsWalkers ? SIDE_BARS_WALKERS : 0) | bits(rule.slowsUp, SIDE_SLOWS_UP_ALL, SIDE_SLOWS_UP_NON_NATIVE);
      for (const slot of [i * 6 + s, j * 6 + ((s + 3) % 6)]) {
        sideHazard[slot] = h;
        side[slot] = rule;
        sideTop[slot] = i;
        noContact[slot] = rule.breaksContact ? 1 : 0;
        sideMove[slot] = move;
      }
      if (rule.sight === 'wall-count') beneathWall[j] = 1;
    }
  }
  return { table, hazard, hex, elevation, sideHazard, side, sideTop, noContact, beneathWall, hexMove, sideMove, strikesFrom };
}

/** Each battleland's index tables under the first hazard table it was asked about (the usual, only one). */
const CACHE = new WeakMap<BattlelandDef, LandInfo>();
/** Under any further hazard table (a variant with its own Hazard Chart on shared battlelands). */
const OTHER_TABLES = new WeakMap<HazardTable, WeakMap<BattlelandDef, LandInfo>>();

/** The cached index tables of a position's battleland under its hazard table. */
export function landInfo(pos: Pick<BattlePosition, 'land' | 'hazards'>): LandInfo {
  const info = CACHE.get(pos.land);
  return info !== undefined && info.table === pos.hazards ? info : uncachedLandInfo(pos.land, pos.hazards);
}

/** landInfo's slow path: builds (and caches) the tables of a land not asked about before under this table. */
function uncachedLandInfo(land: BattlelandDef, table: HazardTable): LandInfo {
  if (!CACHE.has(land)) {
    const info = buildLandInfo(table, land);
    CACHE.set(land, info);
    return info;
  }
  let byLand = OTHER_TABLES.get(table);
  if (!byLand) {
    byLand = new WeakMap();
    OTHER_TABLES.set(table, byLand);
  }
  let info = byLand.get(land);
  if (!info) {
    info = buildLandInfo(table, land);
    byLand.set(land, info);
  }
  return info;
}

/** Whether a character is native to a hex hazard (Hazard Chart NATIVE lists). */
export function nativeToHex(c: CreatureDef, hazard: HexHazard): boolean {
  return c.nativeHexes.includes(hazard);
}

/** Whether a character is native to a hexside hazard. */
export function nativeToSide(c: CreatureDef, hazard: HexsideHazard): boolean {
  return c.nativeHexsides.includes(hazard);
}

/** Whether the hex effect with bits (`all`, `nonNative`) of hex h concerns character c. */
export function hexEffect(info: LandInfo, c: CreatureDef, h: number, all: number, nonNative: number): boolean {
  const move = info.hexMove[h]!;
  return (move & all) !== 0 || ((move & nonNative) !== 0 && !nativeToHex(c, info.hazard[h]!));
}

/** Whether the hexside effect with bits (`all`, `nonNative`) at `slot` concerns character c. */
export function sideEffect(info: LandInfo, c: CreatureDef, slot: number, all: number, nonNative: number): boolean {
  const move = info.sideMove[slot]!;
  return (move & all) !== 0 || ((move & nonNative) !== 0 && !nativeToSide(c, info.sideHazard[slot]!));
}

/** Hits a character standing in hex h takes as a strike phase begins (Hazard Chart, Drift). */
export function hexDamage(info: LandInfo, c: CreatureDef, h: number): number {
  const damage = info.hex[h]!.damage;
  return damage > 0 && !nativeToHex(c, info.hazard[h]!) ? damage : 0;
}

/** Lords (kinds titan and lord: the Titan, Angels, Archangels) are immune to rangestrikes except magic ones (§12.6). */
export function isLord(c: CreatureDef): boolean {
  return c.kind === 'titan' || c.kind === 'lord';
}
