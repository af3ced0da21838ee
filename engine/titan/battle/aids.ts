// Battle aids a player may switch on (host Settings): the one action the battle leaves a seat when its choice is no
// choice — a strike owed with a single possible target and strike, or carried hits with a single piece to take them.
// Read from the legal actions only, so the aid never decides anything the player could have decided otherwise.
import type { Action } from '../actions.js';
import type { PlayAids } from '../../platform/module.js';

/** The action an aid takes for the seat whose legal actions are `legal`, or null when the seat has a real choice.
 * Auto-strike: the seat must strike (it may not end the strikes) and exactly one strike is possible — one piece,
 * one target, one way (§12: an engaged character must strike). Auto-carry: exactly one piece may take the carried
 * hits (§13.4); they go to it rather than being dropped. */
export function battleAidAction(legal: readonly Action[], aids: PlayAids): Action | null {
  // conceding (§9.4) and taking back stay open throughout a battle: they are no strike or carry to choose
  const moving = legal.filter((a) => a.type !== 'undo' && a.type !== 'concede');
  if (aids.autoStrike && moving.length === 1 && moving[0]?.type === 'strike') return moving[0];
  const carries = moving.filter((a) => a.type === 'carry');
  if (aids.autoCarry && carries.length === moving.length) {
    const onto = carries.filter((a) => a.target !== null);
    if (onto.length === 1 && onto[0]) return onto[0];
  }
  return null;
}
