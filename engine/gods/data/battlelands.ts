// The 21 Gods of Titan battlelands (rules 2.2), one per terrain of engine/gods/terrains.ts, on the classic 27-hex
// grid: the eleven classic TITAN maps carried over from the classic data with the Gods chart's names and changes,
// and our ten maps (battlelands-ours.ts). The shape is the classic BattlelandDef, so the renderer and the shared
// battle code read them as they read TITAN's. Which is which, and why: docs/gods-of-titan-battlelands.md.
import { BATTLELANDS } from '../../family/data/generated/battlelands.js';
import type { BattlelandDef } from '../../family/types.js';
import { ANY_ATTACKER_EDGE, fromClassic, type ClassicChanges, type GodsBattlelandDef } from './battlelands-build.js';
import { COAST, DARKLAND, DARKTOWER, FORT, HIGHLANDS, RUIN, SEA, SKYCASTLE, VALLEY, WASTELAND } from './battlelands-ours.js';

/** The classic names the Gods chart calls otherwise; the Tower's walled hexes are Plain (its walls are hexsides). */
const RENAMED: ClassicChanges['renamed'] = { Plains: 'Plain', Brambles: 'Bramble', Tower: 'Plain' };

function classicMap(terrain: string): BattlelandDef {
  const land = BATTLELANDS[terrain];
  if (!land) throw new Error(`no classic battleland ${terrain}`);
  return land;
}

/** A classic map carried over; `hexes`: the hexes that change hazard under the Gods chart. */
function carried(terrain: string, hexes?: ClassicChanges['hexes']): GodsBattlelandDef {
  const classic = classicMap(terrain);
  const entry = {
    terrain,
    tower: classic.tower,
    startList: classic.startList,
    nameSide: 'TopDefense' as const,
    attackerEdges: classic.tower ? (['Bottom'] as const) : ANY_ATTACKER_EDGE,
    god: null,
  };
  return fromClassic(classic, entry, { renamed: RENAMED, ...(hexes ? { hexes } : {}) });
}

/** Rules 2.2: every terrain's battleland, by terrain name. */
export const GODS_BATTLELANDS: Readonly<Record<string, GodsBattlelandDef>> = {
  Brush: carried('Brush'),
  // 12.7 Sand: its natives are the Plains and Desert chains, so the Plains battleland has Sand (classic has none).
  Plains: carried('Plains', { Sand: 'B3 C5 D2 E4' }),
  Marsh: carried('Marsh'),
  Valley: VALLEY,
  Woods: carried('Woods'),
  Hills: carried('Hills'),
  Jungle: carried('Jungle'),
  Desert: carried('Desert'),
  Swamp: carried('Swamp'),
  Highlands: HIGHLANDS,
  Tundra: carried('Tundra'),
  Mountains: carried('Mountains'),
  Tower: carried('Tower'),
  Coast: COAST,
  Sea: SEA,
  Darkland: DARKLAND,
  Wasteland: WASTELAND,
  Skycastle: SKYCASTLE,
  Ruin: RUIN,
  Fort: FORT,
  Darktower: DARKTOWER,
};
