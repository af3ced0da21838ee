// The shape of a Gods of Titan battleland and the two ways its data is made: a classic TITAN map carried over (its
// hazards renamed to the Gods chart, with the changes the Gods Hazard Chart implies) or a map of ours written as a
// short design (which hexes hold which hazard, which are raised, which sides are walled). Both give every one of the
// 27 hexes explicitly, so nothing defaults to the classic 'Plains' name the Gods chart does not have.
import { BATTLE_GRID } from '../../family/data/generated/battlegrid.js';
import type { BattleEdge, BattleHexDef, BattlelandDef, EntrySide } from '../../family/types.js';
import type { GodsHexHazard, GodsHexsideHazard } from './hazard-names.js';

/** A hex of a Gods battleland: a Gods hazard, and Gods hexside hazards recorded on its high side. */
export interface GodsBattleHexDef extends BattleHexDef {
  readonly hazard: GodsHexHazard;
  readonly hexsides: readonly (GodsHexsideHazard | null)[];
}

/** Rules 27.5: where the God stands in the Skycastle's final battle, and the narrow edge his defenders enter by. */
export interface GodPlace {
  readonly hex: string;
  readonly edge: BattleEdge;
}

/** A Gods battleland: the classic BattlelandDef (the renderer and the shared battle code read it) with all 27 hexes
 * listed, plus its name side and entry edges (rules 11.2–11.5). */
export interface GodsBattlelandDef extends BattlelandDef {
  readonly hexes: Readonly<Record<string, GodsBattleHexDef>>;
  /** The edge carrying the land's name (11.2): TopDefense on every map but the Coast, whose name side is long (11.4). */
  readonly nameSide: BattleEdge;
  /** The 4-hex edges an attacker may be given: by its arrival, or its choice after a teleport or in the City and
   * Dungeon (11.2, 11.5); one fixed edge on the Tower lands (11.3) and the Coast (11.4). The defender enters by
   * the opposite edge. */
  readonly attackerEdges: readonly EntrySide[];
  /** The God's place in the final battle (27.5); null on every map but the Skycastle. */
  readonly god: GodPlace | null;
}

/** The three 4-hex edges, as classic TITAN gives them to attackers (reference §3). */
export const ANY_ATTACKER_EDGE: readonly EntrySide[] = ['Left', 'Right', 'Bottom'];

/** The edge opposite each edge: where the defender enters against an attacker's edge (11.2). */
export const OPPOSITE_EDGE: Readonly<Record<BattleEdge, BattleEdge>> = {
  Left: 'RightDefense',
  Right: 'LeftDefense',
  Bottom: 'TopDefense',
  TopDefense: 'Bottom',
  RightDefense: 'Left',
  LeftDefense: 'Right',
};

const NEIGHBOURS = new Map(BATTLE_GRID.map((h) => [h.label, h.neighbours]));

/** The hexes of a space-separated list ('C3 C4 D4'). */
function labels(list: string): string[] {
  return list.split(/\s+/).filter((l) => l !== '');
}

/** The facts of the Gods chart a classic map changes: classic hazard name to Gods name (the Tower's walled hexes
 * become Plain: their walls are hexsides), and hexes that take a Gods hazard instead of the classic one. */
export interface ClassicChanges {
  readonly renamed: Readonly<Record<string, GodsHexHazard>>;
  readonly hexes?: Partial<Record<GodsHexHazard, string>>;
}

/** A map of ours: the hexes of each hazard (the rest are Plain), the raised hexes, and hexside hazards. */
export interface MapDesign {
  readonly hexes?: Partial<Record<GodsHexHazard, string>>;
  /** Elevation by hex list ({ 1: 'C3 C4', 2: 'D4' }); the rest are at 0. */
  readonly elevation?: Readonly<Record<number, string>>;
  /** A hexside hazard on every side of the listed hexes that faces a board hex outside the list (walls round a
   * walled area, cliffs round a crag), recorded on the listed hexes, in order (a later rim replaces an earlier). */
  readonly rims?: readonly { readonly hexes: string; readonly hazard: GodsHexsideHazard }[];
  /** Single hexsides, applied last: [hex that records it, its neighbour across the side, hazard or null to clear]. */
  readonly sides?: readonly (readonly [string, string, GodsHexsideHazard | null])[];
}

/** Entry facts of a map (GodsBattlelandDef without its hexes). */
export type MapEntry = Pick<GodsBattlelandDef, 'terrain' | 'tower' | 'startList' | 'nameSide' | 'attackerEdges' | 'god'>;

type MutableHex = { hazard: GodsHexHazard; elevation: number; hexsides: (GodsHexsideHazard | null)[] };

function plainHexes(): Map<string, MutableHex> {
  return new Map(BATTLE_GRID.map((h) => [h.label, { hazard: 'Plain', elevation: 0, hexsides: [null, null, null, null, null, null] }]));
}

function hexOf(hexes: Map<string, MutableHex>, label: string): MutableHex {
  const hex = hexes.get(label);
  if (!hex) throw new Error(`battleland design: no hex ${label}`);
  return hex;
}

function placeHazards(hexes: Map<string, MutableHex>, byHazard: Partial<Record<GodsHexHazard, string>>): void {
  for (const [hazard, list] of Object.entries(byHazard) as [GodsHexHazard, string][]) {
    for (const l of labels(list)) hexOf(hexes, l).hazard = hazard;
  }
}

function freeze(entry: MapEntry, hexes: Map<string, MutableHex>): GodsBattlelandDef {
  const out: Record<string, GodsBattleHexDef> = {};
  for (const [label, h] of hexes) out[label] = { hazard: h.hazard, elevation: h.elevation, hexsides: [...h.hexsides] };
  return { ...entry, hexes: out };
}

/** A classic TITAN battleland carried over: same elevations and hexsides, hazards renamed and changed. */
export function fromClassic(classic: BattlelandDef, entry: MapEntry, changes: ClassicChanges): GodsBattlelandDef {
  const hexes = plainHexes();
  for (const [label, def] of Object.entries(classic.hexes)) {
    const hex = hexOf(hexes, label);
    hex.hazard = changes.renamed[def.hazard] ?? (def.hazard as GodsHexHazard);
    hex.elevation = def.elevation;
    hex.hexsides = def.hexsides.map((s) => (s ?? null) as GodsHexsideHazard | null);
  }
  placeHazards(hexes, changes.hexes ?? {});
  return freeze(entry, hexes);
}

/** A battleland of ours, from its design. */
export function designed(entry: MapEntry, design: MapDesign): GodsBattlelandDef {
  const hexes = plainHexes();
  placeHazards(hexes, design.hexes ?? {});
  for (const [level, list] of Object.entries(design.elevation ?? {})) {
    for (const l of labels(list)) hexOf(hexes, l).elevation = Number(level);
  }
  for (const rim of design.rims ?? []) {
    const inside = new Set(labels(rim.hexes));
    for (const l of inside) {
      (NEIGHBOURS.get(l) ?? []).forEach((n, side) => {
        if (n !== null && !inside.has(n)) hexOf(hexes, l).hexsides[side] = rim.hazard;
      });
    }
  }
  for (const [l, towards, hazard] of design.sides ?? []) {
    const side = (NEIGHBOURS.get(l) ?? []).indexOf(towards);
    if (side < 0) throw new Error(`battleland design: ${l} does not touch ${towards}`);
    hexOf(hexes, l).hexsides[side] = hazard;
  }
  return freeze(entry, hexes);
}
