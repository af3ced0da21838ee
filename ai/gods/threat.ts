// Where the viewer's enemies could strike next turn (rules 8.4–8.6: a legion moves 1–6 lands by the signs; the game's
// own move search on an open board), from the public board and the lands the view shows them on, with the strength the
// viewer knows of each.
import { GODS_BOARD } from '../../engine/gods/movement/board-index.js';
import type { Mover } from '../../engine/gods/movement/movers.js';
import { darktowerLeavable } from '../../engine/gods/movement/occupancy.js';
import { endsBesideLegions, openBoardEnds } from '../../engine/gods/movement/paths.js';
import { SEA_KINDS } from '../../engine/gods/terrains.js';
import { isDarklord } from '../../engine/gods/roles.js';
import type { GodsLegionView, GodsView } from '../../engine/gods/view.js';
import { legionStrength } from './value.js';

/** How a legion standing on `land` moves: by Sea from a Sea land, else by land. */
const moverOn = (land: number): Mover => (SEA_KINDS.has(GODS_BOARD.byId.get(land)?.kind ?? 'land') ? 'sea' : 'land');

const REACH = new Map<string, ReadonlySet<number>>();

/** The lands a legion standing on `land` may end its next move on (cached: the board never changes). */
export function reachFrom(land: number): ReadonlySet<number> {
  const mover = moverOn(land);
  const key = `${land}${mover}`;
  let ends = REACH.get(key);
  if (!ends) {
    ends = openBoardEnds(land, mover);
    REACH.set(key, ends);
  }
  return ends;
}

/** Whether a Tower legion may leave its Tower (23.9, the engine's `darktowerLeavable`) by what the view shows: its
 * Chimera and Dark-Creatures then move as any land legion. */
function mayLeaveTower(view: GodsView, legion: GodsLegionView): boolean {
  const free = view.players.find((p) => p.id === legion.owner)?.freeMarkersLeft ?? 0;
  return darktowerLeavable({ darkTitanAppeared: view.darkTitanAppeared, darklord: isDarklord(view, legion.owner), freeMarker: free > 0 }, legion, legion.height);
}

/** The enemies (other seats' moving legions: no Neutral legion, no Tower legion but a Darktower legion free to leave,
 * 23.9) that stand on `land` or could end their next move there. */
export function threatsTo(view: GodsView, land: number): GodsLegionView[] {
  return view.legions.filter(
    (l) => l.owner !== view.viewer && l.owner !== 'neutral' && (!l.tower || mayLeaveTower(view, l)) && (l.land === land || reachFrom(l.land).has(land)),
  );
}

/** The strongest enemy (another seat's moving legion) that could end its next move on `land`; 0 when none can. */
export function strongestThreat(view: GodsView, land: number): number {
  let most = 0;
  for (const l of threatsTo(view, land)) most = Math.max(most, legionStrength(view, l));
  return most;
}

/** Rules 8.4 (every legion moves), 6.2, 8.1: the lands the viewer's `legion` could end its next move on from `land`,
 * with the other legions standing where the view shows them now (an enemy's land ended on, never passed; an own
 * legion's passed, never ended on; a Neutral's open) — whether a land leaves it a way out next turn. */
export function nextEnds(view: GodsView, legion: GodsLegionView, land: number): ReadonlySet<number> {
  const enemies = new Set<number>();
  const own = new Set<number>();
  for (const l of view.legions) {
    if (l.marker === legion.marker || l.owner === 'neutral') continue;
    (l.owner === legion.owner ? own : enemies).add(l.land);
  }
  return endsBesideLegions(land, moverOn(land), enemies, own);
}
