// The Gods battleland validator: checkBattlelands(maps) lists what is wrong with a set of Gods battlelands ([] for a
// good set). The rules it holds every map to: the 27-hex grid and the Gods hazard names (2.2, 12.7), rises marked
// as on the classic maps, walls round the Tower lands' start hexes (11.3), entry edges with room to enter (11.2–11.5),
// sea ground reachable for sea-bound characters (3.10), the God's place and a way to it (27.5), every hazard used.
import { BATTLE_GRID } from '../../../engine/family/data/generated/battlegrid.js';
import type { BattleEdge } from '../../../engine/family/types.js';
import { GODS_TERRAINS, KIND_TERRAIN, TOWER_KINDS } from '../../../engine/gods/terrains.js';
import { OPPOSITE_EDGE, type GodsBattlelandDef } from '../../../engine/gods/data/battlelands-build.js';
import { GODS_HEX_HAZARDS, GODS_HEXSIDE_HAZARDS } from '../../../engine/gods/data/hazard-names.js';
import { GODS_HAZARDS, type GodsHexHazardRule } from '../../../engine/gods/data/hazards.js';

const LABELS = BATTLE_GRID.map((h) => h.label);
const NEIGHBOURS = new Map(BATTLE_GRID.map((h) => [h.label, h.neighbours]));
const HEX_NAMES: ReadonlySet<string> = new Set(GODS_HEX_HAZARDS);
const SIDE_NAMES: ReadonlySet<string> = new Set(GODS_HEXSIDE_HAZARDS);

/** Rules 11.3: the terrains of the Tower lands (the five kinds fight on four battlelands: Citytowers on the Tower). */
export const TOWER_TERRAINS: ReadonlySet<string> = new Set(
  [...TOWER_KINDS].map((kind) => KIND_TERRAIN[kind as keyof typeof KIND_TERRAIN]),
);

/** Rules 3.10, 27.4: the terrains sea-bound characters fight on. */
export const SEA_TERRAINS: ReadonlySet<string> = new Set(['Sea', 'Coast']);

/** Fewest hexes of an entry edge that a character native to nothing may enter (so a legion can come on). */
export const MIN_OPEN_ENTRY_HEXES = 2;

/** The rim hexes of an edge of the grid. */
export function edgeHexes(edge: BattleEdge): string[] {
  return BATTLE_GRID.filter((h) => h.edges.includes(edge)).map((h) => h.label);
}

const HEX_RULES: Readonly<Record<string, GodsHexHazardRule | undefined>> = GODS_HAZARDS.hexes;

/** Whether a walker native to nothing may enter a hex of this hazard (not of an unknown one). */
function openToAll(hazard: string): boolean {
  const rule = HEX_RULES[hazard];
  return rule !== undefined && rule.bars === 'none' && rule.barsFlight === 'none';
}

/** The hexes reachable from `from` by steps between neighbours for which `step(a, b)` holds. */
function reach(from: readonly string[], step: (a: string, b: string) => boolean): Set<string> {
  const seen = new Set(from);
  const queue = [...from];
  for (let a = queue.shift(); a !== undefined; a = queue.shift()) {
    for (const b of NEIGHBOURS.get(a) ?? []) {
      if (b !== null && !seen.has(b) && step(a, b)) {
        seen.add(b);
        queue.push(b);
      }
    }
  }
  return seen;
}

/** The hexside hazard on the edge between neighbours a and b, from whichever records it. */
function sideBetween(land: GodsBattlelandDef, a: string, b: string): string | null {
  const k = (NEIGHBOURS.get(a) ?? []).indexOf(b);
  return land.hexes[a]?.hexsides[k] ?? land.hexes[b]?.hexsides[(k + 3) % 6] ?? null;
}

/** Grid and names: the 27 hexes, Gods hazards, six hexside slots, none facing off the board or recorded twice. */
function checkGrid(land: GodsBattlelandDef): string[] {
  const out: string[] = [];
  const listed = Object.keys(land.hexes).sort();
  if (listed.join() !== [...LABELS].sort().join()) out.push(`${land.terrain}: hexes are not the 27 of the grid`);
  for (const label of LABELS) {
    const hex = land.hexes[label];
    if (!hex) continue;
    if (!HEX_NAMES.has(hex.hazard)) out.push(`${land.terrain} ${label}: unknown hex hazard ${hex.hazard}`);
    if (![0, 1, 2].includes(hex.elevation)) out.push(`${land.terrain} ${label}: elevation ${hex.elevation}`);
    if (hex.hexsides.length !== 6) out.push(`${land.terrain} ${label}: ${hex.hexsides.length} hexside slots`);
    hex.hexsides.forEach((side, k) => {
      if (side === null) return;
      const n = NEIGHBOURS.get(label)?.[k] ?? null;
      if (!SIDE_NAMES.has(side)) out.push(`${land.terrain} ${label}: unknown hexside hazard ${side}`);
      if (n === null) out.push(`${land.terrain} ${label}: ${side} faces off the board`);
      else if (land.hexes[n]?.hexsides[(k + 3) % 6]) out.push(`${land.terrain} ${label}-${n}: hexside recorded on both hexes`);
    });
  }
  return out;
}

/** Elevations as on the classic maps: every rise marked on its high hex by a Slope, Wall or Cliff (Trees aside),
 * Slopes and Walls rising exactly one, no hexside recorded on the lower hex. */
function checkRises(land: GodsBattlelandDef): string[] {
  const out: string[] = [];
  for (const label of LABELS) {
    const hex = land.hexes[label];
    if (!hex) continue;
    (NEIGHBOURS.get(label) ?? []).forEach((n, k) => {
      const other = n === null ? undefined : land.hexes[n];
      if (!other) return;
      const tree = hex.hazard === 'Tree' || other.hazard === 'Tree';
      const mine = hex.hexsides[k];
      if (hex.elevation > other.elevation && !tree && !mine) out.push(`${land.terrain} ${label}-${n}: unmarked rise`);
      if (mine && hex.elevation < other.elevation) out.push(`${land.terrain} ${label}-${n}: ${mine} recorded on the low side`);
      if ((mine === 'Slope' || mine === 'Wall') && !tree && hex.elevation - other.elevation !== 1) {
        out.push(`${land.terrain} ${label}-${n}: ${mine} does not rise one level`);
      }
    });
  }
  return out;
}

/** Rules 11.3: Tower lands are walled, their start list the walled area (room for 7), the attacker opposite the
 * name side (A4); no other land has walls or a start list. */
function checkTower(land: GodsBattlelandDef): string[] {
  const out: string[] = [];
  const walls = LABELS.flatMap((l) => land.hexes[l]?.hexsides.filter((s) => s === 'Wall') ?? []).length;
  const isTower = TOWER_TERRAINS.has(land.terrain);
  if (land.tower !== isTower) out.push(`${land.terrain}: tower is ${land.tower}`);
  if (!isTower) {
    if (walls > 0) out.push(`${land.terrain}: walls on a land that is not a Tower land`);
    if (land.startList.length > 0) out.push(`${land.terrain}: a start list on a land that is not a Tower land`);
    return out;
  }
  const inside = new Set(land.startList);
  if (inside.size < 7 || inside.size !== land.startList.length) out.push(`${land.terrain}: start list needs 7 distinct hexes`);
  if (land.attackerEdges.join() !== 'Bottom') out.push(`${land.terrain}: the attacker must enter by Bottom`);
  let boundary = 0;
  let walled = 0;
  for (const l of inside) {
    for (const n of NEIGHBOURS.get(l) ?? []) {
      if (n === null || inside.has(n)) continue;
      boundary++;
      const side = sideBetween(land, l, n);
      if (side === 'Wall') walled++;
      else if (side === null) out.push(`${land.terrain} ${l}-${n}: an open gap in the walls`);
    }
  }
  if (walled === 0 || walled < boundary - 1) out.push(`${land.terrain}: the start hexes are not walled in (${walled} of ${boundary})`);
  return out;
}

/** Rules 11.2–11.5, 27.5: entry edges with room on both sides; the God's place on its narrow edge. */
function checkEntry(land: GodsBattlelandDef): string[] {
  const out: string[] = [];
  if (land.attackerEdges.length === 0) out.push(`${land.terrain}: no attacker edge`);
  for (const edge of land.attackerEdges) {
    for (const e of [edge, OPPOSITE_EDGE[edge]]) {
      const open = edgeHexes(e).filter((l) => land.hexes[l] && openToAll(land.hexes[l].hazard));
      if (open.length < MIN_OPEN_ENTRY_HEXES && !TOWER_TERRAINS.has(land.terrain)) {
        out.push(`${land.terrain}: edge ${e} has ${open.length} hexes everyone may enter`);
      }
    }
  }
  if (land.god) {
    const { hex, edge } = land.god;
    if (!edgeHexes(edge).includes(hex)) out.push(`${land.terrain}: the God's hex is not on edge ${edge}`);
    const opposite = OPPOSITE_EDGE[edge];
    if (!(land.attackerEdges as readonly string[]).includes(opposite)) {
      out.push(`${land.terrain}: the Darklord cannot enter opposite the God`);
    }
    const walk = reach(
      edgeHexes(opposite).filter((l) => openToAll(land.hexes[l]!.hazard)),
      (a, b) => openToAll(land.hexes[b]!.hazard) && sideBetween(land, a, b) !== 'Cliff',
    );
    if (!(NEIGHBOURS.get(hex) ?? []).some((n) => n !== null && walk.has(n))) out.push(`${land.terrain}: no way to the God on foot`);
  }
  return out;
}

/** Rules 3.10: on the Sea and the Coast, every entry edge has sea ground, and all Water is reachable over sea ground
 * from each of them by a sea-bound character. */
function checkSea(land: GodsBattlelandDef): string[] {
  if (!SEA_TERRAINS.has(land.terrain)) return [];
  const out: string[] = [];
  const ground = (l: string): boolean => HEX_RULES[land.hexes[l]!.hazard]?.seaGround === true;
  const water = LABELS.filter((l) => land.hexes[l]?.hazard === 'Water');
  for (const edge of land.attackerEdges) {
    for (const e of [edge, OPPOSITE_EDGE[edge]]) {
      const start = edgeHexes(e).filter(ground);
      if (start.length === 0) out.push(`${land.terrain}: no sea ground on edge ${e}`);
      const seen = reach(start, (_a, b) => ground(b));
      const dry = water.filter((l) => !seen.has(l));
      if (start.length > 0 && dry.length > 0) out.push(`${land.terrain}: Water ${dry.join(' ')} out of reach from edge ${e}`);
    }
  }
  return out;
}

/** Each map by itself. */
export function checkBattleland(land: GodsBattlelandDef): string[] {
  return [...checkGrid(land), ...checkRises(land), ...checkTower(land), ...checkEntry(land), ...checkSea(land)];
}

/** The whole set: one map per Gods terrain under its own name, each valid, every hazard of the chart used. */
export function checkBattlelands(maps: Readonly<Record<string, GodsBattlelandDef>>): string[] {
  const out: string[] = [];
  if (Object.keys(maps).sort().join() !== [...GODS_TERRAINS].sort().join()) out.push('the maps are not one per terrain');
  const used = new Set<string>();
  for (const [name, land] of Object.entries(maps)) {
    if (land.terrain !== name) out.push(`${name}: holds the map of ${land.terrain}`);
    out.push(...checkBattleland(land));
    for (const hex of Object.values(land.hexes)) {
      used.add(hex.hazard);
      for (const s of hex.hexsides) if (s) used.add(s);
    }
  }
  for (const h of [...GODS_HEX_HAZARDS, ...GODS_HEXSIDE_HAZARDS]) if (!used.has(h)) out.push(`hazard ${h} is on no map`);
  return out;
}
