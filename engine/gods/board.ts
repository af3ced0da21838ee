// Look-ups over a Gods of Titan land list shared by the generator, the board checks, the move finder and the §5.8
// rule: lands by id and by cell, where lands touch, the ids of the three sectors, the grid corner at the board's
// centre, and the battle entry edges (reference §3.2).
import type { EntrySide } from '../family/types.js';
import { cellAcross, centreOf, longSides, type Thirds } from './lattice.js';
import { TOWER_KINDS } from './terrains.js';
import type { GodsLandDef, LandPart } from './types.js';

/** The City (rules 8.6): three spaces round the centre combined into one land. */
export const CITY = 1000;
/** The Dungeon (rules 8.6): the other three spaces round the centre, combined into one land. */
export const DUNGEON = 2000;

/** The spaces a land covers: its parts if it is combined, else the land itself. */
export function cellsOf(land: GodsLandDef): readonly LandPart[] {
  return land.parts ?? [land];
}

/** The sector (1–3) of a land numbered 1nn, 2nn or 3nn; 0 for the City and the Dungeon. */
export function sectorOf(id: number): number {
  return id < 1000 ? Math.floor(id / 100) : 0;
}

/** The land a 120° clockwise turn, made `turns` times, carries land `id` to (1nn → 2nn → 3nn → 1nn). */
export function rotateId(id: number, turns: number): number {
  const sector = sectorOf(id);
  if (sector === 0) return id;
  return ((((sector - 1 + turns) % 3) + 3) % 3 + 1) * 100 + (id % 100);
}

const EDGES: Readonly<Record<number, EntrySide>> = { 1: 'Right', 3: 'Bottom', 5: 'Left' };

/** Reference §3.2: the attacker's battleland edge for a land entered through `side`, labelled on `labelSide`. */
export function entryEdge(side: number, labelSide: number): EntrySide | null {
  return EDGES[(((side - labelSide) % 6) + 6) % 6] ?? null;
}

/** One long side of a land that touches another land: this land's part and side, the other land and its part. */
export interface Contact {
  readonly other: number;
  readonly part: number;
  readonly side: number;
  readonly otherPart: number;
}

/** A land list indexed once for the checks and the move finder. */
export interface BoardIndex {
  readonly lands: readonly GodsLandDef[];
  readonly byId: ReadonlyMap<number, GodsLandDef>;
  /** Every long side of every land that touches another land. */
  readonly contacts: ReadonlyMap<number, readonly Contact[]>;
  /** Lands joined to each land by a sign either way (rules 8.5: touching lands without a sign are not connected). */
  readonly linked: ReadonlyMap<number, ReadonlySet<number>>;
  /** The grid corner the City's three spaces meet round, in thirds; null without a City of three spaces. */
  readonly centre: Thirds | null;
}

const cellKey = (c: { x: number; y: number }): string => `${c.x},${c.y}`;

function touching(lands: readonly GodsLandDef[]): Map<number, Contact[]> {
  const atCell = new Map<string, { id: number; part: number }>();
  for (const land of lands) cellsOf(land).forEach((cell, part) => atCell.set(cellKey(cell), { id: land.id, part }));
  const contacts = new Map<number, Contact[]>();
  for (const land of lands) {
    const list: Contact[] = [];
    cellsOf(land).forEach((cell, part) => {
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

function cityCorner(byId: ReadonlyMap<number, GodsLandDef>): Thirds | null {
  const city = byId.get(CITY);
  if (!city || cellsOf(city).length !== 3) return null;
  const centres = cellsOf(city).map(centreOf);
  return { x: centres.reduce((s, c) => s + c.x, 0) / 3, y: centres.reduce((s, c) => s + c.y, 0) / 3 };
}

/** Indexes a land list (the lands need not be valid: the checks report what is wrong). */
export function indexBoard(lands: readonly GodsLandDef[]): BoardIndex {
  const byId = new Map(lands.map((l) => [l.id, l]));
  const linked = new Map<number, Set<number>>(lands.map((l) => [l.id, new Set<number>()]));
  for (const land of lands) {
    for (const exit of land.exits) {
      linked.get(land.id)?.add(exit.to);
      linked.get(exit.to)?.add(land.id);
    }
  }
  return { lands, byId, contacts: touching(lands), linked, centre: cityCorner(byId) };
}

/** The contact an exit crosses: the touching side of the exit's part that its target lies across. */
export function contactOf(index: BoardIndex, from: number, exit: { to: number; side: number; part?: number }): Contact | undefined {
  return index.contacts.get(from)?.find((c) => c.other === exit.to && c.side === exit.side && c.part === (exit.part ?? 0));
}

/** Steps between two lands along signs taken either way (the rules' "lands distant"), from `start` to every land. */
export function landSteps(index: BoardIndex, start: number): Map<number, number> {
  const steps = new Map<number, number>([[start, 0]]);
  const queue = [start];
  for (const here of queue) { // breadth first: for-of also visits the lands pushed on the way
    for (const next of index.linked.get(here) ?? []) {
      if (steps.has(next)) continue;
      steps.set(next, (steps.get(here) ?? 0) + 1);
      queue.push(next);
    }
  }
  return steps;
}

/** The attacker's edge for each land a sign leads in from: Tower lands and Coasts fixed, City, Dungeon, Whirl none. */
export function attackerEntries(index: BoardIndex, land: GodsLandDef): Map<string, EntrySide | null> {
  const entries = new Map<string, EntrySide | null>();
  if (land.kind === 'city' || land.kind === 'dungeon' || land.kind === 'whirl') return entries;
  const fixed = TOWER_KINDS.has(land.kind) || land.kind === 'coast';
  for (const source of index.lands) {
    for (const exit of source.exits.filter((e) => e.to === land.id)) {
      entries.set(String(source.id), fixed ? 'Bottom' : entryEdge((exit.side + 3) % 6, land.labelSide));
    }
  }
  return entries;
}
