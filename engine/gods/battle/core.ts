// What the Gods battle's core hands its add-ons (addon.ts GodsBattleCore): its rules for the position, strikes, hits
// and a character joining, bound to the game's context of one call (17, 18).
import type { GodsBattleCore } from './addon.js';
import { withHits } from './damage.js';
import { landStrike } from './hits.js';
import { enter, entryHexes, legionNames } from './joining.js';
import { positionOf } from './position.js';
import { targetsOf } from './strikes.js';
import type { GodsBattleContext } from './types.js';

/** The core's helpers for the add-ons, with what the game knows for this call. */
export function battleCore(context: GodsBattleContext): GodsBattleCore {
  const core: GodsBattleCore = {
    context,
    position: (state) => positionOf(state),
    targets: targetsOf,
    hit: withHits,
    land: landStrike,
    legionNames,
    entryHexes,
    enter: (state, side, id, name, hex, events) => enter(state, side, id, name, hex, core, events),
  };
  return core;
}
