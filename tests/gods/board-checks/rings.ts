// Board checks of the ring structure: each land lies in the ring its cells lie in round the centre; ring 6 is the
// outer ring of Sea, Whirls and Coasts (rules 27.4); rings 2, 5 and 6 are roads of ARROWs both ways, rings 3 and 4
// one-way roads of triple arrows running opposite ways round the board.
import { cellsOf } from '../../../engine/family/board/lattice.js';
import type { BoardIndex } from '../../../engine/gods/board.js';
import { clockAngle, ringOf, type Thirds } from '../../../engine/gods/lattice.js';
import { SEA_KINDS, TOWER_KINDS } from '../../../engine/gods/terrains.js';
import type { GodsLandDef } from '../../../engine/gods/types.js';

/** The outermost ring: Sea, Whirls and Coasts. */
const OUTER_RING = 6;
/** Rings whose neighbouring lands lead to each other by ARROWs both ways. */
const TWO_WAY_RINGS = [2, 5, OUTER_RING];
/** Rings that are one-way roads of triple arrows (a Tower land on them leads on by a single ARROW). */
const ONE_WAY_RINGS = [3, 4];

const sameRing = (index: BoardIndex, land: GodsLandDef): GodsLandDef[] =>
  (index.contacts.get(land.id) ?? []).map((c) => index.byId.get(c.other)).filter((o): o is GodsLandDef => o?.ring === land.ring);

/** The lands of one ring, walked from land to touching land: null if they do not form one closed chain. */
function walkRing(index: BoardIndex, ring: number): number | null {
  const lands = index.lands.filter((l) => l.ring === ring);
  if (lands.some((l) => sameRing(index, l).length !== 2)) return null;
  const seen = new Set<number>();
  for (let here: GodsLandDef | undefined = lands[0]; here && !seen.has(here.id); here = sameRing(index, here).find((o) => !seen.has(o.id))) seen.add(here.id);
  return seen.size === lands.length ? seen.size : null;
}

/** Which way a one-way ring runs: 1 clockwise, −1 anticlockwise, 0 if its road is broken or mixed. */
function oneWay(index: BoardIndex, ring: number, centre: Thirds, problems: string[]): number {
  const lands = index.lands.filter((l) => l.ring === ring);
  const ways = new Set<number>();
  for (const land of lands) {
    const road = land.exits.filter((e) => index.byId.get(e.to)?.ring === ring && (e.sign === 'ARROWS' || (e.sign === 'ARROW' && TOWER_KINDS.has(land.kind))));
    const next = road.length === 1 && road[0] ? index.byId.get(road[0].to) : undefined;
    if (!next) {
      problems.push(`ring ${ring}: land ${land.id} has no single road on`);
      continue;
    }
    ways.add((clockAngle(next, centre) - clockAngle(land, centre) + 360) % 360 < 180 ? 1 : -1);
  }
  if (ways.size !== 1) problems.push(`ring ${ring}: its road does not run one way`);
  return ways.size === 1 ? [...ways][0] ?? 0 : 0;
}

/** Rings, the outer Sea/Coast ring and the ring roads. */
export function ringProblems(index: BoardIndex): string[] {
  const centre = index.centre;
  if (!centre) return ['no City of three spaces: the board has no centre'];
  const problems: string[] = [];
  for (const land of index.lands) {
    if (cellsOf(land).some((c) => ringOf(c, centre) !== land.ring)) problems.push(`land ${land.id}: not in ring ${land.ring}`);
    if ((land.ring === OUTER_RING) !== SEA_KINDS.has(land.kind)) problems.push(`land ${land.id}: a ${land.kind} land in ring ${land.ring}`);
    const rings = (index.contacts.get(land.id) ?? []).map((c) => index.byId.get(c.other)?.ring);
    if ((land.kind === 'sea' || land.kind === 'whirl') && rings.some((r) => r !== OUTER_RING)) problems.push(`land ${land.id}: Sea touching the mainland`);
    if (land.kind === 'coast' && !rings.includes(OUTER_RING - 1)) problems.push(`land ${land.id}: a Coast not touching the mainland`);
    if (!TWO_WAY_RINGS.includes(land.ring)) continue;
    for (const other of sameRing(index, land)) {
      if (!land.exits.some((e) => e.to === other.id && e.sign === 'ARROW')) problems.push(`ring ${land.ring}: no ARROW from ${land.id} to ${other.id}`);
    }
  }
  for (const ring of [...TWO_WAY_RINGS, ...ONE_WAY_RINGS]) if (walkRing(index, ring) === null) problems.push(`ring ${ring} is not one closed chain of lands`);
  const [inner, outer] = ONE_WAY_RINGS.map((r) => oneWay(index, r, centre, problems));
  if (inner === outer) problems.push(`rings ${ONE_WAY_RINGS.join(' and ')} do not run opposite ways`);
  return problems;
}
