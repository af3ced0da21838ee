// TITAN's battle on the family step machine (engine/family/battle/flow/): the order of a battle, its strikes, carries
// and removals live there once; here are TITAN's hooks — the variant's first mover (§10.3) and battle rounds (§10.5),
// its position rules, its events, the arrivals of §14 and §15 and the windows they open and close, a lost Titan ending
// the battle (§19.3), what a loss costs the legions, the graveyard and every player's knowledge, and the battle's end.
import { createBattleMachine } from '../../family/battle/flow/machine.js';
import type { BattleFlowHooks } from '../../family/battle/flow/types.js';
import { isInContact, strikePhaseDamage, strikeTargets } from '../../family/battle/rules.js';
import { strikeChoicesAt } from '../../family/battle/strike-choices.js';
import type { GameEvent } from '../events.js';
import type { BattlePiece, BattleState, GameState } from '../state.js';
import { isTitan } from '../values.js';
import { battlelandDef } from '../variants/lookup.js';
import { positionOf, variantOf, withBattle } from './common.js';
import { endBattle } from './end.js';
import { loseCharacters } from './losses.js';
import { attackerCommits, maneuverLeftOut, pieceMoves, piecesThatMustEnter } from './maneuver.js';
import { closingReinforcement, closingWindows, openingSummoning } from './summon.js';

/** TITAN's hooks: what its rules say where the family machine asks. */
const TITAN_HOOKS: BattleFlowHooks<GameState, BattleState, BattlePiece, GameEvent> = {
  battle: (s) => s.battle,
  withBattle,
  rng: (s) => s.rng,
  withRng: (s, rng) => ({ ...s, rng }),
  events: {
    phase: (round, active, phase) => ({ type: 'battlePhase', round, active, phase }),
    move: (p, to) => ({ type: 'battleMove', piece: p.id, creature: p.creature, from: p.hex, to }),
    strike: (p, target, dice, strikeNumber, hits, rangestrike) => ({ type: 'strike', piece: p.id, target, dice, strikeNumber, hits, rangestrike }),
    carry: (piece, target, hits) => ({ type: 'carry', piece, target, hits }),
    damage: (p, hits) => ({ type: 'damage', piece: p.id, hits, cause: 'drift' }),
    slain: (p) => ({ type: 'slain', piece: p.id, creature: p.creature, side: p.side }),
    removed: (pieces) => ({ type: 'removed', pieces: [...pieces] }),
  },
  nameOf: (p) => p.creature,
  moves: pieceMoves,
  targets: (s, b, p) => strikeTargets(positionOf(s, b), p.id),
  choices: (s, b, striker, target) => strikeChoicesAt(positionOf(s, b), striker, target),
  inContact: (s, b, p) => p.hex !== null && isInContact(positionOf(s, b), p.id),
  phaseDamage: (s, b, p) => (p.hex === null || p.slain ? 0 : strikePhaseDamage(positionOf(s, b), p.id)),
  firstMover: (s, b, round) => variantOf(s).rules.firstMover(round, battlelandDef(variantOf(s), b.terrain)),
  lastRound: (s) => variantOf(s).rules.battleRounds,
  mustEnter: piecesThatMustEnter,
  leftOut: maneuverLeftOut,
  endsBattle: (s, lost) => lost.some((p) => isTitan(variantOf(s), p.creature)),
  end: endBattle,
  removed: (s, lost, cause) => openingSummoning(loseCharacters(s, lost), lost, cause),
  strikebackSlainLeaveAtOnce: false,
  maneuverPiece: (p) => (p.startHex === p.hex ? p : { ...p, startHex: p.hex }),
  maneuverEnds: closingWindows,
  moving: (s) => withBattle(s, closingReinforcement(s)),
  moved: attackerCommits,
};

/** TITAN's battle step machine: the reducer, the legal actions and the previews drive the battle through it. */
export const TITAN_BATTLE = createBattleMachine(TITAN_HOOKS);

/** §13: the pieces in contact as the strike phase began that still owe a strike (the legal actions' `done`, the preview). */
export function owedStrikes(state: GameState, battle: BattleState): BattlePiece[] {
  return TITAN_BATTLE.owedStrikes(state, battle);
}
