// The Gods battle reducer (rules 10.6, 11, 12, 13, 14): who may act now, every legal action of a seat as data (the
// add-ons' too), and one action applied — or refused with a typed error and the state unchanged. Dice come from the
// state's PRNG; the game's context (17, 18) comes with each call.
import { rollDice } from '../../platform/rng.js';
import { choiceFor } from '../../family/battle/strike-choices.js';
import { canonicalJson } from '../../platform/hash.js';
import type { GodsBattleCore } from './addon.js';
import type { GodsAddonMove } from './addon-shapes.js';
import { battleCore } from './core.js';
import { finish } from './end.js';
import { removePieces } from './damage.js';
import { advanceIfIdle, endManeuver, finishStrikeStep } from './flow.js';
import { damageTakenLess, carriesAt } from './hazard-rules.js';
import { landStrike, pendCarry, strikeHits } from './hits.js';
import { addonDecider, addonHold, addonPending, addonsAtManeuverEnd, addonsMoved, legionOf } from './hooks.js';
import { mustDeploy, pieceMoves } from './moves.js';
import { otherSide, seatSide } from './order.js';
import { positionOf } from './position.js';
import { addonActions, applyAddon } from './registry.js';
import { owedStrikes, pieceOf, strikeChoices, strikingSide, targetsOf } from './strikes.js';
import type {
  GodsBattleAction, GodsBattleContext, GodsBattleError, GodsBattleEvent, GodsBattleState, GodsBattleStep, GodsSide, RolledStrike,
} from './types.js';

/** The side that decides now: the other side while a concession waits, the side an add-on waits for, the striker
 * during a carry, else the phase's. */
function decidingSide(state: GodsBattleState): GodsSide | null {
  if (state.phase === 'over') return null;
  if (state.conceding) return otherSide(state.conceding);
  const waited = addonDecider(state);
  if (waited) return waited;
  if (state.carry) return pieceOf(state, state.carry.striker)?.side ?? null;
  return state.phase === 'maneuver' ? state.active : strikingSide(state);
}

/** The seats that may act now: the deciding one, and the other one, who may always concede (10.6). */
export function godsBattleActors(state: GodsBattleState): string[] {
  const side = decidingSide(state);
  if (side === null) return [];
  return state.conceding ? [state.players[side]] : [state.players.attacker, state.players.defender];
}

/** The add-ons' actions of a seat, each with its seat. */
function withPlayer(moves: readonly GodsAddonMove[], player: string): GodsBattleAction[] {
  return moves.map((m) => ({ ...m, player }));
}

/** Every legal action of a seat now, the add-ons' (spells, abilities, reinforcement, summoning) included; `context`:
 * what the game knows for the additions (17, 18). */
export function godsBattleLegalActions(state: GodsBattleState, player: string, context: GodsBattleContext = {}): GodsBattleAction[] {
  const side = seatSide(state, player);
  const deciding = decidingSide(state);
  if (side === null || deciding === null) return [];
  if (state.conceding) {
    return side === deciding ? [{ type: 'concede', player }, { type: 'accept-concession', player }] : [];
  }
  const core = battleCore(context);
  const out: GodsBattleAction[] = [];
  if (side === deciding && addonPending(state)) {
    out.push(...withPlayer(addonActions(state, player, core), player));
  } else if (side === deciding) {
    if (state.carry) {
      for (const t of state.carry.targets) if (!pieceOf(state, t)?.slain) out.push({ type: 'carry', player, target: t });
      out.push({ type: 'carry', player, target: null });
    } else if (state.phase === 'maneuver') {
      for (const p of state.pieces) for (const to of pieceMoves(state, p.id)) out.push({ type: 'move', player, piece: p.id, to });
      if (mustDeploy(state).length === 0) out.push({ type: 'done', player });
    } else {
      for (const p of state.pieces) {
        for (const t of targetsOf(state, p)) {
          for (const c of strikeChoices(state, p.id, t.target)) {
            out.push({ type: 'strike', player, piece: p.id, target: t.target, strikeNumber: c.strikeNumber, dice: c.dice });
          }
        }
      }
      if (owedStrikes(state).length === 0) out.push({ type: 'done', player });
    }
    if (!state.carry) out.push(...withPlayer(addonActions(state, player, core), player));
  }
  out.push({ type: 'concede', player });
  return out;
}

function refuse(code: GodsBattleError['code'], message: string): GodsBattleStep {
  return { ok: false, error: { code, message } };
}

function strike(
  state: GodsBattleState, action: Extract<GodsBattleAction, { type: 'strike' }>, events: GodsBattleEvent[], core: GodsBattleCore,
): GodsBattleState | GodsBattleError {
  if (state.phase !== 'strike' && state.phase !== 'strikeback') return { code: 'wrong-phase', message: 'no strikes during a maneuver' };
  if (state.carry) return { code: 'illegal', message: 'the pending carry must be resolved first' };
  const piece = pieceOf(state, action.piece);
  if (!piece || piece.side !== strikingSide(state)) return { code: 'illegal', message: `${action.piece} may not strike now` };
  const aim = targetsOf(state, piece).find((t) => t.target === action.target);
  if (!aim) return { code: 'illegal', message: `${piece.id} cannot strike ${action.target}` };
  const choice = choiceFor(strikeChoices(state, piece.id, action.target), action);
  if (!choice) return { code: 'illegal', message: `no strike of ${piece.id} at ${action.target} with ${action.dice} dice needing ${action.strikeNumber}` };
  const pos = positionOf(state);
  const [dice, rng] = rollDice(state.rng, choice.dice);
  const rolled = dice.filter((d) => d >= choice.strikeNumber).length;
  const hits = Math.max(0, rolled - (rolled > 0 ? damageTakenLess(pos, action.target) : 0));
  events.push({ type: 'strike', piece: piece.id, target: action.target, dice, strikeNumber: choice.strikeNumber, hits, rangestrike: aim.rangestrike });
  const s: GodsBattleState = { ...state, rng, pieces: state.pieces.map((p) => (p.id === piece.id ? { ...p, struck: true } : p)) };
  const landing: RolledStrike = {
    striker: piece.id, target: action.target, hits, strikeNumber: choice.strikeNumber, dice: choice.dice,
    carryTargets: aim.rangestrike || !carriesAt(pos, action.target) ? [] : choice.carryTargets, rangestrike: aim.rangestrike,
  };
  return addonHold(s, landing) ?? advanceIfIdle(landStrike(s, landing, events), events, core);
}

function carry(state: GodsBattleState, target: string | null, events: GodsBattleEvent[], core: GodsBattleCore): GodsBattleState | GodsBattleError {
  const pending = state.carry;
  if (!pending) return { code: 'illegal', message: 'no hits to carry' };
  if (target === null) return advanceIfIdle({ ...state, carry: null }, events, core);
  const piece = pieceOf(state, target);
  if (!piece || piece.slain || !pending.targets.includes(target)) return { code: 'illegal', message: `hits cannot be carried to ${target}` };
  const [after, used] = strikeHits({ ...state, carry: null }, target, pending.hits, pending.striker, events);
  events.push({ type: 'carry', piece: pending.striker, target, hits: used });
  const rest = pending.targets.filter((t) => t !== target);
  return advanceIfIdle(pendCarry(after, pending.striker, pending.hits - used, pending.strikeNumber, pending.dice, rest), events, core);
}

/** 10.6: a concession waits for the other side's answer; conceding too makes a draw (both legions eliminated). */
function concede(state: GodsBattleState, side: GodsSide, events: GodsBattleEvent[]): GodsBattleState {
  events.push({ type: 'conceded', side });
  if (state.conceding === null) return { ...state, conceding: side };
  const everyone = state.pieces.map((p) => p.id);
  return finish(removePieces(state, everyone, 'concession', events), events, { kind: 'draw', reason: 'both-conceded' });
}

/** 10.6: the conceding legion is eliminated; the victor loses nothing more (those already slain this phase stay slain). */
function acceptConcession(state: GodsBattleState, events: GodsBattleEvent[]): GodsBattleState {
  const loser = state.conceding!;
  const dead = removePieces(state, state.pieces.filter((p) => p.slain && legionOf(state, p) !== loser).map((p) => p.id), 'strike', events);
  const gone = dead.pieces.filter((p) => legionOf(dead, p) === loser).map((p) => p.id);
  return finish(removePieces(dead, gone, 'concession', events), events, { kind: 'victory', winner: otherSide(loser), reason: 'concession' });
}

function done(state: GodsBattleState, events: GodsBattleEvent[], core: GodsBattleCore): GodsBattleState | GodsBattleError {
  if (state.carry) return { code: 'illegal', message: 'the pending carry must be resolved first (carry null drops it)' };
  if (state.phase === 'maneuver') {
    const [waiting] = mustDeploy(state);
    if (waiting) return { code: 'illegal', message: `${waiting.id} (${waiting.name}) must deploy inside the walls` };
    return endManeuver(state, events, core);
  }
  const [owed] = owedStrikes(state);
  if (owed) return { code: 'illegal', message: `${owed.id} (${owed.name}) must strike` };
  return advanceIfIdle(finishStrikeStep(state, events), events, core);
}

function move(
  state: GodsBattleState, action: Extract<GodsBattleAction, { type: 'move' }>, events: GodsBattleEvent[], core: GodsBattleCore,
): GodsBattleState | GodsBattleError {
  if (state.phase !== 'maneuver') return { code: 'wrong-phase', message: 'characters move only in a maneuver phase' };
  const piece = pieceOf(state, action.piece);
  if (!piece || piece.side !== state.active) return { code: 'illegal', message: `${action.piece} is not a character of the maneuvering side` };
  if (!pieceMoves(state, piece.id).includes(action.to)) return { code: 'illegal', message: `${piece.id} (${piece.name}) cannot move to ${action.to}` };
  events.push({ type: 'move', piece: piece.id, from: piece.hex, to: action.to });
  const moved = { ...state, pieces: state.pieces.map((p) => (p.id === piece.id ? { ...p, hex: action.to, moved: true } : p)) };
  return addonsMoved(moved, piece.id, piece.hex, core, events);
}

/** The battle's own action types (every other action is an add-on's). */
const CORE_TYPES: ReadonlySet<string> = new Set<Exclude<GodsBattleAction, GodsAddonMove>['type']>(['move', 'strike', 'carry', 'done', 'concede', 'accept-concession']);

/** Whether an action is an add-on's. */
function isAddonAction(action: GodsBattleAction): action is Extract<GodsBattleAction, GodsAddonMove> {
  return !CORE_TYPES.has(action.type);
}

/** An add-on action applied if its add-on offers it now (then the strike step moves on if nothing is left in it). */
function addonMove(state: GodsBattleState, action: Extract<GodsBattleAction, GodsAddonMove>, events: GodsBattleEvent[], core: GodsBattleCore): GodsBattleState | GodsBattleError {
  if (state.carry) return { code: 'illegal', message: 'the pending carry must be resolved first' };
  const key = canonicalJson(action);
  if (!withPlayer(addonActions(state, action.player, core), action.player).some((m) => canonicalJson(m) === key)) {
    return { code: 'illegal', message: `${action.type} is not possible now` };
  }
  return advanceIfIdle(applyAddon(state, action.player, action, core, events), events, core);
}

/** Applies one action of a seat: the next state and its events, or a typed refusal (the state is unchanged);
 * `context`: what the game knows for the additions (17, 18). */
export function applyGodsBattleAction(state: GodsBattleState, action: GodsBattleAction, context: GodsBattleContext = {}): GodsBattleStep {
  if (state.phase === 'over') return refuse('battle-over', 'the battle is over');
  const side = seatSide(state, action.player);
  if (side === null) return refuse('not-your-turn', `${action.player} plays neither side of this battle`);
  const core = battleCore(context);
  const events: GodsBattleEvent[] = [];
  let next: GodsBattleState | GodsBattleError;
  if (action.type === 'concede') {
    next = state.conceding === side ? { code: 'illegal', message: 'already conceded' } : concede(state, side, events);
  } else if (state.conceding) {
    next = action.type === 'accept-concession' && side !== state.conceding
      ? acceptConcession(state, events)
      : { code: 'not-your-turn', message: `${state.players[otherSide(state.conceding)]} must answer the concession first` };
  } else if (side !== decidingSide(state)) {
    next = { code: 'not-your-turn', message: `${action.player} may only concede now` };
  } else if (isAddonAction(action)) {
    next = addonMove(state, action, events, core);
  } else if (addonPending(state)) {
    next = { code: 'illegal', message: 'a spell or ability waits for its next choice first' };
  } else {
    switch (action.type) {
      case 'move': next = move(state, action, events, core); break;
      case 'strike': next = strike(state, action, events, core); break;
      case 'carry': next = carry(state, action.target, events, core); break;
      case 'done': next = done(state.phase === 'maneuver' ? addonsAtManeuverEnd(state, core) : state, events, core); break;
      case 'accept-concession': next = { code: 'illegal', message: 'nobody has conceded' }; break;
    }
  }
  return 'code' in next ? { ok: false, error: next } : { ok: true, state: next, events };
}
