// The masterboard as a graph, computed once per variant and cached, from the board rules the TITAN family shares
// (engine/family/board): which lands touch (reference §1.3), which exits a legion may take on its first and on its later
// steps (§7.4), the side of each land facing each neighbour, the battle entry side of each arrival (reference §3.2) and
// plain-adjacency distances for Tower teleport (§8.1). TITAN's hook is its Tower lands' fixed Bottom edge (§10.2).
// Movement and teleport run inside AI searches, so everything they look up is a precomputed array or map.
import type { EntrySide } from '../../family/types.js';
import { stepsFrom } from '../../family/board/distance.js';
import { arrivalEdge, type EdgeRule } from '../../family/board/entry-sides.js';
import { turnsBack } from '../../family/board/signs.js';
import { boardWays } from '../../family/board/ways.js';
import type { LandId } from '../state.js';
import type { Variant } from '../variants/index.js';
import { landDef, towerLands } from '../variants/lookup.js';

/** Precomputed lookups of one variant's masterboard. */
export interface MasterGraph {
  /** Every land id, ascending. */
  readonly landIds: readonly LandId[];
  /** Tower lands (walled battlelands: §5.1 starting lands, §8.1 targets), ascending. */
  readonly towers: readonly LandId[];
  /** Tower lands as a set. */
  readonly isTower: ReadonlySet<LandId>;
  /** Lands touching each land along a long side (reference §1.3), ascending. */
  readonly neighbours: ReadonlyMap<LandId, readonly LandId[]>;
  /** For land a and touching land b: the side (0–5) of a that faces b. */
  readonly sideFacing: ReadonlyMap<LandId, ReadonlyMap<LandId, number>>;
  /** §7.4: lands the first step of a move may enter (the BLOCK alone if there is one, else ARCH/ARROW/ARROWS). */
  readonly firstSteps: ReadonlyMap<LandId, readonly LandId[]>;
  /** §7.4 b: for a land entered from `from`, the lands the move may go on to (ARROWS if any, else ARROWs not back). */
  readonly nextSteps: ReadonlyMap<LandId, ReadonlyMap<LandId, readonly LandId[]>>;
  /** Reference §3.2: attacker's battle entry side keyed by destination, then by the touching land arrived from. */
  readonly entrySides: ReadonlyMap<LandId, ReadonlyMap<LandId, EntrySide>>;
  /** Steps between two lands through touching lands, ignoring signs (§8.1, reference §1.5). */
  readonly distance: ReadonlyMap<LandId, ReadonlyMap<LandId, number>>;
}

const CACHE = new Map<string, MasterGraph>();

/** The cached graph of a variant's masterboard (built on first use). */
export function masterGraph(variant: Variant): MasterGraph {
  let graph = CACHE.get(variant.id);
  if (!graph) {
    graph = buildGraph(variant);
    CACHE.set(variant.id, graph);
  }
  return graph;
}

/** §10.1–§10.2, reference §3.2: TITAN's hook into the family's entry edges — a Tower land is entered from Bottom. */
function ruleOf(isTower: ReadonlySet<LandId>, land: LandId): EdgeRule {
  return isTower.has(land) ? 'Bottom' : 'by-side';
}

/** How the attacker's edge of `land` is found (the family's `EdgeRule`): fixed Bottom on a Tower land, else by side. */
export function edgeRuleOf(variant: Variant, land: LandId): EdgeRule {
  return ruleOf(masterGraph(variant).isTower, land);
}

function buildGraph(variant: Variant): MasterGraph {
  const landIds = [...variant.landIds].sort((a, b) => a - b);
  const ways = boardWays(landIds.map((id) => landDef(variant, id)));
  const towers = towerLands(variant);
  const isTower = new Set(towers);

  const neighbours = new Map<LandId, LandId[]>();
  const sideFacing = new Map<LandId, Map<LandId, number>>();
  const firstSteps = new Map<LandId, LandId[]>();
  const nextSteps = new Map<LandId, Map<LandId, LandId[]>>();
  const entrySides = new Map<LandId, Map<LandId, EntrySide>>();
  for (const id of landIds) {
    const land = ways.get(id);
    const contacts = land?.contacts ?? [];
    const around = [...new Set(contacts.map((c) => c.other))].sort((a, b) => a - b);
    neighbours.set(id, around);
    sideFacing.set(id, new Map(contacts.map((c) => [c.other, c.side])));
    firstSteps.set(id, (land?.first ?? []).map((s) => s.to));
    const byFrom = new Map<LandId, LandId[]>();
    for (const from of around) {
      const came = contacts.filter((c) => c.other === from);
      byFrom.set(from, (land?.later ?? []).filter((s) => !came.some((c) => turnsBack(s, c.side, c.part))).map((s) => s.to));
    }
    nextSteps.set(id, byFrom);
    const rule = ruleOf(isTower, id);
    const labelSide = landDef(variant, id).labelSide;
    const edges = new Map<LandId, EntrySide>();
    for (const c of contacts) {
      const edge = arrivalEdge(rule, c.side, labelSide);
      if (edge) edges.set(c.other, edge);
    }
    entrySides.set(id, edges);
  }

  const distance = new Map(landIds.map((start) => [start, stepsFrom([start], (here) => neighbours.get(here) ?? [])]));
  return { landIds, towers, isTower, neighbours, sideFacing, firstSteps, nextSteps, entrySides, distance };
}
