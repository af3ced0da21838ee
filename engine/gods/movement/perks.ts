// Rules 26.2, 26.5: what a Titan-legion's Experience Points do for its movement, and only while the Titan is
// uncovered. The advantages are turn/experience.ts's `legionAdvantages` (the Dark-Titan's legion too, 23.7), their
// parameters engine/gods/rules/experience.ts's (A18: one teleport per threshold, 60/70/80).
import { MOST_LANDS } from './movers.js';
import { advantageParams } from '../rules/experience.js';
import type { GodsLegion, GodsPlayer } from '../state.js';
import { legionAdvantages } from '../turn/experience.js';

/** The movement advantages a legion has now. */
export interface Perks {
  /** 8.4, 26.5 Movement plus: the most lands a move may count. */
  readonly most: number;
  readonly hold: boolean;
  readonly freeway: boolean;
  readonly towerTeleport: boolean;
  readonly battleTeleport: boolean;
  readonly freeTeleport: boolean;
}

/** 26.2: the Titan-legion's advantages (a legion holding its player's uncovered Titan or the Dark-Titan); none for any
 * other legion. */
export function perksOf(legion: GodsLegion, player: GodsPlayer | undefined): Perks {
  const held = legionAdvantages(legion, player);
  return {
    most: held.includes('movement-plus') ? advantageParams('movement-plus').maxLands : MOST_LANDS,
    hold: held.includes('hold'),
    freeway: held.includes('freeway'),
    towerTeleport: held.includes('tower-teleport'),
    battleTeleport: held.includes('battle-teleport'),
    freeTeleport: held.includes('free-teleport'),
  };
}
