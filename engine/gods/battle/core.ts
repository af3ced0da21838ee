// What the Gods battle's core hands its add-ons (addon.ts GodsBattleCore): its rules for the position, strikes, hits
// and a character joining — the strikes and hits those of the family step machine (machine.ts) — bound to the game's
// context of one call (17, 18).
import type { GodsBattleCore } from './addon.js';
import { enter, entryHexes, legionNames } from './joining.js';
import { GODS_BATTLE, type GodsBattleCall } from './machine.js';
import { positionOf } from './position.js';
import { LastObjectMemo } from '../../platform/memo.js';
import type { GodsBattleContext, GodsBattleState } from './types.js';

/** The core of the latest context: the listings of a state and the apply that follows are handed the same one. */
const CORES = new LastObjectMemo<GodsBattleContext, null, GodsBattleCore>();

/** The core's helpers for the add-ons, with what the game knows for this call. */
export function battleCore(context: GodsBattleContext): GodsBattleCore {
  const known = CORES.get(context, null);
  if (known) return known;
  const fresh = freshCore(context);
  CORES.set(context, null, fresh);
  return fresh;
}

function freshCore(context: GodsBattleContext): GodsBattleCore {
  const call = (battle: GodsBattleState): GodsBattleCall => ({ battle, core });
  const core: GodsBattleCore = {
    context,
    position: (state) => positionOf(state),
    targets: (state, piece) => GODS_BATTLE.liveTargets(call(state), state, piece),
    hit: (state, id, hits, by, events) => GODS_BATTLE.markHits(call(state), id, hits, by, events).battle,
    land: (state, strike, events) => GODS_BATTLE.landHeldStrike(call(state), strike, events).battle,
    legionNames,
    entryHexes,
    enter: (state, side, id, name, hex, events) => enter(state, side, id, name, hex, core, events),
  };
  return core;
}

const NO_CONTEXT: GodsBattleContext = {};

/** A battle with the core of a call that needs no context (the setup, the public queries). */
export function contextFree(battle: GodsBattleState): GodsBattleCall {
  return { battle, core: battleCore(NO_CONTEXT) };
}
