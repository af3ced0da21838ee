// Rules 28.11 for a computer seat: giving up a frozen game. A game of Gods of Titan ends only when Titans fall (1.3),
// and some positions never get there — A20's Phantoms keep coming back, so a Phantom of a hundred PF that no legion
// beats, escorted by characters that never muster, and an army that stays out of its reach, can circle for ever
// (simulate seed 795, 3 players). As a club player resigns a game he can neither win nor move on, a seat that another
// seat outscores gives up in its own turn once no engagement has come anywhere at the table for `STALL_ROUNDS`
// rounds; the leader is left the last Titan (1.3). It reads only public events and the public scores.
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import { mayQuit } from '../../engine/gods/turn/quit.js';
import type { GodsView } from '../../engine/gods/view.js';

/** Rounds without an engagement anywhere at the table after which a trailing computer seat gives the game up. */
export const STALL_ROUNDS = 100;

/** The round of the last engagement the seat saw, brought up to date with `events` (the game's start counts as one:
 * `known` null, nothing seen yet). */
export function quietSince(known: number | null, view: GodsView, events: readonly GodsEvent[]): number {
  return known === null || events.some((e) => e.type === 'engagement') ? view.round : known;
}

/** The seat's 28.11 quit when the game has stood still `STALL_ROUNDS` rounds since `since` and another seat in play
 * outscores it (no battle under way, in its own turn); else null. The action is built here: the engine lists no quit
 * (a legal list every random seat would draw from), it takes one from the Mover. */
export function resignation(view: GodsView, legal: readonly GodsAction[], since: number): GodsAction | null {
  const me = view.players.find((p) => p.id === view.viewer);
  if (!me || me.out || view.round - since < STALL_ROUNDS) return null;
  const battling = view.engagement !== null || view.finalBattle !== null;
  if (!mayQuit(view.phase, view.mover, me.id, battling)) return null;
  const leads = view.players.some((p) => p.id !== me.id && !p.out && p.score > me.score);
  const stamp = legal[0];
  if (!leads || !stamp) return null;
  return { type: 'quit', player: stamp.player, stateId: stamp.stateId };
}
