// Board checks of what the lands are: the counts the rules give, terrains and labels by kind, label sides and the
// attacker's entry edges (rules 11.2–11.5), and the City and Dungeon with their towers (8.6).
import { cellsOf, contactOf, longSides } from '../../../engine/family/board/lattice.js';
import { CITY, DUNGEON, attackerEntries, type BoardIndex } from '../../../engine/gods/board.js';
import { outwardShortSide } from '../../../engine/gods/lattice.js';
import { GODS_TERRAINS, KIND_TERRAIN, LABELLED_KINDS, LAND_TERRAINS } from '../../../engine/gods/terrains.js';
import type { GodsLandDef, GodsLandKind } from '../../../engine/gods/types.js';

/** The size: "hundreds of spaces" (rules 2.1), 150 to 220 lands. */
const LAND_COUNT = { fewest: 150, most: 220 } as const;

/** Kinds the rules count: one City and one Dungeon (8.6), three of each kind of Tower land (5.4–5.6). */
const STATED: Readonly<Partial<Record<GodsLandKind, number>>> = {
  city: 1, dungeon: 1, tower: 3, citytower: 3, darktower: 3, ruin: 3, fort: 3,
};

const ofKind = (index: BoardIndex, kind: GodsLandKind): GodsLandDef[] => index.lands.filter((l) => l.kind === kind);

/** Counts: the board's size, the stated kinds, at least two Whirls (9.2), and exactly the 21 terrains (2.1). */
export function countProblems(index: BoardIndex): string[] {
  const problems: string[] = [];
  const n = index.lands.length;
  if (index.byId.size !== n) problems.push('land ids are not unique');
  if (n < LAND_COUNT.fewest || n > LAND_COUNT.most) problems.push(`${n} lands, not ${LAND_COUNT.fewest}–${LAND_COUNT.most}`);
  for (const [kind, count] of Object.entries(STATED)) {
    const found = ofKind(index, kind as GodsLandKind).length;
    if (found !== count) problems.push(`${found} lands of kind ${kind}, the rules give ${count}`);
  }
  if (index.byId.get(CITY)?.kind !== 'city') problems.push(`land ${CITY} is not the City`);
  if (index.byId.get(DUNGEON)?.kind !== 'dungeon') problems.push(`land ${DUNGEON} is not the Dungeon`);
  if (ofKind(index, 'whirl').length < 2) problems.push('fewer than two Whirls (rules 9.2)');
  for (const kind of ['coast', 'sea', 'darkland', 'wasteland'] as const) if (ofKind(index, kind).length === 0) problems.push(`no land of kind ${kind}`);
  const terrains = new Set(index.lands.map((l) => l.terrain));
  const missing = GODS_TERRAINS.filter((t) => !terrains.has(t));
  const extra = [...terrains].filter((t) => !GODS_TERRAINS.includes(t));
  if (missing.length > 0 || extra.length > 0) problems.push(`terrains: missing ${missing.join(', ') || 'none'}, unknown ${extra.join(', ') || 'none'}`);
  for (const land of index.lands) {
    const terrainOk = land.kind === 'land' ? (LAND_TERRAINS as readonly string[]).includes(land.terrain) : KIND_TERRAIN[land.kind] === land.terrain;
    if (!terrainOk) problems.push(`land ${land.id}: terrain ${land.terrain} does not fit kind ${land.kind}`);
    if (land.labelled !== LABELLED_KINDS.has(land.kind)) problems.push(`land ${land.id}: kind ${land.kind} but ${land.labelled ? '' : 'not '}labelled`);
  }
  return problems;
}

/** Label sides (short, unsigned, facing away from the centre) and attacker entries (reference §3.2, rules 11.2–11.5). */
export function labelProblems(index: BoardIndex): string[] {
  const problems: string[] = [];
  for (const land of index.lands) {
    const [first] = cellsOf(land);
    const outward = first && index.centre ? outwardShortSide(first, index.centre) : land.labelSide;
    if (first && longSides(first).includes(land.labelSide)) problems.push(`land ${land.id}: label side ${land.labelSide} is a long side`);
    else if (outward !== land.labelSide) problems.push(`land ${land.id}: label side ${land.labelSide}, not ${outward} facing away from the centre`);
    if (land.exits.some((e) => (e.part ?? 0) === 0 && e.side === land.labelSide)) problems.push(`land ${land.id}: a sign on the label side`);
    const expected = attackerEntries(index, land);
    const actual = Object.entries(land.attackerEntry);
    const same = actual.length === expected.size && actual.every(([from, edge]) => expected.get(from) === edge);
    if (!same) problems.push(`land ${land.id}: attacker entries ${JSON.stringify(land.attackerEntry)}, expected ${JSON.stringify(Object.fromEntries(expected))}`);
  }
  return problems;
}

/** Rules 8.6: each centre land is entered only from its three towers and left only to them, each touching it. */
function ringLandProblems(index: BoardIndex, id: number, towerKind: GodsLandKind): string[] {
  const problems: string[] = [];
  const land = index.byId.get(id);
  const towers = ofKind(index, towerKind).map((l) => l.id).sort((a, b) => a - b);
  if (!land) return [`no land ${id}`];
  if (cellsOf(land).length !== 3 || land.ring !== 1) problems.push(`land ${id}: not three spaces in ring 1`);
  const out = land.exits.map((e) => e.to).sort((a, b) => a - b);
  const into = index.lands.filter((l) => l.exits.some((e) => e.to === id)).map((l) => l.id).sort((a, b) => a - b);
  const expected = `its ${towerKind}s ${towers.join(', ')}`;
  if (JSON.stringify(out) !== JSON.stringify(towers)) problems.push(`land ${id} leads to ${out.join(', ')}, not to ${expected}`);
  if (JSON.stringify(into) !== JSON.stringify(towers)) problems.push(`land ${id} is entered from ${into.join(', ')}, not from ${expected}`);
  for (const exit of land.exits) if (!contactOf(index.contacts, id, exit)) problems.push(`land ${id}: its exit to ${exit.to} crosses no shared side`);
  return problems;
}

/** The City only through the Citytowers, the Dungeon only through the Darktowers, nothing between them (8.6). */
export function centreProblems(index: BoardIndex): string[] {
  return [...ringLandProblems(index, CITY, 'citytower'), ...ringLandProblems(index, DUNGEON, 'darktower')];
}
