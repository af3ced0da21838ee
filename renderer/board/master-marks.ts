// What a masterboard draws over its lands for the legion in hand: each marked land outlined and tinted by its kind
// (a plain move, one where the legion could muster, a teleport, an engagement), the note a game gives a land (lines
// of words), the preview of what could be mustered there (the creatures' icons), and a lesson card's pointer.
import Konva from 'konva';
import { HIGHLIGHT } from './colors.js';
import { landCenter, landCorners, MASTER_S } from './geometry.js';
import { landCells, namePoint, type BoardLands } from './master-lands.js';
import { iconPath } from '../lib/icons.js';

/** How a land is marked: a legal move, a move where the legion could muster, a teleport, an engagement. */
export type LandMark = 'move' | 'muster' | 'teleport' | 'engage';

/** How each kind of mark is drawn: outline, tint, and the colour of a note's words on it. */
const LOOK: Readonly<Record<LandMark, { stroke: string; fill: string; width: number; dash?: number[]; ink: string }>> = {
  move: { stroke: HIGHLIGHT.move, fill: 'rgba(255,241,118,0.3)', width: 4, ink: '#fff59d' },
  muster: { stroke: HIGHLIGHT.muster, fill: 'rgba(105,240,174,0.35)', width: 4, ink: '#b9f6ca' },
  teleport: { stroke: HIGHLIGHT.teleport, fill: 'rgba(206,147,216,0.28)', width: 4, dash: [10, 6], ink: '#fff59d' },
  engage: { stroke: HIGHLIGHT.engage, fill: 'rgba(255,23,68,0.2)', width: 5, ink: '#fff59d' },
};

/** Outlines and tints every cell of each marked land, and writes each land's note over its first cell. */
export function drawMarks(group: Konva.Group, lands: BoardLands, marks: ReadonlyMap<number, LandMark>, notes: ReadonlyMap<number, readonly string[]>): void {
  for (const [id, mark] of marks) {
    const land = lands.byId.get(id);
    if (!land) continue;
    const look = LOOK[mark];
    for (const cell of landCells(land)) {
      const points = landCorners(cell).flatMap((p) => [p.x, p.y]);
      group.add(new Konva.Line({ points, closed: true, stroke: look.stroke, strokeWidth: look.width, dash: look.dash, fill: look.fill, name: `mark-${id}` }));
    }
  }
  for (const [id, lines] of notes) {
    const land = lands.byId.get(id);
    if (!land || lines.length === 0) continue;
    const cell = landCells(land)[0] ?? land;
    const c = landCenter(cell);
    const width = 5.6 * MASTER_S;
    const y = c.y + (cell.inverted ? -1.25 : 0.15) * MASTER_S;
    const mark = marks.get(id);
    const text = new Konva.Text({ x: c.x - width / 2, y, width, align: 'center', text: lines.join('\n'), fontSize: 13, fontStyle: 'bold', fill: mark ? LOOK[mark].ink : '#ffffff', padding: 2, wrap: 'word', name: `note-${id}` });
    group.add(new Konva.Rect({ x: c.x - width / 2, y, width, height: text.height(), fill: 'rgba(10,14,18,0.82)', cornerRadius: 3 }), text);
  }
}

/** Rings each land a lesson card points at, over its marks: a wide halo and a dashed line inside it. */
export function drawPointer(group: Konva.Group, lands: BoardLands, pointed: readonly number[]): void {
  for (const id of pointed) {
    const land = lands.byId.get(id);
    if (!land) continue;
    for (const cell of landCells(land)) {
      const points = landCorners(cell).flatMap((p) => [p.x, p.y]);
      group.add(new Konva.Line({ points, closed: true, stroke: HIGHLIGHT.lesson, strokeWidth: 12, opacity: 0.45, name: `pointer-${id}` }));
      group.add(new Konva.Line({ points, closed: true, stroke: '#ffffff', strokeWidth: 3, dash: [12, 8] }));
    }
  }
}

/** Shows on each land what the selected legion could muster there, `icon` pixels a creature: up to three, then "+n". */
export function drawPreviews(group: Konva.Group, lands: BoardLands, previews: ReadonlyMap<number, readonly string[]>, icon: number): void {
  for (const [id, creatures] of previews) {
    const land = lands.byId.get(id);
    if (!land || creatures.length === 0) continue;
    const shown = creatures.slice(0, 3);
    const more = creatures.length - shown.length;
    const width = shown.length * (icon + 2) + (more > 0 ? icon * 0.9 : 0) + 6;
    const c = namePoint(landCells(land)[0] ?? land);
    const g = new Konva.Group({ x: c.x - width / 2, y: c.y - icon / 2 - 3, name: `preview-${id}` });
    g.add(new Konva.Rect({ width, height: icon + 6, fill: 'rgba(16,24,32,0.85)', stroke: HIGHLIGHT.move, strokeWidth: 1.5, cornerRadius: 5 }));
    shown.forEach((creature, i) => {
      g.add(new Konva.Path({ data: iconPath(creature), fill: '#ffffff', x: 4 + i * (icon + 2), y: 3, scaleX: icon / 512, scaleY: icon / 512, name: `preview-icon` }));
    });
    if (more > 0) g.add(new Konva.Text({ x: 4 + shown.length * (icon + 2), y: 3 + icon * 0.2, text: `+${more}`, fontSize: icon * 0.6, fontStyle: 'bold', fill: HIGHLIGHT.move }));
    group.add(g);
  }
}
