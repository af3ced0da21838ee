// Writes engine/gods/data/masterboard.ts, the Gods of Titan masterboard we designed (docs/gods-of-titan-board.md):
// sector 1 as tools/gods/sector.ts draws it, turned by 120° and 240° about the centre into sectors 2 and 3, so the
// board is three-fold symmetric by construction. Run `npx tsx tools/gods/make-board.ts`, then `npx vitest run tests/gods`.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SignType } from '../../engine/family/types.js';
import { cellAcross, isInverted, longSides, type Cell } from '../../engine/family/board/lattice.js';
import { CITY, DUNGEON, attackerEntries, indexBoard, rotateId, sectorOf } from '../../engine/gods/board.js';
import { anchorOf, cellAt, centreOf, clockAngle, outwardShortSide, ringOf, rotateSide, rotateThirds, type Thirds } from '../../engine/gods/lattice.js';
import { KIND_TERRAIN, LABELLED_KINDS, LAND_TERRAINS, TOWER_KINDS } from '../../engine/gods/terrains.js';
import type { GodsExitDef, GodsLandDef, GodsLandKind, LandPart } from '../../engine/gods/types.js';
import { CITY_SPACE_INVERTED, CROSSINGS, RING_ROADS, SECTOR, type LandCode } from './sector.js';

/** The grid corner at the board's centre (45 s, 24 h): the westmost lands then fall in column 0, as on the classic board. */
const CENTRE: Thirds = { x: 135, y: 72 };
const RINGS = 6;

const key = (c: Cell): string => `${c.x},${c.y}`;
const turned = (cell: Cell, turns: number): Cell => {
  const c = cellAt(rotateThirds(centreOf(cell), CENTRE, turns));
  if (!c) throw new Error(`cell ${key(cell)} does not turn onto a cell`);
  return c;
};
/** Clockwise degrees from 9 o'clock, where sector 1 begins; sector 1 spans 0–120. */
const fromNine = (cell: Cell): number => (clockAngle(cell, CENTRE) + 90) % 360;

// Sector 1's spaces, numbered ring by ring, clockwise from 9 o'clock: 101, 102, … (ring 1: the City and the Dungeon).
const sectorSpaces: Cell[] = [];
for (let x = 0; x < 24; x++) {
  for (let y = 0; y < 12; y++) {
    const ring = ringOf({ x, y }, CENTRE);
    if (ring <= RINGS && fromNine({ x, y }) < 120) sectorSpaces.push({ x, y });
  }
}
sectorSpaces.sort((a, b) => ringOf(a, CENTRE) - ringOf(b, CENTRE) || fromNine(a) - fromNine(b));
const centreSpace = (inverted: boolean): Cell => {
  const space = sectorSpaces.find((c) => ringOf(c, CENTRE) === 1 && isInverted(c) === inverted);
  if (!space) throw new Error('no centre space');
  return space;
};
const numbered = sectorSpaces.filter((c) => ringOf(c, CENTRE) > 1).map((cell, i) => ({ id: 101 + i, cell }));
const codes = Object.values(SECTOR).flat();
if (codes.length !== numbered.length) throw new Error(`sector.ts lists ${codes.length} lands, the sector has ${numbered.length}`);
const codeOf = (id: number): LandCode => codes[(id % 100) - 1];

// Which land (and which of its spaces) each cell of the board belongs to.
const landAt = new Map<string, { id: number; part: number }>();
for (let turns = 0; turns < 3; turns++) {
  for (const { id, cell } of numbered) landAt.set(key(turned(cell, turns)), { id: rotateId(id, turns), part: 0 });
  landAt.set(key(turned(centreSpace(CITY_SPACE_INVERTED), turns)), { id: CITY, part: turns });
  landAt.set(key(turned(centreSpace(!CITY_SPACE_INVERTED), turns)), { id: DUNGEON, part: turns });
}
const idAt = (cell: Cell | null): number | undefined => (cell ? landAt.get(key(cell))?.id : undefined);

const isTower = (id: number): boolean => sectorOf(id) > 0 && TOWER_KINDS.has(kindOf(codeOf(id)));

/** The signs leaving a sector-1 space (or a centre space) towards each neighbour, following sector.ts. */
function exitsOf(id: number, cell: Cell): GodsExitDef[] {
  const exits: GodsExitDef[] = [];
  const ring = ringOf(cell, CENTRE);
  for (const side of longSides(cell)) {
    const across = cellAcross(cell, side);
    const to = idAt(across);
    if (!across || to === undefined) continue;
    const add = (sign: SignType): void => void exits.push({ to, sign, side });
    const crossing = CROSSINGS.find(([inner, outer]) => (inner === id && outer === to) || (outer === id && inner === to));
    if (ring === 1 && ringOf(across, CENTRE) === 1) continue; // rules 8.6: the City and the Dungeon are not connected
    if (ringOf(across, CENTRE) === ring) {
      const road = RING_ROADS[ring];
      const clockwise = (fromNine(across) - fromNine(cell) + 360) % 360 < 180;
      if (road === 'both ways') add('ARROW');
      else if (clockwise === (road === 'clockwise')) add(isTower(id) ? 'ARROW' : 'ARROWS');
      else if (isTower(to)) add('ARCH'); // answers the Tower's own ARROW onto this land
    } else if (crossing) {
      add(crossing[0] === id ? crossing[2] : crossing[3]);
    } else if (codeOf(id) === 'Coast' || codeOf(to) === 'Coast') {
      add('ARROW');
    } else {
      throw new Error(`no sign designed between ${id} and ${to}`);
    }
  }
  return exits;
}

/** A space as the data stores it. */
const partOf = (cell: Cell): LandPart => ({ x: cell.x, y: cell.y, inverted: isInverted(cell), ...anchorOf(cell) });

function kindOf(code: LandCode): GodsLandKind {
  return (LAND_TERRAINS as readonly string[]).includes(code) ? 'land' : (code.toLowerCase() as GodsLandKind);
}

interface Draft {
  readonly id: number;
  readonly kind: GodsLandKind;
  readonly cells: readonly Cell[];
  readonly exits: readonly GodsExitDef[];
}

// Sector 1, turned into sectors 2 and 3; the City and the Dungeon gather their three spaces.
const drafts: Draft[] = [];
for (let turns = 0; turns < 3; turns++) {
  for (const { id, cell } of numbered) {
    drafts.push({
      id: rotateId(id, turns),
      kind: kindOf(codeOf(id)),
      cells: [turned(cell, turns)],
      exits: exitsOf(id, cell).map((e) => ({ to: rotateId(e.to, turns), sign: e.sign, side: rotateSide(e.side, turns) })),
    });
  }
}
for (const [id, inverted] of [[CITY, CITY_SPACE_INVERTED], [DUNGEON, !CITY_SPACE_INVERTED]] as const) {
  const space = centreSpace(inverted);
  const cells = [0, 1, 2].map((turns) => turned(space, turns));
  const exits = [0, 1, 2].flatMap((turns) =>
    exitsOf(id, space).map((e) => ({ to: rotateId(e.to, turns), sign: e.sign, side: rotateSide(e.side, turns), part: turns })));
  drafts.push({ id, kind: id === CITY ? 'city' : 'dungeon', cells, exits });
}

// Each land labelled on the short side facing away from the centre; battle entries follow (reference §3.2, docs).
const unentered: GodsLandDef[] = drafts.sort((a, b) => a.id - b.id).map((draft) => {
  const [first] = draft.cells;
  return {
    id: draft.id,
    terrain: draft.kind === 'land' ? codeOf(draft.id) : KIND_TERRAIN[draft.kind],
    kind: draft.kind,
    ring: ringOf(first, CENTRE),
    labelled: LABELLED_KINDS.has(draft.kind),
    ...partOf(first),
    exits: draft.exits,
    labelSide: outwardShortSide(first, CENTRE),
    attackerEntry: {},
    ...(draft.cells.length > 1 ? { parts: draft.cells.map(partOf) } : {}),
  };
});
const index = indexBoard(unentered);
const lands = unentered.map((land) => {
  const entries = [...attackerEntries(index, land)];
  if (entries.some(([, edge]) => edge === null)) throw new Error(`land ${land.id} is entered across its label side`);
  return { ...land, attackerEntry: Object.fromEntries(entries) };
});

const here = dirname(fileURLToPath(import.meta.url));
const body = [
  '// GENERATED by tools/gods/make-board.ts from tools/gods/sector.ts. Do not edit by hand.',
  "import type { GodsLandDef } from '../types.js';",
  '',
  '/** The Gods of Titan masterboard: our reconstruction (docs/gods-of-titan-board.md), ascending by land id. */',
  'export const GODS_MASTERBOARD: readonly GodsLandDef[] = [',
  ...lands.map((l) => ` ${JSON.stringify(l)},`),
  '];',
  '',
].join('\n');
writeFileSync(join(here, '..', '..', 'engine', 'gods', 'data', 'masterboard.ts'), body);
console.log(`wrote ${lands.length} lands`);
