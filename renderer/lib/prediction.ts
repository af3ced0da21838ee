// The split prediction a TITAN board carries, as the legion card and the hold-L overlay show it: nothing is
// concluded here, every count is the engine's (engine/titan/prediction/).
import type { CreatureCount, LegionPrediction } from '../../engine/titan/prediction/show.js';
import type { LegionView } from '../../engine/titan/view.js';

/** A legion's characters as far as the seat can tell (null: one it cannot): with a prediction, its certain ones and
 * one null per unknown one; without, the view's. */
export function knownCharacters(legion: LegionView, prediction: LegionPrediction | null): (string | null)[] {
  if (!prediction) return [...legion.creatures];
  const certain = prediction.certain.flatMap((c) => new Array<string>(c.count).fill(c.creature));
  return [...certain, ...new Array<null>(prediction.unknown).fill(null)];
}

/** Counted creatures in words, each as `word` says it ("2 Ogre", "≤2 Ogre"), separated by commas. */
export function countedList(list: readonly CreatureCount[], word: (c: CreatureCount) => string): string {
  return list.map(word).join(', ');
}
