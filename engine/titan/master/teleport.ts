// Teleportation on the masterboard (§8): Tower teleport of a legion with a lord from a Tower land to a vacant Tower
// land or a vacant land within six (§8.1), and Titan teleport onto another player's legion at 400+ points (§8.2).
import type { EntrySide } from '../../family/types.js';
import type { LandId, MarkerId } from '../state.js';
import type { Variant } from '../variants/index.js';
import { teleportEntrySides } from './entry.js';
import { masterGraph } from './graph.js';
import type { BoardLegion } from './movement.js';

/** A teleport destination; `lords` are the characters the mover may reveal to justify it (§8.1, §8.2). */
export interface TeleportTarget {
  readonly land: LandId;
  readonly kind: 'tower' | 'titan';
  /** Entry sides of the engagement a Titan teleport makes (§10.4); empty for a Tower teleport (vacant land). */
  readonly entrySides: readonly EntrySide[];
  readonly lords: readonly string[];
}

/** What teleport eligibility needs beyond the board: §8 one teleport per Movement Phase, §8.2 the owner's score. */
export interface TeleportOptions {
  readonly teleportUsed: boolean;
  readonly ownerScore: number;
}

/** The distinct lords (Titan, Angel, Archangel) of a legion, sorted: the characters that allow a Tower teleport. */
export function lordsOf(variant: Variant, creatures: readonly string[]): string[] {
  const lords = new Set<string>();
  for (const c of creatures) {
    const kind = variant.creatures[c]?.kind;
    if (kind === 'titan' || kind === 'lord') lords.add(c);
  }
  return [...lords].sort();
}

/** The Titan of a legion, if it holds one (§8.2: the Titan legion). */
function titanOf(variant: Variant, creatures: readonly string[]): string | undefined {
  return creatures.find((c) => variant.creatures[c]?.kind === 'titan');
}

/** §8: every Tower and Titan teleport the legion `marker` may make with this roll, sorted by land, then kind. */
export function teleportMoves(
  variant: Variant,
  legions: readonly BoardLegion[],
  marker: MarkerId,
  roll: number,
  opts: TeleportOptions,
): TeleportTarget[] {
  const mover = legions.find((l) => l.marker === marker);
  if (!mover || mover.moved || opts.teleportUsed || roll !== 6) return [];
  const graph = masterGraph(variant);
  const targets: TeleportTarget[] = [];

  const lords = lordsOf(variant, mover.creatures);
  if (lords.length > 0 && graph.isTower.has(mover.land)) {
    const occupied = new Set(legions.map((l) => l.land));
    const near = graph.distance.get(mover.land);
    const range = variant.rules.towerTeleportRange;
    for (const land of graph.landIds) {
      if (land === mover.land || occupied.has(land)) continue;
      const dist = near?.get(land);
      if (graph.isTower.has(land) || (dist !== undefined && dist <= range)) {
        targets.push({ land, kind: 'tower', entrySides: [], lords });
      }
    }
  }

  const titan = titanOf(variant, mover.creatures);
  if (titan && opts.ownerScore >= variant.rules.titanTeleportScore) {
    const enemy = new Set<LandId>();
    const own = new Set<LandId>();
    for (const l of legions) (l.owner === mover.owner ? own : enemy).add(l.land);
    for (const land of [...enemy].sort((a, b) => a - b)) {
      if (own.has(land)) continue; // a land already holding one of the mover's legions is no target
      targets.push({ land, kind: 'titan', entrySides: teleportEntrySides(variant, land), lords: [titan] });
    }
  }

  return targets.sort((a, b) => a.land - b.land || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
}
