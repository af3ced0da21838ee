// The order of a Gods battle (rules 11.1, 11.6, 11.8, 11.9, 24.7): each round the defender's maneuver and strike
// phase, then the attacker's; a strike phase is the maneuvering side's strikes, then the other side's strikeback,
// whose victims leave at once; the slain leave as the phase ends; the battle ends when a side is gone, after the
// strike phase in which a Master died, or before the defender's 8th maneuver (time-out). A strike step waits while
// the striking seat has an add-on action left (`core`: what the add-ons are asked with).
import { strikePhaseDamage } from '../../family/battle/rules.js';
import type { GodsBattleCore } from './addon.js';
import { removePieces, withHits } from './damage.js';
import { finish } from './end.js';
import { addonPhaseDamage, addonsAtManeuverStart, addonsWait, fightingHex, legionOf } from './hooks.js';
import { LAST_ROUND } from './order.js';
import { positionOf } from './position.js';
import { anyStriker, inContactAt } from './strikes.js';
import type { GodsBattleEvent, GodsBattleState } from './types.js';

/** Begins the active side's maneuver phase: every piece may move once again; the add-ons' phase-long effects end. */
export function startManeuver(state: GodsBattleState, events: GodsBattleEvent[]): GodsBattleState {
  events.push({ type: 'phase', round: state.round, active: state.active, phase: 'maneuver' });
  const pieces = state.pieces.map((p) => (p.moved || p.struck || p.mustStrike ? { ...p, moved: false, struck: false, mustStrike: false } : p));
  return addonsAtManeuverStart({ ...state, phase: 'maneuver', pieces, carry: null });
}

/** 11.6: ends a maneuver: in a side's first one, its characters that did not enter are slain; then its strike phase. */
export function endManeuver(state: GodsBattleState, events: GodsBattleEvent[], core: GodsBattleCore): GodsBattleState {
  const left = state.round === 1 ? state.pieces.filter((p) => p.side === state.active && fightingHex(state, p) === null).map((p) => p.id) : [];
  const s = removePieces(state, left, 'not-entered', events);
  if (!s.pieces.some((p) => p.side === s.active)) return finish(s, events);
  return startStrike(s, events, core);
}

/** Hazard Chart, Drift: every piece whose hex hurts it takes its hits as the strike phase begins (it still strikes). */
function hazardDamage(state: GodsBattleState, events: GodsBattleEvent[]): GodsBattleState {
  const pos = positionOf(state);
  let s = state;
  for (const p of state.pieces) {
    const damage = p.hex === null ? 0 : strikePhaseDamage(pos, p.id) + addonPhaseDamage(state, pos, p);
    if (damage === 0) continue;
    events.push({ type: 'damage', piece: p.id, hits: damage });
    s = withHits(s, p.id, damage, null, events);
  }
  return s;
}

/** Begins the active side's strike phase: hazard damage, then who is in contact and so must strike (11.9). */
function startStrike(state: GodsBattleState, events: GodsBattleEvent[], core: GodsBattleCore): GodsBattleState {
  events.push({ type: 'phase', round: state.round, active: state.active, phase: 'strike' });
  let s: GodsBattleState = hazardDamage({ ...state, phase: 'strike', carry: null }, events);
  const pos = positionOf(s);
  s = { ...s, pieces: s.pieces.map((p) => ({ ...p, struck: false, mustStrike: inContactAt(s, pos, p) })) };
  return advanceIfIdle(s, events, core);
}

/** Whether a strike step has nothing left: no strike, no carry, and (in the maneuvering side's strikes) no action of
 * an add-on, such as a spell (15.2: cast in one's own Strike Phase, with or without a strike). */
function idle(s: GodsBattleState, core: GodsBattleCore): boolean {
  if (s.phase !== 'strike' && s.phase !== 'strikeback') return false;
  return s.carry === null && !anyStriker(s) && !(s.phase === 'strike' && addonsWait(s, s.players[s.active], core));
}

/** Moves on from a strike step in which nobody can strike any more. */
export function advanceIfIdle(state: GodsBattleState, events: GodsBattleEvent[], core: GodsBattleCore): GodsBattleState {
  let s = state;
  while (idle(s, core)) s = finishStrikeStep(s, events);
  return s;
}

/** Ends the current strikes: the maneuvering side's strikes lead to the strikeback, which ends the strike phase. */
export function finishStrikeStep(state: GodsBattleState, events: GodsBattleEvent[]): GodsBattleState {
  if (state.phase === 'strike') {
    events.push({ type: 'phase', round: state.round, active: state.active, phase: 'strikeback' });
    return { ...state, phase: 'strikeback' };
  }
  return endStrikePhase(state, events);
}

/** 11.9: the slain leave; the battle ends (a side gone, a Master slain, the time-out) or the next maneuver begins. */
function endStrikePhase(state: GodsBattleState, events: GodsBattleEvent[]): GodsBattleState {
  const s = removePieces(state, state.pieces.filter((p) => p.slain).map((p) => p.id), 'strike', events);
  const gone = !s.pieces.some((p) => p.side === 'attacker') || !s.pieces.some((p) => p.side === 'defender');
  if (gone || s.masterSlain) return finish(s, events);
  if (s.active === 'defender') return startManeuver({ ...s, active: 'attacker' }, events);
  if (s.round >= LAST_ROUND) return timeOut(s, events);
  return startManeuver({ ...s, round: s.round + 1, active: 'defender' }, events);
}

/** 11.8: before the defender's 8th maneuver the attacker's survivors die; the defender survives without points. */
function timeOut(state: GodsBattleState, events: GodsBattleEvent[]): GodsBattleState {
  const s = removePieces(state, state.pieces.filter((p) => legionOf(state, p) === 'attacker').map((p) => p.id), 'time-out', events);
  return finish(s, events, { kind: 'time-out' });
}
