// The Gods battle reducer (rules 10.6, 11–14): who may act now, every legal action of a seat as data (the add-ons'
// too), and one action applied — or refused with a typed error and the state unchanged. Moves, strikes, carries and
// `done` are the family step machine's (machine.ts holds Gods' hooks on it); what is Gods' own here is the concession
// (10.6: offered, answered, or conceded back), an add-on waiting for an answer first, and the add-ons' actions. Dice
// come from the state's PRNG; the game's context (17, 18) comes with each call.
import { canonicalJson, sameFlatMembers } from '../../platform/hash.js';
import type { GodsAddonMove } from './addon-shapes.js';
import type { GodsBattleMove } from '../engagement/types.js';
import { battleCore } from './core.js';
import { finish } from './end.js';
import { addonDecider, addonPending, legionOf } from './hooks.js';
import { GODS_BATTLE, mustDeploy, type GodsBattleCall } from './machine.js';
import { otherSide, seatSide } from './order.js';
import { addonActions, applyAddon } from './registry.js';
import type { GodsBattleAction, GodsBattleContext, GodsBattleError, GodsBattleEvent, GodsBattleState, GodsBattleStep, GodsSide } from './types.js';

/** The side that decides now: the other side while a concession waits, the side an add-on waits for, else the
 * machine's (the striker during a carry, the phase's side). */
function decidingSide(state: GodsBattleState): GodsSide | null {
  if (state.phase === 'over') return null;
  if (state.conceding) return otherSide(state.conceding);
  return addonDecider(state) ?? GODS_BATTLE.decidingSide(state);
}

/** The seat whose maneuver runs now (its clock's, TITAN §21 and 28.3), null while the battle waits for something else:
 * a strike phase, a carry, a concession's answer, the other side's choice for a spell or ability. */
export function maneuveringSeat(state: GodsBattleState): string | null {
  return state.phase === 'maneuver' && !state.carry && decidingSide(state) === state.active ? state.players[state.active] : null;
}

/** The seats that may act now: the deciding one, and the other one, who may always concede (10.6). */
export function godsBattleActors(state: GodsBattleState): string[] {
  const side = decidingSide(state);
  if (side === null) return [];
  return state.conceding ? [state.players[side]] : [state.players.attacker, state.players.defender];
}

/** One listed action with `player` as its seat (second in its JSON, as every seated action), or as it is with none. */
function seatedAs(player: string | null, m: GodsBattleMove): GodsBattleAction | GodsBattleMove {
  return player === null ? m : (Object.assign({ type: m.type, player }, m) as GodsBattleAction);
}

/** The machine's actions of the deciding seat: a carry's choices, a maneuver's moves and `done`, or the strikes and
 * `done` of a strike step — each with `player` as its seat, or, with none, without a seat. */
function machineActions(call: GodsBattleCall, player: string | null, out: (GodsBattleAction | GodsBattleMove)[]): void {
  const state = call.battle;
  const add = (m: GodsBattleMove): void => { out.push(seatedAs(player, m)); };
  if (state.carry) {
    for (const target of GODS_BATTLE.carryTargets(state)) add({ type: 'carry', target });
    add({ type: 'carry', target: null });
  } else if (state.phase === 'maneuver') {
    for (const p of state.pieces) for (const to of GODS_BATTLE.pieceMoves(call, state, p)) add({ type: 'move', piece: p.id, to });
    if (mustDeploy(call).length === 0) add({ type: 'done' });
  } else {
    for (const p of state.pieces) {
      for (const t of GODS_BATTLE.liveTargets(call, state, p)) {
        for (const c of GODS_BATTLE.strikeChoices(call, state, p.id, t.target)) {
          add({ type: 'strike', piece: p.id, target: t.target, strikeNumber: c.strikeNumber, dice: c.dice });
        }
      }
    }
    if (GODS_BATTLE.owedStrikes(call, state).length === 0) add({ type: 'done' });
  }
}

/** Every legal action of `player` now into `out`, the add-ons' (spells, abilities, reinforcement, summoning) included,
 * each with its seat (`seated`) or without; `context`: what the game knows for the additions (17, 18). */
function listActions(state: GodsBattleState, player: string, context: GodsBattleContext, seated: boolean, out: (GodsBattleAction | GodsBattleMove)[]): void {
  const side = seatSide(state, player);
  const deciding = decidingSide(state);
  if (side === null || deciding === null) return;
  const seat = seated ? player : null;
  if (state.conceding) {
    if (side === deciding) out.push(seatedAs(seat, { type: 'concede' }), seatedAs(seat, { type: 'accept-concession' }));
    return;
  }
  const core = battleCore(context);
  const pending = side === deciding && addonPending(state);
  if (side === deciding && !pending) machineActions({ battle: state, core }, seat, out);
  if (pending || (side === deciding && !state.carry)) for (const m of addonActions(state, player, core)) out.push(seatedAs(seat, m));
  out.push(seatedAs(seat, { type: 'concede' }));
}

/** Every legal action of a seat now, the add-ons' (spells, abilities, reinforcement, summoning) included; `context`:
 * what the game knows for the additions (17, 18). */
export function godsBattleLegalActions(state: GodsBattleState, player: string, context: GodsBattleContext = {}): GodsBattleAction[] {
  const out: GodsBattleAction[] = [];
  listActions(state, player, context, true, out);
  return out;
}

/** `godsBattleLegalActions` without their seat: the game's listing makes each the seat's `battle` move as it is
 * (engagement/fight.ts), with no copy made only to take the seat off again. */
export function godsBattleMoves(state: GodsBattleState, player: string, context: GodsBattleContext = {}): GodsBattleMove[] {
  const out: GodsBattleMove[] = [];
  listActions(state, player, context, false, out);
  return out;
}

function refuse(code: GodsBattleError['code'], message: string): GodsBattleStep {
  return { ok: false, error: { code, message } };
}

/** 10.6: a concession waits for the other side's answer; conceding too makes a draw (both legions eliminated). */
function concede(call: GodsBattleCall, side: GodsSide, events: GodsBattleEvent[]): GodsBattleState {
  const state = call.battle;
  events.push({ type: 'conceded', side });
  if (state.conceding === null) return { ...state, conceding: side };
  const everyone = state.pieces.map((p) => p.id);
  return finish(GODS_BATTLE.removePieces(call, everyone, 'concession', events).battle, events, { kind: 'draw', reason: 'both-conceded' });
}

/** 10.6: the conceding legion is eliminated; the victor loses nothing more (those already slain this phase stay slain). */
function acceptConcession(call: GodsBattleCall, events: GodsBattleEvent[]): GodsBattleState {
  const state = call.battle;
  const loser = state.conceding!;
  const dead = GODS_BATTLE.removePieces(call, state.pieces.filter((p) => p.slain && legionOf(state, p) !== loser).map((p) => p.id), 'slain', events);
  const gone = dead.battle.pieces.filter((p) => legionOf(dead.battle, p) === loser).map((p) => p.id);
  return finish(GODS_BATTLE.removePieces(dead, gone, 'concession', events).battle, events, { kind: 'victory', winner: otherSide(loser), reason: 'concession' });
}

/** The battle's own action types (every other action is an add-on's). */
const CORE_TYPES: ReadonlySet<string> = new Set<Exclude<GodsBattleAction, GodsAddonMove>['type']>(['move', 'strike', 'carry', 'done', 'concede', 'accept-concession']);

/** Whether an action is an add-on's. */
function isAddonAction(action: GodsBattleAction): action is Extract<GodsBattleAction, GodsAddonMove> {
  return !CORE_TYPES.has(action.type);
}

/** An add-on action applied if its add-on offers it now (then the strike step moves on if nothing is left in it). */
function addonMove(call: GodsBattleCall, action: Extract<GodsBattleAction, GodsAddonMove>, events: GodsBattleEvent[]): GodsBattleCall | GodsBattleError {
  const { battle: state, core } = call;
  if (state.carry) return { code: 'illegal', message: 'the pending carry must be resolved first' };
  const key = canonicalJson(action);
  if (!addonActions(state, action.player, core).map((m) => ({ ...m, player: action.player })).some((m) => sameFlatMembers(action, m) && canonicalJson(m) === key)) {
    return { code: 'illegal', message: `${action.type} is not possible now` };
  }
  return GODS_BATTLE.advanceIfIdle({ battle: applyAddon(state, action.player, action, core, events), core }, events);
}

/** An action of the deciding seat (no concession waiting): an add-on's, or the machine's move, strike, carry or done. */
function decided(call: GodsBattleCall, action: Exclude<GodsBattleAction, { type: 'concede' }>, events: GodsBattleEvent[]): GodsBattleState | GodsBattleError {
  if (isAddonAction(action)) return unwrap(addonMove(call, action, events));
  if (addonPending(call.battle)) return { code: 'illegal', message: 'a spell or ability waits for its next choice first' };
  switch (action.type) {
    case 'move': return unwrap(GODS_BATTLE.move(call, action.piece, action.to, events));
    case 'strike': return unwrap(GODS_BATTLE.strike(call, action, events));
    case 'carry': return unwrap(GODS_BATTLE.carry(call, action.target, events));
    case 'done': return unwrap(call.battle.phase === 'maneuver' ? GODS_BATTLE.endManeuver(call, events) : GODS_BATTLE.endStrikes(call, events));
    case 'accept-concession': return { code: 'illegal', message: 'nobody has conceded' };
  }
}

/** The battle a machine step reached, or its refusal. */
function unwrap(step: GodsBattleCall | GodsBattleError): GodsBattleState | GodsBattleError {
  return 'code' in step ? step : step.battle;
}

/** TITAN §21, 28.3: the maneuvering seat's clock ran out: the maneuver ends at once, every character still off the
 * battleland lost, as `done` would (also where `done` could not: a deployment that must go on, a spell's choice open). */
export function maneuverTimeUp(state: GodsBattleState, player: string, context: GodsBattleContext = {}): GodsBattleStep {
  const side = seatSide(state, player);
  if (state.phase !== 'maneuver' || state.carry || state.conceding) return refuse('wrong-phase', 'no maneuver is running');
  if (side === null || side !== GODS_BATTLE.decidingSide(state)) return refuse('not-your-turn', `${player} is not maneuvering`);
  const events: GodsBattleEvent[] = [];
  const next = unwrap(GODS_BATTLE.maneuverTimeUp({ battle: state, core: battleCore(context) }, events));
  return 'code' in next ? { ok: false, error: next } : { ok: true, state: next, events };
}

/** Applies one action of a seat: the next state and its events, or a typed refusal (the state is unchanged);
 * `context`: what the game knows for the additions (17, 18). */
export function applyGodsBattleAction(state: GodsBattleState, action: GodsBattleAction, context: GodsBattleContext = {}): GodsBattleStep {
  if (state.phase === 'over') return refuse('battle-over', 'the battle is over');
  const side = seatSide(state, action.player);
  if (side === null) return refuse('not-your-turn', `${action.player} plays neither side of this battle`);
  const call: GodsBattleCall = { battle: state, core: battleCore(context) };
  const events: GodsBattleEvent[] = [];
  let next: GodsBattleState | GodsBattleError;
  if (action.type === 'concede') {
    next = state.conceding === side ? { code: 'illegal', message: 'already conceded' } : concede(call, side, events);
  } else if (state.conceding) {
    next = action.type === 'accept-concession' && side !== state.conceding
      ? acceptConcession(call, events)
      : { code: 'not-your-turn', message: `${state.players[otherSide(state.conceding)]} must answer the concession first` };
  } else if (side !== decidingSide(state)) {
    next = { code: 'not-your-turn', message: `${action.player} may only concede now` };
  } else {
    next = decided(call, action, events);
  }
  return 'code' in next ? { ok: false, error: next } : { ok: true, state: next, events };
}
