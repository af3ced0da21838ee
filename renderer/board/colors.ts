// Colours of the drawings: masterboard terrains, battle hazards, player colours and shapes, and highlight kinds.

/** Fill colour of each masterboard terrain. */
export const TERRAIN_COLORS: Readonly<Record<string, string>> = {
  Plains: '#e6cf62',
  Woods: '#6f8f2a',
  Brush: '#58a84a',
  Jungle: '#1f6a2c',
  Hills: '#a2643a',
  Desert: '#eea044',
  Marsh: '#8a7b62',
  Swamp: '#2f6e6b',
  Mountains: '#b8322a',
  Tundra: '#b9dcec',
  Tower: '#a3a3a3',
  // Gods of Titan's further terrains (docs/gods-of-titan-board.md)
  Valley: '#9fc46a',
  Highlands: '#8f7a55',
  Coast: '#e8d9a8',
  Sea: '#2f6fa8',
  Darkland: '#3b2f4a',
  Wasteland: '#b3a48a',
  Skycastle: '#f4f1e4',
  Ruin: '#8d8478',
  Fort: '#8b8f96',
  Darktower: '#4a4652',
};

/** A terrain's fill, grey for an unknown terrain of a later variant. */
export function terrainColor(terrain: string): string {
  return TERRAIN_COLORS[terrain] ?? '#888888';
}

/** Readable text colour (black or white) on a background colour "#rrggbb". */
export function textOn(background: string): string {
  const n = Number.parseInt(background.slice(1), 16);
  const lum = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return lum > 140 ? '#111111' : '#ffffff';
}

/** Mixes two "#rrggbb" colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const ch = (shift: number): number => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, '0')}`;
}

/** Fill of level ground on a battleland: the masterboard terrain's colour, muted so hazards and symbols stand out. */
export function battleGround(terrain: string): string {
  return mix(terrainColor(terrain), '#d6cfbf', 0.55);
}

/** Fill of a battle hex by hazard (Plains takes the battleland's terrain colour); light, so the hazard's picture
 * (renderer/board/art.ts) stands out on it. */
export const HAZARD_COLORS: Readonly<Record<string, string>> = {
  Tree: '#a5c483',
  Brambles: '#c5d98f',
  Sand: '#f2d48f',
  Bog: '#9c9670',
  Drift: '#eef6fb',
  Volcano: '#e8a15c',
  Tower: '#c9c3b4',
  // Gods of Titan's hazards (the Gods Hazard Chart names Brambles "Bramble"; Plain is open ground)
  Bramble: '#c5d98f',
  Fog: '#dfe3e8',
  Hedge: '#8fbf73',
  Beach: '#f3e2b3',
  Water: '#7fb2de',
  Darkness: '#5a4e6b',
  Cloud: '#f7fbff',
};

/** Stroke colour of each hexside hazard symbol. */
export const HEXSIDE_COLORS: Readonly<Record<string, string>> = {
  Slope: '#3e2723',
  Wall: '#424242',
  Cliff: '#1b1b1b',
  Dune: '#c77c0e',
};

/** Marker colours of the players (the marker sets' names). The six sets a TITAN game deals from (and Gods of Titan's
 * red, green, blue and black beside its grey neutral legions) stay at least MIN_SEAT_DELTA_E apart under normal
 * vision and the three dichromacies (renderer/board/color-vision.ts, tests/renderer/seat-colors.test.ts). */
export const PLAYER_COLORS: Readonly<Record<string, string>> = {
  Black: '#242424',
  Brown: '#673522',
  Blue: '#0c59bf',
  Gold: '#dca614',
  Green: '#088b4c',
  Red: '#e9170b',
  Orange: '#ef7d12',
  Purple: '#7b3fa6',
  Silver: '#a8adb3',
  Sky: '#5fb7e6',
  Pine: '#1d5e4a',
  Indigo: '#3f3d9e',
};

/** A shape per marker set, drawn on its markers and beside its seat's name, so seats are told apart without colour
 * (letters would clash: Black, Blue, Brown; no plus or cross either, which beside a marker's height reads as sums). */
export const PLAYER_GLYPHS: Readonly<Record<string, string>> = {
  Black: '●',
  Brown: '■',
  Blue: '▲',
  Gold: '★',
  Green: '◆',
  Red: '♥',
  Orange: '▼',
  Purple: '♠',
  Silver: '☾',
  Sky: '♣',
  Pine: '⬟',
  Indigo: '◐',
};

/** How a seat's pieces look: its colour and its shape (markers, counters and the chips beside names take both). */
export interface SeatLook {
  readonly color: string;
  readonly glyph: string;
}

/** Colour and shape of the legions nobody owns (Gods of Titan's grey Neutral Tower legions). */
export const NEUTRAL_SEAT: SeatLook = { color: '#9e9e9e', glyph: '◎' };

/** A player's colour as CSS. */
export function playerColor(id: string): string {
  return PLAYER_COLORS[id] ?? '#777777';
}

/** A player's colour and shape together (no shape for an unknown marker set). */
export function playerLook(id: string): SeatLook {
  return { color: playerColor(id), glyph: PLAYER_GLYPHS[id] ?? '' };
}

/** Highlight colours: legal moves, teleports, engagements, selection, strike targets. */
export const HIGHLIGHT = {
  move: '#fff176',
  muster: '#69f0ae',
  teleport: '#ce93d8',
  engage: '#ff1744',
  selected: '#00e5ff',
  target: '#ff5252',
  range: '#ffab00',
  /** A guided first game's pointer. */
  lesson: '#40c4ff',
} as const;
