// Pictures of the boards as plain shapes in a unit box (−1…1 around a centre): what each battle hazard and each
// masterboard terrain looks like, so a player reads a hex or a land at a glance instead of a word. Pure data, no
// drawing library: renderer/board/drawArt.ts puts them on a Konva group.

/** One shape of a picture, in unit coordinates (x right, y down). */
export type ArtShape =
  | { readonly kind: 'line'; readonly points: readonly number[]; readonly closed: boolean; readonly fill?: string; readonly stroke?: string; readonly width?: number }
  | { readonly kind: 'circle'; readonly x: number; readonly y: number; readonly r: number; readonly fill?: string; readonly stroke?: string; readonly width?: number }
  | { readonly kind: 'ellipse'; readonly x: number; readonly y: number; readonly rx: number; readonly ry: number; readonly fill?: string; readonly stroke?: string; readonly width?: number };

/** A picture: shapes drawn in order. */
export type Art = readonly ArtShape[];

const poly = (points: number[], fill: string, stroke = '#222', width = 1): ArtShape => ({ kind: 'line', points, closed: true, fill, stroke, width });
const stroke = (points: number[], color: string, width = 2): ArtShape => ({ kind: 'line', points, closed: false, stroke: color, width });
const disc = (x: number, y: number, r: number, fill: string, line = '#222', width = 1): ArtShape => ({ kind: 'circle', x, y, r, fill, stroke: line, width });

/** A broad-leaved tree: trunk and a crown of three discs. */
const TREE: Art = [
  poly([-0.12, 0.1, 0.12, 0.1, 0.14, 0.8, -0.14, 0.8], '#5d4037'),
  disc(-0.38, -0.02, 0.36, '#2e7d32', '#1b5e20', 1.5),
  disc(0.38, -0.02, 0.36, '#2e7d32', '#1b5e20', 1.5),
  disc(0, -0.38, 0.44, '#388e3c', '#1b5e20', 1.5),
];

/** Thorny canes: crossing arcs with thorns. */
const BRAMBLES: Art = [
  stroke([-0.8, 0.5, -0.4, -0.3, 0.1, -0.5, 0.7, 0.1], '#33691e', 3),
  stroke([-0.7, -0.2, -0.1, 0.3, 0.4, 0.5, 0.8, -0.4], '#33691e', 3),
  stroke([-0.55, 0.15, -0.72, 0.0, -0.35, -0.25, -0.5, -0.45, 0.1, -0.5, 0.05, -0.72, 0.45, -0.2, 0.62, -0.36], '#1b3d0f', 1.5),
  stroke([-0.4, 0.14, -0.3, 0.36, 0.15, 0.42, 0.12, 0.64, 0.55, 0.2, 0.75, 0.3], '#1b3d0f', 1.5),
  disc(-0.05, 0.1, 0.1, '#ad1457', '#4a0025'),
  disc(0.45, -0.15, 0.09, '#ad1457', '#4a0025'),
];

/** Dark water with reeds. */
const BOG: Art = [
  { kind: 'ellipse', x: -0.15, y: 0.25, rx: 0.7, ry: 0.32, fill: '#3b3a22', stroke: '#22210f', width: 1 },
  { kind: 'ellipse', x: 0.45, y: -0.25, rx: 0.35, ry: 0.18, fill: '#3b3a22', stroke: '#22210f', width: 1 },
  stroke([-0.4, 0.25, -0.45, -0.45], '#827717', 2),
  stroke([-0.2, 0.25, -0.15, -0.6], '#827717', 2),
  stroke([0.05, 0.25, 0.15, -0.35], '#827717', 2),
  { kind: 'ellipse', x: -0.15, y: -0.62, rx: 0.05, ry: 0.14, fill: '#5d4037', stroke: '#3e2723', width: 1 },
];

/** Sand: a scatter of grains and a ripple. */
const SAND: Art = [
  stroke([-0.75, 0.45, -0.35, 0.3, 0.05, 0.45, 0.45, 0.3, 0.8, 0.45], '#a66f00', 2),
  ...[[-0.5, -0.4], [-0.1, -0.55], [0.35, -0.4], [0.65, -0.1], [-0.7, -0.05], [-0.25, -0.1], [0.15, -0.15], [0.4, 0.1], [-0.45, 0.15], [0, 0.1]].map(([x, y]) => disc(x, y, 0.07, '#a66f00', '#7a5200', 0.5)),
];

/** A snow drift: a snowflake over wind-blown ridges. */
const DRIFT: Art = [
  stroke([-0.8, 0.45, -0.4, 0.3, 0, 0.45, 0.4, 0.3, 0.8, 0.45], '#78909c', 2.5),
  stroke([-0.8, 0.7, -0.4, 0.55, 0, 0.7, 0.4, 0.55, 0.8, 0.7], '#78909c', 2.5),
  stroke([0, -0.75, 0, 0.05], '#4f83cc', 2.5),
  stroke([-0.35, -0.55, 0.35, -0.15], '#4f83cc', 2.5),
  stroke([-0.35, -0.15, 0.35, -0.55], '#4f83cc', 2.5),
];

/** A volcano: a cone with a glowing crater and lava. */
const VOLCANO: Art = [
  poly([-0.85, 0.7, -0.25, -0.45, 0.25, -0.45, 0.85, 0.7], '#5d4037', '#2b1a12', 1.5),
  poly([-0.25, -0.45, 0.25, -0.45, 0.15, -0.3, -0.15, -0.3], '#ff6d00', '#bf360c'),
  stroke([0.05, -0.3, -0.1, 0.05, 0.05, 0.3, -0.05, 0.6], '#ff9100', 3),
  disc(-0.15, -0.72, 0.14, '#9e9e9e', '#616161'),
  disc(0.12, -0.85, 0.1, '#bdbdbd', '#757575'),
];

/** Tower ground: a crenellated keep. */
const TOWER: Art = [
  poly([-0.6, 0.7, -0.6, -0.4, -0.4, -0.4, -0.4, -0.6, -0.2, -0.6, -0.2, -0.4, 0.1, -0.4, 0.1, -0.6, 0.3, -0.6, 0.3, -0.4, 0.6, -0.4, 0.6, 0.7], '#9e9e9e', '#424242', 1.5),
  poly([-0.15, 0.7, -0.15, 0.3, 0, 0.15, 0.15, 0.3, 0.15, 0.7], '#4e342e', '#3e2723'),
  stroke([-0.6, 0.05, 0.6, 0.05], '#616161', 1),
];

/** Pictures of the battle hazards (Plains, level ground, has none). */
/** Gods of Titan: drifting mist in bands. */
const FOG: Art = [
  stroke([-0.8, -0.35, -0.3, -0.5, 0.2, -0.35, 0.7, -0.5], '#90a4ae', 3),
  stroke([-0.7, 0.05, -0.2, -0.1, 0.3, 0.05, 0.8, -0.1], '#90a4ae', 3),
  stroke([-0.8, 0.45, -0.3, 0.3, 0.2, 0.45, 0.7, 0.3], '#90a4ae', 3),
];

/** Gods of Titan: a clipped hedge row. */
const HEDGE: Art = [
  poly([-0.85, 0.45, -0.85, -0.15, -0.6, -0.35, 0.6, -0.35, 0.85, -0.15, 0.85, 0.45], '#33691e', '#1b3d0f', 1.5),
  stroke([-0.5, 0.45, -0.5, 0.7], '#4e342e', 2),
  stroke([0.5, 0.45, 0.5, 0.7], '#4e342e', 2),
];

/** Gods of Titan: sand at the water's edge with a shell. */
const BEACH: Art = [
  stroke([-0.9, -0.2, -0.45, -0.4, 0, -0.2, 0.45, -0.4, 0.9, -0.2], '#1e88e5', 2),
  { kind: 'ellipse', x: 0.1, y: 0.35, rx: 0.3, ry: 0.2, fill: '#ffccbc', stroke: '#8d6e63', width: 1 },
];

/** Gods of Titan: open water, waves. */
const WATER: Art = [
  stroke([-0.9, -0.3, -0.45, -0.55, 0, -0.3, 0.45, -0.55, 0.9, -0.3], '#0d47a1', 2.5),
  stroke([-0.9, 0.25, -0.45, 0, 0, 0.25, 0.45, 0, 0.9, 0.25], '#0d47a1', 2.5),
];

/** Gods of Titan: darkness, a black disc with a pale rim. */
const DARKNESS: Art = [disc(0, 0, 0.65, '#120d1a', '#b39ddb', 1.5)];

/** Gods of Titan: a cloud. */
const CLOUD: Art = [
  disc(-0.4, 0.15, 0.32, '#ffffff', '#90a4ae', 1.5),
  disc(0.4, 0.15, 0.32, '#ffffff', '#90a4ae', 1.5),
  disc(0, -0.1, 0.42, '#ffffff', '#90a4ae', 1.5),
];

export const HAZARD_ART: Readonly<Record<string, Art>> = {
  Tree: TREE, Brambles: BRAMBLES, Bog: BOG, Sand: SAND, Drift: DRIFT, Volcano: VOLCANO, Tower: TOWER,
  Bramble: BRAMBLES, Fog: FOG, Hedge: HEDGE, Beach: BEACH, Water: WATER, Darkness: DARKNESS, Cloud: CLOUD,
};

/** Masterboard terrain symbols, dark ink on the land's colour. */
export const TERRAIN_ART: Readonly<Record<string, Art>> = {
  Plains: [
    stroke([-0.5, 0.7, -0.5, -0.3], '#5d4a00', 2),
    stroke([0, 0.7, 0, -0.6], '#5d4a00', 2),
    stroke([0.5, 0.7, 0.5, -0.3], '#5d4a00', 2),
    ...[[-0.5, -0.4], [0, -0.65], [0.5, -0.4]].map(([x, y]): ArtShape => ({ kind: 'ellipse', x, y, rx: 0.13, ry: 0.25, fill: '#8d6e00', stroke: '#5d4a00', width: 1 })),
  ],
  Woods: TREE,
  Brush: [
    disc(-0.45, 0.25, 0.38, '#2e7d32', '#1b4d1e', 1.5),
    disc(0.45, 0.25, 0.38, '#2e7d32', '#1b4d1e', 1.5),
    disc(0, -0.1, 0.45, '#388e3c', '#1b4d1e', 1.5),
  ],
  Jungle: [
    stroke([0.1, 0.8, 0, 0.2, -0.05, -0.35], '#4e342e', 3),
    poly([-0.05, -0.35, -0.8, -0.1, -0.45, -0.55], '#66bb6a', '#0d3b12'),
    poly([-0.05, -0.35, 0.8, -0.1, 0.45, -0.55], '#66bb6a', '#0d3b12'),
    poly([-0.05, -0.35, -0.3, -0.85, 0.25, -0.8], '#81c784', '#0d3b12'),
  ],
  Hills: [
    poly([-0.9, 0.6, -0.45, -0.2, 0, 0.6], '#6d3f1f', '#3e2010', 1.5),
    poly([-0.2, 0.6, 0.35, -0.45, 0.9, 0.6], '#7f4a26', '#3e2010', 1.5),
  ],
  Desert: [
    stroke([-0.9, 0.5, -0.4, 0.2, 0.1, 0.5, 0.5, 0.25, 0.9, 0.5], '#8a4b00', 2),
    poly([-0.08, 0.35, -0.08, -0.7, 0.08, -0.7, 0.08, 0.35], '#2e7d32', '#1b4d1e'),
    poly([-0.08, -0.05, -0.35, -0.05, -0.35, -0.4, -0.25, -0.4, -0.25, -0.15, -0.08, -0.15], '#2e7d32', '#1b4d1e'),
    poly([0.08, -0.2, 0.35, -0.2, 0.35, -0.55, 0.25, -0.55, 0.25, -0.3, 0.08, -0.3], '#2e7d32', '#1b4d1e'),
  ],
  Marsh: [
    stroke([-0.8, 0.55, 0.8, 0.55], '#3e3a22', 2),
    stroke([-0.5, 0.55, -0.6, -0.4], '#3e3a22', 2),
    stroke([-0.15, 0.55, -0.1, -0.7], '#3e3a22', 2),
    stroke([0.25, 0.55, 0.4, -0.3], '#3e3a22', 2),
    { kind: 'ellipse', x: -0.1, y: -0.75, rx: 0.07, ry: 0.18, fill: '#4e342e', stroke: '#2b1a12', width: 1 },
    { kind: 'ellipse', x: 0.42, y: -0.38, rx: 0.07, ry: 0.16, fill: '#4e342e', stroke: '#2b1a12', width: 1 },
  ],
  Swamp: [
    { kind: 'ellipse', x: 0, y: 0.55, rx: 0.85, ry: 0.2, fill: '#1c4644', stroke: '#0d2524', width: 1 },
    poly([-0.12, 0.5, -0.06, -0.2, 0.06, -0.2, 0.12, 0.5], '#4e342e', '#2b1a12'),
    poly([-0.65, -0.2, 0, -0.85, 0.65, -0.2], '#1b5e20', '#0d2f10', 1.5),
  ],
  Mountains: [
    poly([-0.95, 0.65, -0.35, -0.45, 0.25, 0.65], '#5d1510', '#2b0906', 1.5),
    poly([-0.2, 0.65, 0.35, -0.75, 0.95, 0.65], '#7a1d16', '#2b0906', 1.5),
    poly([0.35, -0.75, 0.19, -0.35, 0.35, -0.45, 0.51, -0.35], '#fafafa', '#2b0906', 1),
  ],
  Tundra: [
    stroke([0, -0.85, 0, 0.85], '#1f4e6b', 2.5),
    stroke([-0.74, -0.42, 0.74, 0.42], '#1f4e6b', 2.5),
    stroke([-0.74, 0.42, 0.74, -0.42], '#1f4e6b', 2.5),
  ],
  Tower: TOWER,
  // Gods of Titan's further terrains
  Valley: [
    stroke([-0.9, -0.6, -0.3, 0.5, 0.3, 0.5, 0.9, -0.6], '#33501a', 2.5),
    stroke([-0.3, 0.5, 0, 0.1, 0.3, 0.5], '#2f6fa8', 2),
  ],
  Highlands: [
    poly([-0.9, 0.6, -0.6, -0.2, -0.2, -0.1, 0.2, -0.5, 0.9, 0.6], '#5e4d31', '#2e2414', 1.5),
    stroke([-0.6, -0.2, 0.2, -0.5], '#d7ccc8', 1.5),
  ],
  Coast: [
    stroke([-0.9, 0.1, -0.45, -0.15, 0, 0.1, 0.45, -0.15, 0.9, 0.1], '#1f4e79', 2.5),
    stroke([-0.9, 0.5, -0.45, 0.25, 0, 0.5, 0.45, 0.25, 0.9, 0.5], '#1f4e79', 2.5),
  ],
  Sea: [
    stroke([-0.9, -0.2, -0.45, -0.45, 0, -0.2, 0.45, -0.45, 0.9, -0.2], '#d6ecff', 2.5),
    stroke([-0.9, 0.3, -0.45, 0.05, 0, 0.3, 0.45, 0.05, 0.9, 0.3], '#d6ecff', 2.5),
  ],
  Darkland: [
    disc(0, 0, 0.6, '#1a1424', '#b39ddb', 1.5),
    disc(0.25, -0.2, 0.45, '#3b2f4a', '#3b2f4a', 0),
  ],
  Wasteland: [
    stroke([-0.8, 0.5, -0.3, 0.3, 0.2, 0.55, 0.8, 0.35], '#5d4a2e', 2),
    poly([-0.3, 0.1, -0.15, -0.45, 0, 0.1], '#6d5c3f', '#3e3220'),
    poly([0.3, 0.15, 0.42, -0.25, 0.54, 0.15], '#6d5c3f', '#3e3220'),
  ],
  Skycastle: [
    poly([-0.7, 0.6, -0.7, -0.2, -0.4, -0.2, -0.4, -0.5, -0.15, -0.5, -0.15, -0.2, 0.15, -0.2, 0.15, -0.5, 0.4, -0.5, 0.4, -0.2, 0.7, -0.2, 0.7, 0.6], '#ffe082', '#6d5300', 1.5),
    { kind: 'ellipse', x: 0, y: 0.7, rx: 0.9, ry: 0.2, fill: '#e3f2fd', stroke: '#90a4ae', width: 1 },
  ],
  Ruin: [
    poly([-0.7, 0.6, -0.7, -0.3, -0.4, -0.5, -0.4, 0.6], '#5d554a', '#2e2a24'),
    poly([-0.1, 0.6, -0.1, 0, 0.2, -0.2, 0.2, 0.6], '#5d554a', '#2e2a24'),
    poly([0.5, 0.6, 0.5, 0.3, 0.75, 0.35, 0.75, 0.6], '#5d554a', '#2e2a24'),
  ],
  Fort: [
    poly([-0.8, 0.6, -0.8, -0.3, -0.5, -0.3, -0.5, -0.1, 0.5, -0.1, 0.5, -0.3, 0.8, -0.3, 0.8, 0.6], '#5f636b', '#26282c', 1.5),
    poly([-0.15, 0.6, -0.15, 0.2, 0.15, 0.2, 0.15, 0.6], '#26282c', '#26282c'),
  ],
  Darktower: [
    poly([-0.35, 0.7, -0.35, -0.4, -0.5, -0.4, -0.5, -0.75, 0.5, -0.75, 0.5, -0.4, 0.35, -0.4, 0.35, 0.7], '#1c1a22', '#b39ddb', 1.5),
    disc(0, -0.1, 0.1, '#e040fb', '#4a148c'),
  ],
};
