// Board checks of the drawing and the signs: the classic triangle grid (reference §1.3), every exit across a long
// side shared with its target, every touching pair signed but the City and the Dungeon (rules 8.5–8.6), and the
// classic sign conventions (reference §1.5).
import { cellsOf, contactOf, isInverted } from '../../../engine/family/board/lattice.js';
import { CITY, DUNGEON, type BoardIndex } from '../../../engine/gods/board.js';
import { anchorOf } from '../../../engine/gods/lattice.js';
import type { GodsLandDef } from '../../../engine/gods/types.js';

function spaceProblems(land: GodsLandDef, seen: Map<string, number>): string[] {
  const problems: string[] = [];
  const cells = cellsOf(land);
  const [first] = cells;
  if (land.parts && (!first || first.x !== land.x || first.y !== land.y)) problems.push(`land ${land.id}: its first part is not its own cell`);
  for (const cell of cells) {
    const key = `${cell.x},${cell.y}`;
    const other = seen.get(key);
    if (other !== undefined) problems.push(`land ${land.id}: cell ${key} is also land ${other}'s`);
    seen.set(key, land.id);
    if (cell.inverted !== isInverted(cell)) problems.push(`land ${land.id}: cell ${key} has the wrong orientation`);
    const anchor = anchorOf(cell);
    if (cell.anchorX !== anchor.anchorX || cell.anchorY !== anchor.anchorY) problems.push(`land ${land.id}: cell ${key} has the wrong anchor`);
  }
  for (const exit of land.exits) {
    const partOk = (exit.part !== undefined) === (cells.length > 1) && (exit.part ?? 0) < cells.length;
    if (!partOk) problems.push(`land ${land.id}: exit to ${exit.to} names no part of it`);
  }
  return problems;
}

/** Reference §1.3: unique cells, classic orientation and anchors, exits across shared long sides, touching lands signed. */
export function geometryProblems(index: BoardIndex): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const land of index.lands) {
    problems.push(...spaceProblems(land, seen));
    const targets = new Set<number>();
    for (const exit of land.exits) {
      if (targets.has(exit.to)) problems.push(`land ${land.id}: two exits to ${exit.to}`);
      targets.add(exit.to);
      const contact = contactOf(index.contacts, land.id, exit);
      if (!contact) problems.push(`land ${land.id}: its exit to ${exit.to} crosses no side shared with it`);
      const back = index.byId.get(exit.to)?.exits.find((e) => e.to === land.id);
      const backElsewhere = back && contact && (back.side !== (exit.side + 3) % 6 || (back.part ?? 0) !== contact.otherPart);
      if (backElsewhere) problems.push(`land ${land.id}: the sign back from ${exit.to} is on another edge`);
    }
    for (const other of new Set((index.contacts.get(land.id) ?? []).map((c) => c.other))) {
      const centre = (land.id === CITY && other === DUNGEON) || (land.id === DUNGEON && other === CITY);
      const signed = index.linked.get(land.id)?.has(other) ?? false;
      if (signed === centre && land.id < other) problems.push(`lands ${land.id} and ${other} touch ${centre ? 'with' : 'without'} a sign`);
    }
  }
  return problems;
}

/** Reference §1.5: one Block at most, no triple and single arrows together, single signs answered, triple arrows not. */
export function signProblems(index: BoardIndex): string[] {
  const problems: string[] = [];
  for (const land of index.lands) {
    const signs = land.exits.map((e) => e.sign);
    if (signs.filter((s) => s === 'BLOCK').length > 1) problems.push(`land ${land.id}: more than one Block`);
    if (signs.includes('ARROWS') && signs.includes('ARROW')) problems.push(`land ${land.id}: both triple and single arrows`);
    for (const exit of land.exits) {
      const answered = index.byId.get(exit.to)?.exits.some((e) => e.to === land.id) ?? false;
      if (answered !== (exit.sign !== 'ARROWS')) problems.push(`land ${land.id}: its ${exit.sign} to ${exit.to} is ${answered ? '' : 'not '}answered`);
    }
  }
  return problems;
}
