// The Gods battle seen by the shared battle rules (engine/family/battle/rules.ts): its pieces as PieceLike, each with
// the CreatureDef of its chart row and side (facts.ts) under the add-ons' effects, the Gods Hazard Chart, and the
// hooks where Gods of Titan changes a classic rule (hazard-rules.ts).
import type { BattlePosition } from '../../family/battle/position.js';
import type { CreatureDef } from '../../family/types.js';
import { LastObjectMemo } from '../../platform/memo.js';
import { creatureOf } from './facts.js';
import { GODS_BATTLE_HOOKS, GODS_HAZARD_TABLE } from './hazard-rules.js';
import { addonCreature } from './hooks.js';
import type { GodsBattleState, GodsSide } from './types.js';

const POSITIONS = new LastObjectMemo<GodsBattleState, GodsSide, BattlePosition>();

/** The shared rules' position of a battle for the side acting (pieces keyed by id: `creature` is the piece id). */
export function positionOf(state: GodsBattleState, active: GodsSide = state.active): BattlePosition {
  let pos = POSITIONS.get(state, active);
  if (!pos) {
    const creatures: Record<string, CreatureDef> = {};
    for (const p of state.pieces) creatures[p.id] = addonCreature(state, p, creatureOf(p, state.roles[p.side]));
    pos = {
      land: state.land,
      hazards: GODS_HAZARD_TABLE,
      creatures,
      pieces: state.pieces.map((p) => ({ ...p, creature: p.id })),
      active,
      attackerEntry: state.attackerEntry,
      round: state.round,
      hooks: GODS_BATTLE_HOOKS,
    };
    POSITIONS.set(state, active, pos);
  }
  return pos;
}
