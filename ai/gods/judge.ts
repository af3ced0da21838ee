// How the Gods of Titan AI rates a clash of two legions it can see: the ratio of their strengths as its view knows
// them, and the thresholds at which it attacks, fights, proposes, flees or concedes.
import { hasAbility } from '../../engine/gods/rules/legion-size.js';
import type { GodsLegionView, GodsView } from '../../engine/gods/view.js';
import { legionStrength } from './value.js';

/** The strength ratios the AI acts on. */
export const RATIO = {
  /** Attacks (moves onto) an enemy it outweighs this much. */
  attack: 1.25,
  /** Proposes that the other side be eliminated when it outweighs it this much. */
  propose: 2.5,
  /** Flees (a defender) when it is this much weaker or worse. */
  flee: 0.5,
  /** Concedes when it is this much weaker or worse (and holds no Titan: losing it ends the seat's game anyway). */
  concede: 0.3,
} as const;

/** Whether the legion holds a Master (a Titan, the Dark-Titan or a Phantom; rules 24) by the names the viewer sees. */
export function holdsMaster(legion: GodsLegionView): boolean {
  return legion.names.some((n) => n !== null && hasAbility(n, 'master-power'));
}

/** The ratio of `mine` to `theirs` as the viewer knows them (large when the other side is empty). */
export function strengthRatio(view: GodsView, mine: GodsLegionView, theirs: GodsLegionView): number {
  return legionStrength(view, mine) / Math.max(1, legionStrength(view, theirs));
}
