// The play aids of the Settings (auto-strike, auto-carry), carried out by the host: when the human at this screen has
// no real choice, the game module names the one action from that seat's legal actions, and the host submits it as
// an ordinary action. Remote seats (network play) and agents are never acted for.
import type { ModuleAction, PlayAids } from '../engine/platform/module.js';
import type { GameSession } from './session.js';

/** The action an aid takes now for the human the screen shows or is being handed to (a forced action needs no look
 * at the board, and it is taken before the board is shown), or null (aids off, no such human, a choice left). */
export function aidAction(s: GameSession, aids: PlayAids): ModuleAction | null {
  if (!s.module.aid || (!aids.autoStrike && !aids.autoCarry)) return null;
  const seat = s.screenSeat ?? s.handoff;
  if (seat === null || s.remote.has(seat) || s.kindOf(seat) !== 'human') return null;
  if (!s.module.actors(s.state).includes(seat)) return null;
  return s.module.aid(s.module.legalActions(s.state, seat), aids);
}
