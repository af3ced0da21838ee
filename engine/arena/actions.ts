// Every change to an Arena game is one of these actions, applied by the one reducer. Each carries the player who
// sends it and the stateId it was computed on; stale or out-of-turn actions are refused.
import type { ArenaPlayerId, CardId, Creature } from './types.js';

interface Base {
  readonly player: ArenaPlayerId;
  readonly stateId: number;
}

/** A place a Unicorn swap may use: a battle column (round number, 1-based) or the discard pile's top (§15.7/§15.8). */
export type SwapPlace = number | 'discard';

/** One action of the Arena. */
export type ArenaAction = Base &
  (
    | { readonly type: 'bid'; readonly value: number } // §5 opening bid
    | { readonly type: 'passBid' } // §5 leave the auction
    | { readonly type: 'openBet'; readonly creature: Creature } // §7
    | { readonly type: 'secretBet'; readonly card: CardId } // §7, the whole play of the turn
    | { readonly type: 'revealBet' } // §7 turn the secret bet face up
    | { readonly type: 'skip' } // decline the optional step: bet, ability, second card
    | { readonly type: 'play'; readonly card: CardId; readonly creature: Creature } // §6/§8/§9
    | { readonly type: 'referee'; readonly card: CardId; readonly take: CardId } // §10 ordinary referee
    | { readonly type: 'chiefReferee'; readonly card: CardId; readonly creature: Creature } // §10
    | { readonly type: 'showHand' } // §5/§6 pass, showing the hand
    | { readonly type: 'cyclops'; readonly target: ArenaPlayerId } // §15.1
    | { readonly type: 'dragon'; readonly creature: Creature } // §15.2
    | { readonly type: 'hydra' } // §15.3
    | { readonly type: 'ranger' } // §15.4
    | { readonly type: 'titan'; readonly target: ArenaPlayerId } // §15.5
    | { readonly type: 'titanKeep'; readonly card: CardId } // §15.5
    | { readonly type: 'troll'; readonly card: CardId } // §15.6
    | { readonly type: 'unicorn'; readonly creature: Creature; readonly a: SwapPlace; readonly b: SwapPlace } // §15.7
    | { readonly type: 'warlock' } // §15.8
    | { readonly type: 'discard'; readonly card: CardId } // §11
    | { readonly type: 'endTurn' } // §11 stop discarding, refill
    | { readonly type: 'offerStalemate' } // §14
    | { readonly type: 'voteStalemate'; readonly accept: boolean } // §14
  );

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An action without its sender and stateId (what the rule modules enumerate). */
export type ArenaMove = DistributiveOmit<ArenaAction, 'player' | 'stateId'>;
