// Look-ups over a Gods of Titan land list shared by the generator, the board checks, the move search and the §5.8
// rule: lands by id, where lands touch (engine/family/board/lattice.ts), the ids of the three sectors, the grid corner
// at the board's centre, and Gods' hook into the family's battle entry edges (rules 11.2–11.5).
import { stepsFrom } from '../family/board/distance.js';
import { arrivalEdge, type EdgeRule } from '../family/board/entry-sides.js';
import { cellsOf, type Contact } from '../family/board/lattice.js';
import { boardWays, type LandWays } from '../family/board/ways.js';
import type { EntrySide } from '../family/types.js';
import { centreOf, type Thirds } from './lattice.js';
import { TOWER_KINDS } from './terrains.js';
import type { GodsLandDef, GodsLandKind } from './types.js';

/** The City (rules 8.6): three spaces round the centre combined into one land. */
export const CITY = 1000;
/** The Dungeon (rules 8.6): the other three spaces round the centre, combined into one land. */
export const DUNGEON = 2000;

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

/** Rules 11.2–11.5: how a land of this kind gives the attacker's edge — none in the City, the Dungeon (any may be
 * chosen, 11.5) or a Whirl (no battle there); Bottom on a Tower land (11.3, A4) and on the Coast (11.4); else the
 * side facing the land the attacker came from (11.2, as TITAN's reference §3.2). */
export function edgeRuleOf(kind: GodsLandKind): EdgeRule {
  if (kind === 'city' || kind === 'dungeon' || kind === 'whirl') return null;
  return TOWER_KINDS.has(kind) || kind === 'coast' ? 'Bottom' : 'by-side';
}

/** A land list indexed once for the checks and the move search. */
export interface BoardIndex {
  readonly lands: readonly GodsLandDef[];
  readonly byId: ReadonlyMap<number, GodsLandDef>;
  /** Every long side of every land that touches another land. */
  readonly contacts: ReadonlyMap<number, readonly Contact[]>;
  /** Every land's ways out by its signs (the family's sign rules, engine/family/board/ways.ts). */
  readonly ways: ReadonlyMap<number, LandWays>;
  /** Lands joined to each land by a sign either way (rules 8.5: touching lands without a sign are not connected). */
  readonly linked: ReadonlyMap<number, ReadonlySet<number>>;
  /** The grid corner the City's three spaces meet round, in thirds; null without a City of three spaces. */
  readonly centre: Thirds | null;
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
  const ways = boardWays(lands);
  const contacts = new Map([...ways].map(([id, way]) => [id, way.contacts]));
  return { lands, byId, contacts, ways, linked, centre: cityCorner(byId) };
}

/** Steps between two lands along signs taken either way (the rules' "lands distant"), from `start` to every land. */
export function landSteps(index: BoardIndex, start: number): Map<number, number> {
  return stepsFrom([start], (here) => index.linked.get(here) ?? []);
}

/** The attacker's edge for each land a sign leads in from, as the board data records it (`attackerEntry`, written by
 * tools/gods/make-board.ts, checked by the board checks): none for the City, the Dungeon and the Whirls. */
export function attackerEntries(index: BoardIndex, land: GodsLandDef): Map<string, EntrySide | null> {
  const entries = new Map<string, EntrySide | null>();
  const rule = edgeRuleOf(land.kind);
  if (rule === null) return entries;
  for (const source of index.lands) {
    for (const step of index.ways.get(source.id)?.any ?? []) {
      if (step.to === land.id) entries.set(String(source.id), arrivalEdge(rule, step.inSide, land.labelSide));
    }
  }
  return entries;
}
