// What Done means for the seat now: why the engine does not offer it yet (a legion must move, split legions must
// separate, characters must enter, strike or carry first), and which characters die when the maneuver ends now
// because they never entered the battleland.
import type { Action } from '../actions.js';
import { leftOut } from '../battle/maneuver.js';
import type { PlayerView } from '../view.js';
import type { DoneHint, DoneBlock, StrikeHint } from './types.js';

/** §6.2, §4.3, §10.2, §13: why the seat may act but not end its phase; null when it may end it (or cannot act). */
function blocked(view: PlayerView, legal: readonly Action[], strikes: readonly StrikeHint[]): DoneBlock | null {
  if (legal.length === 0 || legal.some((a) => a.type === 'done' || a.type === 'endMoves' || a.type === 'endTurn')) return null;
  const battle = view.battle;
  if (legal.some((a) => a.type === 'carry')) return { reason: 'carry-first' };
  if (battle && legal.some((a) => a.type === 'strike')) {
    const owing = battle.pieces.filter((p) => p.mustStrike && strikes.some((s) => s.piece === p.id && !s.rangestrike));
    return { reason: 'strike-first', pieces: owing.map((p) => p.id) };
  }
  if (battle && legal.some((a) => a.type === 'battleMove')) {
    const waiting = battle.pieces.filter((p) => p.hex === null && legal.some((a) => a.type === 'battleMove' && a.piece === p.id));
    return { reason: 'enter-first', pieces: waiting.map((p) => p.id) };
  }
  if (!battle && view.turn.roll !== null && legal.some((a) => a.type === 'move')) {
    const mine = view.legions.filter((l) => l.owner === view.viewer);
    if (!mine.some((l) => l.moved)) return { reason: 'move-one' };
    const together = view.turn.splitLands.filter((land) => mine.filter((l) => l.land === land).length > 1);
    return { reason: 'separate', lands: together };
  }
  return null;
}

/** What the seat's Done does now, or why it is not offered. */
export function doneHint(view: PlayerView, legal: readonly Action[], strikes: readonly StrikeHint[]): DoneHint {
  const battle = view.battle;
  const ends = battle?.phase === 'maneuver' && legal.some((a) => a.type === 'done');
  return { blocked: blocked(view, legal, strikes), lost: ends && battle ? leftOut(battle).eliminated.map((p) => p.id) : [] };
}
