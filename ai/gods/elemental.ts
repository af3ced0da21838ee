// The Elementals in the Gods of Titan AI's eyes (rules 23.6, 23.7: an Elemental beaten by a black legion is destroyed,
// and the Dark-Titan appears once all three are): a Titan-player keeps his own out of harm's way.
import { godsCharacter } from '../../engine/gods/data/characters.js';
import type { GodsLegionView } from '../../engine/gods/view.js';

const isElemental = (name: string | null): boolean => name !== null && godsCharacter(name)?.cls === 'elemental';

/** Whether the legion holds an Elemental by the names the viewer sees (all of its own): guarded like a Master. */
export function holdsElemental(legion: GodsLegionView): boolean {
  return legion.names.some(isElemental);
}
