// Battleland hazards as per-land lookup tables (Hazard Chart): hex hazard and elevation by hex index, and for every
// hexside the hazard on it and which of its two hexes is the high/top one. Built once per battleland and cached.
import type { BattlelandDef, CreatureDef, HexHazard, HexsideHazard } from '../data/types.js';
import { HEX_COUNT, HEX_LABELS, NEIGHBOURS } from './grid.js';

/** A battleland in index form. */
export interface LandInfo {
  /** Hex hazard by hex index ('Plains' when the land does not list the hex). */
  readonly hazard: readonly HexHazard[];
  readonly elevation: Int8Array;
  /** Hexside hazard on side s of hex i at [i * 6 + s], read from either hex that records it; null = none. */
  readonly sideHazard: readonly (HexsideHazard | null)[];
  /** The hex that records the hexside hazard at [i * 6 + s] (the high side, "atop"); -1 when there is none. */
  readonly sideTop: Int8Array;
  /** Whether hex i lies directly beneath a Wall (a neighbour records a Wall on their shared side). */
  readonly beneathWall: Uint8Array;
}

const CACHE = new WeakMap<BattlelandDef, LandInfo>();

function buildLandInfo(land: BattlelandDef): LandInfo {
  const hazard: HexHazard[] = [];
  const elevation = new Int8Array(HEX_COUNT);
  const sideHazard: (HexsideHazard | null)[] = new Array<HexsideHazard | null>(HEX_COUNT * 6).fill(null);
  const sideTop = new Int8Array(HEX_COUNT * 6).fill(-1);
  const beneathWall = new Uint8Array(HEX_COUNT);
  for (const [i, label] of HEX_LABELS.entries()) {
    const def = land.hexes[label];
    hazard.push(def?.hazard ?? 'Plains');
    elevation[i] = def?.elevation ?? 0;
  }
  for (const [i, label] of HEX_LABELS.entries()) {
    const def = land.hexes[label];
    if (!def) continue;
    for (let s = 0; s < 6; s++) {
      const h = def.hexsides[s];
      const j = NEIGHBOURS[i * 6 + s]!;
      if (!h || j < 0) continue;
      const back = j * 6 + ((s + 3) % 6);
      sideHazard[i * 6 + s] = h;
      sideHazard[back] = h;
      sideTop[i * 6 + s] = i;
      sideTop[back] = i;
      if (h === 'Wall') beneathWall[j] = 1;
    }
  }
  return { hazard, elevation, sideHazard, sideTop, beneathWall };
}

/** The cached index tables of a battleland. */
export function landInfo(land: BattlelandDef): LandInfo {
  let info = CACHE.get(land);
  if (!info) {
    info = buildLandInfo(land);
    CACHE.set(land, info);
  }
  return info;
}

/** Whether a character is native to a hex hazard (Hazard Chart NATIVE lists). */
export function nativeToHex(c: CreatureDef, hazard: HexHazard): boolean {
  return c.nativeHexes.includes(hazard);
}

/** Whether a character is native to a hexside hazard (Slope, Dune). */
export function nativeToSide(c: CreatureDef, hazard: HexsideHazard): boolean {
  return c.nativeHexsides.includes(hazard);
}

/** Lords (Titan, Angel, Archangel) are immune to rangestrikes except a Warlock's (§12.6). */
export function isLord(c: CreatureDef): boolean {
  return c.kind === 'titan' || c.kind === 'lord';
}

/** Hazard Chart, Volcano: only its natives (Dragons) may enter or fly over it. */
export function mayEnterVolcano(c: CreatureDef): boolean {
  return nativeToHex(c, 'Volcano');
}
