// The triangle grid both masterboards are drawn on (TITAN reference §1.3; Gods of Titan keeps it, 8.5): cells, which
// of them point down, the cell across a long side, and which lands touch along which side of which of their cells. A
// TITAN land is one cell; a Gods of Titan land may cover several (the City and the Dungeon, 8.6), its "parts", so a
// land's side is named by its part and the side of that part.
import type { ExitDef } from '../types.js';

/** A grid cell: column x, row y. */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** An exit sign as the board rules read it; `part` is the cell of a land of several cells its side belongs to (0 or absent: the first). */
export interface BoardExit extends ExitDef {
  readonly part?: number;
}

/** A masterboard land as the board rules read it: its first cell, its other cells if it covers several, its signs and its label side. */
export interface BoardLand extends Cell {
  readonly id: number;
  readonly parts?: readonly Cell[];
  readonly exits: readonly BoardExit[];
  readonly labelSide: number;
}

/** One long side along which a land touches another: this land's part and side, the other land and its part. */
export interface Contact {
  readonly other: number;
  readonly part: number;
  readonly side: number;
  readonly otherPart: number;
}

/** Reference §1.3: a cell points down (is inverted) exactly when x + y is even. */
export function isInverted(cell: Cell): boolean {
  return (cell.x + cell.y) % 2 === 0;
}

const LONG_INVERTED: readonly number[] = [0, 2, 4];
const LONG_UPRIGHT: readonly number[] = [1, 3, 5];

/** Reference §1.3: the long sides of a cell (inverted 0, 2, 4; upright 1, 3, 5), the only sides lands touch across. */
export function longSides(cell: Cell): readonly number[] {
  return isInverted(cell) ? LONG_INVERTED : LONG_UPRIGHT;
}

const ACROSS_INVERTED: Readonly<Record<number, readonly [number, number]>> = { 0: [0, -1], 2: [1, 0], 4: [-1, 0] };
const ACROSS_UPRIGHT: Readonly<Record<number, readonly [number, number]>> = { 1: [1, 0], 3: [0, 1], 5: [-1, 0] };

/** Reference §1.3: the cell across long side `side` of a cell (null for a short side). */
export function cellAcross(cell: Cell, side: number): Cell | null {
  const delta = (isInverted(cell) ? ACROSS_INVERTED : ACROSS_UPRIGHT)[side];
  return delta ? { x: cell.x + delta[0], y: cell.y + delta[1] } : null;
}

/** The cells a land covers: its parts if it has several, else its own cell (a Gods land's parts carry its drawing data too). */
export function cellsOf<C extends Cell>(land: C & { readonly parts?: readonly C[] }): readonly C[] {
  return land.parts ?? [land];
}

const cellKey = (c: Cell): string => `${c.x},${c.y}`;

/** Every long side of every land that touches another land, by land id: for each part in order, its long sides ascending. */
export function touchingLands(lands: readonly BoardLand[]): Map<number, Contact[]> {
  const atCell = new Map<string, { id: number; part: number }>();
  for (const land of lands) cellsOf<Cell>(land).forEach((cell, part) => atCell.set(cellKey(cell), { id: land.id, part }));
  const contacts = new Map<number, Contact[]>();
  for (const land of lands) {
    const list: Contact[] = [];
    cellsOf<Cell>(land).forEach((cell, part) => {
      for (const side of longSides(cell)) {
        const across = cellAcross(cell, side);
        const hit = across ? atCell.get(cellKey(across)) : undefined;
        if (hit && hit.id !== land.id) list.push({ other: hit.id, part, side, otherPart: hit.part });
      }
    });
    contacts.set(land.id, list);
  }
  return contacts;
}

/** The contact an exit crosses: the side of the exit's part that its target lies across (undefined: the sign leads nowhere). */
export function contactOf(contacts: ReadonlyMap<number, readonly Contact[]>, from: number, exit: BoardExit): Contact | undefined {
  return contacts.get(from)?.find((c) => c.other === exit.to && c.side === exit.side && c.part === (exit.part ?? 0));
}
