// Gods of Titan's lands in words, legions as markers and the final battle's lenders, for the game's screen and the
// review's alike.
import { GODS_MASTERBOARD } from '../../engine/gods/data/masterboard.js';
import type { GodsView } from '../../engine/gods/view.js';
import type { BoardMarker } from '../board/master-markers.js';
import { gt, terrainName } from './i18n.js';
import { markerBadge } from './legion-names.js';
import { seatLook } from './seat-look.js';

const LANDS = new Map(GODS_MASTERBOARD.map((l) => [l.id, l]));

/** A land's name: the City and the Dungeon by name, every other land by its terrain and number. */
export function godsLandName(id: number): string {
  const def = LANDS.get(id);
  if (def?.kind === 'city') return gt('gods.city');
  if (def?.kind === 'dungeon') return gt('gods.dungeon');
  return `${terrainName(def?.terrain ?? '')} ${id}`;
}

/** Each legion of a view as the board draws it: its badge, its seat's look, its height, whether it moved. */
export function godsMarkers(view: GodsView | null): BoardMarker[] {
  return view?.legions.map((l) => { const badge = markerBadge(l.marker, gt); return { id: l.marker, land: l.land, ...seatLook(l.owner), label: badge.text, tower: badge.tower, height: l.height, moved: l.moved !== null }; }) ?? [];
}

/** In the Skycastle final battle (27.5), the Titan-player who lent each Creature of the God's side (null: no final
 * battle). */
export function godsLenders(view: GodsView | null): ReadonlyMap<string, string> | null {
  return view?.finalBattle ? new Map(view.finalBattle.lent.map((l) => [l.piece, l.owner])) : null;
}
