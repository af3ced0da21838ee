// Rules 11.2–11.5: the battleland side an attacker enters by — the side facing the land of its last step, the fixed one
// of a Tower land or the Coast, any after a teleport — for the moves (movement/search.ts) and the reducer's stop short.
import type { EntrySide } from '../../family/types.js';
import { ATTACKER_SIDES } from '../../family/board/entry-sides.js';
import { TOWER_KINDS } from '../terrains.js';
import { GODS_BOARD } from './board-index.js';

/** Rules 11.2: the side an attacker on `land` enters by, having come from the touching land `from` (fixed on Tower
 * lands and the Coast, 11.3, 11.4); undefined where the land names none (the City and the Dungeon, 11.5). */
export function entryFrom(land: number, from: number): EntrySide | undefined {
  const side = GODS_BOARD.byId.get(land)?.attackerEntry[String(from)];
  return ATTACKER_SIDES.find((s) => s === side);
}

/** Rules 11.3–11.5: the sides an attacker may choose after a teleport — any, but the fixed one of a Tower land or Coast. */
export function chosenSides(land: number): readonly EntrySide[] {
  const kind = GODS_BOARD.byId.get(land)?.kind ?? 'land';
  return TOWER_KINDS.has(kind) || kind === 'coast' ? ['Bottom'] : ATTACKER_SIDES;
}
