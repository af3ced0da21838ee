// How the Gods of Titan AI rates a clash of two legions it can see: the ratio of their strengths as its view knows
// them, and the thresholds at which it attacks, fights, proposes, flees or concedes.
import { hasAbility } from '../../engine/gods/rules/legion-size.js';
import { masterOrElemental } from '../../engine/gods/rules/ring.js';
import type { GodsLegionView, GodsView } from '../../engine/gods/view.js';
import { legionStrength, seatStrength } from './value.js';

/** The strength ratios the AI acts on. */
export const RATIO = {
  /** Attacks (moves onto) an enemy it outweighs this much. */
  attack: 1.25,
  /** ... or, its whole army overwhelming the enemy seat's, down to this much (`attackRatio`). */
  press: 0.5,
  /** Proposes that the other side be eliminated when it outweighs it this much. */
  propose: 2.5,
  /** Flees (a defender) when it is this much weaker or worse. */
  flee: 0.5,
  /** Concedes when it is this much weaker or worse (and holds no Titan: losing it ends the seat's game anyway). */
  concede: 0.3,
} as const;

/** A seat whose army outweighs another seat's this much or more presses it with legions weaker than `RATIO.attack`. */
export const OVERWHELM = 2;

/** The ratio at which a legion without its Master attacks a legion of a seat its whole army outweighs `advantage`
 * times: `RATIO.attack` up to `OVERWHELM`, falling in proportion to the advantage down to `RATIO.press`. A seat ends only when its last
 * land legion falls (24.5, 24.7), so a cornered Phantom legion that beats every single legion one at a time is worn
 * down by attacks the overwhelming side can afford to lose (the stalled 3-player games of issue 22). */
export function attackRatio(advantage: number): number {
  if (advantage <= OVERWHELM) return RATIO.attack;
  return Math.max(RATIO.press, (RATIO.attack * OVERWHELM) / advantage);
}

/** Whether the legion holds a Master (a Titan, the Dark-Titan or a Phantom; rules 24) by the names the viewer sees. */
export function holdsMaster(legion: GodsLegionView): boolean {
  return legion.names.some((n) => n !== null && hasAbility(n, 'master-power'));
}

/** Whether the legion holds a Master or an Elemental (23.6, 23.7: the Darklord appears once all three are destroyed)
 * by the names the viewer sees: a legion its owner guards closely and never splits these from. */
export function guarded(legion: GodsLegionView): boolean {
  return legion.names.some((n) => n !== null && masterOrElemental(n));
}

/** The ratio of `mine` to `theirs` as the viewer knows them (large when the other side is empty). */
export function strengthRatio(view: GodsView, mine: GodsLegionView, theirs: GodsLegionView): number {
  return legionStrength(view, mine) / Math.max(1, legionStrength(view, theirs));
}

/** The ratio at which the viewer's legion `mine` attacks a legion of `enemy` (its Master legion never presses). */
export function attackRatioAgainst(view: GodsView, mine: GodsLegionView, enemy: string, seats: (owner: string) => number = (o) => seatStrength(view, o)): number {
  if (holdsMaster(mine)) return RATIO.attack;
  return attackRatio(seats(view.viewer ?? '') / Math.max(1, seats(enemy)));
}
