// The seat/stateId gate every intent of the host's screen passes before its engine sees it.
import type { ModuleAction } from '../engine/platform/module.js';
import { fail, type HostError } from './contract.js';
import type { GameSession } from './session.js';

/** Why an intent is refused, or null when it may go on: no hand-off pending, sent by the human the screen shows, for
 * himself, computed on the current state. */
export function intentRefusal(s: GameSession, seat: string, action: ModuleAction): { ok: false; error: HostError } | null {
  if (s.handoff !== null) return fail('handoff-pending', `the screen is being handed to ${s.handoff}: confirm the hand-off first`);
  if (s.kindOf(seat) !== 'human') return fail('wrong-seat', `${seat} is not a human seat of this game`);
  if (seat !== s.screenSeat) return fail('wrong-seat', `the screen shows ${s.screenSeat ?? 'no seat'}, not ${seat}`);
  if (action.player !== seat) return fail('wrong-seat', `the action is for ${action.player} but was sent by ${seat}`);
  if (action.stateId !== s.stateId) return fail('stale', `the action was computed on state ${action.stateId}; the game is at ${s.stateId}`);
  return clockRefusal(s, action);
}

/** A clock's own action (§21 timeUp) is the host's to apply when the clock runs out: no page, here or over the
 * network, may send it. */
export function clockRefusal(s: GameSession, action: ModuleAction): { ok: false; error: HostError } | null {
  return s.module.clocks?.isTimeUp(action) ? fail('forbidden', 'only the game\'s clock says when time is up') : null;
}
