// The order of a battle: each round the first mover's maneuver and strike phase, then the other side's (§10.3: the
// defender first, by the variant's rules); a strike phase is the mover's strikes then the non-mover's counter-strike
// (§12–§13); slain pieces leave at its end (§13.6); the battle ends on elimination, a slain Titan (§19.3) or after
// the last round (§10.5: the seventh).
import type { GameEvent } from '../events.js';
import { LastObjectMemo } from '../../platform/memo.js';
import type { BattlePiece, BattleState, GameState } from '../state.js';
import { battlelandDef, creatureDef } from '../variants/lookup.js';
import { isInContact, strikePhaseDamage, strikeTargets } from '../../family/battle/rules.js';
import { battleOf, otherSide, positionOf, type Side, variantOf, withBattle } from './common.js';
import { endBattle, timeLoss } from './end.js';
import { removePieces } from './losses.js';

/** The side whose pieces strike now: the mover in 'strike', the non-mover in 'strikeback'. */
export function strikingSide(battle: BattleState): Side {
  return battle.phase === 'strikeback' ? otherSide(battle.active) : battle.active;
}

/** A strike target as the flow lists it. */
export interface LiveTarget {
  readonly target: string;
  readonly rangestrike: boolean;
}

const NO_TARGETS: readonly LiveTarget[] = [];
/** liveTargets of the latest battle object, by piece: legal actions, apply and advanceIfIdle ask about it repeatedly. */
const TARGETS = new LastObjectMemo<BattleState, BattlePiece, readonly LiveTarget[]>();

/** Enemies a piece may strike now, with the rangestrike flag (the pure rules skip slain targets and struck pieces). */
export function liveTargets(state: GameState, battle: BattleState, piece: BattlePiece): readonly LiveTarget[] {
  if (piece.side !== strikingSide(battle) || piece.hex === null || piece.struck) return NO_TARGETS;
  if (battle.phase === 'strikeback' && !piece.mustStrike) return NO_TARGETS;
  let targets = TARGETS.get(battle, piece);
  if (!targets) {
    targets = strikeTargets(positionOf(state, battle), piece.id);
    TARGETS.set(battle, piece, targets);
  }
  return targets;
}

/** Whether some piece of the striking side could still strike someone. */
function anyStriker(state: GameState, battle: BattleState): boolean {
  return battle.pieces.some((p) => liveTargets(state, battle, p).length > 0);
}

/** Pieces that were in contact when the strike phase began and still owe a strike (§13: every character that can strike must). */
export function owedStrikes(state: GameState, battle: BattleState): BattlePiece[] {
  return battle.pieces.filter((p) => p.mustStrike && liveTargets(state, battle, p).some((t) => !t.rangestrike));
}

/** Begins the active side's maneuver phase: every piece may move once again. */
export function startManeuver(state: GameState, events: GameEvent[]): GameState {
  const battle = battleOf(state);
  const pieces = battle.pieces.map((p) =>
    p.moved || p.startHex !== p.hex || p.struck || p.mustStrike ? { ...p, moved: false, startHex: p.hex, struck: false, mustStrike: false } : p,
  );
  events.push({ type: 'battlePhase', round: battle.round, active: battle.active, phase: 'maneuver' });
  return withBattle(state, { ...battle, phase: 'maneuver', pieces, carry: null });
}

/** Hazard damage (Hazard Chart, Drift): every piece whose hex hurts it takes its hits as the strike phase starts. */
function applyHazardDamage(state: GameState, battle: BattleState, events: GameEvent[]): BattleState {
  const pos = positionOf(state, battle);
  let pieces: BattlePiece[] | null = null;
  battle.pieces.forEach((p, i) => {
    const damage = p.hex === null || p.slain ? 0 : strikePhaseDamage(pos, p.id);
    if (damage === 0) return;
    const hits = p.hits + damage;
    const slain = hits >= p.power;
    pieces ??= [...battle.pieces];
    pieces[i] = { ...p, hits, slain };
    events.push({ type: 'damage', piece: p.id, hits: damage, cause: 'drift' });
    if (slain) events.push({ type: 'slain', piece: p.id, creature: p.creature, side: p.side });
  });
  return pieces ? { ...battle, pieces } : battle;
}

/** Begins the mover's strike phase: hazard damage, then who is in contact and so must strike. */
export function startStrike(state: GameState, events: GameEvent[]): GameState {
  let battle: BattleState = { ...battleOf(state), phase: 'strike', carry: null };
  events.push({ type: 'battlePhase', round: battle.round, active: battle.active, phase: 'strike' });
  battle = applyHazardDamage(state, battle, events);
  const pos = positionOf(state, battle);
  battle = {
    ...battle,
    pieces: battle.pieces.map((p) => {
      const mustStrike = p.hex !== null && isInContact(pos, p.id);
      return p.struck || p.mustStrike !== mustStrike ? { ...p, struck: false, mustStrike } : p;
    }),
  };
  return advanceIfIdle(withBattle(state, battle), events);
}

/** Moves on from a strike or counter-strike in which nobody can strike any more (no empty actions needed). */
export function advanceIfIdle(state: GameState, events: GameEvent[]): GameState {
  let s = state;
  for (;;) {
    const battle = s.battle;
    if (!battle || battle.phase === 'maneuver' || battle.carry) return s;
    if (anyStriker(s, battle)) return s;
    s = finishStrikeStep(s, events);
  }
}

/** Ends the strikes of the current side: the mover's strikes lead to the counter-strike, which ends the phase. */
export function finishStrikeStep(state: GameState, events: GameEvent[]): GameState {
  const battle = battleOf(state);
  if (battle.phase === 'strike') {
    events.push({ type: 'battlePhase', round: battle.round, active: battle.active, phase: 'strikeback' });
    return withBattle(state, { ...battle, phase: 'strikeback' });
  }
  return endStrikePhase(state, events);
}

/** §13.6: slain pieces leave; the summoning window may open (§15); the battle may end; else the next half-round. */
function endStrikePhase(state: GameState, events: GameEvent[]): GameState {
  const before = battleOf(state);
  const variant = variantOf(state);
  const slain = before.pieces.filter((p) => p.slain);
  const defenderSlain = slain.some((p) => p.side === 'defender');
  const titanSlain = slain.some((p) => creatureDef(variant, p.creature).kind === 'titan');
  let s = removePieces(state, slain.map((p) => p.id), events);
  let battle = battleOf(s);
  if (battle.summon === 'waiting' && defenderSlain) battle = { ...battle, summon: 'open' };
  s = withBattle(s, battle);
  const someSideGone = !battle.pieces.some((p) => p.side === 'attacker') || !battle.pieces.some((p) => p.side === 'defender');
  if (someSideGone || titanSlain) return endBattle(s, 'battle', events);
  const land = battlelandDef(variant, battle.terrain);
  const first = variant.rules.firstMover(battle.round, land);
  if (battle.active !== first) {
    if (battle.round >= variant.rules.battleRounds) return timeLoss(s, events);
    return startManeuver(withBattle(s, { ...battle, round: battle.round + 1, active: variant.rules.firstMover(battle.round + 1, land) }), events);
  }
  return startManeuver(withBattle(s, { ...battle, active: otherSide(first) }), events);
}
