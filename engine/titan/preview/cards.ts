// A creature's card (§3, §18): its Character Chart values, the hazards it is native to and, terrain by terrain, what
// musters it and what it musters — read from the variant's charts, so the screen draws a card without knowing a rule.
import type { VariantId } from '../state.js';
import { getVariant } from '../variants/index.js';

/** One step of a terrain's mustering chain: `number` of `entry` (an entry may be a keyword such as Anything). */
export interface MusterStep {
  readonly entry: string;
  readonly number: number;
}

/** Where a creature stands in one terrain's mustering chain. */
export interface CardMuster {
  readonly terrain: string;
  /** What musters it there: `number` of `entry` (null: the chain's first entry, mustered by no one on that land). */
  readonly from: MusterStep | null;
  /** What it musters there: `number` of this creature muster `entry` (null: the chain's last entry). */
  readonly into: MusterStep | null;
}

/** Everything a creature's card shows. */
export interface CreatureCard {
  readonly creature: string;
  readonly power: number;
  readonly skill: number;
  readonly flies: boolean;
  readonly rangestrikes: boolean;
  readonly magicMissile: boolean;
  /** Hex and hexside hazards it is native to. */
  readonly natives: readonly string[];
  readonly musters: readonly CardMuster[];
}

/** The card of `creature` in the variant `variant`; null for a name the variant does not know. */
export function creatureCard(variant: VariantId, creature: string): CreatureCard | null {
  const v = getVariant(variant);
  const def = v.creatures[creature];
  if (!def) return null;
  const musters = Object.entries(v.musterLists).flatMap(([terrain, chain]) => {
    const i = chain.findIndex((e) => e.entry === creature);
    const here = chain[i];
    if (!here) return [];
    const before = chain[i - 1];
    const after = chain[i + 1];
    return [{
      terrain,
      from: before ? { entry: before.entry, number: here.number } : null,
      // a keyword after it (Anything, AnyNonLord) starts the next stretch of the chain: it musters nothing there
      into: after && after.entry in v.creatures ? { entry: after.entry, number: after.number } : null,
    }];
  });
  return {
    creature,
    power: def.power,
    skill: def.skill,
    flies: def.flies,
    rangestrikes: def.rangestrikes,
    magicMissile: def.magicMissile,
    natives: [...def.nativeHexes, ...def.nativeHexsides],
    musters,
  };
}
