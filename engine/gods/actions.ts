// Every change to a Gods of Titan game is one of these actions, applied by the one reducer (engine/gods/reducer.ts).
// Each carries its seat and the stateId it was computed on; stale, out-of-turn or wrong-phase ones are refused.
import type { EntrySide } from '../family/types.js';
import type { GodsBattleMove } from './engagement/types.js';
import type { GodsPermissionKind, GodsSeat, GodsTeleport, GodsTradeGoods } from './state.js';

/** Rules 22, 16.5 Executer: how a character joins a legion in mustering — a Creature by the table, a Human hired or a
 * Demilord summoned for Lifegems in the City or Dungeon, a Demilord recruited by giving back an End-Creature. */
export type GodsMusterHow = 'creature' | 'hire' | 'summon' | 'sacrifice';

interface Base {
  readonly player: GodsSeat;
  readonly stateId: number;
}

/** One action of the game. */
export type GodsAction = Base &
  (
    | { readonly type: 'chooseTower'; readonly land: number } // 5.4 the player Tower a Titan-player takes
    | { readonly type: 'chooseStart'; readonly withTitan: readonly string[] } // 5.7 which creatures join the Titan
    | { readonly type: 'uncoverTitan' } // 4.4, 24.3 the Titan as a marker, for good
    | { readonly type: 'split'; readonly legion: string; readonly parts: readonly (readonly string[])[]; readonly markers: readonly string[] } // 4.5
    | { readonly type: 'move'; readonly legion: string; readonly to: number; readonly steps: number; readonly exit: number | null; readonly teleport: GodsTeleport | null; readonly entrySide?: EntrySide } // 8, 9, 11.2, 11.5 (the side, where the move may engage)
    | { readonly type: 'endMovement' } // 6.2
    | { readonly type: 'engage'; readonly attacker: string; readonly defender: string } // 6.3, 10.2, 10.3 the Mover's order
    | { readonly type: 'flee' } // 10.4
    | { readonly type: 'declineFlee' } // 10.4, 10.8 the defender stays: the negotiation opens
    | { readonly type: 'propose'; readonly eliminates: 'attacker' | 'defender' | 'both' } // 10.5
    | { readonly type: 'accept' } // 10.5
    | { readonly type: 'reject' } // 10.5
    | { readonly type: 'concede' } // 10.6
    | { readonly type: 'endEngagements' } // 6.3
    | { readonly type: 'fight' } // 10.5, 10.8 either side insists on battle
    | { readonly type: 'battle'; readonly move: GodsBattleMove } // 11–18 one battle action of the seat
    | { readonly type: 'reinforce'; readonly creature: string; readonly reveal: readonly string[] } // 17 after a won defence
    | { readonly type: 'summon'; readonly legion: string; readonly piece: string } // 18 after a won attack
    | { readonly type: 'revive'; readonly name: string } // 19
    | { readonly type: 'takeLord'; readonly lord: string; readonly legion: string } // 21
    | { readonly type: 'pass' } // 17–21 the rest of this step declined
    | { readonly type: 'spy'; readonly legion: string; readonly target: string } // 23.3 instead of attacking
    | { readonly type: 'permit'; readonly to: GodsSeat; readonly kind: GodsPermissionKind; readonly granted: boolean } // 7.2, 23.2, 23.8 at any time
    | { readonly type: 'muster'; readonly legion: string; readonly character: string; readonly how: GodsMusterHow; readonly reveal: readonly string[] } // 6.4, 22 (reveal: the qualifying set; a sacrifice: the End-Creature given)
    | { readonly type: 'reviveTitan'; readonly legion: string; readonly elemental: string } // 24.6 in the Dungeon, for an Elemental
    | { readonly type: 'appear'; readonly legion: string } // 24.4, 24.5, 23.7 the land legion the Phantom (Dark-Titan) appears in
    | { readonly type: 'endTurn' } // 6.4–6.5
    | { readonly type: 'lend'; readonly legion: string; readonly piece: string } // 27.5 a Creature for the God's defence
    | { readonly type: 'offerTrade'; readonly to: GodsSeat; readonly gives: GodsTradeGoods; readonly asks: GodsTradeGoods } // 7.1, 7.2 at any time
    | { readonly type: 'withdrawTrade'; readonly to: GodsSeat } // 7.1 the offerer takes his offer back
    | { readonly type: 'answerTrade'; readonly from: GodsSeat; readonly accept: boolean } // 7.1 the other seat accepts or rejects
    | { readonly type: 'quit' } // 28.11 the Mover gives up
    | { readonly type: 'timeUp'; readonly clock: 'game' | 'movement' | 'maneuver' } // TITAN §21, 28.3 a clock ran out: the host's, never a seat's (turn/clocks.ts)
    | { readonly type: 'undo'; readonly all?: true } // the table's take-back (engine/gods/undo.ts): the last undoable action, or all of a battle maneuver's moves
  );

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An action without its sender and stateId (what the rule modules enumerate). */
export type GodsMove = DistributiveOmit<GodsAction, 'player' | 'stateId'>;
