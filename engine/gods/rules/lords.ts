// Rules 21: the Lords a player acquires when a victorious Engagement (or a 24.8 elimination payout) raises his score
// past multiples of 200, which Lords each such multiple allows, and which legions may take one.
import { hasRoom, mayHoldAnother } from './legion-size.js';

/** Rules 21.1, 21.3: one Lord per multiple of this many points reached. */
export const LORD_STEP = 200;

/** Rules 21.3: each Lord and the multiples of points at which it may be taken, most valuable first. */
export const LORD_THRESHOLDS: readonly { readonly lord: string; readonly every: number }[] = [
  { lord: 'Necromancer', every: 1800 },
  { lord: 'Archangel', every: 600 },
  { lord: 'Angel', every: 200 },
];

/** Rules 21.1, 21.3: the picks earned by a score rising from `before` to `after`: one per multiple of 200 reached,
 * each listing the Lords allowed at that multiple, most valuable first (Necromancer, Archangel, Angel at 1800). */
export function earnedLordPicks(before: number, after: number): string[][] {
  const picks: string[][] = [];
  for (let k = Math.floor(before / LORD_STEP) + 1; k <= Math.floor(after / LORD_STEP); k++) {
    picks.push(LORD_THRESHOLDS.filter((t) => (k * LORD_STEP) % t.every === 0).map((t) => t.lord));
  }
  return picks;
}

/** Rules 21.1: of a pick, the Lords the player may choose — those of his own colour still in his Personal Pool
 * (21.3: he chooses among them). The caller takes each chosen Lord out of `pool` before the next pick. */
export function lordChoices(pick: readonly string[], pool: Readonly<Record<string, number>>): string[] {
  return pick.filter((lord) => (pool[lord] ?? 0) > 0);
}

/** A legion that might take an acquired Lord. */
export interface LordTaker {
  readonly characters: readonly string[];
  readonly masterUncovered: boolean;
  readonly seaLegion: boolean;
  /** It is in an unresolved Engagement or battle (21.2). */
  readonly engaged: boolean;
}

/** Rules 21.1–21.2, 4.3: whether `legion` may take `lord` — not full, no such Lord yet, not a Sea legion; another
 * legion than the winner only when it is not engaged (the winner itself is passed with `engaged: false`). */
export function mayTakeLord(legion: LordTaker, lord: string): boolean {
  return !legion.engaged && !legion.seaLegion && hasRoom(legion.characters, legion.masterUncovered)
    && mayHoldAnother(legion.characters, lord);
}
