// The design of one third of the Gods of Titan masterboard: sector 1, the 120° wedge from 9 o'clock to 1 o'clock
// round the City. tools/gods/make-board.ts turns it twice by 120° into sectors 2 and 3. docs/gods-of-titan-board.md
// explains every choice; this file is only the design itself.
import type { SignType } from '../../engine/family/types.js';
import { LAND_TERRAINS } from '../../engine/gods/terrains.js';

/** What a land of the design is: a land terrain, or a special kind of land. */
export type LandCode =
  | (typeof LAND_TERRAINS)[number]
  | 'Tower' | 'Citytower' | 'Darktower' | 'Ruin' | 'Fort' | 'Darkland' | 'Wasteland' | 'Coast' | 'Sea' | 'Whirl';

// Ring k lies between the hexagons of k − 1 and k lands round the centre; ring 1 is the City and the Dungeon. A
// line break in a long ring marks the hexagon's corner at 11 o'clock.
/** Sector 1, ring by ring from ring 2, each ring clockwise from 9 o'clock: lands 101, 102, … in this order. */
export const SECTOR: Readonly<Record<number, readonly LandCode[]>> = {
  2: ['Plains', 'Darktower', 'Desert', 'Mountains', 'Citytower', 'Tundra'],
  3: ['Highlands', 'Darkland', 'Hills', 'Tundra', 'Jungle', 'Fort', 'Highlands', 'Swamp', 'Mountains', 'Valley'],
  4: ['Brush', 'Marsh', 'Woods', 'Tower', 'Plains', 'Hills', 'Desert',
    'Wasteland', 'Brush', 'Darkland', 'Jungle', 'Valley', 'Swamp', 'Woods'],
  5: ['Marsh', 'Hills', 'Plains', 'Swamp', 'Valley', 'Woods', 'Brush', 'Marsh', 'Darkland',
    'Desert', 'Plains', 'Hills', 'Marsh', 'Ruin', 'Brush', 'Jungle', 'Valley', 'Woods'],
  6: ['Sea', 'Coast', 'Sea', 'Coast', 'Whirl', 'Coast', 'Sea', 'Coast', 'Sea', 'Coast', 'Sea',
    'Sea', 'Coast', 'Sea', 'Coast', 'Whirl', 'Coast', 'Sea', 'Coast', 'Sea', 'Coast', 'Sea'],
};

/** How the lands of a ring lead to each other: ARROWs both ways, or a one-way road of triple arrows. */
export type RingRoad = 'both ways' | 'clockwise' | 'anticlockwise';

/** The road of each ring 2–6. */
export const RING_ROADS: Readonly<Record<number, RingRoad>> = {
  2: 'both ways',
  3: 'clockwise',
  4: 'anticlockwise',
  5: 'both ways',
  6: 'both ways',
};

/** The spaces of the centre ring in this sector: the City's is the one pointing down (12 o'clock), the Dungeon's up. */
export const CITY_SPACE_INVERTED = true;

// The Coast edges are not listed: each Coast and the ring-5 land it touches carry ARROWs both ways. 1000 is the City,
// 2000 the Dungeon.
/** The signs across every edge between two rings: inner land, outer land, sign leading out, sign leading back in. */
export const CROSSINGS: readonly (readonly [inner: number, outer: number, out: SignType, back: SignType])[] = [
  [2000, 102, 'ARCH', 'ARROW'],
  [1000, 105, 'ARCH', 'ARROW'],
  [101, 108, 'ARROW', 'ARCH'],
  [103, 110, 'ARROW', 'ARCH'],
  [104, 113, 'ARROW', 'ARCH'],
  [106, 115, 'ARROW', 'BLOCK'],
  [107, 118, 'ARCH', 'ARCH'],
  [109, 120, 'ARCH', 'ARROW'],
  [111, 122, 'ARCH', 'BLOCK'],
  [112, 125, 'ARROW', 'ARCH'],
  [114, 127, 'ARCH', 'ARCH'],
  [116, 129, 'BLOCK', 'ARCH'],
  [117, 132, 'ARCH', 'ARROW'],
  [119, 134, 'ARCH', 'ARCH'],
  [121, 136, 'ARCH', 'ARROW'],
  [123, 138, 'BLOCK', 'ARCH'],
  [124, 141, 'ARCH', 'ARROW'],
  [126, 143, 'BLOCK', 'ARCH'],
  [128, 145, 'ARCH', 'ARROW'],
  [130, 147, 'ARCH', 'ARCH'],
];
