// Rules 26.2, 26.5: what a Titan-legion's Experience Points do for its movement, and only while the Titan is
// uncovered. The thresholds and their parameters are engine/gods/rules/experience.ts's (A18: one teleport per
// threshold, 60/70/80).
import { MOST_LANDS } from '../moves.js';
import { advantageParams, advantagesHeld } from '../rules/experience.js';
import type { GodsLegion, GodsPlayer } from '../state.js';

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

/** 26.2: the Titan-legion's advantages (a legion holding its player's uncovered Titan); none for any other legion. */
export function perksOf(legion: GodsLegion, player: GodsPlayer | undefined): Perks {
  const titanLegion = player !== undefined && legion.pieces.some((p) => p.name === 'Titan');
  const held = titanLegion ? advantagesHeld(player.ep, player.titanUncovered) : [];
  return {
    most: held.includes('movement-plus') ? advantageParams('movement-plus').maxLands : MOST_LANDS,
    hold: held.includes('hold'),
    freeway: held.includes('freeway'),
    towerTeleport: held.includes('tower-teleport'),
    battleTeleport: held.includes('battle-teleport'),
    freeTeleport: held.includes('free-teleport'),
  };
}
