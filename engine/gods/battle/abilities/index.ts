// Gods of Titan's special abilities in battle (rules 16) as one add-on: its actions are the single-use abilities and
// the Necromancer's drain a seat may use now, a rider mounting a Pegasus, and a Basilisk's answer to a strike held for
// it (Stone Cold); the permanent abilities are always in force through the core's hook points (permanent.ts,
// phases.ts, after-strike.ts, mount.ts).
import type { GodsBattleAddon, GodsBattleCore } from '../addon.js';
import type { GodsAbilityMove } from '../addon-shapes.js';
import { seatSide } from '../order.js';
import type { GodsBattleState } from '../types.js';
import { abilitiesAfterStrike } from './after-strike.js';
import { applyAbility } from './apply.js';
import { abilityUses } from './choices.js';
import { memoryOf } from './memory.js';
import { dismountRiders, mount, mountOf, mounts, riderHex, strikerPosition } from './mount.js';
import { abilityMoveSchema } from './moves.js';
import { baseDiceChange, carriesNothing, mayBeStruck, mayStrike, mirrored, startPower } from './permanent.js';
import { abilitiesAtManeuverStart } from './phases.js';
import { answerStoneCold, holdForStoneCold, stoneColdAnswers, stoneColdDecider } from './stone-cold.js';

/** The ability actions of a seat now: a Basilisk's answer while a strike is held, else its uses and mounts. */
function actions(state: GodsBattleState, player: string, core: GodsBattleCore): GodsAbilityMove[] {
  const side = seatSide(state, player);
  if (side === null) return [];
  if (memoryOf(state).held) return stoneColdAnswers(state, side);
  return [...abilityUses(state, side, core), ...state.pieces.filter((p) => p.side === side).flatMap((p) => mounts(state, p))];
}

/** Rules 16: the abilities' add-on. */
export const ABILITIES_ADDON: GodsBattleAddon<GodsAbilityMove> = {
  name: 'abilities',
  schema: abilityMoveSchema,
  actions,
  // An ability left to use holds the strike step open (until its `done`).
  waits: (state, player, core) => actions(state, player, core).length > 0,
  apply: (state, _player, move, core, events) => {
    switch (move.type) {
      case 'useAbility':
        return applyAbility(state, move, core, events);
      case 'mount': {
        const pegasus = state.pieces.find((p) => p.id === move.pegasus)!;
        events.push({ type: 'ability', piece: pegasus.id, name: pegasus.name, ability: 'mount', effect: 'mount', targets: [move.rider], amount: 0 });
        return mount(state, move.rider, move.pegasus);
      }
      case 'stoneCold':
        return answerStoneCold(state, move.petrify, core, events);
    }
  },
  // The character using the ability; a rider mounting; a Basilisk answering a strike.
  actor: (_state, _side, move) => (move.type === 'mount' ? move.rider : move.piece),
  pending: (state) => memoryOf(state).held !== null,
  decider: stoneColdDecider,
  power: startPower,
  moves: (state, _pos, piece, hexes) => (mountOf(state, piece.id) === null ? hexes : []),
  maneuverStart: abilitiesAtManeuverStart,
  removed: dismountRiders,
  fightingHex: riderHex,
  strikerPosition,
  versus: mirrored,
  mayStrike,
  mayBeStruck,
  strikeDice: baseDiceChange,
  noCarry: carriesNothing,
  hold: holdForStoneCold,
  afterStrike: abilitiesAfterStrike,
};
