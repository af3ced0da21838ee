// The 21 terrains of Gods of Titan (rules 2.1–2.2: one battleland each) and what each kind of land stands on.
import type { GodsLandKind } from './types.js';

/** The twelve land terrains with Creature-mustering chains, in the order of the Mustering Table (rules 22.3). */
export const LAND_TERRAINS = [
  'Brush', 'Plains', 'Marsh', 'Valley', 'Woods', 'Hills', 'Jungle', 'Desert', 'Swamp', 'Highlands', 'Tundra', 'Mountains',
] as const;

/** All 21: the land terrains, the six the rules name with a battleland, and our three choices Ruin, Fort, Darktower. */
export const GODS_TERRAINS: readonly string[] = [
  ...LAND_TERRAINS, 'Tower', 'Coast', 'Sea', 'Darkland', 'Wasteland', 'Skycastle', 'Ruin', 'Fort', 'Darktower',
];

/** The terrain (battleland) of every kind of land but the land terrains' own. */
export const KIND_TERRAIN: Readonly<Record<Exclude<GodsLandKind, 'land'>, string>> = {
  city: 'Skycastle',
  dungeon: 'Darkland',
  tower: 'Tower',
  citytower: 'Tower',
  darktower: 'Darktower',
  ruin: 'Ruin',
  fort: 'Fort',
  darkland: 'Darkland',
  wasteland: 'Wasteland',
  coast: 'Coast',
  sea: 'Sea',
  whirl: 'Sea',
};

/** Rules 11.3: the Tower lands, whose battlelands are walled (Tower teleport links them, 9.3). */
export const TOWER_KINDS: ReadonlySet<GodsLandKind> = new Set(['tower', 'citytower', 'darktower', 'ruin', 'fort']);

/** Rules 22.1: kinds of land that are labelled (Creatures may be mustered there after a move of 3–5 lands). */
export const LABELLED_KINDS: ReadonlySet<GodsLandKind> = new Set(['land', 'darkland', 'wasteland', 'sea']);

/** Rules 3.10, 27.4: the outer ring, the only lands Sea legions may stand on or cross. */
export const SEA_KINDS: ReadonlySet<GodsLandKind> = new Set(['sea', 'whirl', 'coast']);
