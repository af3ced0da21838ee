// Characters that join a battle: the attacker's summoned Angel or Archangel (§15) and the defender's reinforcement
// (§14). Each leaves its stack at once (donor legion, caretaker), joins the fighting legion and must enter this phase.
// The windows in which they may join open and close on the family step machine's hooks (phases.ts).
import type { ReinforceAction, SummonAction } from '../actions.js';
import type { GameEvent } from '../events.js';
import { summonDonors, transferSummoned } from '../engagement/summon.js';
import { legionOf } from '../game/context.js';
import { addKnown } from '../knowledge.js';
import { pickRecruiters, recruitOptions } from '../master/muster.js';
import type { RuleError } from '../result.js';
import type { BattlePiece, BattleState, GameState, MarkerId } from '../state.js';
import { legalMoves } from '../../family/battle/rules.js';
import type { LossCause } from '../../family/battle/flow/types.js';
import { battleOf, ownerOf, positionOf, ruleError, type Side, variantOf, waitingPiece, withBattle } from './common.js';
import { laidLegion } from '../state-layout.js';

/** A summon the attacker may make now. */
export interface SummonChoice {
  readonly from: MarkerId;
  readonly creature: string;
}

/** A reinforcement the defender may muster now, with the minimal sets of characters it may reveal (§18.4). */
export interface ReinforceChoice {
  readonly creature: string;
  readonly recruiterSets: readonly (readonly string[])[];
}

/** The piece a joining character would be. */
function newPiece(state: GameState, battle: BattleState, creature: string, side: Side): BattlePiece {
  return waitingPiece(state, ownerOf(state, battle, side), creature, side, battle.nextPieceId);
}

/** Whether a character joining now would have a hex to enter (§14, §15.1: it must enter in this phase). */
function couldEnter(state: GameState, battle: BattleState, creature: string, side: Side): boolean {
  const piece = newPiece(state, battle, creature, side);
  return legalMoves(positionOf(state, { ...battle, pieces: [...battle.pieces, piece] }), piece.id).length > 0;
}

/** Whether the legion on `side` is below the seven-character limit (slain pieces do not count, §14.1, §15). */
function hasRoom(state: GameState, battle: BattleState, side: Side): boolean {
  const living = battle.pieces.filter((p) => p.side === side && !p.slain).length;
  return living < variantOf(state).rules.maxLegionSize;
}

/** §15: every Angel/Archangel the attacker may summon now, by donor legion (its first maneuver after a defender fell). */
export function summonChoices(state: GameState): SummonChoice[] {
  const battle = state.battle;
  if (!battle || battle.phase !== 'maneuver' || battle.active !== 'attacker' || battle.summon !== 'open') return [];
  if (state.turn.summoned || !hasRoom(state, battle, 'attacker')) return [];
  const out: SummonChoice[] = [];
  for (const donor of summonDonors(state, battle.attacker)) {
    for (const creature of donor.lords) {
      if (couldEnter(state, battle, creature, 'attacker')) out.push({ from: donor.marker, creature });
    }
  }
  return out;
}

/** §15: the attacker summons an Angel/Archangel; it leaves its donor at once (an emptied donor is eliminated). */
export function summon(state: GameState, action: SummonAction, events: GameEvent[]): GameState | RuleError {
  const battle = battleOf(state);
  if (!summonChoices(state).some((c) => c.from === action.from && c.creature === action.creature)) {
    return ruleError('illegal', `cannot summon ${action.creature} from ${action.from} now`);
  }
  const s = transferSummoned(state, action.from, battle.attacker, action.creature, events);
  const piece = newPiece(s, battle, action.creature, 'attacker');
  return { ...s, battle: { ...battle, pieces: [...battle.pieces, piece], nextPieceId: battle.nextPieceId + 1, summon: 'closed' } };
}

/** §14: what the defender may muster as a reinforcement now (its round-4 maneuver, before any piece moved). */
export function reinforceChoices(state: GameState): ReinforceChoice[] {
  const battle = state.battle;
  if (!battle || battle.phase !== 'maneuver' || battle.active !== 'defender' || battle.reinforced) return [];
  const variant = variantOf(state);
  if (battle.round !== variant.rules.reinforcementRound || !hasRoom(state, battle, 'defender')) return [];
  if (battle.pieces.some((p) => p.side === 'defender' && p.moved)) return [];
  const legion = legionOf(state, battle.defender);
  return recruitOptions(variant, battle.terrain, legion.creatures, state.caretaker).filter((o) =>
    couldEnter(state, battle, o.creature, 'defender'),
  );
}

// The defender's window closes when it moves a piece or ends the phase; a legion of seven and a reinforcement unable to
// enter are the only reasons that keep the reinforcement for after a win (§14), so one offered and not taken is lost.
/** §14: the battle, its reinforcement marked declined if the defender could take one now (called as its window closes). */
export function closingReinforcement(state: GameState): BattleState {
  const battle = battleOf(state);
  return reinforceChoices(state).length > 0 ? { ...battle, reinforcementDeclined: true } : battle;
}

/** §14, §15: as the mover ends its maneuver, the windows it left untaken close: the defender's reinforcement (marked
 * declined if it could have been taken) and the attacker's summoning. */
export function closingWindows(state: GameState): GameState {
  const battle = closingReinforcement(state);
  return withBattle(state, battle.active === 'attacker' && battle.summon === 'open' ? { ...battle, summon: 'closed' } : battle);
}

/** §15: the first defender characters slain open the summoning for the attacker's next maneuver. */
export function openingSummoning(state: GameState, lost: readonly BattlePiece[], cause: LossCause): GameState {
  const battle = battleOf(state);
  if (battle.summon !== 'waiting' || cause !== 'slain' || !lost.some((p) => p.side === 'defender')) return state;
  return withBattle(state, { ...battle, summon: 'open' });
}

/** §14: the defender musters a reinforcement from the caretaker; it enters from the defender's edge this phase. */
export function reinforce(state: GameState, action: ReinforceAction, events: GameEvent[]): GameState | RuleError {
  const battle = battleOf(state);
  const option = reinforceChoices(state).find((o) => o.creature === action.creature);
  if (!option) return ruleError('illegal', `cannot muster ${action.creature} as a reinforcement now`);
  const shown = pickRecruiters(option, action.recruiters);
  if (!shown) return ruleError('illegal', `those characters do not qualify the legion for ${action.creature}`);
  const legion = legionOf(state, battle.defender);
  events.push({ type: 'reinforce', marker: legion.marker, creature: action.creature, recruiters: [...shown] });
  const piece = newPiece(state, battle, action.creature, 'defender');
  return {
    ...state,
    legions: { ...state.legions, [legion.marker]: laidLegion({ ...legion, creatures: [...legion.creatures, action.creature], recruited: true }) },
    knowledge: addKnown(state.knowledge, state.players.map((p) => p.id), legion.marker, [action.creature]),
    caretaker: { ...state.caretaker, [action.creature]: (state.caretaker[action.creature] ?? 0) - 1 },
    battle: { ...battle, pieces: [...battle.pieces, piece], nextPieceId: battle.nextPieceId + 1, reinforced: true },
  };
}
