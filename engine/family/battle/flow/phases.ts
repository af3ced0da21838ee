// The order of a battle, once for the family (TITAN §10–§13, Gods 11): each round the first mover's maneuver and
// strike phase, then the other side's; a strike phase is the maneuvering side's strikes, then the other side's
// strikeback; a step in which nobody can strike any more ends by itself; the slain leave as the strike phase ends;
// the battle ends when a side is gone or on a loss the game says ends it, and after the last round it times out.
import { markHits, removePieces } from './hits.js';
import { anyStriker, battleIn, type Flow, otherSide, pieceMoves } from './queries.js';
import type { FlowBattle, FlowPiece, FlowRefusal } from './types.js';

/** Whether a side has no piece left (on the battleland or waiting to enter). */
function sideGone<P extends FlowPiece>(battle: FlowBattle<P>): boolean {
  return !battle.pieces.some((p) => p.side === 'attacker') || !battle.pieces.some((p) => p.side === 'defender');
}

/** Begins the active side's maneuver phase (its round and side already set): every piece may move once again. */
export function startManeuver<S, B extends FlowBattle<P>, P extends FlowPiece, E>(f: Flow<S, B, P, E>, s: S, events: E[]): S {
  const h = f.hooks;
  const battle = battleIn(f, s);
  const pieces = battle.pieces.map((p) => {
    const fresh = p.moved || p.struck || p.mustStrike ? { ...p, moved: false, struck: false, mustStrike: false } : p;
    return h.maneuverPiece ? h.maneuverPiece(fresh) : fresh;
  });
  events.push(h.events.phase(battle.round, battle.active, 'maneuver'));
  const next = h.withBattle(s, { ...battle, phase: 'maneuver', pieces, carry: null });
  return h.maneuverBegins ? h.maneuverBegins(next) : next;
}

/** Moves (or enters, or deploys) a piece of the maneuvering side to a hex it may move to. */
export function movePiece<S, B extends FlowBattle<P>, P extends FlowPiece, E>(
  f: Flow<S, B, P, E>, s: S, id: string, to: string, events: E[],
): S | FlowRefusal {
  const h = f.hooks;
  const battle = battleIn(f, s);
  if (battle.phase !== 'maneuver') return { code: 'wrong-phase', message: 'pieces move only in a maneuver phase' };
  const piece = battle.pieces.find((p) => p.id === id);
  if (!piece || piece.side !== battle.active) return { code: 'illegal', message: `${id} is not a piece of the moving side` };
  if (piece.moved) return { code: 'illegal', message: `${piece.id} already moved this phase` };
  if (!pieceMoves(f, s, battle, piece).includes(to)) return { code: 'illegal', message: `${piece.id} (${h.nameOf(piece)}) cannot move to ${to}` };
  events.push(h.events.move(piece, to));
  const before = h.moving ? h.moving(s, piece) : s;
  const b = battleIn(f, before);
  const moved = h.withBattle(before, { ...b, pieces: b.pieces.map((p) => (p.id === id ? { ...p, hex: to, moved: true } : p)) });
  return h.moved ? h.moved(moved, piece, piece.hex, events) : moved;
}

/** Ends the maneuvering side's maneuver (`done`): the pieces left off the battleland are lost, then the battle ends
 * or the side's strike phase begins. `timeUp` (§21, the maneuver's clock ran out) ends it even while pieces that must
 * enter could: they are left out too. */
export function endManeuver<S, B extends FlowBattle<P>, P extends FlowPiece, E>(f: Flow<S, B, P, E>, s: S, events: E[], timeUp = false): S | FlowRefusal {
  const h = f.hooks;
  const closed = h.maneuverEnds ? h.maneuverEnds(s) : s;
  const [waiting] = timeUp ? [] : h.mustEnter(closed, battleIn(f, closed));
  if (waiting) return { code: 'illegal', message: `${waiting.id} (${h.nameOf(waiting)}) must enter the battleland this phase` };
  const { state, lost } = h.leftOut(closed, battleIn(f, closed), events);
  const after = removePieces(f, state, lost.map((p) => p.id), 'not-entered', events);
  if (sideGone(battleIn(f, after)) || h.endsBattle(after, lost, 'not-entered')) return h.end(after, 'fought', events);
  return startStrike(f, after, events);
}

/** Begins the active side's strike phase: hazard damage, then who is in contact and so must strike. */
function startStrike<S, B extends FlowBattle<P>, P extends FlowPiece, E>(f: Flow<S, B, P, E>, s: S, events: E[]): S {
  const h = f.hooks;
  const begun: B = { ...battleIn(f, s), phase: 'strike', carry: null };
  events.push(h.events.phase(begun.round, begun.active, 'strike'));
  let next = h.withBattle(s, begun);
  const start = next;
  for (const p of begun.pieces) {
    const damage = h.phaseDamage(start, begun, p);
    if (damage === 0) continue;
    events.push(h.events.damage(p, damage));
    next = markHits(f, next, p.id, damage, null, events);
  }
  const battle = battleIn(f, next);
  const pieces = battle.pieces.map((p) => {
    const mustStrike = h.inContact(next, battle, p);
    return p.struck || p.mustStrike !== mustStrike ? { ...p, struck: false, mustStrike } : p;
  });
  return advanceIfIdle(f, h.withBattle(next, { ...battle, pieces }), events);
}

/** Moves on from a strike step in which nobody can strike any more (no empty actions needed). */
export function advanceIfIdle<S, B extends FlowBattle<P>, P extends FlowPiece, E>(f: Flow<S, B, P, E>, s: S, events: E[]): S {
  let next = s;
  for (;;) {
    const battle = f.hooks.battle(next);
    if (!battle || battle.phase === 'maneuver' || battle.carry) return next;
    if (anyStriker(f, next, battle) || (f.hooks.waits?.(next, battle) ?? false)) return next;
    next = finishStrikeStep(f, next, events);
  }
}

/** Ends the strikes of the current side: the maneuvering side's strikes lead to the strikeback, which ends the phase. */
export function finishStrikeStep<S, B extends FlowBattle<P>, P extends FlowPiece, E>(f: Flow<S, B, P, E>, s: S, events: E[]): S {
  const battle = battleIn(f, s);
  if (battle.phase !== 'strike') return endStrikePhase(f, s, events);
  events.push(f.hooks.events.phase(battle.round, battle.active, 'strikeback'));
  return f.hooks.withBattle(s, { ...battle, phase: 'strikeback' });
}

/** The slain leave; the battle ends (a side gone, or a loss that ends it) or the next half-round begins, the round
 * after the last one timing out. */
function endStrikePhase<S, B extends FlowBattle<P>, P extends FlowPiece, E>(f: Flow<S, B, P, E>, s: S, events: E[]): S {
  const h = f.hooks;
  const slain = battleIn(f, s).pieces.filter((p) => p.slain);
  const after = removePieces(f, s, slain.map((p) => p.id), 'slain', events);
  const battle = battleIn(f, after);
  if (sideGone(battle) || h.endsBattle(after, slain, 'slain')) return h.end(after, 'fought', events);
  const first = h.firstMover(after, battle, battle.round);
  if (battle.active === first) return startManeuver(f, h.withBattle(after, { ...battle, active: otherSide(first) }), events);
  if (battle.round >= h.lastRound(after, battle)) return timeOut(f, after, events);
  const round = battle.round + 1;
  return startManeuver(f, h.withBattle(after, { ...battle, round, active: h.firstMover(after, battle, round) }), events);
}

/** After the last round the attacker's legion is eliminated (TITAN §10.5, Gods 11.8); the game scores the rest. */
function timeOut<S, B extends FlowBattle<P>, P extends FlowPiece, E>(f: Flow<S, B, P, E>, s: S, events: E[]): S {
  const legion = (p: P): string => f.hooks.legionOf?.(s, p) ?? p.side;
  const attackers = battleIn(f, s).pieces.filter((p) => legion(p) === 'attacker').map((p) => p.id);
  return f.hooks.end(removePieces(f, s, attackers, 'time-out', events), 'time-out', events);
}
