// Battle entry sides of an attacker (§10.1, §10.2, §10.4; reference §3.2–3.3): from the side of the land its move
// came in by, always Bottom for a Tower land, and any 4-hex edge after a teleport (engine/family/board/entry-sides.ts).
import type { EntrySide } from '../../family/types.js';
import { chosenEdges } from '../../family/board/entry-sides.js';
import type { LandId } from '../state.js';
import type { Variant } from '../variants/index.js';
import { edgeRuleOf, masterGraph } from './graph.js';

/** §10.1 / reference §3.2: where an attacker arriving at `to` from the touching land `from` enters the battleland. */
export function entrySideFor(variant: Variant, from: LandId, to: LandId): EntrySide {
  const side = masterGraph(variant).entrySides.get(to)?.get(from);
  if (!side) throw new Error(`land ${from} does not touch land ${to} along a long side`);
  return side;
}

/** §10.4 / reference §3.3: a teleporting attacker picks any 4-hex edge, but only Bottom in a Tower land (§10.2). */
export function teleportEntrySides(variant: Variant, land: LandId): readonly EntrySide[] {
  return chosenEdges(edgeRuleOf(variant, land));
}
