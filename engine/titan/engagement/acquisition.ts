// §17 acquiring lords for points, derived from the Character Chart: each character with `acquirablePoints` (the
// Angel 100, the Archangel 500) may be taken at every multiple of its points a score reaches, the most valuable
// one first where several meet (an Archangel instead of an Angel at every 500).
import type { CreatureDef } from '../../family/types.js';
import type { Variant } from '../variants/index.js';

/** acquirable's answer by character table (the tables never change; every scoring engagement asks). */
const ACQUIRABLE = new WeakMap<Variant['creatures'], readonly CreatureDef[]>();

/** The acquirable characters, most points first. */
function acquirable(variant: Variant): readonly CreatureDef[] {
  let lords = ACQUIRABLE.get(variant.creatures);
  if (!lords) {
    lords = Object.values(variant.creatures)
      .filter((c) => c.acquirablePoints !== null && c.acquirablePoints > 0)
      .sort((a, b) => (b.acquirablePoints ?? 0) - (a.acquirablePoints ?? 0));
    ACQUIRABLE.set(variant.creatures, lords);
  }
  return lords;
}

/** §17: the picks earned by raising a score from `before` to `after`: one per multiple of the smallest threshold
 * reached, each listing the characters allowed there, best first (e.g. ['Archangel', 'Angel'] at 500). */
export function earnedAcquisitions(variant: Variant, before: number, after: number): string[][] {
  const lords = acquirable(variant);
  const step = lords.at(-1)?.acquirablePoints;
  if (!step) return [];
  const picks: string[][] = [];
  for (let k = Math.floor(before / step) + 1; k <= Math.floor(after / step); k++) {
    picks.push(lords.filter((c) => (k * step) % (c.acquirablePoints ?? step) === 0).map((c) => c.name));
  }
  return picks;
}

/** §17.3: of an earned pick, what may be taken now: the best character the caretaker still has (an Angel stands in
 * for an Archangel only when none is left). */
export function bestAvailable(pick: readonly string[], caretaker: Readonly<Record<string, number>>): string[] {
  const best = pick.find((c) => (caretaker[c] ?? 0) > 0);
  return best === undefined ? [] : [best];
}
