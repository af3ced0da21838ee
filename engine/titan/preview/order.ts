// The order a legion's characters are listed in: by value, the points each would score if slain (§16), highest first,
// equal values grouped by name.
import { characterValue } from '../values.js';
import { getVariant } from '../variants/index.js';
import type { PlayerView } from '../view.js';

/** A legion's characters of `owner` by value, highest first, those of equal value grouped by name (an Ogre and a
 * Gargoyle are both worth 12: "Ogre, Ogre, Gargoyle", never interleaved); characters the seat does not know (null)
 * come last. */
export function byValue<C extends string | null>(view: PlayerView, owner: string, creatures: readonly C[]): C[] {
  const variant = getVariant(view.variant);
  const score = view.players.find((p) => p.id === owner)?.score ?? 0;
  const value = (c: C): number => (c === null ? -1 : characterValue(variant, c, score));
  return [...creatures].sort((a, b) => value(b) - value(a) || (a ?? '').localeCompare(b ?? ''));
}
