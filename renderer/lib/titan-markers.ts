// TITAN's legions as the one masterboard draws them, for the game's board and the review's alike.
import type { PlayerView } from '../../engine/titan/view.js';
import { playerLook } from '../board/colors.js';
import type { BoardMarker } from '../board/master-markers.js';

/** Each legion's marker as the board draws it: its name on it, its owner's colour, a dot once it moved. */
export function titanMarkers(view: PlayerView | null): BoardMarker[] {
  return (view?.legions ?? []).map((l) => ({ id: l.marker, land: l.land, ...playerLook(l.owner), label: l.marker, tower: false, height: l.height, moved: l.moved }));
}
