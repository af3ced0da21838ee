// Board check of the three-fold symmetry that lets the three Titan-players start equal: turning the board 120°
// clockwise about its centre carries every land onto the land of the next sector with the same number (1nn → 2nn →
// 3nn → 1nn; the City and the Dungeon onto themselves, each space onto the next), with the same terrain, kind, ring,
// label, signs and battle entries.
import { cellsOf } from '../../../engine/family/board/lattice.js';
import { rotateId, type BoardIndex } from '../../../engine/gods/board.js';
import { cellAt, centreOf, rotateSide, rotateThirds, type Thirds } from '../../../engine/gods/lattice.js';
import type { GodsLandDef } from '../../../engine/gods/types.js';

const signature = (exits: GodsLandDef['exits'], turn: (e: GodsLandDef['exits'][number]) => string): string => exits.map(turn).sort().join(' ');

function landProblems(land: GodsLandDef, image: GodsLandDef, centre: Thirds): string[] {
  const problems: string[] = [];
  const cells = cellsOf(land);
  const imageCells = cellsOf(image);
  cells.forEach((cell, part) => {
    const turned = cellAt(rotateThirds(centreOf(cell), centre, 1));
    const expected = imageCells[(part + 1) % cells.length];
    const onto = turned && expected && turned.x === expected.x && turned.y === expected.y;
    if (!onto) problems.push(`land ${land.id}: space ${part} does not turn onto land ${image.id}`);
  });
  for (const field of ['terrain', 'kind', 'ring', 'labelled'] as const) {
    if (land[field] !== image[field]) problems.push(`land ${land.id}: ${field} ${String(land[field])}, land ${image.id}: ${String(image[field])}`);
  }
  if (cells.length === 1 && image.labelSide !== rotateSide(land.labelSide, 1)) problems.push(`land ${land.id}: label side does not turn onto land ${image.id}'s`);
  const turnedPart = (part: number | undefined): string => (part === undefined ? '' : String((part + 1) % cells.length));
  const turnedSigns = signature(land.exits, (e) => `${rotateId(e.to, 1)}:${e.sign}:${rotateSide(e.side, 1)}:${turnedPart(e.part)}`);
  const imageSigns = signature(image.exits, (e) => `${e.to}:${e.sign}:${e.side}:${e.part ?? ''}`);
  if (turnedSigns !== imageSigns) problems.push(`land ${land.id}: signs do not turn onto land ${image.id}'s`);
  const turnedEntries = Object.entries(land.attackerEntry).map(([from, edge]) => `${rotateId(Number(from), 1)}:${edge}`).sort().join(' ');
  const imageEntries = Object.entries(image.attackerEntry).map(([from, edge]) => `${from}:${edge}`).sort().join(' ');
  if (turnedEntries !== imageEntries) problems.push(`land ${land.id}: attacker entries do not turn onto land ${image.id}'s`);
  return problems;
}

/** Every land against its image under a 120° turn about the centre. */
export function symmetryProblems(index: BoardIndex): string[] {
  const centre = index.centre;
  if (!centre) return ['no City of three spaces: the board has no centre to turn about'];
  return index.lands.flatMap((land) => {
    const image = index.byId.get(rotateId(land.id, 1));
    return image ? landProblems(land, image, centre) : [`land ${land.id}: no land ${rotateId(land.id, 1)} to turn onto`];
  });
}
